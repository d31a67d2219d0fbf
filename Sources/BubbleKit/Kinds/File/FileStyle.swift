extension FileKind {
  /// `kinds.file`: a document's page icon with the extension on it.
  public struct Style: ContentStyle {
    public var iconWidth = 38.0
    public var iconHeight = 46.0
    public var iconRadius = 5.0
    /// Side of the folded corner's triangle.
    public var foldSize = 12.0
    /// The fold is the glyph colour at this opacity over the page: a lighter flap of the same paper.
    public var foldOpacity = 0.45
    public var extensionSize = 11.0
  }

  public static let defaultStyle = Style()
}
