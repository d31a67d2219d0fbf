import BubbleGraphics
import Foundation

/// One conversation rendered in several themes side by side, each column
/// labelled with its theme's name and description, to compare at a glance.
public enum ContactSheet {
  public struct Column: Sendable {
    public var name: String
    public var theme: Theme
    public init(name: String, theme: Theme) {
      self.name = name
      self.theme = theme
    }
  }

  public struct Result: Sendable {
    public var png: [UInt8]
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Columns taller than the image limit (`RenderOptions.maxPageHeight`, or the pixels of
    /// `RenderBudget.maxPagePixels`) were cut at the bottom.
    public var truncated: Bool
    public var warnings: [String]
    /// The sheet, to encode in another raster format.
    let image: SingleImage

    /// The sheet in `encoding`'s raster format: its PNG as drawn, or its pixels drawn again for another encoder.
    public func encoded(as encoding: OutputEncoding) throws(RenderError) -> [UInt8] {
      if encoding.format == .png, encoding.pngLevel == nil { return png }
      return try image.encoded(as: encoding, defaultPNGLevel: RenderJob.pages.defaultPNGLevel)
    }
  }

  static let labelHeight = 44.0
  static let gutter = 8.0

  /// Resolves the media every column draws (once), lays each column out and draws the sheet.
  public static func render(
    _ conversation: Conversation, columns: [Column], options: RenderOptions = RenderOptions(scale: 1),
    baseDirectory: URL? = nil, registry: ContentNodeRegistry = .standard, remote: (any RemoteMediaFetching)? = nil,
    imageCache: DecodedImageCache = DecodedImageCache()
  ) async throws(RenderError) -> Result {
    let deadline = Deadline(after: options.budget.renderTime)
    let requests = try RenderError.graphics { () throws(GraphicsError) in
      try mediaRequests(conversation, columns: columns, options: options, registry: registry)
    }
    let resolution = MediaResolution(
      baseDirectory: baseDirectory, remote: remote, cache: imageCache, budget: options.budget)
    let media = await resolution.resolve(requests, deadline: deadline)
    try deadline.check(during: "resolving media")
    return try render(
      conversation, columns: columns, options: options, media: media, registry: registry, deadline: deadline)
  }

  /// What the columns draw, in column order (themes differ in which avatars they show).
  public static func mediaRequests(
    _ conversation: Conversation, columns: [Column], options: RenderOptions = RenderOptions(scale: 1),
    registry: ContentNodeRegistry = .standard
  ) throws(GraphicsError) -> [MediaRequest] {
    zip(columns, try fontSystems(for: columns)).flatMap { column, fonts in
      ConversationRenderer(theme: column.theme, registry: registry, fonts: fonts)
        .mediaRequests(for: conversation, options: options)
    }
  }

  /// A font system per column, each seeing its own theme's font files only, as it renders on its
  /// own; columns whose themes pin the same files and emoji share one (setting up fontconfig is
  /// costly).
  static func fontSystems(for columns: [Column]) throws(GraphicsError) -> [FontSystem] {
    struct Pinned: Hashable {
      var files: [ThemeFontFile]
      var emoji: [String]
    }
    var made: [Pinned: FontSystem] = [:]
    var systems: [FontSystem] = []
    for column in columns {
      let files = Pinned(files: column.theme.fonts.files, emoji: column.theme.fonts.emojiFamilies)
      if let known = made[files] {
        systems.append(known)
      } else {
        let fonts = try FontSystem(theme: column.theme)
        made[files] = fonts
        systems.append(fonts)
      }
    }
    return systems
  }

  /// Draws the sheet with media resolved beforehand.
  public static func render(
    _ conversation: Conversation, columns: [Column], options: RenderOptions = RenderOptions(scale: 1),
    media: ResolvedMedia, registry: ContentNodeRegistry = .standard
  ) throws(RenderError) -> Result {
    try render(
      conversation, columns: columns, options: options, media: media, registry: registry,
      deadline: Deadline(after: options.budget.renderTime))
  }

