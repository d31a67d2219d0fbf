// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for BubbleKit, kept out of the main package so that its normal build and
// test run never compile them. Build and run them with `Fuzz/run.sh TARGET SECONDS`: it adds the
// address sanitizer, libFuzzer's coverage and libFuzzer itself, without which they do not link.
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
    .executableTarget(name: "FuzzWhatsApp", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzImport", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzMarkdown", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzMath", dependencies: ["FuzzSupport"]),
  ]
)
