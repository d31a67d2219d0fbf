// swift-tools-version:6.1
import PackageDescription

// A package of its own, as a team's app would be, that snapshot-tests chat layouts with
// BubbleKit's BubbleSnapshotTesting library. `traits: []` turns off BubbleKit's `Service` trait,
// so SwiftPM resolves none of the packages of `bubbles` and its HTTP service (Hummingbird, NIO…).
let package = Package(
  name: "SnapshotTestingExample",
  platforms: [.macOS(.v13)],
  dependencies: [
    // This repository's root. Named, so the product below finds it whatever the checkout's folder is called.
    .package(name: "BubbleKit", path: "../..", traits: [])
  ],
  targets: [
    .testTarget(
      name: "ChatSnapshotTests",
      dependencies: [.product(name: "BubbleSnapshotTesting", package: "BubbleKit")]
    )
  ]
)
