import Foundation

/// How to read a WhatsApp "Export chat" file: what the export itself does not say.
public struct WhatsAppImportOptions: Sendable {
  /// The date order of the exporting phone's locale; `nil` detects it from the file.
  public var dateOrder: DateOrder?
  /// The zone the phone's clock showed (the export writes wall-clock times without a zone).
  public var timeZone: TimeZone
  /// The display name of the participant whose messages are outgoing; `nil` for no one.
  public var me: String?
  /// The chat's title (the export's file or folder name); `nil` uses the group's name when the
  /// export shows it.
  public var title: String?
  /// The files of the export's folder by name, with their sizes in bytes; an attachment not
  /// among them draws as a placeholder with a warning. `nil` when there is no folder (the text
  /// came alone): every attachment is then kept, and resolved (or not) when rendering.
  public var files: [String: Int]?
  public var limits: DecodingLimits

  public init(
    dateOrder: DateOrder? = nil, timeZone: TimeZone = .current, me: String? = nil, title: String? = nil,
    files: [String: Int]? = nil, limits: DecodingLimits = .default
  ) {
    self.dateOrder = dateOrder
    self.timeZone = timeZone
    self.me = me
    self.title = title
    self.files = files
    self.limits = limits
  }
}
