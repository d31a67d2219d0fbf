import Foundation

/// The system keyboard, recognisable at a glance: the suggestion bar, three rows of QWERTY
/// letter keys with shift and delete, the "123 / space / return" row, and the globe and
/// dictation buttons above the home indicator. Key sizes follow the screen's width as iOS's do.
enum KeyboardChrome {
  static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

  struct Key {
    var frame: Rect
    var label: String
    var special: Bool
    var glyph: Icon?
    /// The return key, which a theme may tint (WeChat's "Send").
    var isReturn = false
  }

  /// The keys' frames in `panel` (pure, tested).
  static func keys(in panel: Rect, style: KeyboardStyle, capitalized: Bool) -> [Key] {
    let gap = style.keyGap
    let unit = (panel.width - 2 * style.sideMargin - 9 * gap) / 10
    let top = panel.minY + style.suggestionBarHeight + 4
    func rowY(_ index: Int) -> Double { top + Double(index) * (style.keyHeight + style.rowGap) }
    func letterRow(_ letters: String, y: Double) -> [Key] {
      let count = Double(letters.count)
      let start = panel.midX - (count * unit + (count - 1) * gap) / 2
      return letters.enumerated().map { index, letter in
        Key(
          frame: Rect(x: start + Double(index) * (unit + gap), y: y, width: unit, height: style.keyHeight),
          label: capitalized ? letter.uppercased() : String(letter), special: false, glyph: nil)
      }
    }
    var keys = letterRow(rows[0], y: rowY(0)) + letterRow(rows[1], y: rowY(1)) + letterRow(rows[2], y: rowY(2))
    let side = unit * 1.3
    keys.append(
      Key(
        frame: Rect(x: panel.minX + style.sideMargin, y: rowY(2), width: side, height: style.keyHeight), label: "",
        special: !capitalized, glyph: .shift))
    keys.append(
      Key(
        frame: Rect(x: panel.maxX - style.sideMargin - side, y: rowY(2), width: side, height: style.keyHeight),
        label: "", special: true, glyph: .delete))
    let numbersWidth = unit * 1.3
    let returnWidth = unit * 2.6
    let y = rowY(3)
    let numbers = Rect(x: panel.minX + style.sideMargin, y: y, width: numbersWidth, height: style.keyHeight)
    let enter = Rect(x: panel.maxX - style.sideMargin - returnWidth, y: y, width: returnWidth, height: style.keyHeight)
    let space = Rect(x: numbers.maxX + gap, y: y, width: enter.minX - gap - numbers.maxX - gap, height: style.keyHeight)
    keys.append(Key(frame: numbers, label: style.numbersLabel, special: true, glyph: nil))
    keys.append(Key(frame: space, label: style.spaceLabel, special: false, glyph: nil))
    keys.append(Key(frame: enter, label: style.returnLabel, special: true, glyph: nil, isReturn: true))
    return keys
  }

  static func place(in panel: Rect, draft: String, scene: SceneBuilder) {
    let style = scene.style.keyboard
    scene.fill(panel, color: style.background)
    placeSuggestions(in: panel, style: style, scene: scene)
    // iOS capitalises the first letter of a sentence: an empty field shows capitals.
    let trimmed = draft.trimmingCharacters(in: .whitespaces)
    let capitalized = trimmed.isEmpty || [".", "!", "?"].contains(trimmed.last.map(String.init) ?? "")
    let keys = keys(in: panel, style: style, capitalized: capitalized)
    // Narrow screens get smaller labels rather than cut ones.
    let letterWidth = keys.first?.frame.width ?? style.labelSize
    let labelSize = min(style.labelSize, letterWidth * 0.72)
    for key in keys {
      let shadow = key.frame.offsetBy(dx: 0, dy: 1)
      scene.fill(.roundedRect(shadow, radius: style.keyRadius), color: style.keyShadow)
      scene.fill(.roundedRect(key.frame, radius: style.keyRadius), color: fill(of: key, style: style))
      if let glyph = key.glyph {
        let size = min(key.frame.height * 0.5, key.frame.width * 0.6)
        scene.icon(
          glyph, in: Rect(x: key.frame.midX - size / 2, y: key.frame.midY - size / 2, width: size, height: size),
          color: style.keyText, weight: 1.5)
      } else {
        let isLetter = key.label.count == 1
        scene.placeCentered(
          scene.text(
            key.label, size: isLetter ? labelSize : labelSize * 0.72, color: labelColor(of: key, style: style)),
          at: Point(x: key.frame.midX, y: key.frame.midY - (isLetter ? 1 : 0)), maxWidth: key.frame.width)
      }
    }
    // Globe and dictation sit between the last row and the home indicator.
    let lastRowBottom = panel.minY + style.suggestionBarHeight + 4 + 4 * style.keyHeight + 3 * style.rowGap
    let iconY = lastRowBottom + (panel.maxY - scene.style.homeIndicator.areaHeight * 0.5 - lastRowBottom) / 2 - 13
    let inset = panel.width * 0.06
    scene.icon(
      .globe, in: Rect(x: panel.minX + inset, y: iconY, width: 26, height: 26), color: style.keyText.withAlpha(0.55),
      weight: 1.5)
    scene.icon(
      .mic, in: Rect(x: panel.maxX - inset - 26, y: iconY, width: 26, height: 26), color: style.keyText.withAlpha(0.55),
      weight: 1.5)
  }

  /// A transparent return key colour leaves it like the other special keys.
  static func fill(of key: Key, style: KeyboardStyle) -> RGBColor {
    if key.isReturn, style.returnKey.alpha > 0 { return style.returnKey }
    return key.special ? style.specialKey : style.key
  }

  static func labelColor(of key: Key, style: KeyboardStyle) -> RGBColor {
    key.isReturn && style.returnText.alpha > 0 ? style.returnText : style.keyText
  }

  private static func placeSuggestions(in panel: Rect, style: KeyboardStyle, scene: SceneBuilder) {
    let words = style.suggestions
    guard !words.isEmpty, style.suggestionBarHeight > 0 else { return }
    let cell = panel.width / Double(words.count)
    let midY = panel.minY + style.suggestionBarHeight / 2 + 2
    for (index, word) in words.enumerated() {
      let x = panel.minX + Double(index) * cell
      scene.placeCentered(
        scene.text(word, size: style.suggestionSize, color: style.keyText), at: Point(x: x + cell / 2, y: midY),
        maxWidth: cell - 12)
      if index > 0 {
        scene.fill(
          Rect(
            x: x - 0.5, y: midY - style.suggestionBarHeight * 0.25, width: 1, height: style.suggestionBarHeight * 0.5),
          color: style.keyShadow.withAlpha(0.6))
      }
    }
  }
}
