extension ScreenLayout {
  /// Places the chrome around the list, back to front: the list under the bars, the panel
  /// under the input bar, an attachment sheet over them, the home indicator over everything.
  func placeScene(conversation: Conversation, screen: ScreenOptions, in scene: SceneBuilder) {
    let style = scene.style
    scene.fill(style.navigationBar.background)
    placeList(in: scene)
    NavigationBarChrome.place(
      conversation, backUnread: screen.backUnread, statusBar: statusBar, bar: navigationBar, scene: scene)
    let barState = state.shown(voice: style.inputBar.voiceMode)
    InputBarChrome.place(inputBar, state: barState, seconds: screen.recordingSeconds, scene: scene)
    switch panelKind {
    case .none: scene.fill(panel, color: style.inputBar.background)
    case .keyboard: KeyboardChrome.place(in: panel, draft: screen.draft, scene: scene)
    case .emoji: EmojiPanelChrome.place(in: panel, scene: scene)
    case .plus where sheet != nil: scene.fill(panel, color: style.inputBar.background)
    case .plus: PlusPanelChrome.place(in: panel, scene: scene)
    }
    if let sheet {
      switch style.plusPanel.style {
      case .list: ActionListChrome.place(in: sheet, screen: size, scene: scene)
      case .sheet, .grid: AttachmentSheetChrome.place(in: sheet, screen: size, scene: scene)
      }
    }
    // The swollen mic overhangs the bar and the panel under it.
    if barState.showsRecording(voice: style.inputBar.voiceMode) { RecordingChrome.placeDisc(inputBar, scene: scene) }
    HomeIndicatorChrome.place(screen: size, scene: scene)
  }

  /// The conversation clipped to the viewport, its rows placed at `listContentTop`.
  private func placeList(in scene: SceneBuilder) {
    guard listViewport.height > 0 else { return }
    // Drawing shifts by -visible.minY: content y lands at listContentTop + y on screen.
    let visible = Rect(
      x: 0, y: listViewport.minY - listContentTop, width: listViewport.width, height: listViewport.height)
    scene.clipped(to: listViewport, offset: Point(x: 0, y: listViewport.minY)) {
      scene.conversation(conversation, visible: visible)
    }
  }
}
