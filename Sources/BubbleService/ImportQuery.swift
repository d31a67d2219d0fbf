import BubbleKit
import Foundation
import Hummingbird

/// `from`, `me` and `chat` of `/v1/render`, `/v1/thumbnail` and `/v1/validate`: how a body that
/// is an app's export is read, as the CLI's `--from`, `--me` and `--chat`. Media of an export
/// are not sent with it: they draw as placeholders.
struct ImportQuery: Sendable, Equatable {
  var format = ImportFormat.auto
  var me: String?
  var chat: String?
  /// The request's `timezone`: where an export's times without a zone were written (WhatsApp's).
  var timeZone: TimeZone?

  static let parameterNames = ["from", "me", "chat"]

  init() {}

  /// Reads the three parameters; a problem is appended to `problems`, named by its parameter.
  init(_ value: (String) -> String?, problems: inout [(parameter: String, message: String)]) {
    if let text = value("from") {
      if let chosen = ImportFormat(rawValue: text) {
        format = chosen
      } else {
        let names = ImportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        problems.append(("from", "from must be one of \(names), not \(text)"))
      }
    }
    me = value("me")
    chat = value("chat")
  }

  /// The query's fields for a cache address.
  var cacheFields: [String] {
    [
      "from=\(format.rawValue)", "me=\(me.map { "\($0.utf8.count):\($0)" } ?? "-")",
      "chat=\(chat.map { "\($0.utf8.count):\($0)" } ?? "-")",
    ]
  }

  /// A text body is a WhatsApp export: allowed when the query may read one.
  var acceptsText: Bool { format == .auto || format == .whatsapp }

  func options(limits: DecodingLimits) -> ImportOptions {
    ImportOptions(me: me, chat: chat, timeZone: timeZone, limits: limits)
  }
}
