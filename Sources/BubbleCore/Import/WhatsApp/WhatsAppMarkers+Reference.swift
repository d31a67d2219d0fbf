/// The table of `docs/importing.md` ("WhatsApp in every language"), made from `table`: a test
/// checks the page holds it as made here.
extension WhatsAppMarkers {
  static let referenceColumns: [(heading: String, marker: Marker)] = [
    ("`<Media omitted>` (Android)", .mediaOmitted), ("`image omitted` (iOS)", .imageOmitted),
    ("`<attached:` (iOS)", .attachedPrefix), ("`(file attached)` (Android)", .fileAttachedSuffix),
    ("`location:`", .locationPrefix), ("`This message was deleted`", .deletedByOther),
    ("`<This message was edited>`", .editedSuffix),
  ]

  static var referenceTable: String {
    let languages = Set(table.values.flatMap { $0.map(\.language) }).sorted()
    var lines = [
      "| language | " + referenceColumns.map(\.heading).joined(separator: " | ") + " |",
      "|---|" + String(repeating: "---|", count: referenceColumns.count),
    ]
    for language in languages {
      let cells = referenceColumns.map { column in
        let texts = table[column.marker]?.first { $0.language == language }?.texts ?? []
        return texts.isEmpty ? "—" : texts.map { "`\($0)`" }.joined(separator: " ")
      }
      lines.append("| \(language) | " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n")
  }
}
