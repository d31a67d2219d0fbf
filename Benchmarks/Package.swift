// swift-tools-version:6.1
// The speed harness (issue 12): a package of its own so the root package, its tests and CI never
// build it. `swift package benchmark` (ordo-one/benchmark) runs the in-process benchmarks in
// Benchmarks/Rendering; `bubbles-bench` renders warm for compare.sh. See docs/performance.md.
import PackageDescription

let package = Package(
  name: "BubbleKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "BubbleKit", path: ".."),
    // Only the malloc interposer: the trait list replaces the default traits, so the Linux ARC
    // runtime interposer (RuntimeInterposer), which is not mirrored here, is left out.
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // Inputs (the corpus, the peer's 200-message chat, ChatGenerator's longer ones) and the
    // measured calls, shared by the benchmarks and bubbles-bench.
    .target(
      name: "BenchmarkSupport",
      dependencies: [.product(name: "BubbleKit", package: "BubbleKit")]
    ),
    // Warm renders with one renderer, timed in-process: median per image, for compare.sh.
    .executableTarget(
      name: "bubbles-bench",
      dependencies: ["BenchmarkSupport", .product(name: "BubbleKit", package: "BubbleKit")]
    ),
    .executableTarget(
      name: "Rendering",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "BubbleKit", package: "BubbleKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/Rendering",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
