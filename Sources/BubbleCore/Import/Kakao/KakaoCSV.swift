/// A small RFC 4180 reader for KakaoTalk for Mac's `.csv`: fields separated by commas, quoted
/// fields that may hold commas, line ends and `""`. One pass over the scalars; a record has at
/// most `maxFields` fields (the rest of a longer one are dropped, and it is reported).
struct KakaoCSV {
  struct Record {
    /// The line the record starts on.
    var line: Int
    var fields: [String]
    /// It had more fields than `maxFields`.
    var isLong = false
  }

  static let maxFields = 8

  /// Every record of `text`, and whether a quoted field ran to the end of the file unclosed.
  static func records(_ text: String) -> (records: [Record], unclosedQuote: Bool) {
    var records: [Record] = []
    var record = Record(line: 1, fields: [])
    var field = String.UnicodeScalarView()
    var line = 1
    var inQuotes = false
    var iterator = text.unicodeScalars.makeIterator()
    var lookahead: Unicode.Scalar?
    func endField() {
      if record.fields.count < maxFields { record.fields.append(String(field)) } else { record.isLong = true }
      field = String.UnicodeScalarView()
    }
    while let scalar = lookahead ?? iterator.next() {
      lookahead = nil
      if inQuotes {
        if scalar == "\"" {
          let next = iterator.next()
          if next == "\"" { field.append("\"") } else { inQuotes = false; lookahead = next }
        } else {
          if scalar == "\n" { line += 1 }
          field.append(scalar)
        }
        continue
      }
      switch scalar {
      case "\"" where field.isEmpty: inQuotes = true
      case ",": endField()
      case "\r": break
      case "\n":
        endField()
        records.append(record)
        line += 1
        record = Record(line: line, fields: [])
      default: field.append(scalar)
      }
    }
    if !field.isEmpty || !record.fields.isEmpty {
      endField()
      records.append(record)
    }
    return (records, inQuotes)
  }
}
