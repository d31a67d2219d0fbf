import Foundation

/// LINE's chat history as text: the mobile apps' "Send chat history" (`[LINE] Chat history
/// with NAME`, TAB-separated lines, in the app's language) and LINE for PC's "Save chat"
/// (`2026.02.17 Tuesday`, `HH:MM NAME TEXT`). Times are wall-clock, read in `--tz`; days are
/// kept in file order, even when a file runs backwards.
struct LineImporter: ConversationImporter {
  static let name = "line"
  var name: String { Self.name }
  var displayName: String { "LINE" }
  var summary: String { "LINE's chat history .txt (mobile and PC)" }
  var inputKind: ImportInputKind { .text }
  var chatFileDescription: String? { "a [LINE] .txt file" }
  var historyStatus: Message.Status? { .read }
  var appTheme: String? { "line" }

  /// The first bytes read are all detection looks at.
  static let sampleBytes = 4096

  /// A `[LINE]` header, or a date line followed by a message line (LINE for PC has no header).
  func recognizes(_ sample: ImportSample) -> Bool {
    let head = String(decoding: sample.data.prefix(Self.sampleBytes), as: UTF8.self)
    var lines = TextChatBuilder.lines(of: head).lazy.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .makeIterator()
    guard var first = lines.next() else { return false }
    if first.unicodeScalars.first == "\u{FEFF}" { first.unicodeScalars.removeFirst() }
    if first.hasPrefix(LineGrammar.headerPrefix) { return true }
    guard LineGrammar.day(inDateLine: first) != nil, let second = lines.next(),
      let message = LineGrammar.message(second)
    else { return false }
    return message.sender != nil
  }

  func chatFile(among names: [String]) -> ChatFileSearch {
    let texts = names.filter { $0.lowercased().hasSuffix(".txt") }
    if let named = texts.first(where: { $0.hasPrefix("[LINE]") }) { return .found(named) }
    return .none
  }

  func importConversation(_ input: ImportInput, options: ImportOptions, kinds: ContentKinds)
    -> Result<ImportedConversation, ImportError>
  {
    let builder = TextChatBuilder(options: options, kinds: kinds)
    guard let text = TextChatBuilder.text(of: input.data, limits: options.limits, context: builder.context) else {
      return .failure(.invalid(.invalid(builder.context.reportedErrors)))
    }
    let reader = LineChatReader(builder: builder)
    reader.read(TextChatBuilder.lines(of: text))
    return builder.result(
      title: reader.title, format: name,
      nothingRead:
        "not a LINE chat history: no message line like \"22:00<TAB>Name<TAB>text\" (mobile) or "
        + "\"22:00 Name text\" (PC)")
  }
}
