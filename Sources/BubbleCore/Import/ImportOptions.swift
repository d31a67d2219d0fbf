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
  public var limits: DecodingLimits
  /// The export's files by name with their sizes, when its folder does not hold them all (a
  /// zip whose pictures alone were extracted); `nil` lists the base directory.
  public var exportFiles: [String: Int]?

  public init(
    me: String? = nil, chat: String? = nil, timeZone: TimeZone? = nil, dateOrder: DateOrder? = nil,
    limits: DecodingLimits = .default
  ) {
    self.me = me
    self.chat = chat
    self.timeZone = timeZone
    self.dateOrder = dateOrder
    self.limits = limits
  }
}
