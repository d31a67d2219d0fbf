import Foundation

/// What an input file is: `bubbles/1` JSON or an app's chat export. `auto` tells them apart by
/// their content (`ImportFormat.detect`).
public enum ImportFormat: String, Sendable, Hashable, Codable, CaseIterable {
  case auto
  /// `bubbles/1` JSON (docs/conversation-format.md).
  case bubbles
  /// Telegram Desktop's "Export chat history" JSON (`result.json`).
  case telegram
  /// WhatsApp's "Export chat" text (`_chat.txt`).
  case whatsapp

  /// "Telegram", "WhatsApp": for messages.
  public var displayName: String {
    switch self {
    case .auto: "auto"
    case .bubbles: "bubbles/1"
    case .telegram: "Telegram"
    case .whatsapp: "WhatsApp"
    }
  }

  /// The format of a text that is not JSON: WhatsApp when its first lines look like a chat,
  /// else `bubbles` (whose JSON parser then says where the text stops being JSON).
  public static func detect(text data: Data) -> ImportFormat {
    WhatsAppDetection.looksLikeChat(data) ? .whatsapp : .bubbles
  }

  /// The format of a parsed JSON document: Telegram for an object with `chats.list` or with
  /// `messages` whose ids are integers (or an integer `id` and no `participants`), else `bubbles`.
  public static func detect(json root: JSONNode) -> ImportFormat {
    if root["format"] != nil || root["participants"] != nil { return .bubbles }
    if root["chats"]?["list"] != nil { return .telegram }
    if case .number = root["messages"]?[0]?["id"]?.value { return .telegram }
    if root["messages"] != nil, case .number = root["id"]?.value { return .telegram }
    return .bubbles
  }
}

/// The order of day, month and year in a date written without names (WhatsApp's, which follows
/// the exporting phone's locale).
public enum DateOrder: String, Sendable, Hashable, Codable, CaseIterable {
  case dmy, mdy, ymd
}
