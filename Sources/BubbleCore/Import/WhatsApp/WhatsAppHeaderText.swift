/// The start of a line as the timestamp grammar reads it: without direction marks (Arabic
/// exports put U+200F after every number), with every decimal digit as an ASCII one (Arabic-Indic
/// `١٨`, Persian `۱۸`, Devanagari `१८`) and the Arabic comma `،` as `,`. Remembers where each
/// kept scalar was, to find the message's text in the line as written.
struct WhatsAppHeaderText {
  private(set) var scalars: [Unicode.Scalar] = []
  private var positions: [Int] = []
  private let count: Int

  init(_ line: [Unicode.Scalar]) {
    count = line.count
    scalars.reserveCapacity(line.count)
    positions.reserveCapacity(line.count)
    for (position, scalar) in line.enumerated() where !WhatsAppText.isDirectionMark(scalar) {
      scalars.append(Self.normalized(scalar))
      positions.append(position)
    }
  }

  /// The position in the line of the `index`th kept scalar (the line's end past the last).
  func originalIndex(_ index: Int) -> Int {
    index < positions.count ? positions[index] : count
  }

  private static func normalized(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    if scalar == "\u{060C}" { return "," }
    for zero: UInt32 in [0x0660, 0x06F0, 0x0966] where (zero...zero + 9).contains(scalar.value) {
      return Unicode.Scalar(0x30 + scalar.value - zero)!
    }
    return scalar
  }
}
