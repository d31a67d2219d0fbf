// swift-tools-version:6.1
import PackageDescription

// A chat backend of its own (a Hummingbird 2 application) that mounts BubbleKit's rendering
// routes under /chat-images with `BubbleRoutes`, beside its own routes. In your package, depend
// on BubbleKit as the README's "Embedding the service" says; here it is this repository's root.
// The root package compiles these same sources as its EmbeddingExample target, and its tests
// run them (Tests/BubblesCLITests/EmbeddingExampleTests.swift).
let package = Package(
  name: "EmbeddingExample",
  platforms: [.macOS(.v14)],
  dependencies: [
    // This repository's root, with its Service trait (on by default): BubbleService needs it.
    .package(name: "BubbleKit", path: "../.."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  ],
  targets: [
    .executableTarget(
      name: "EmbeddingExample",
      dependencies: [
        .product(name: "BubbleService", package: "BubbleKit"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
      ]
    )
  ]
)
