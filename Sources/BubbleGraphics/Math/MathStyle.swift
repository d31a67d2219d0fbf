import BubbleCore

/// One of TeX's eight styles: D, T, S, SS, each cramped or not (The TeXbook, chapter 17).
struct MathStyle: Hashable {
  var level: MathStyleLevel
  var cramped = false

  var isDisplay: Bool { level == .display }
  /// Script styles have no optional spaces around operators.
  var isScript: Bool { level >= .script }
  /// 0 in display and text style, 1 in script, 2 in scriptscript (`ssty`'s value).
  var scriptLevel: Int { max(0, level.rawValue - 1) }

  private var smaller: MathStyleLevel {
    switch level {
    case .display, .text: .script
    case .script, .scriptScript: .scriptScript
    }
  }

  var superscript: MathStyle { MathStyle(level: smaller, cramped: cramped) }
  var subscripted: MathStyle { MathStyle(level: smaller, cramped: true) }

  var numerator: MathStyle {
    MathStyle(level: level == .display ? .text : smaller, cramped: cramped)
  }

  var denominator: MathStyle {
    MathStyle(level: level == .display ? .text : smaller, cramped: true)
  }

  var crampedStyle: MathStyle { MathStyle(level: level, cramped: true) }
}
