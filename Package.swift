// swift-tools-version:6.1
import PackageDescription

/// A dependency of the command line, the service and the project's own tests only: with the
/// `Service` trait off (`traits: []` on a library user's `.package` line), SwiftPM resolves none
/// of their packages.
func service(_ product: String, _ package: String) -> Target.Dependency {
  .product(name: product, package: package, condition: .when(traits: ["Service"]))
}

let package = Package(
  name: "BubbleKit",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "BubbleKit", targets: ["BubbleKit"]),
    .executable(name: "bubbles", targets: ["bubbles"]),
    // Snapshot strategies for swift-snapshot-testing (README: "Snapshot testing your chat UI").
    .library(name: "BubbleSnapshotTesting", targets: ["BubbleSnapshotTesting"]),
    // Fetching http(s) media (AsyncHTTPClient, with a host policy); BubbleKit alone never fetches.
    .library(name: "BubbleRemoteMedia", targets: ["BubbleRemoteMedia"]),
    // The HTTP thumbnail service behind `bubbles serve` (Hummingbird); needs the `Service` trait
    // (on by default). A library user turns it off with `traits: []` and resolves none of it.
    .library(name: "BubbleService", targets: ["BubbleService"]),
  ],
  traits: [
    .trait(
      name: "Service",
      description: "bubbles (the command line and its HTTP service), BubbleRemoteMedia and the tests' dependencies"),
    .default(enabledTraits: ["Service"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
    // Property-based tests (random valid conversations) in the test suite only.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // The service (BubbleService) only.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    // `bubbles serve`'s settings: flags, environment variables and a JSON file, in that order.
    .package(url: "https://github.com/apple/swift-configuration", from: "1.4.0"),
    // SHA-256 of the render cache's content addresses.
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
  ],
  targets: [
    // The layers, each a target so the compiler enforces them:
    //   BubbleCore      model, decoding, presentation, themes, geometry, styled text: no C at all
    //   BubbleGraphics  owns every C pointer (Cairo, Pango, fontconfig, image codecs) behind Swift types
    //   BubbleMarkdown  reads Markdown with cmark-gfm (its pointers stay inside) into BubbleCore's values
    //   BubbleKit       the renderer: resolve media, lay out, draw, encode; re-exports BubbleCore and
    //                   names the few graphics types its users see (Exports.swift)
    //   bubbles, BubbleSnapshotTesting on top
    // Cairo, Pango and fontconfig as seen from Swift; only BubbleGraphics imports it.
    .systemLibrary(
      name: "CGraphics",
      pkgConfig: "pangocairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
    ),
    // libpng/libjpeg/libwebp report errors with setjmp/longjmp, which Swift cannot call.
    .target(
      name: "CImageCodecs",
      linkerSettings: [
        .linkedLibrary("png16"), .linkedLibrary("deflate"), .linkedLibrary("jpeg"), .linkedLibrary("webp"),
        .linkedLibrary("webpdemux"), .linkedLibrary("z"), .linkedLibrary("webpmux"), .linkedLibrary("gif"),
        .linkedLibrary("imagequant"),
      ]
    ),
    .target(name: "BubbleCore", dependencies: ["BubbleThemes"]),
    // FFmpeg (the system's shared libraries) for MP4 and WebM, loaded with dlopen when a video is
    // written (CVideo.h): linked, its ninety-odd libraries slowed every process's start.
    .target(name: "CVideo"),
    .target(name: "BubbleGraphics", dependencies: ["BubbleCore", "CGraphics", "CImageCodecs", "CVideo"]),
    // cmark-gfm (the system's shared library) reads Markdown; only BubbleMarkdown imports it.
    .systemLibrary(
      name: "CMarkGFM",
      pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
    ),
    // Markdown source to BubbleCore's `MarkdownDocument`: cmark-gfm's pointers stay in here.
    .target(name: "BubbleMarkdown", dependencies: ["BubbleCore", "CMarkGFM"]),
    .target(name: "BubbleKit", dependencies: ["BubbleCore", "BubbleGraphics", "BubbleMarkdown"]),
    // Fetches http(s) media for the resolve stage with AsyncHTTPClient, under a host policy.
    // Kept out of BubbleKit, which only defines the `RemoteMediaFetching` protocol.
    .target(
      name: "BubbleRemoteMedia",
      dependencies: [
        "BubbleKit",
        service("AsyncHTTPClient", "async-http-client"),
        service("NIOCore", "swift-nio"),
      ]
    ),
    // The built-in theme files, compiled in by the EmbedThemes plugin: a copied `bubbles` binary
    // has no resource bundle beside it.
    .target(
      name: "BubbleThemes",
      path: "Themes",
      exclude: ["README.md", "theme.schema.json"],
      plugins: ["EmbedThemes"]
    ),
    .plugin(name: "EmbedThemes", capability: .buildTool(), dependencies: ["EmbedThemesTool"]),
    // The playground page of `bubbles serve` (Sources/BubbleService/Playground) and its samples,
    // compiled into BubbleService the same way.
    .plugin(name: "EmbedPlayground", capability: .buildTool(), dependencies: ["EmbedThemesTool"]),
    // Writes theme files (and the playground's) as Swift string literals; run by the EmbedThemes
    // and EmbedPlayground plugins at build time.
    .executableTarget(name: "EmbedThemesTool"),
    // PNG and layout-text snapshot strategies, and a tolerant PNG diffing, for swift-snapshot-testing.
    .target(
      name: "BubbleSnapshotTesting",
      dependencies: [
        "BubbleKit", "BubbleGraphics",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    // `bubbles serve`: routes, a fixed pool of render workers, metrics and graceful shutdown.
    .target(
      name: "BubbleService",
      dependencies: [
        "BubbleKit",
        "BubbleRemoteMedia",
        // The conversation schema and OrderedJSON, for the OpenAPI document.
        "BubbleReference",
        service("Hummingbird", "hummingbird"),
        service("HummingbirdCore", "hummingbird"),
        // The connection policy sits in the HTTP/1 pipeline, where a request's version is known.
        service("NIOCore", "swift-nio"),
        service("NIOHTTP1", "swift-nio"),
        service("ServiceLifecycle", "swift-service-lifecycle"),
        service("UnixSignals", "swift-service-lifecycle"),
        service("Logging", "swift-log"),
        service("Metrics", "swift-metrics"),
        service("Prometheus", "swift-prometheus"),
        service("Crypto", "swift-crypto"),
      ],
      plugins: ["EmbedPlayground"]
    ),
    // Themes/README.md, theme.schema.json and docs/conversation.schema.json, generated from the
    // Swift types (`bubbles themes --reference`, `--schema`, `bubbles schema conversation`).
    .target(name: "BubbleReference", dependencies: ["BubbleKit"]),
    .executableTarget(
      name: "bubbles",
      dependencies: [
        "BubbleKit", "BubbleGraphics", "BubbleReference", "BubbleRemoteMedia",
        "BubbleService",
        service("ArgumentParser", "swift-argument-parser"),
        service("Configuration", "swift-configuration"),
      ]
    ),
    // Examples/EmbeddingExample's sources (a package of its own for readers to copy), compiled and
    // run by the tests here, so CI builds and serves them without building the server twice.
    .executableTarget(
      name: "EmbeddingExample",
      dependencies: [
        "BubbleService", service("Hummingbird", "hummingbird"),
        service("ServiceLifecycle", "swift-service-lifecycle"), service("Logging", "swift-log"),
      ],
      path: "Examples/EmbeddingExample/Sources/EmbeddingExample"
    ),
    // A custom content kind, registered from outside the library (README: "Custom content").
    .target(
      name: "OrderCardExample",
      dependencies: ["BubbleKit"],
      path: "Examples/OrderCard"
    ),
    .testTarget(
      name: "BubbleKitTests",
      dependencies: [
        "BubbleKit", "BubbleGraphics", "BubbleReference", "BubbleRemoteMedia", "BubbleSnapshotTesting",
        "OrderCardExample", "LoopbackSockets",
        service("PropertyBased", "swift-property-based"),
      ],
      // A reference that never matches, for a snapshot that fails on purpose (FailureArtifactsTests).
      exclude: ["SnapshotTesting/__Snapshots__"]
    ),
    .testTarget(
      name: "BubblesCLITests",
      dependencies: ["bubbles", "BubbleKit", "LoopbackSockets", "EmbeddingExample"]
    ),
    // Plain TCP clients (idle, slow, HTTP/1.0, many) for the service's tests, and loopback servers
    // (plain HTTP, the Bot API's files) for remote media's.
    .target(name: "LoopbackSockets", path: "Tests/LoopbackSockets"),
    // Start the real server on a loopback port and speak HTTP to it.
    .testTarget(
      name: "BubbleServiceTests",
      dependencies: [
        // BubbleSnapshotTesting: rendered answers compared with references in Snapshots/.
        "BubbleService", "BubbleSnapshotTesting", "LoopbackSockets",
        service("AsyncHTTPClient", "async-http-client"),
        service("NIOCore", "swift-nio"),
        service("NIOHTTP1", "swift-nio"),
        service("Logging", "swift-log"),
        service("ServiceLifecycle", "swift-service-lifecycle"),
      ],
      // Theme files a test serves (--themes-dir); read from the source tree, not bundled.
      exclude: ["Fixtures"]
    ),
  ]
)

// Documentation (`.ci/docs`, README "Documentation"): swift-docc-plugin's `generate-documentation`
// and `preview-documentation`, only when BUBBLES_DOCS is set, so that a package depending on
// BubbleKit never resolves it.
if Context.environment["BUBBLES_DOCS"] != nil {
  package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
