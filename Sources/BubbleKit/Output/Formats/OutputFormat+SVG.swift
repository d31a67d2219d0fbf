extension OutputFormat {
  /// One SVG a page, text as glyph outlines.
  public static let svg = OutputFormat(
    name: "svg", extensions: ["svg"], mediaType: "image/svg+xml", signature: Array("<?xml".utf8),
    production: .document(.svg, holdsAllPages: false))
}
