import BubbleKit
import Foundation

/// A conversation's layout as text: what the `bubbleLayout` snapshot strategy stores.
///
/// ```
/// conversation 390 x 129 pt, frames rounded to 1 pt
/// date_separator "March 1, 2026" y=8 h=36
///   date_separator x=142 y=14 w=107 h=24
/// message 1 incoming single y=44 h=34
///   bubble x=12 y=44 w=230 h=34
///   text x=23 y=50 w=172 h=22
///   footer x=203 y=57 w=28 h=15
/// message 2 outgoing single y=85 h=34
///   bubble x=201 y=85 w=177 h=34
///   text x=212 y=91 w=100 h=22
///   footer x=320 y=98 w=47 h=15
/// ```
///
/// One heading line per row (the message's id, direction and place in its group, or the
/// separator's label) with the row's top and height, then one line per part of the row: the
/// bubble, each content node by its kind, the footer, the avatar. Frames are in points in the
/// conversation's coordinates, rounded to `precision`. Text itself is not listed (its glyphs are
/// the font's business); its frames are, so a line that wraps differently shows as a taller
/// node and everything below it moving down.
public enum BubbleLayoutText {
  /// Lays `conversation` out with `renderer` (loading the local media first, which sizes
  /// images; http(s) media are not fetched) and describes the result.
  public static func text(
    of conversation: Conversation, renderer: ConversationRenderer,
    options: RenderOptions = BubbleSnapshotDefaults.options,
    baseDirectory: URL? = nil, precision: Double = 1
  ) -> String {
    let media = renderer.mediaResolution(baseDirectory: baseDirectory)
      .resolveLocally(renderer.mediaRequests(for: conversation, options: options))
    return text(of: conversation, renderer: renderer, options: options, media: media, precision: precision)
  }

  /// Lays `conversation` out with media resolved beforehand and describes the result.
  public static func text(
    of conversation: Conversation, renderer: ConversationRenderer,
    options: RenderOptions = BubbleSnapshotDefaults.options,
    media: ResolvedMedia, precision: Double = 1
  ) -> String {
    let layout = renderer.layout(conversation, options: options, media: media)
    let items = Presenter.present(conversation, settings: renderer.presentationSettings(options))
    return text(of: layout, items: items, precision: precision)
  }

  /// Describes a finished layout. `items` (the presenter's rows, one per layout row) name the
  /// rows; without them, or if they do not line up, rows are numbered instead.
  public static func text(of layout: ConversationLayout, items: [PresentationItem]? = nil, precision: Double = 1)
    -> String
  {
    let format = Formatter(precision: precision > 0 ? precision : 1)
    let names = items.flatMap { $0.count == layout.rows.count ? $0 : nil }
    var lines = [
      "conversation \(format(layout.width)) x \(format(layout.height)) pt, frames rounded to \(format.number(format.precision)) pt"
    ]
    for (index, placed) in layout.rows.enumerated() {
      let heading = names.map { rowName($0[index]) } ?? "row \(index + 1)"
      lines.append("\(heading) y=\(format(placed.y)) h=\(format(placed.row.height))")
      for part in placed.row.parts {
        let frame = part.frame
        lines.append(
          "  \(part.kind) x=\(format(frame.minX)) y=\(format(placed.y + frame.minY)) "
            + "w=\(format(frame.width)) h=\(format(frame.height))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func rowName(_ item: PresentationItem) -> String {
    switch item {
    case .dateSeparator(let label): return "date_separator \(quoted(label))"
    case .unreadDivider(let label): return "unread_divider \(quoted(label))"
    case .notice(let messageID, _): return "notice \(messageID)"
    case .message(let presented):
      return "message \(presented.message.id) \(presented.direction.rawValue) \(presented.position.rawValue)"
    }
  }

  private static func quoted(_ text: String) -> String {
    let short = text.count > 40 ? text.prefix(39) + "…" : Substring(text)
    return "\"" + short.replacingOccurrences(of: "\n", with: " ") + "\""
  }

  private struct Formatter {
    var precision: Double

    /// Rounded to a multiple of `precision`.
    func callAsFunction(_ value: Double) -> String {
      number((value / precision).rounded() * precision)
    }

    func number(_ value: Double) -> String {
      let value = value == 0 ? 0 : value  // no "-0"
      if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
      var text = String(format: "%.3f", value)
      while text.hasSuffix("0") { text.removeLast() }
      return text
    }
  }
}
