import Foundation

/// Every small vector icon BubbleKit draws, in one set: the phone chrome's outlined icons (on
/// Material's 24-unit grid), the message footer's ticks and pin, and the cards' glyphs. An
/// icon is drawn into a box by `Canvas.draw(_:in:inks:weight:)`; themes choose only the box and
/// the colours. Custom content nodes may draw them too.
public enum Icon: Sendable, Hashable {
  // The chrome: outlined in the primary ink, line width `weight` grid units.
  case chevronBack, ellipsis, signal, wifi, battery(level: Double)
  /// The back chevron mirrored: "more about this" after a title (iMessage's navigation bar).
  case chevronForward
  /// The back chevron turned to point up: "slide up" (the recording strip's lock).
  case chevronUp
  case mic, voiceWaves, keyboard, smiley, plus, shift, delete, globe
  case photo, camera, videoCall, location, file, contact, star, music, poll, redPacket
  case bellSlash, search, compose, chatBubble, gear, compass, person, clock
  /// Three lines: a menu (the navigation bars of LINE and KakaoTalk).
  case menu
  /// A telephone handset, filled (after Material's "call").
  case call
  /// Two opposed arrows: money changing hands (stroked, with the grid's margin).
  case transfer
  /// A push pin, filled: round head, short neck, needle.
  case pin
  // The input bars of Telegram, iMessage and WhatsApp (Icon+InputBar.swift).
  /// A paperclip leaning right (stroked).
  case paperclip
  /// A rounded square with its bottom-right corner peeled, and a smile (stroked).
  case sticker
  /// Five rounded bars of sound (filled).
  case waveform
  /// An arrow pointing up (stroked): the send button of Telegram and iMessage.
  case sendArrow
  /// A paper plane pointing right (filled): WhatsApp's send button.
  case paperPlane
  /// A telephone handset, outlined.
  case phone
  /// A padlock: a stroked shackle over a filled body (the recording strip's lock).
  case lock

  // Messages and cards.
  /// The footer's delivery state: a clock, one or two ticks, or the failed badge.
  case status(Message.Status)
  /// Signal's delivery state: a dotted circle, one circled check, two overlapping ones, two
  /// filled ones with the checks in the secondary ink.
  case statusCircles(Message.Status)
  /// A circle in the primary ink with an exclamation mark in the secondary ink.
  case failedBadge
  /// A circle in the primary ink with a play triangle in the secondary ink.
  case playButton
  /// A page with its top-right corner folded (primary ink) and the fold (secondary ink).
  case page(cornerRadius: Double, fold: Double)
  /// A filled video camera: a rounded body and a lens cone (after Material's "videocam").
  case videoCamera
  /// A diagonal arrow, up-right for outgoing calls, down-left for incoming ones (stroked).
  case callArrow(outgoing: Bool)
  /// A check mark (stroked).
  case check
  /// Two opposed arrows filling the box (stroked): the transfer card's glyph.
  case exchangeArrows
  /// WeChat's red envelope: the body (primary ink), the flap (secondary), the seal (tertiary).
  case envelope
  /// WhatsApp's "Forwarded" arrow: a stroked arrow curving up and to the right.
  case forwardArrow
  /// A deleted message's mark: a circle crossed by a diagonal (stroked).
  case deletedMark
  /// A button under an AI assistant's answer (stroked).
  case answerAction(AnswerAction)

  /// The icon of a plus-panel action.
  init(_ icon: PanelActionIcon) {
    switch icon {
    case .album: self = .photo
    case .camera: self = .camera
    case .videoCall: self = .videoCall
    case .call: self = .call
    case .location: self = .location
    case .redPacket: self = .redPacket
    case .transfer: self = .transfer
    case .favorites: self = .star
    case .contact: self = .contact
    case .file: self = .file
    case .music: self = .music
    case .poll: self = .poll
    }
  }
}

/// The colours an icon is drawn in; most icons use only the primary ink.
public struct IconInks: Sendable, Hashable {
  public var primary: RGBColor
  public var secondary: RGBColor
  public var tertiary: RGBColor

  public init(_ primary: RGBColor, secondary: RGBColor = .white, tertiary: RGBColor = .white) {
    self.primary = primary
    self.secondary = secondary
    self.tertiary = tertiary
  }
}

/// One path of an icon with how it is painted.
struct IconPaint {
  enum Ink { case primary, secondary, tertiary }
  enum Mode {
    case fill
    case stroke(lineWidth: Double)
  }
  var path: Path
  var mode: Mode
  var ink: Ink = .primary
}

extension Icon {
  /// The icon's paths in `box`. `weight` is the line width of stroked icons, in units of a
  /// 24th of the box's width.
  func paints(in box: Rect, weight: Double) -> [IconPaint] {
    if let chrome = chromePaints(in: box, weight: weight) { return chrome }
    if let inputBar = inputBarPaints(in: box, weight: weight) { return inputBar }
    if case .answerAction(let action) = self { return Self.answerPaints(action, in: box, weight: weight) }
    return messagePaints(in: box, weight: weight)
  }
}

extension Canvas {
  /// Draws `icon` in `box`, stroked lines `weight` 24ths of the box wide.
  public func draw(_ icon: Icon, in box: Rect, inks: IconInks, weight: Double = 1.7) {
    for paint in icon.paints(in: box, weight: weight) {
      let color =
        switch paint.ink {
        case .primary: inks.primary
        case .secondary: inks.secondary
        case .tertiary: inks.tertiary
        }
      switch paint.mode {
      case .fill: fill(paint.path, color: color)
      case .stroke(let lineWidth): stroke(paint.path, color: color, lineWidth: lineWidth)
      }
    }
  }

  /// Draws `icon` in one colour.
  public func draw(_ icon: Icon, in box: Rect, color: RGBColor, weight: Double = 1.7) {
    draw(icon, in: box, inks: IconInks(color), weight: weight)
  }

  /// Draws a stroked `icon` in one colour with lines `lineWidth` wide, whatever the box's size.
  public func draw(_ icon: Icon, in box: Rect, color: RGBColor, lineWidth: Double) {
    draw(icon, in: box, inks: IconInks(color), weight: lineWidth * 24 / box.width)
  }
}
