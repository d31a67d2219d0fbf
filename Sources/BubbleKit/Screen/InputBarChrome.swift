/// The input bar in its state: buttons beside and inside a field with the draft, the placeholder
/// or "Hold to Talk"; a caret while the keyboard is up; the recording strip while the mic is held.
enum InputBarChrome {
  static func place(_ layout: InputBarLayout, state: InputBarState, seconds: Int = 0, scene: SceneBuilder) {
    let style = scene.style.inputBar
    scene.fill(layout.frame, color: style.background)
    scene.hairline(y: layout.frame.minY, from: layout.frame.minX, to: layout.frame.maxX, color: style.separator)
    if state.showsRecording(voice: style.voiceMode) {
      RecordingChrome.placeStrip(layout, seconds: seconds, scene: scene)
      return
    }
    for (button, frame) in layout.leftButtons + layout.rightButtons {
      placeButton(button, in: frame, style: style, scene: scene)
    }
    let field = layout.field
    let radius = min(style.fieldRadius, field.height / 2)
    if state.showsHoldToTalk {
      scene.fill(.roundedRect(field, radius: radius), color: style.holdToTalkBackground)
      scene.placeCentered(
        scene.text(style.holdToTalkLabel, size: style.textSize, color: style.holdToTalkText, bold: true),
        at: Point(x: field.midX, y: field.midY), maxWidth: field.width - 16)
      return
    }
    scene.fill(.roundedRect(field, radius: radius), color: style.fieldBackground)
    if style.fieldBorder.alpha > 0 {
      let inset = 0.25
      scene.stroke(
        .roundedRect(field.insetBy(EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)), radius: radius),
        color: style.fieldBorder, lineWidth: 0.5)
    }
    placeText(layout, state: state, style: style, scene: scene)
    for (button, frame) in layout.fieldButtons {
      placeButton(button, in: frame, style: style, scene: scene)
    }
  }

  private static func placeText(
    _ layout: InputBarLayout, state: InputBarState, style: InputBarStyle, scene: SceneBuilder
  ) {
    let area = layout.textArea
    let textHeight = layout.draftMetrics?.size.height ?? layout.lineHeight
    // A short text is centred in the field; a long one shows its end, like a field scrolled to the caret.
    let shown = min(textHeight, area.height)
    let top = area.maxY - (area.height - shown) / 2 - textHeight
    var caret = Point(x: area.minX, y: top)
    // Lines scrolled above the field's text area are hidden, not cut in half.
    let visibleText = Rect(
      x: area.minX - 2, y: area.minY - 0.5, width: area.width + 4, height: layout.field.maxY - area.minY)
    scene.clipped(to: visibleText) {
      if let draft = layout.draft, let metrics = layout.draftMetrics {
        scene.place(draft, in: Rect(x: area.minX, y: top, width: area.width, height: textHeight))
        caret = Point(x: area.minX + metrics.lastLineWidth, y: top + textHeight - layout.lineHeight)
      } else if !style.placeholder.isEmpty {
        scene.place(
          scene.shaped(
            scene.text(style.placeholder, size: style.textSize, color: style.placeholderColor, maxLines: 1),
            maxWidth: area.width),
          in: Rect(x: area.minX, y: top, width: area.width, height: textHeight))
      }
    }
    guard state.showsKeyboard else { return }
    let caretHeight = layout.lineHeight * 0.86
    scene.fill(
      .roundedRect(
        Rect(x: caret.x + 1, y: caret.y + (layout.lineHeight - caretHeight) / 2, width: 2, height: caretHeight),
        radius: 1), color: style.caret)
  }

  private static func placeButton(_ button: InputBarButton, in box: Rect, style: InputBarStyle, scene: SceneBuilder) {
    switch (button, style.plusShape) {
    case (.send, _):
      scene.fill(.ellipse(in: box), color: style.sendBackground)
      let glyph: Icon = style.sendGlyph == .arrow ? .sendArrow : .paperPlane
      let inner = box.width * (style.sendGlyph == .arrow ? 0.62 : 0.56)
      scene.icon(glyph, in: centered(inner, in: box), color: style.sendForeground, weight: 2.6)
      return
    case (.plus, .disc):
      scene.fill(.ellipse(in: box), color: style.plusDisc)
      scene.icon(.plus, in: centered(box.width * 0.58, in: box), color: style.icon, weight: 2.4)
      return
    case (.plus, .bare):
      scene.icon(.plus, in: box, color: style.icon, weight: 1.6)
      return
    default:
      break
    }
    let glyph = glyph(of: button, style: style)
    // The smiley is round already; the others sit in a thin circle (WeChat) or stand alone.
    let circled = style.iconStyle == .circled || button == .plus
    if glyph == .smiley || !circled {
      scene.icon(glyph, in: box, color: style.icon, weight: 1.5)
      return
    }
    let ring = box.insetBy(EdgeInsets(top: 1.5, left: 1.5, bottom: 1.5, right: 1.5))
    scene.stroke(.ellipse(in: ring), color: style.icon, lineWidth: box.width / 24 * 1.5)
    let inner = box.width * (button == .plus ? 0.56 : 0.62)
    scene.icon(glyph, in: centered(inner, in: box), color: style.icon, weight: 1.5 * box.width / inner)
  }

  private static func glyph(of button: InputBarButton, style: InputBarStyle) -> Icon {
    switch button {
    case .voice: style.iconStyle == .circled ? .voiceWaves : .mic
    case .keyboard: .keyboard
    case .emoji: .smiley
    case .plus: .plus
    case .attach: .paperclip
    case .sticker: .sticker
    case .mic: .mic
    case .waveform: .waveform
    case .camera: .camera
    case .send: .sendArrow
    }
  }

  /// A square of side `side` centred in `box`.
  private static func centered(_ side: Double, in box: Rect) -> Rect {
    Rect(x: box.midX - side / 2, y: box.midY - side / 2, width: side, height: side)
  }
}
