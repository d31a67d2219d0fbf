/// The input bar as a state machine, after seed 004 ("如何构建异步渲染聊天框架"): WeChat's bar has
/// a few states, and buttons and the system keyboard are events that move between them. Each
/// state decides the buttons beside the field, whether the system keyboard shows and which
/// panel hangs under the bar, so drawing is a function of the state alone (UI = f(state)).
public enum InputBarMode: String, Sendable, Equatable, CaseIterable {
  /// The field, no keyboard.
  case initial
  /// Typing: the system keyboard is up.
  case text
  /// "Hold to Talk" covers the field.
  case voice
  /// The emoji panel replaces the keyboard.
  case emoji
  /// The panel of actions (album, camera, location, ...).
  case plus
}

/// A button beside the field; tapping it sends the event of the same name.
public enum InputBarButton: String, Sendable, Equatable, CaseIterable {
  case voice, keyboard, emoji, plus

  public var event: InputBarEvent {
    switch self {
    case .voice: .voice
    case .keyboard: .keyboard
    case .emoji: .emoji
    case .plus: .plus
    }
  }
}

public enum InputBarEvent: Sendable, Hashable {
  /// The voice button.
  case voice
  case emoji
  case plus
  /// The keyboard button, or a tap on the field.
  case keyboard
  /// The system says the keyboard appears, with its height when known.
  case systemKeyboardWillShow(height: Double?)
  case systemKeyboardWillHide
}

/// What hangs under the input bar.
public enum InputBarPanel: String, Sendable, Equatable, CaseIterable {
  /// Nothing but the home indicator's area.
  case none
  case keyboard
  case emoji
  case plus
}

public struct InputBarState: Sendable, Hashable {
  public var mode: InputBarMode
  /// The system keyboard's height as last reported; `nil` uses the theme's.
  public var keyboardHeight: Double?

  public init(_ mode: InputBarMode = .initial, keyboardHeight: Double? = nil) {
    self.mode = mode
    self.keyboardHeight = keyboardHeight
  }

  public static let initial = InputBarState()

  /// The state after `event`. Buttons go to their state from anywhere; the system keyboard
  /// showing always means typing, and hiding only ends typing: when a panel replaces the
  /// keyboard, the keyboard hides but the panel's state stays.
  public func after(_ event: InputBarEvent) -> InputBarState {
    var next = self
    switch event {
    case .voice: next.mode = .voice
    case .emoji: next.mode = .emoji
    case .plus: next.mode = .plus
    case .keyboard: next.mode = .text
    case .systemKeyboardWillShow(let height):
      next.mode = .text
      next.keyboardHeight = height ?? keyboardHeight
    case .systemKeyboardWillHide:
      if mode == .text { next.mode = .initial }
    }
    return next
  }

  /// Buttons left of the field: voice, or keyboard while "Hold to Talk" shows.
  public var leftButtons: [InputBarButton] {
    mode == .voice ? [.keyboard] : [.voice]
  }

  /// Buttons right of the field: emoji and plus; the open panel's button turns into the keyboard button.
  public var rightButtons: [InputBarButton] {
    switch mode {
    case .initial, .text, .voice: [.emoji, .plus]
    case .emoji: [.keyboard, .plus]
    case .plus: [.emoji, .keyboard]
    }
  }

  public var showsKeyboard: Bool { mode == .text }

  /// "Hold to Talk" replaces the text field.
  public var showsHoldToTalk: Bool { mode == .voice }

  public var panel: InputBarPanel {
    switch mode {
    case .initial, .voice: .none
    case .text: .keyboard
    case .emoji: .emoji
    case .plus: .plus
    }
  }
}
