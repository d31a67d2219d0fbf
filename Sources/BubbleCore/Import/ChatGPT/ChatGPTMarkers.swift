import Foundation

/// ChatGPT's private-use marks in an answer's text. A reference is `U+E200 kind U+E202 payload
/// U+E201` (`citeturn0search0`, `filecite…`, `navlist…`); `U+E203` and `U+E204`
/// bracket the words a source backs. The app draws references as chips and the brackets as
/// highlights; here both are left out, but an entity reference
/// (`entity["people","Ada Lovelace",…]`) keeps the name the app shows.
enum ChatGPTMarkers {
  static let referenceStart: Unicode.Scalar = "\u{E200}"
  static let referenceEnd: Unicode.Scalar = "\u{E201}"
  static let payloadStart: Unicode.Scalar = "\u{E202}"
  static let marks: ClosedRange<UInt32> = 0xE200...0xE2FF

  /// `text` without the marks, in one pass: a reference's end is looked for only up to the next
  /// reference's start, so each character is looked at a bounded number of times.
  static func stripped(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    guard scalars.contains(where: { marks.contains($0.value) }) else { return text }
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard marks.contains(scalar.value) else {
        result.append(scalar)
        index += 1
        continue
      }
      guard scalar == referenceStart, let end = referenceEnd(in: scalars, after: index) else {
        index += 1
        continue
      }
      if let name = entityName(scalars[(index + 1)..<end]) {
        result.append(contentsOf: name.unicodeScalars)
      } else {
        // "… the source. citeturn0search1\n": the space before a reference goes with it.
        let next = end + 1 < scalars.count ? scalars[end + 1] : "\n"
        if next == "\n" || next == " " || next == "." || next == "," {
          while result.last == " " { result.removeLast() }
        }
      }
      index = end + 1
    }
    return String(result)
  }

  /// Where the reference opened at `start` ends: its `U+E201`, if it comes before another reference
  /// opens.
  private static func referenceEnd(in scalars: [Unicode.Scalar], after start: Int) -> Int? {
    var index = start + 1
    while index < scalars.count {
      if scalars[index] == referenceEnd { return index }
      if scalars[index] == referenceStart { return nil }
      index += 1
    }
    return nil
  }

  /// The name of an entity reference (`entity U+E202 ["people","Ada Lovelace",…]`): the array's
  /// second string.
  private static func entityName(_ reference: ArraySlice<Unicode.Scalar>) -> String? {
    guard let separator = reference.firstIndex(of: payloadStart),
      String(String.UnicodeScalarView(reference[..<separator])) == "entity"
    else { return nil }
    let payload = String(String.UnicodeScalarView(reference[(separator + 1)...]))
    let parsed = try? JSONParser.parse(Data(payload.utf8), depthLimit: 4, maxValues: 64, keeping: .everything)
    guard case .array(let items)? = parsed?.value, items.count >= 2, case .string(let name) = items[1].value,
      !name.isEmpty, !name.unicodeScalars.contains(where: { marks.contains($0.value) })
    else { return nil }
    return name
  }
}
