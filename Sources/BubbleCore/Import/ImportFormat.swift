import Foundation

/// What an input is read as: `auto` (told by its content), or the name of a registered
/// importer (`ImporterRegistry`). The built-in ones have constants; any other name is a
/// user's importer.
public struct ImportFormat: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  /// Detection over the registry, not an importer.
  public static let auto = ImportFormat(rawValue: "auto")
  /// `bubbles/1` JSON (docs/conversation-format.md).
  public static let bubbles = ImportFormat(rawValue: BubblesImporter.name)
  /// Telegram Desktop's "Export chat history" JSON (`result.json`).
  public static let telegram = ImportFormat(rawValue: TelegramImporter.name)
  /// WhatsApp's "Export chat" text (`_chat.txt`).
  public static let whatsapp = ImportFormat(rawValue: WhatsAppImporter.name)

  public var description: String { rawValue }

  /// "Telegram", "WhatsApp": for messages; the standard registry's, or the name itself.
  public var displayName: String {
    ImporterRegistry.standard.importer(named: rawValue)?.displayName ?? rawValue
  }

  /// The format of a text that is not JSON, by the standard registry's text importers: WhatsApp
  /// when its first lines look like a chat, else `bubbles` (whose JSON parser then says where the
  /// text stops being JSON).
  public static func detect(text data: Data) -> ImportFormat {
    detected(ImportSample(data: data))
  }

  /// The format of a parsed JSON document, by the standard registry: `bubbles` for an object
  /// with `format` or `participants`, Telegram for one with `chats.list` or with `messages`
  /// whose ids are integers (or an integer `id`), else `bubbles`.
  public static func detect(json root: JSONNode) -> ImportFormat {
    detected(ImportSample(data: Data(), json: root))
  }

  private static func detected(_ sample: ImportSample) -> ImportFormat {
    ImportFormat(rawValue: ImporterRegistry.standard.detect(sample)?.name ?? bubbles.rawValue)
  }
}

/// The order of day, month and year in a date written without names (WhatsApp's, which follows
/// the exporting phone's locale).
public enum DateOrder: String, Sendable, Hashable, Codable, CaseIterable {
  case dmy, mdy, ymd
}
