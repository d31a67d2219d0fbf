/// Cairo's SVG surface names images and surfaces after Cairo's process-wide surface counters
/// (`image18`, `surface7`), so the same drawing gets other names after anything else was drawn.
/// Renumbering them in order of first appearance makes the bytes depend on the drawing alone.
/// Clips and glyphs are numbered per document already.
enum SVGIdentifiers {
  private static let names: [[UInt8]] = [Array("image".utf8), Array("surface".utf8)]
  private static let openers: [[UInt8]] = [Array("id=\"".utf8), Array("#".utf8)]

  static func renumbered(_ svg: [UInt8]) -> [UInt8] {
    var numbers: [[UInt8]: Int] = [:]
    var output: [UInt8] = []
    output.reserveCapacity(svg.count)
    var index = 0
    while index < svg.count {
      guard let (nameEnd, name) = identifier(in: svg, at: index) else {
        output.append(svg[index])
        index += 1
        continue
      }
      var digitsEnd = nameEnd
      while digitsEnd < svg.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[digitsEnd]) { digitsEnd += 1 }
      guard digitsEnd > nameEnd else {
        output.append(contentsOf: svg[index..<nameEnd])
        index = nameEnd
        continue
      }
      let key = name + [0] + Array(svg[nameEnd..<digitsEnd])
      let number = numbers[key] ?? (numbers.count + 1)
      numbers[key] = number
      output.append(contentsOf: svg[index..<nameEnd])
      output.append(contentsOf: Array(String(number).utf8))
      index = digitsEnd
    }
    return output
  }

  /// Where the name ends when `svg` has `id="NAME` or `#NAME` at `index`, and the name.
  private static func identifier(in svg: [UInt8], at index: Int) -> (Int, [UInt8])? {
    for opener in openers where matches(opener, in: svg, at: index) {
      for name in names where matches(name, in: svg, at: index + opener.count) {
        return (index + opener.count + name.count, name)
      }
    }
    return nil
  }

  private static func matches(_ word: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
    guard index + word.count <= bytes.count else { return false }
    for offset in 0..<word.count where bytes[index + offset] != word[offset] { return false }
    return true
  }
}
