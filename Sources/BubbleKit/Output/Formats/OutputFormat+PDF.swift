extension OutputFormat {
  /// One PDF for every page: text selectable, images embedded once.
  public static let pdf = OutputFormat(
    name: "pdf", extensions: ["pdf"], mediaType: "application/pdf", signature: Array("%PDF-".utf8),
    production: .document(.pdf, holdsAllPages: true))
}
