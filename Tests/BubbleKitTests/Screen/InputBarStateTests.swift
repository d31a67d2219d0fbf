import BubbleKit
import Testing

/// Seed 004's input bar: every state under every event, and what each state shows.
@Suite struct InputBarStateTests {
  static let events: [(String, InputBarEvent)] = [
    ("voice", .voice), ("emoji", .emoji), ("plus", .plus), ("keyboard", .keyboard),
    ("keyboard shows", .systemKeyboardWillShow(height: nil)), ("keyboard hides", .systemKeyboardWillHide),
  ]

  /// Rows: states; columns: the events above, in that order.
  static let table: [InputBarMode: [InputBarMode]] = [
    .initial: [.voice, .emoji, .plus, .text, .text, .initial],
    .text: [.voice, .emoji, .plus, .text, .text, .initial],
    .voice: [.voice, .emoji, .plus, .text, .text, .voice],
    .emoji: [.voice, .emoji, .plus, .text, .text, .emoji],
    .plus: [.voice, .emoji, .plus, .text, .text, .plus],
  ]

  @Test(arguments: InputBarMode.allCases)
  func transitions(from mode: InputBarMode) throws {
    let expected = try #require(Self.table[mode])
    #expect(expected.count == Self.events.count)
    for ((name, event), target) in zip(Self.events, expected) {
      #expect(InputBarState(mode).after(event).mode == target, "\(mode.rawValue) + \(name)")
    }
  }

  @Test func theTableCoversEveryState() {
    #expect(Set(Self.table.keys) == Set(InputBarMode.allCases))
  }

  struct Look: Sendable {
    var mode: InputBarMode
    var left: [InputBarButton]
    var right: [InputBarButton]
    var keyboard: Bool
    var holdToTalk: Bool
    var panel: InputBarPanel
  }

  @Test(arguments: [
    Look(mode: .initial, left: [.voice], right: [.emoji, .plus], keyboard: false, holdToTalk: false, panel: .none),
    Look(mode: .text, left: [.voice], right: [.emoji, .plus], keyboard: true, holdToTalk: false, panel: .keyboard),
    Look(mode: .voice, left: [.keyboard], right: [.emoji, .plus], keyboard: false, holdToTalk: true, panel: .none),
    Look(mode: .emoji, left: [.voice], right: [.keyboard, .plus], keyboard: false, holdToTalk: false, panel: .emoji),
    Look(mode: .plus, left: [.voice], right: [.emoji, .keyboard], keyboard: false, holdToTalk: false, panel: .plus),
  ])
  func eachStateDefinesItsLook(look: Look) {
    let state = InputBarState(look.mode)
    #expect(state.leftButtons == look.left)
    #expect(state.rightButtons == look.right)
    #expect(state.showsKeyboard == look.keyboard)
    #expect(state.showsHoldToTalk == look.holdToTalk)
    #expect(state.panel == look.panel)
  }

  /// Every button shown leads somewhere else: no state shows a button for itself.
  @Test(arguments: InputBarMode.allCases)
  func buttonsLeaveTheState(mode: InputBarMode) throws {
    let state = InputBarState(mode)
    for button in state.leftButtons + state.rightButtons {
      #expect(state.after(try #require(button.event)).mode != mode, "\(mode.rawValue): \(button.rawValue)")
    }
  }

  @Test func theKeyboardHeightIsRememberedFromTheSystem() {
    let typing = InputBarState.initial.after(.systemKeyboardWillShow(height: 291))
    #expect(typing == InputBarState(.text, keyboardHeight: 291))
    // Switching to a panel and back keeps the last reported height.
    #expect(typing.after(.emoji).after(.keyboard).keyboardHeight == 291)
    #expect(typing.after(.systemKeyboardWillShow(height: nil)).keyboardHeight == 291)
    #expect(typing.after(.systemKeyboardWillHide) == InputBarState(.initial, keyboardHeight: 291))
  }

  @Test func aTypicalSession() {
    var state = InputBarState.initial
    var modes: [InputBarMode] = []
    for event: InputBarEvent in [
      .keyboard, .systemKeyboardWillShow(height: 336), .emoji, .systemKeyboardWillHide, .plus, .voice, .keyboard,
      .systemKeyboardWillShow(height: 336), .systemKeyboardWillHide,
    ] {
      state = state.after(event)
      modes.append(state.mode)
    }
    #expect(modes == [.text, .text, .emoji, .emoji, .plus, .voice, .text, .text, .initial])
  }
}
