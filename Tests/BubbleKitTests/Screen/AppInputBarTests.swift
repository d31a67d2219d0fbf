import BubbleKit
import Testing

/// Each app's input bar as theme data: the resting buttons of Telegram, iMessage and WhatsApp,
/// the open panel's button turned into the keyboard, and the send button a draft brings.
@Suite struct AppInputBarTests {
  static let telegram = InputBarButtons(left: [.attach], field: [.sticker], right: [.mic])
  static let imessage = InputBarButtons(left: [.plus], field: [.waveform], right: [])
  static let whatsapp = InputBarButtons(left: [.plus], field: [.sticker], right: [.camera, .mic])

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var resting: InputBarButtons
    var send: InputBarSendPlacement
    var mode: InputBarMode
    var hasDraft: Bool
    var expected: InputBarButtons
    var testDescription: String { "\(name) \(mode.rawValue)\(hasDraft ? " with a draft" : "")" }
  }

  @Test(arguments: [
    Case(name: "Telegram", resting: telegram, send: .right, mode: .initial, hasDraft: false, expected: telegram),
    Case(
      name: "Telegram", resting: telegram, send: .right, mode: .text, hasDraft: true,
      expected: InputBarButtons(left: [.attach], field: [.sticker], right: [.send])),
    Case(
      name: "Telegram", resting: telegram, send: .right, mode: .emoji, hasDraft: false,
      expected: InputBarButtons(left: [.attach], field: [.keyboard], right: [.mic])),
    Case(
      name: "Telegram", resting: telegram, send: .right, mode: .voice, hasDraft: true,
      expected: InputBarButtons(left: [.attach], field: [.sticker], right: [.keyboard])),
    Case(name: "iMessage", resting: imessage, send: .field, mode: .text, hasDraft: false, expected: imessage),
    Case(
      name: "iMessage", resting: imessage, send: .field, mode: .text, hasDraft: true,
      expected: InputBarButtons(left: [.plus], field: [.send], right: [])),
    Case(
      name: "WhatsApp", resting: whatsapp, send: .right, mode: .text, hasDraft: true,
      expected: InputBarButtons(left: [.plus], field: [.sticker], right: [.send])),
    Case(
      name: "WhatsApp", resting: whatsapp, send: .right, mode: .plus, hasDraft: false,
      expected: InputBarButtons(left: [.keyboard], field: [.sticker], right: [.camera, .mic])),
    Case(
      name: "WeChat", resting: .wechat, send: .none, mode: .text, hasDraft: true,
      expected: InputBarButtons(left: [.voice], right: [.emoji, .plus])),
  ])
  func buttons(_ test: Case) {
    let shown = InputBarState(test.mode).buttons(resting: test.resting, hasDraft: test.hasDraft, send: test.send)
    #expect(shown == test.expected)
  }

  /// The built-in themes say which buttons their bars show.
  @Test(arguments: [
    ("telegram", telegram, InputBarSendPlacement.right), ("telegram-dark", telegram, .right),
    ("imessage", imessage, .field), ("whatsapp", whatsapp, .right), ("wechat", .wechat, .none), ("nim", .wechat, .none),
  ])
  func themesListTheirButtons(theme name: String, resting: InputBarButtons, send: InputBarSendPlacement) throws {
    let style = try ThemeLoader.load(name).screen.inputBar
    #expect(InputBarButtons(left: style.leftButtons, field: style.fieldButtons, right: style.rightButtons) == resting)
    #expect(style.sendButton == send)
  }

  /// Buttons inside the field sit within it, level with its last line, and the text stops short of them.
  @Test(arguments: ["telegram", "imessage", "whatsapp"])
  func fieldButtonsStayInsideTheFieldAndClearOfTheText(theme name: String) throws {
    let theme = try ThemeLoader.load(name)
    let renderer = try ScreenRenderer(theme: theme)
    let conversation = try TestSupport.conversation(ScreenFixtures.short)
    for draft in ["", "See you", ScreenFixtures.longDraft] {
      let bar = renderer.layout(
        conversation, screen: ScreenOptions(inputState: InputBarState(.text), draft: draft)
      ).inputBar
      #expect(!bar.fieldButtons.isEmpty)
      for (_, frame) in bar.fieldButtons {
        #expect(frame.minX >= bar.textArea.maxX && frame.maxX <= bar.field.maxX)
        #expect(frame.minY >= bar.field.minY && frame.maxY <= bar.field.maxY)
        #expect(abs(frame.midY - (bar.field.maxY - theme.screen.inputBar.fieldMinHeight / 2)) < 0.001)
      }
    }
  }

  @Test func whatsAppsDraftTradesCameraAndMicForOneSendButtonAndWidensTheField() throws {
    let renderer = try ScreenRenderer(theme: try ThemeLoader.load("whatsapp"))
    let conversation = try TestSupport.conversation(ScreenFixtures.short)
    func bar(_ draft: String) -> InputBarLayout {
      renderer.layout(conversation, screen: ScreenOptions(inputState: InputBarState(.text), draft: draft)).inputBar
    }
    let empty = bar("")
    let typed = bar("See you")
    #expect(empty.rightButtons.map(\.button) == [.camera, .mic])
    #expect(typed.rightButtons.map(\.button) == [.send])
    #expect(typed.field.width > empty.field.width)
  }
}
