/// Where the message list and the input bar go when a panel (the system keyboard, the emoji
/// or the plus panel) opens under the input bar. WeChat's behaviour, as worked out in seed 002
/// ("聊天界面键盘效果"): moving only the input bar hides the newest messages behind the panel;
/// moving the whole screen pushes a short chat's first messages off the top and leaves a gap.
/// So it depends on how full the list is:
///
/// 1. The last message stays above the panel's top: the list does not move, only the input bar rises.
/// 2. The panel would cover some of the last messages but the list does not fill its viewport:
///    the input bar rises by the panel height, the list by exactly the covered amount.
/// 3. The list fills its viewport: everything rises by the panel height, and the last message
///    sits right above the input bar.
///
/// A list anchored to the bottom (`screen.list_anchor: bottom`, Telegram, WhatsApp, iMessage)
/// has no empty space between its last message and the input bar to take up, so the list rises
/// with the input bar (case 3) however long it is.
///
/// A pure function of the geometry (points, screen coordinates, y down), so every case and the
/// boundaries between them are unit-tested without drawing.
public enum KeyboardAvoidance {
  public enum Case: String, Sendable, Equatable, CaseIterable {
    /// Case 1: only the input bar rises.
    case inputBarRises = "input bar rises"
    /// Case 2: the list rises by the part the panel would cover.
    case listRisesByCoveredPart = "list rises by the covered part"
    /// Case 3: list and input bar rise together by the panel height.
    case everythingRises = "everything rises"
  }

  public struct Geometry: Sendable, Equatable {
    /// Height of the laid-out conversation (all messages, with padding).
    public var listContentHeight: Double
    public var screenHeight: Double
    /// Where the list's viewport begins: the navigation bar's bottom.
    public var listTop: Double
    public var inputBarHeight: Double
    /// The panel under the input bar: the keyboard's, the emoji or plus panel's height.
    public var panelHeight: Double
    /// What sits under the input bar when no panel is open (the home indicator's area).
    /// Panels cover it too, so the input bar rises by `panelHeight - restingInset`.
    public var restingInset: Double
    /// Which end of the viewport a list shorter than it sits at.
    public var anchor: ScreenListAnchor

    public init(
      listContentHeight: Double, screenHeight: Double, listTop: Double = 0, inputBarHeight: Double,
      panelHeight: Double, restingInset: Double = 0, anchor: ScreenListAnchor = .top
    ) {
      self.listContentHeight = listContentHeight
      self.screenHeight = screenHeight
      self.listTop = listTop
      self.inputBarHeight = inputBarHeight
      self.panelHeight = panelHeight
      self.restingInset = restingInset
      self.anchor = anchor
    }

    /// The input bar's top with no panel open.
    public var restingInputBarTop: Double { screenHeight - restingInset - inputBarHeight }
    /// The list's viewport height with no panel open.
    public var viewportHeight: Double { max(0, restingInputBarTop - listTop) }
    /// How far the input bar rises when the panel opens.
    public var panelRise: Double { max(0, panelHeight - restingInset) }
  }

  public struct Outcome: Sendable, Equatable {
    public var `case`: Case
    public var inputBarRise: Double
    public var listRise: Double
    /// The input bar's top with the panel open.
    public var inputBarTop: Double
    /// Screen y of the conversation's top (its first row) with the panel open; above
    /// `listTop` when older messages are cut off.
    public var listContentTop: Double
  }

  public static func resolve(_ geometry: Geometry) -> Outcome {
    let rise = geometry.panelRise
    let viewport = geometry.viewportHeight
    let content = max(0, geometry.listContentHeight)
    let placement: Case
    let listRise: Double
    if content >= viewport || geometry.anchor == .bottom {
      (placement, listRise) = (.everythingRises, rise)
    } else {
      // The newest message's bottom at rest (a short list starts at the top) against the
      // panel-raised input bar's top.
      let lastMessageBottom = geometry.listTop + content
      let covered = lastMessageBottom - (geometry.restingInputBarTop - rise)
      (placement, listRise) = covered > 0 ? (.listRisesByCoveredPart, covered) : (.inputBarRises, 0)
    }
    return Outcome(
      case: placement, inputBarRise: rise, listRise: listRise,
      inputBarTop: geometry.restingInputBarTop - rise,
      listContentTop: restingContentTop(geometry, content: content) - listRise)
  }

  /// Like a chat app's inverted list: newest at the bottom right above the input bar, a short
  /// list from the top (or from the bottom, when anchored there), older messages that do not fit
  /// cut off at the top.
  static func restingContentTop(_ geometry: Geometry, content: Double) -> Double {
    content <= geometry.viewportHeight && geometry.anchor == .top
      ? geometry.listTop : geometry.restingInputBarTop - content
  }
}
