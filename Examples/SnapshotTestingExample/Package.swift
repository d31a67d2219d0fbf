// swift-tools-version:6.0
import PackageDescription

// A package of its own, as a team's app would be, that snapshot-tests chat layouts with
// BubbleKit's BubbleSnapshotTesting library. In your package, depend on BubbleKit by URL:
//   .package(url: "https://github.com/OWNER/BubbleKit", from: "1.0.0")
let package = Package(
  name: "SnapshotTestingExample",
  platforms: [.macOS(.v13)],
  dependencies: [
    // This repository's root. Named, so the product below finds it whatever the checkout's folder is called.
    .package(name: "BubbleKit", path: "../..")
  ],
  targets: [
    .testTarget(
      name: "ChatSnapshotTests",
      dependencies: [.product(name: "BubbleSnapshotTesting", package: "BubbleKit")]
    )
  ]
)
