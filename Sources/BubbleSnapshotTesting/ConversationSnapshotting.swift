import BubbleKit
import Foundation
import SnapshotTesting

extension Snapshotting where Value == Conversation, Format == Data {
  /// The conversation rendered to PNG with the default theme and options, compared with the
  /// default tolerance (see `bubblePNG(theme:options:...)`).
  public static var bubblePNG: Snapshotting {
    // No call site to name the failure images after: the running Swift Testing test's is used.
    png(theme: { BubbleSnapshots.loadTheme(ThemeLoader.defaultThemeName) }, placement: ArtifactPlacement())
  }

  /// The conversation rendered to PNG by BubbleKit's renderer, stored as `.png` and compared
  /// pixel by pixel with `Diffing.bubblePNG(channelTolerance:maxDifferingShare:...)`.
  ///
  /// A conversation taller than `options.maxPageHeight` renders to several pages; the snapshot
  /// is all of them stacked into one image, as tall as the whole conversation (at most 32767 px).
  ///
  /// - Parameters:
  ///   - theme: The theme to draw with.
  ///   - options: Width, scale, time zone and the rest. Give a `timeZone` (or times with their
  ///     own offsets) so snapshots do not depend on the machine's zone.
  ///   - baseDirectory: The folder media paths resolve against. `nil` loads data URIs only.
  ///     Media that cannot load is drawn as a placeholder.
  ///   - registry: Content nodes, custom kinds included.
  ///   - channelTolerance: Largest difference in any channel (0...255) still counted as equal.
  ///   - maxDifferingShare: Share of pixels (0...1) allowed to differ beyond the tolerance.
  ///   - artifactsDirectory: Another folder for a failure's diff image. By default it goes beside
  ///     the actual image that swift-snapshot-testing writes (see `Diffing.bubblePNG`).
  ///   - artifactName: The diff image's name is `NAME.diff.png`; by default the snapshot's (`png.1`).
  ///   - file: The test's file, as `assertSnapshot` takes it (give both the same when a helper
  ///     forwards them): the diff image is named after the test's snapshot.
  ///   - testName: The test's function, as `assertSnapshot` takes it.
  public static func bubblePNG(
    theme: Theme,
    options: RenderOptions = BubbleSnapshotDefaults.options,
    baseDirectory: URL? = nil,
    registry: ContentNodeRegistry = .standard,
    channelTolerance: Int = BubbleSnapshotDefaults.channelTolerance,
    maxDifferingShare: Double = BubbleSnapshotDefaults.maxDifferingShare,
    artifactsDirectory: URL? = nil,
    artifactName: String? = nil,
    file: StaticString = #filePath,
    testName: String = #function
  ) -> Snapshotting {
    png(
      theme: { .success(theme) }, options: options, baseDirectory: baseDirectory, registry: registry,
      comparison: ImageComparison(channelTolerance: channelTolerance, maxDifferingShare: maxDifferingShare),
      placement: ArtifactPlacement(
        directory: artifactsDirectory, name: artifactName,
        caller: SnapshotCaller(filePath: "\(file)", testName: testName)))
  }

  /// The same with a built-in theme's name (`"telegram"`, `"imessage"`, ...) or a theme file's path.
  public static func bubblePNG(
    theme name: String = ThemeLoader.defaultThemeName,
    options: RenderOptions = BubbleSnapshotDefaults.options,
    baseDirectory: URL? = nil,
    registry: ContentNodeRegistry = .standard,
    channelTolerance: Int = BubbleSnapshotDefaults.channelTolerance,
    maxDifferingShare: Double = BubbleSnapshotDefaults.maxDifferingShare,
    artifactsDirectory: URL? = nil,
    artifactName: String? = nil,
    file: StaticString = #filePath,
    testName: String = #function
  ) -> Snapshotting {
    png(
      theme: { BubbleSnapshots.loadTheme(name) }, options: options, baseDirectory: baseDirectory, registry: registry,
      comparison: ImageComparison(channelTolerance: channelTolerance, maxDifferingShare: maxDifferingShare),
      placement: ArtifactPlacement(
        directory: artifactsDirectory, name: artifactName,
        caller: SnapshotCaller(filePath: "\(file)", testName: testName)))
  }

  /// What every `bubblePNG` strategy runs: render with `theme`, then compare as PNG.
  static func png(
    theme: @escaping () -> Result<Theme, ThemeError>, options: RenderOptions = BubbleSnapshotDefaults.options,
    baseDirectory: URL? = nil, registry: ContentNodeRegistry = .standard,
    comparison: ImageComparison = ImageComparison(
      channelTolerance: BubbleSnapshotDefaults.channelTolerance,
      maxDifferingShare: BubbleSnapshotDefaults.maxDifferingShare),
    placement: ArtifactPlacement
  ) -> Snapshotting {
    Snapshotting<Data, Data>(pathExtension: "png", diffing: .bubblePNG(comparison: comparison, placement: placement))
      .pullback { conversation in
        BubbleSnapshots.png(
          of: conversation, theme: theme(), options: options, baseDirectory: baseDirectory, registry: registry)
      }
  }
}

