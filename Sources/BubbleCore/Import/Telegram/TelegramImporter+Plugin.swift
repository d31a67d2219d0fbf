import Foundation

/// Telegram as a registered importer (`ImporterRegistry.standard`).
extension TelegramImporter: ConversationImporter {
  static let name = "telegram"
  var name: String { Self.name }
  var displayName: String { "Telegram" }
  var summary: String { "Telegram Desktop's result.json" }
  var inputKind: ImportInputKind { .json }
  var chatFileDescription: String? { Self.chatFileName }
  var historyStatus: Message.Status? { .read }
  var appTheme: String? { "telegram" }

  static let chatFileName = "result.json"

  /// An object with `chats.list` (a whole account), or with `messages` whose ids are integers,
  /// or with `messages` and an integer `id` (a single chat without messages of its own), or
  /// whose first message has Telegram's `type` and `date_unixtime` or `text_entities`.
  func recognizes(_ sample: ImportSample) -> Bool {
    guard let root = sample.json else { return false }
    if root["chats"]?["list"] != nil { return true }
    if case .number = root["messages"]?[0]?["id"]?.value { return true }
    if root["messages"] != nil, case .number = root["id"]?.value { return true }
    // Hand-written and converted exports: messages with Telegram's `type` and `date_unixtime`.
    if let first = root["messages"]?[0], first["date_unixtime"] != nil || first["text_entities"] != nil,
      case .string(let type) = first["type"]?.value, ["message", "service"].contains(type)
    {
      return true
    }
    return false
  }

  func chatFile(among names: [String]) -> ChatFileSearch {
    names.contains(Self.chatFileName) ? .found(Self.chatFileName) : .none
  }

  func importConversation(_ input: ImportInput, options: ImportOptions, kinds: ContentKinds)
    -> Result<ImportedConversation, ImportError>
  {
    input.jsonRoot(limits: options.limits).flatMap { Self.importExport($0, options: options, kinds: kinds) }
  }
}
