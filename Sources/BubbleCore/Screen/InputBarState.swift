/// The input bar as a state machine, after seed 004 ("如何构建异步渲染聊天框架"): WeChat's bar has
/// a few states, and buttons and the system keyboard are events that move between them. Each
/// state decides the buttons beside the field, whether the system keyboard shows and which
/// panel hangs under the bar, so drawing is a function of the state alone (UI = f(state)).
public enum InputBarMode: String, Sendable, Hashable, Codable, CaseIterable {
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

/// A button beside or inside the field. Tapping one sends its event, if it has one: a theme
/// lists which buttons a bar shows (`screen.input_bar.left_buttons`, ...).
public enum InputBarButton: String, Sendable, Equatable, CaseIterable, Codable {
  /// WeChat's voice toggle (waves in a circle, or a mic).
  case voice
  case keyboard
  /// A smiley.
  case emoji
  /// A plus: WeChat's in a ring, iMessage's on a grey disc, WhatsApp's bare (`plus_shape`).
  case plus
  /// Telegram's paperclip: the attachment sheet.
  case attach
  /// A sticker: the emoji and sticker panel (Telegram, WhatsApp).
  case sticker
  /// A bare microphone: hold to record (Telegram, WhatsApp).
  case mic
  /// Sound-wave bars: iMessage's audio message, inside the field.
  case waveform
  /// A camera: opens the camera, not a panel of the bar (WhatsApp).
  case camera
  /// The round send button a draft brings (`send_button`).
  case send

  /// What a tap does to the bar; `nil` for buttons that act outside it (send, camera).
  public var event: InputBarEvent? {
    switch self {
    case .voice, .mic, .waveform: .voice
    case .keyboard: .keyboard
    case .emoji, .sticker: .emoji
    case .plus, .attach: .plus
    case .camera, .send: nil
    }
  }
}

/// Where a typed draft's send button goes (`screen.input_bar.send_button`).
public enum InputBarSendPlacement: String, Sendable, Equatable, CaseIterable, Codable {
  /// No send button: the keyboard's return key sends (WeChat, NIM).
  case none
  /// It replaces the buttons right of the field (Telegram's mic, WhatsApp's camera and mic).
  case right
  /// It replaces the buttons inside the field (iMessage's waveform).
  case field
}

/// The buttons a bar shows in one state, left of, inside and right of the field.
public struct InputBarButtons: Sendable, Equatable {
  public var left: [InputBarButton]
  public var field: [InputBarButton]
  public var right: [InputBarButton]

  public init(left: [InputBarButton], field: [InputBarButton] = [], right: [InputBarButton]) {
    self.left = left
    self.field = field
    self.right = right
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

extension InputBarButtons {
  /// WeChat's bar, the renderer's first: voice left, emoji and plus right.
  public static let wechat = InputBarButtons(left: [.voice], right: [.emoji, .plus])
}

public struct InputBarState: Sendable, Hashable, Codable {
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
  public var leftButtons: [InputBarButton] { buttons(resting: .wechat, hasDraft: false).left }

  /// Buttons right of the field: emoji and plus; the open panel's button turns into the keyboard button.
  public var rightButtons: [InputBarButton] { buttons(resting: .wechat, hasDraft: false).right }

  /// The buttons of a bar whose resting buttons are `resting`, in this state: the button that
  /// opened the current mode turns into the keyboard button, and a draft brings the send
  /// button in place of the right or the field buttons.
  public func buttons(
    resting: InputBarButtons, hasDraft: Bool, send: InputBarSendPlacement = .none
  ) -> InputBarButtons {
    let opened: InputBarEvent? =
      switch mode {
      case .initial, .text: nil
      case .voice: .voice
      case .emoji: .emoji
      case .plus: .plus
      }
    func swapped(_ buttons: [InputBarButton]) -> [InputBarButton] {
      buttons.map { opened != nil && $0.event == opened ? .keyboard : $0 }
    }
    var shown = InputBarButtons(
      left: swapped(resting.left), field: swapped(resting.field), right: swapped(resting.right))
    guard hasDraft, !showsHoldToTalk else { return shown }
    switch send {
    case .none: break
    case .right: shown.right = [.send]
    case .field: shown.field = [.send]
    }
    return shown
  }

  /// The state as a bar whose voice state is `voice` draws it: with an idle mic, the voice
  /// state looks like the resting bar (the mic is held to record, nothing opens).
  public func shown(voice: InputBarVoiceMode) -> InputBarState {
    guard mode == .voice, voice == .idleMic else { return self }
    var resting = self
    resting.mode = .initial
    return resting
  }

  /// The mic held: the bar is the recording strip (`voice_mode: recording`).
  public func showsRecording(voice: InputBarVoiceMode) -> Bool { mode == .voice && voice == .recording }

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
