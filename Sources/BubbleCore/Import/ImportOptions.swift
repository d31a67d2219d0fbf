import Foundation

/// What an import needs to know besides the file: what the export itself does not say.
public struct ImportOptions: Sendable, Equatable {
  /// Whose messages are outgoing: a participant's id or name (`--me`). `nil` keeps the input's
  /// own `me` (`bubbles/1`) or makes every message incoming (exports, which do not say).
  public var me: String?
  /// Which chat of a whole-account export (`--chat`): its name or id.
  public var chat: String?
  /// The zone of times written without one (WhatsApp's); `nil` is the machine's.
  public var timeZone: TimeZone?
  /// How WhatsApp's dates are written; `nil` detects it from the whole file.
  public var dateOrder: DateOrder?
  /// What an AI assistant's export shows of the steps behind an answer (`--tool-messages`):
  /// left out, as the apps fold them away, unless `.show`.
  public var toolMessages: ToolMessages
  public var limits: DecodingLimits
  /// The export's files by name with their sizes, when its folder does not hold them all (a
  /// zip whose pictures alone were extracted); `nil` lists the base directory.
  public var exportFiles: [String: Int]?

  public init(
    me: String? = nil, chat: String? = nil, timeZone: TimeZone? = nil, dateOrder: DateOrder? = nil,
    toolMessages: ToolMessages = .skip, limits: DecodingLimits = .default
  ) {
    self.me = me
    self.chat = chat
    self.timeZone = timeZone
    self.dateOrder = dateOrder
    self.toolMessages = toolMessages
    self.limits = limits
  }
}

/// The steps between a question and an AI assistant's answer in its export (ChatGPT's and
/// Claude's): tool calls (a search, code run), their results, and the model's thinking.
public enum ToolMessages: String, Sendable, Hashable, Codable, CaseIterable {
  /// Left out: the conversation is the questions and the answers, as the apps show it folded.
  case skip
  /// Drawn: a call as the assistant's code block, a result or a thought as a notice.
  case show
}
