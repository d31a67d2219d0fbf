/// A navigation bar's title line: the chat's title, cut short with an ellipsis when it is too
/// long, and a group's member count right after it, always whole (WeChat's "Release crew(4)";
/// a space at the count's start parts the two, KakaoTalk's "Release crew 4").
struct NavigationBarTitle {
  var title: StyledText
  var count: StyledText?

  /// Between the title and the count: none, the count's own text says.
  static let countGap = 0.0

  /// Shapes both within `maxWidth`: the count first, the title in what is left.
  private func shaped(maxWidth: Double, scene: SceneBuilder) -> (title: ShapedText, count: ShapedText?) {
    var count = count
    count?.truncation = .end(maxLines: 1)
    let shapedCount = count.map { scene.shaped($0, maxWidth: max(1, maxWidth)) }
    var line = title
    line.truncation = .end(maxLines: 1)
    let countWidth = shapedCount.map { $0.size.width + Self.countGap } ?? 0
    return (scene.shaped(line, maxWidth: max(1, maxWidth - countWidth)), shapedCount)
  }

  /// The line starting at `x`, centred vertically on `midY`.
  func place(x: Double, midY: Double, maxWidth: Double, scene: SceneBuilder) {
    let (title, count) = shaped(maxWidth: maxWidth, scene: scene)
    let titleFrame = frame(of: title, x: x, midY: midY)
    scene.place(title, in: titleFrame)
    if let count { scene.place(count, in: frame(of: count, x: titleFrame.maxX + Self.countGap, midY: midY)) }
  }

  /// The line centred on `midX` when it is no wider than `centredWidth` (the room as far from
  /// both of the bar's items as from the nearer one); a longer line moves over into the rest of
  /// `room` (between the items) and is cut at its width, as iOS's bars do.
  func place(
    centeredOn midX: Double, centredWidth: Double, room: ClosedRange<Double>, midY: Double, scene: SceneBuilder
  ) {
    let (title, count) = shaped(maxWidth: max(centredWidth, room.upperBound - room.lowerBound), scene: scene)
    let width = title.size.width + (count.map { $0.size.width + Self.countGap } ?? 0)
    let x = max(room.lowerBound, min(midX - width / 2, room.upperBound - width))
    let titleFrame = frame(of: title, x: x, midY: midY)
    scene.place(title, in: titleFrame)
    if let count { scene.place(count, in: frame(of: count, x: titleFrame.maxX + Self.countGap, midY: midY)) }
  }

  private func frame(of text: ShapedText, x: Double, midY: Double) -> Rect {
    Rect(x: x, y: midY - text.size.height / 2, width: text.size.width, height: text.size.height)
  }
}
