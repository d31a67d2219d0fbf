import Foundation
import FuzzSupport

/// One typesetter for the run (it holds the process's copy of the math font).
let typesetter: MathTypesetter = {
  do {
    return try MathTypesetter()
  } catch {
    fatalError("fuzzing math needs Latin Modern Math (.ci/install-deps): \(error)")
  }
}()

/// TeX source through the parser, then, when it parses, the layout in display and text style
/// and a drawing on a small canvas. The first byte picks the font size.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzDriver.bytes(data, size)
  guard let first = bytes.first else { return 0 }
  let tex = String(decoding: bytes.dropFirst(), as: UTF8.self)
  guard case .success(let expression) = MathParser.parse(tex) else { return 0 }
  let fontSize = 4 + Double(first % 64)
  for display in [true, false] {
    guard case .success(let layout) = typesetter.typeset(expression, display: display, fontSize: fontSize) else {
      continue
    }
    precondition(
      [layout.width, layout.ascent, layout.descent].allSatisfy(\.isFinite), "a layout of unbounded size")
    precondition(layout.glyphs.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.size > 0 }, "a glyph out of place")
    if let canvas = try? Canvas(pixelWidth: 64, pixelHeight: 32, scale: 1) {
      layout.draw(on: canvas, baselineOrigin: Point(x: 2, y: 20), color: .black)
    }
  }
  return 0
}

@main enum FuzzMath {
  static func main() { FuzzDriver.run { testOneInput($0, $1) } }
}