  private static func render(
    _ conversation: Conversation, columns: [Column], options: RenderOptions, media: ResolvedMedia,
    registry: ContentNodeRegistry, deadline: Deadline
  ) throws(RenderError) -> Result {
    guard !columns.isEmpty else { throw .invalidOptions("a contact sheet needs at least one theme") }
    try options.checkRanges()
    try checkWidth(columns: columns.count, columnWidth: options.width, options: options)
    // The labels in the first column's fonts.
    let fonts = try RenderError.graphics { () throws(GraphicsError) in try fontSystems(for: columns) }
    var layouts: [ConversationLayout] = []
    for (column, columnFonts) in zip(columns, fonts) {
      try deadline.check(during: "laying out the \(column.name) column")
      layouts.append(
        ConversationRenderer(theme: column.theme, registry: registry, fonts: columnFonts)
          .layout(conversation, options: options, media: media))
    }
    try deadline.check(during: "laying out")
    // Every column runs the full height, so each theme's background reads as a screen.
    let columnHeight = layouts.map(\.height).max() ?? 0
    let cells = layouts.map { layout in
      Scene(items: [.conversation(layout, visible: Rect(x: 0, y: 0, width: options.width, height: columnHeight))])
    }
    return try compose(
      cells, columns: columns, cellSize: Size(width: options.width, height: columnHeight), fonts: fonts[0],
      options: options, warnings: media.warnings, deadline: deadline)
  }

  /// Refused from the options alone, before any column is laid out, as the options' fault.
  static func checkWidth(columns: Int, columnWidth: Double, options: RenderOptions) throws(RenderError) {
    let width = Double(columns) * columnWidth + Double(columns + 1) * gutter
    let pixelWidth = Int.saturating(width * Double(options.scale), rounding: .up)
    guard pixelWidth <= Canvas.maximumPixelSide else {
      throw .invalidOptions(
        "a contact sheet of \(columns) columns \(formatNumber(columnWidth)) points wide at scale "
          + "\(options.scale) is \(pixelWidth) px wide, past the \(Canvas.maximumPixelSide) px an image can have: "
          + "give fewer themes, a smaller width or a smaller scale")
    }
  }

  /// Lays the cells out side by side under their labels, each clipped to `cellSize`, and draws the sheet.
  static func compose(
    _ cells: [Scene], columns: [Column], cellSize: Size, fonts: FontSystem, options: RenderOptions,
    warnings: [String], deadline: Deadline
  ) throws(RenderError) -> Result {
    let width = Double(columns.count) * cellSize.width + Double(columns.count + 1) * gutter
    let pixelWidth = Int.saturating(width * Double(options.scale), rounding: .up)
    let fullHeight = labelHeight + cellSize.height + gutter
    let scene = SceneBuilder(fonts: fonts, theme: columns[0].theme)
    scene.fill(RGBColor(red: 0.93, green: 0.93, blue: 0.94))
    for (index, (column, cell)) in zip(columns, cells).enumerated() {
      let x = gutter + Double(index) * (cellSize.width + gutter)
      placeLabel(column, at: Point(x: x, y: 0), width: cellSize.width, scene: scene)
      scene.embed(cell, clippedTo: Rect(origin: Point(x: x, y: labelHeight), size: cellSize))
    }
    let scale = Double(options.scale)
    let pageHeight = options.budget.pageHeight(pixelWidth: pixelWidth, maxPageHeight: options.maxPageHeight)
    let pixelHeight = min(Int.saturating(fullHeight * scale, rounding: .up), pageHeight)
    let sheet = scene.scene
    let image = SingleImage(
      pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, opaque: true, what: "a contact sheet"
    ) { sheet.draw(on: $0) }
    let png = try image.encoded(as: .png, defaultPNGLevel: options.pngCompressionLevel)
    try deadline.check(during: "drawing")
    return Result(
      png: png, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
      truncated: Double(pixelHeight) < fullHeight * scale - 0.5, warnings: warnings, image: image)
  }

  /// The theme's name over its description, in the first theme's font.
  private static func placeLabel(_ column: Column, at origin: Point, width: Double, scene: SceneBuilder) {
    let families = scene.theme.fonts.families
    let title = StyledText(
      column.name, font: FontSpec(families: families, size: 15, bold: true), color: .black,
      truncation: .end(maxLines: 1))
    let subtitle = StyledText(
      column.theme.description, font: FontSpec(families: families, size: 11),
      color: RGBColor(red: 0.35, green: 0.37, blue: 0.4), truncation: .end(maxLines: 1))
    scene.place(
      scene.shaped(title, maxWidth: width - 8), in: Rect(x: origin.x + 4, y: origin.y + 6, width: width - 8, height: 20)
    )
    scene.place(
      scene.shaped(subtitle, maxWidth: width - 8),
      in: Rect(x: origin.x + 4, y: origin.y + 26, width: width - 8, height: 14))
  }
}
