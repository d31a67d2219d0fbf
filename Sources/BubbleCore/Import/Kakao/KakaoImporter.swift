import Foundation

/// KakaoTalk's chat exports: the phones' `.txt` (`NAME 님과 카카오톡 대화`, stamped lines),
/// the Windows app's `.txt` (`---- date ----` lines, `[NAME] [오후 4:03] text`) and the Mac
/// app's `.csv` (`Date,User,Message`). Times are wall-clock, read in `--tz`.
struct KakaoImporter: ConversationImporter {
  static let name = "kakaotalk"
  var name: String { Self.name }
  var displayName: String { "KakaoTalk" }
  var summary: String { "KakaoTalk's exported .txt (phones, Windows) or .csv (Mac)" }
  var inputKind: ImportInputKind { .text }
  var chatFileDescription: String? { "a KakaoTalk .txt or one .csv file" }
  var historyStatus: Message.Status? { .read }
  var appTheme: String? { "kakaotalk" }

  /// The Mac app's CSV header, or the title and saved-on lines the other apps begin with.
  func recognizes(_ sample: ImportSample) -> Bool {
    let head = String(decoding: sample.data.prefix(LineImporter.sampleBytes), as: UTF8.self)
    var lines = TextChatBuilder.lines(of: head)
    guard !lines.isEmpty else { return false }
    if lines[0].unicodeScalars.first == "\u{FEFF}" { lines[0].unicodeScalars.removeFirst() }
    if KakaoHeader.isCSVHeaderLine(lines[0]) { return true }
    return lines.count > 1 && KakaoHeader.isTitleLine(lines[0]) && KakaoHeader.isSavedLine(lines[1])
  }

  /// A file KakaoTalk named, else the only `.csv`.
  func chatFile(among names: [String]) -> ChatFileSearch {
    let exports = names.filter { $0.lowercased().hasSuffix(".txt") || $0.lowercased().hasSuffix(".csv") }
    if let named = exports.first(where: { $0.hasPrefix("KakaoTalk") || $0.contains("카카오톡") }) { return .found(named) }
    let tables = exports.filter { $0.lowercased().hasSuffix(".csv") }
    return tables.count == 1 ? .found(tables[0]) : .none
  }

  func importConversation(_ input: ImportInput, options: ImportOptions, kinds: ContentKinds)
    -> Result<ImportedConversation, ImportError>
  {
    let builder = TextChatBuilder(options: options, kinds: kinds)
    guard let text = TextChatBuilder.text(of: input.data, limits: options.limits, context: builder.context) else {
      return .failure(.invalid(.invalid(builder.context.reportedErrors)))
    }
    let firstLine = text.prefix { $0 != "\n" && $0 != "\r\n" }
    var title: String?
    if KakaoHeader.isCSVHeaderLine(String(firstLine)) {
      KakaoCSVReader.read(text, into: builder)
    } else {
      let reader = KakaoTextReader(builder: builder)
      reader.read(TextChatBuilder.lines(of: text))
      title = reader.title
    }
    return builder.result(
      title: title, format: name,
      nothingRead:
        "not a KakaoTalk export: no line like \"2021년 12월 18일 오후 7:17, Name : text\", "
        + "\"[Name] [오후 4:03] text\" or Date,User,Message record")
  }
}
