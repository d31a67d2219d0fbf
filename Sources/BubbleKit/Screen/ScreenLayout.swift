import BubbleGraphics

/// One phone screen's frames, top to bottom: status bar, navigation bar, the message list's
/// viewport, the input bar and the panel under it. The keyboard-avoidance cases decide where
/// the input bar and the list go. `scene` holds everything placed, ready to draw.
public struct ScreenLayout: Sendable {
  public var size: Size
  public var state: InputBarState
  public var statusBar: Rect
  public var navigationBar: Rect
  /// Between the navigation bar and the input bar; rows outside it are cut off.
  public var listViewport: Rect
  /// Screen y of the conversation's first row (above the viewport when older rows are cut off).
  public var listContentTop: Double
  public var conversation: ConversationLayout
  public var avoidance: KeyboardAvoidance.Outcome
  public var inputBar: InputBarLayout
  /// From the input bar's bottom to the screen's bottom: the keyboard, a panel, or the home
  /// indicator's strip.
  public var panel: Rect
  public var panelKind: InputBarPanel
  /// The attachment sheet over the dimmed chat, when the plus panel is a `sheet` (Telegram).
  public var sheet: Rect?
  /// The chrome, with the list clipped to its viewport: what drawing replays.
  public var scene = Scene()

  /// Frames first (keyboard avoidance needs the list's height), then the scene placed in them;
  /// `listShift` moves the list's rows down (a chat story's row sliding in).
  static func make(
    list: ConversationLayout, of conversation: Conversation, screen: ScreenOptions, theme: Theme,
    measurer: any TextShaping, media: ResolvedMedia, listShift: Double = 0
  ) -> ScreenLayout {
    var layout = frames(list: list, screen: screen, theme: theme, measurer: measurer)
    layout.listContentTop += listShift
    let builder = SceneBuilder(fonts: measurer, theme: theme, media: media)
    layout.placeScene(conversation: conversation, screen: screen, in: builder)
    layout.scene = builder.scene
    return layout
  }

  static func frames(
    list conversation: ConversationLayout, screen: ScreenOptions, theme: Theme, measurer: any TextShaping
  ) -> ScreenLayout {
    let style = theme.screen
    let width = screen.size.width
    let statusBar = Rect(x: 0, y: 0, width: width, height: style.statusBar.height)
    let navigationBar = Rect(
      x: 0, y: statusBar.maxY, width: width, height: NavigationBarChrome.height(style.navigationBar))
    let restingBar = InputBarLayout.make(
      state: screen.inputState, draft: screen.draft, width: width, theme: theme, measurer: measurer)
    // On a screen too short for the panel, the panel yields so the bars stay in view.
    let panelHeight = min(
      attachedHeight(screen.inputState, style: style),
      max(style.homeIndicator.areaHeight, screen.size.height - navigationBar.maxY - restingBar.frame.height))
    let outcome = KeyboardAvoidance.resolve(
      KeyboardAvoidance.Geometry(
        listContentHeight: conversation.height, screenHeight: screen.size.height, listTop: navigationBar.maxY,
        inputBarHeight: restingBar.frame.height, panelHeight: panelHeight,
        restingInset: style.homeIndicator.areaHeight, anchor: style.listAnchor))
    let inputBar = restingBar.offsetBy(dy: outcome.inputBarTop)
    return ScreenLayout(
      size: screen.size, state: screen.inputState, statusBar: statusBar, navigationBar: navigationBar,
      listViewport: Rect(
        x: 0, y: navigationBar.maxY, width: width, height: max(0, outcome.inputBarTop - navigationBar.maxY)),
      listContentTop: outcome.listContentTop, conversation: conversation, avoidance: outcome, inputBar: inputBar,
      panel: Rect(
        x: 0, y: inputBar.frame.maxY, width: width, height: max(0, screen.size.height - inputBar.frame.maxY)),
      panelKind: screen.inputState.panel,
      sheet: sheetFrame(screen: screen, statusBarHeight: statusBar.height, style: style))
  }

  /// A sheet rises from the screen's bottom, no higher than the status bar's bottom.
  static func sheetFrame(screen: ScreenOptions, statusBarHeight: Double, style: ScreenStyle) -> Rect? {
    guard screen.inputState.panel == .plus, style.plusPanel.style != .grid else { return nil }
    let height = max(0, min(style.plusPanel.height, screen.size.height - statusBarHeight))
    return Rect(x: 0, y: screen.size.height - height, width: screen.size.width, height: height)
  }

  /// What hangs under the input bar in `state`: the keyboard (its reported height or the
  /// theme's), a panel, or only the home indicator's strip (seed 004's `attachNodeHeight`).
  /// A sheet hangs under nothing: it covers the chat at rest.
  static func attachedHeight(_ state: InputBarState, style: ScreenStyle) -> Double {
    switch state.panel {
    case .none: style.homeIndicator.areaHeight
    case .keyboard: state.keyboardHeight ?? style.keyboard.height
    case .emoji: style.emojiPanel.height
    case .plus: style.plusPanel.style == .grid ? style.plusPanel.height : style.homeIndicator.areaHeight
    }
  }

  /// The frames in text, for tests and for seeing what moved.
  public var dump: String {
    func format(_ rect: Rect) -> String {
      "x=\(number(rect.minX)) y=\(number(rect.minY)) w=\(number(rect.width)) h=\(number(rect.height))"
    }
    return [
      "screen \(number(size.width)) x \(number(size.height)) state=\(state.mode.rawValue) case=\(avoidance.case.rawValue)",
      "  status_bar \(format(statusBar))",
      "  navigation_bar \(format(navigationBar))",
      "  list \(format(listViewport)) content_top=\(number(listContentTop)) content_height=\(number(conversation.height))",
      "  input_bar \(format(inputBar.frame))",
      "  field \(format(inputBar.field))",
      "  panel \(panelKind.rawValue) \(format(panel))",
    ].joined(separator: "\n") + (sheet.map { "\n  sheet \(format($0))" } ?? "")
  }

  private func number(_ value: Double) -> String { formatNumber((value * 10).rounded() / 10) }
}