extension Snapshotting where Value == Conversation, Format == String {
  /// The layout as text with the default theme and options (see `bubbleLayout(theme:options:...)`).
  public static var bubbleLayout: Snapshotting { .bubbleLayout() }

  /// The conversation's layout as text, one line per row and one per part of it (bubble, each
  /// content node, footer, avatar) with its frame in points, stored as `.txt` and compared line
  /// by line. No pixels: it does not change when a font's glyphs are drawn differently, and a
  /// failure names the row and part that moved. See ``BubbleLayoutText``.
  ///
  /// - Parameters:
  ///   - theme: The theme to lay out with.
  ///   - options: Width, time zone and the rest.
  ///   - baseDirectory: The folder media paths resolve against; images are loaded, as their
  ///     sizes shape the layout. `nil` loads data URIs only.
  ///   - registry: Content nodes, custom kinds included.
  ///   - precision: Frames are rounded to multiples of this many points (1 by default),
  ///     so sub-point differences in text measurement between font versions do not show.
  public static func bubbleLayout(
    theme: Theme,
    options: RenderOptions = BubbleSnapshotDefaults.options,
    baseDirectory: URL? = nil,
    registry: ContentNodeRegistry = .standard,
    precision: Double = 1
  ) -> Snapshotting {
    SimplySnapshotting<String>.lines.pullback { conversation in
      BubbleSnapshots.layoutText(
        of: conversation, theme: .success(theme), options: options, baseDirectory: baseDirectory, registry: registry,
        precision: precision)
    }
  }

  /// The same with a built-in theme's name or a theme file's path.
  public static func bubbleLayout(
    theme name: String = ThemeLoader.defaultThemeName,
    options: RenderOptions = BubbleSnapshotDefaults.options,
    baseDirectory: URL? = nil,
    registry: ContentNodeRegistry = .standard,
    precision: Double = 1
  ) -> Snapshotting {
    SimplySnapshotting<String>.lines.pullback { conversation in
      BubbleSnapshots.layoutText(
        of: conversation, theme: BubbleSnapshots.loadTheme(name), options: options, baseDirectory: baseDirectory,
        registry: registry, precision: precision)
    }
  }
}

/// What the strategies run; a failure becomes snapshot data that fails to match.
enum BubbleSnapshots {
  static func loadTheme(_ name: String) -> Result<Theme, ThemeError> {
    Result { () throws(ThemeError) in try ThemeLoader.load(name) }
  }

  static func png(
    of conversation: Conversation, theme: Result<Theme, ThemeError>, options: RenderOptions, baseDirectory: URL?,
    registry: ContentNodeRegistry
  ) -> Data {
    do {
      let renderer = try ConversationRenderer(theme: try theme.get(), registry: registry)
      let media = renderer.mediaResolution(baseDirectory: baseDirectory)
        .resolveLocally(renderer.mediaRequests(for: conversation, options: options))
      let result = try renderer.render(conversation, options: options, media: media)
      return try PageStack.png(result.pages)
    } catch {
      return RenderFailure.data("the render failed: \(error)")
    }
  }

  static func layoutText(
    of conversation: Conversation, theme: Result<Theme, ThemeError>, options: RenderOptions, baseDirectory: URL?,
    registry: ContentNodeRegistry, precision: Double
  ) -> String {
    do {
      let renderer = try ConversationRenderer(theme: try theme.get(), registry: registry)
      return BubbleLayoutText.text(
        of: conversation, renderer: renderer, options: options, baseDirectory: baseDirectory, precision: precision)
    } catch {
      return String(decoding: RenderFailure.data("the layout failed: \(error)"), as: UTF8.self)
    }
  }
}

/// Pages of one render joined top to bottom.
enum PageStack {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func png(_ pages: [RenderedPage]) throws -> Data {
    guard pages.count > 1 else {
      guard let page = pages.first else { throw Failure(description: "the render has no pages") }
      return Data(page.png)
    }
    let width = pages[0].pixelWidth
    let height = pages.reduce(0) { $0 + $1.pixelHeight }
    guard height <= Canvas.maximumPixelSide else {
      throw Failure(
        description: "the conversation is \(height) px tall; a PNG snapshot holds at most \(Canvas.maximumPixelSide) px"
      )
    }
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for page in pages {
      guard let image = RasterImage.decodePNG(page.png), image.width == width else {
        throw Failure(description: "a page of the render cannot be read back")
      }
      pixels += image.argbPixels()
    }
    guard let stacked = RasterImage.fromARGB(pixels, width: width, height: height) else {
      throw Failure(description: "cannot join the \(pages.count) pages")
    }
    return Data(try stacked.pngData())
  }
}
