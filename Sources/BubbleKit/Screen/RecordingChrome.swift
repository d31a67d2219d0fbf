/// The voice state of apps whose mic is held to record (`input_bar.voice_mode: recording`): the
/// bar turns into a strip with a red mark and the timer at the left and "< Slide to cancel" in
/// the middle, while the mic swells into a disc that overhangs the bar, a lock capsule above it.
enum RecordingChrome {
  /// The strip, in place of the field and the buttons.
  static func placeStrip(_ layout: InputBarLayout, seconds: Int, scene: SceneBuilder) {
    let style = scene.style.inputBar
    let midY = layout.field.midY
    var x = layout.frame.minX + style.padding.left + 6
    switch style.recordingMark {
    case .dot:
      let side = 10.0
      scene.fill(.ellipse(in: Rect(x: x, y: midY - side / 2, width: side, height: side)), color: style.recordingRed)
      x += side + 10
    case .mic:
      let side = 22.0
      scene.icon(.mic, in: Rect(x: x - 2, y: midY - side / 2, width: side, height: side), color: style.recordingRed)
      x += side + 6
    }
    let disc = discFrame(layout, style: style)
    let timer = scene.placeLeading(
      scene.text(timerText(seconds), size: style.textSize, color: style.text), x: x, midY: midY,
      maxWidth: max(1, disc.minX - x))
    let label = scene.text(style.recordingLabel, size: style.textSize, color: style.recordingText)
    let labelSize = scene.size(of: label)
    let chevron = style.textSize * 0.7
    let gap = 6.0
    // Centred on the bar, kept clear of the timer and the disc.
    let room = (min: timer.maxX + 16, max: disc.minX - 8)
    let width = chevron * 0.6 + gap + labelSize.width
    let left = min(max(layout.frame.midX - width / 2, room.min), max(room.min, room.max - width))
    scene.icon(
      .chevronBack, in: Rect(x: left - chevron * 0.2, y: midY - chevron / 2, width: chevron, height: chevron),
      color: style.recordingText, weight: 2.4)
    scene.placeLeading(label, x: left + chevron * 0.6 + gap, midY: midY, maxWidth: max(1, room.max - left))
  }

  /// The swollen mic and the lock above it, drawn over the bar and whatever hangs under it.
  static func placeDisc(_ layout: InputBarLayout, scene: SceneBuilder) {
    let style = scene.style.inputBar
    let disc = discFrame(layout, style: style)
    if style.recordingLock {
      let capsule = Rect(x: disc.midX - 19, y: disc.minY - 16 - 70, width: 38, height: 70)
      // Like the field, and opaque over the bubbles even where the field is translucent.
      scene.fill(.roundedRect(capsule, radius: capsule.width / 2), color: style.background)
      scene.fill(.roundedRect(capsule, radius: capsule.width / 2), color: style.fieldBackground)
      scene.stroke(
        .roundedRect(capsule.insetBy(EdgeInsets(top: 0.25, left: 0.25, bottom: 0.25, right: 0.25)), radius: 18.75),
        color: style.fieldBorder.alpha > 0 ? style.fieldBorder : style.separator, lineWidth: 0.5)
      scene.icon(
        .lock, in: Rect(x: capsule.midX - 10, y: capsule.minY + 12, width: 20, height: 20), color: style.icon,
        weight: 2)
      let arrow = 14.0
      scene.icon(
        .chevronUp, in: Rect(x: capsule.midX - arrow / 2, y: capsule.maxY - 12 - arrow, width: arrow, height: arrow),
        color: style.icon, weight: 2.4)
    }
    scene.fill(.ellipse(in: disc), color: style.recordingDisc)
    let mic = disc.width * 0.34
    scene.icon(
      .mic, in: Rect(x: disc.midX - mic / 2, y: disc.midY - mic / 2, width: mic, height: mic),
      color: style.recordingDiscIcon,
      weight: 2.2)
  }

  /// Centred where the mic button rests: the last button right of the field.
  private static func discFrame(_ layout: InputBarLayout, style: InputBarStyle) -> Rect {
    let size = style.recordingDiscSize
    let center =
      layout.rightButtons.last.map { Point(x: $0.frame.midX, y: $0.frame.midY) }
      ?? Point(x: layout.frame.maxX - style.padding.right - style.buttonSize / 2, y: layout.field.midY)
    return Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size)
  }

  /// "0:07", "12:30".
  static func timerText(_ seconds: Int) -> String {
    let range = ScreenOptions.recordingSecondsRange
    let clamped = min(max(seconds, range.lowerBound), range.upperBound)
    let rest = clamped % 60
    return "\(clamped / 60):\(rest < 10 ? "0" : "")\(rest)"
  }
}
