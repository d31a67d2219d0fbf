// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for BubbleKit, kept out of the main package so that its normal build and
// test run never compile them. Build and run them with `Fuzz/run.sh TARGET SECONDS` (it passes
// `-sanitize=fuzzer,address`); a plain `swift build` here cannot link them (no `main`).
let package = Package(
  name: "BubbleKitFuzz",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "BubbleKit", path: "..")],
  targets: [
    // libFuzzer's entry point, declared for Swift (the library defines it).
    .target(name: "CFuzzerDriver"),
    .target(
      name: "FuzzSupport",
      dependencies: ["CFuzzerDriver", .product(name: "BubbleKit", package: "BubbleKit")]
    ),
    .executableTarget(name: "FuzzConversation", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzTheme", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzInbox", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzImage", dependencies: ["FuzzSupport"]),
  ]
)
