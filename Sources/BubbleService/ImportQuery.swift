import BubbleKit
import Foundation
import Hummingbird

/// `from`, `me`, `chat`, `date-order` and `tool-messages` of `/v1/render`, `/v1/thumbnail` and `/v1/validate`: how a body that
/// is an app's export is read, as the CLI's `--from`, `--me` and `--chat`. Media of an export
/// are not sent with it: they draw as placeholders.
struct ImportQuery: Sendable, Equatable {
  var format = ImportFormat.auto
  var me: String?
  var chat: String?
  /// `date-order` (dmy, mdy, ymd) of a WhatsApp export; detected when absent.
  var dateOrder: DateOrder?
  /// `tool-messages` (skip, show) of an AI assistant's export; skipped when absent.
  var toolMessages: ToolMessages?
  /// The request's `timezone`: where an export's times without a zone were written (WhatsApp's).
  var timeZone: TimeZone?

  static let parameterNames = ServiceParameter.importing.map(\.name)

  init() {}

  /// Reads the three parameters; a problem is appended to `problems`, named by its parameter.
  init(_ value: (String) -> String?, problems: inout [(parameter: String, message: String)]) {
    if let text = value("from") {
      if ImporterRegistry.standard.accepts(text) {
        format = ImportFormat(rawValue: text)
      } else {
        let names = ImporterRegistry.standard.choices.joined(separator: ", ")
        problems.append(("from", "from must be one of \(names), not \(text)"))
      }
    }
    me = value("me")
    chat = value("chat")
    if let text = value("date-order") {
      if let order = DateOrder(rawValue: text) {
        dateOrder = order
      } else {
        problems.append(("date-order", "date-order must be dmy, mdy or ymd, not \(text)"))
      }
    }
    if let text = value("tool-messages") {
      if let choice = ToolMessages(rawValue: text) {
        toolMessages = choice
      } else {
        problems.append(("tool-messages", "tool-messages must be skip or show, not \(text)"))
      }
    }
  }

  /// A text body is an export in text (WhatsApp's): allowed when the query may read one.
  /// A zip body is an export's zip: allowed when the query may read one.
  var acceptsZip: Bool {
    format == .auto || ImporterRegistry.standard.importer(named: format.rawValue)?.readsZip == true
  }

  var acceptsText: Bool {
    format == .auto || ImporterRegistry.standard.importer(named: format.rawValue)?.inputKind == .text
  }

  func options(limits: DecodingLimits) -> ImportOptions {
    ImportOptions(
      me: me, chat: chat, timeZone: timeZone, dateOrder: dateOrder, toolMessages: toolMessages ?? .skip,
      limits: limits)
  }
}
