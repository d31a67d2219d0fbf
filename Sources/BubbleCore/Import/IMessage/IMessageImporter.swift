import Foundation

/// imessage-exporter's conversations (github.com/ReagentX/imessage-exporter): one `.html`
/// (`--format html`) or `.txt` (`--format txt`) file per chat. Times are the exporting Mac's wall
/// clock, read in `--tz`; the owner (`Me`) is `me` unless `--me` names another; attachments are
/// drawn from the file's folder (`--copy-method` copies them into `attachments/`).
struct IMessageImporter: ConversationImporter {
  static let name = "imessage"
  var name: String { Self.name }
  var displayName: String { "iMessage" }
  var summary: String { "imessage-exporter's .html or .txt" }
  var inputKind: ImportInputKind { .text }
  var chatFileDescription: String? { "an imessage-exporter .html file" }
  var historyStatus: Message.Status? { .read }
  var appTheme: String? { "imessage" }

  /// How far detection looks into an HTML file: past the exporter's inlined style sheet.
  static let htmlSampleBytes = 64 * 1024

  func recognizes(_ sample: ImportSample) -> Bool {
    IMessageDetection.isHTML(sample.data.prefix(Self.htmlSampleBytes))
      || IMessageDetection.isText(sample.data.prefix(LineImporter.sampleBytes))
  }

  /// The folder's one conversation (`orphaned.html` aside); several are for the user to pick.
  func chatFile(among names: [String]) -> ChatFileSearch {
    let chats = names.filter { $0.lowercased().hasSuffix(".html") && $0 != "orphaned.html" }.sorted()
    if chats.count == 1 { return .found(chats[0]) }
    guard chats.count > 1 else { return .none }
    let listed = chats.prefix(5).joined(separator: ", ") + (chats.count > 5 ? ", …" : "")
    return .ambiguous("it has \(chats.count) imessage-exporter conversations: \(listed); pass one")
  }

  func importConversation(_ input: ImportInput, options: ImportOptions, kinds: ContentKinds)
    -> Result<ImportedConversation, ImportError>
  {
    let builder = TextChatBuilder(options: options, kinds: kinds)
    guard let text = TextChatBuilder.text(of: input.data, limits: options.limits, context: builder.context) else {
      return .failure(.invalid(.invalid(builder.context.reportedErrors)))
    }
    let records =
      IMessageDetection.startsLikeHTML(input.data)
      ? IMessageHTMLReader(builder: builder).read(text) : textRecords(text, builder: builder)
    let assembler = IMessageAssembler(builder: builder, folder: input.baseDirectory, records: records)
    let title = assembler.add(records)
    return builder.result(
      title: title, format: name,
      nothingRead:
        "not an imessage-exporter conversation: no <div class=\"message\"> (HTML) or message like "
        + "\"Jul 17, 2022  5:04:04 PM\", then its sender's line (TXT)"
    ).map { imported in
      var imported = imported
      let owner = imported.conversation.participants.first { $0.id == assembler.owner }
      imported.conversation.me = owner?.id
      return imported
    }
  }

  private func textRecords(_ text: String, builder: TextChatBuilder) -> [IMessageRecord] {
    let reader = IMessageTextReader(builder: builder)
    reader.read(TextChatBuilder.lines(of: text))
    return reader.records
  }
}
