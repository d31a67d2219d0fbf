import BubbleGraphics
import BubbleKit
import Foundation
import SnapshotTesting

extension Diffing where Value == Data {
  /// Compares PNG images pixel by pixel rather than byte by byte.
  ///
  /// Two images match when they have the same size and at most `maxDifferingShare` of their
  /// pixels differ by more than `channelTolerance` (0...255) in any channel (alpha, red, green,
  /// blue). On a mismatch swift-snapshot-testing writes the actual image, to `$SNAPSHOT_ARTIFACTS`
  /// (else the temporary folder) in a folder named after the test file, named after the snapshot
  /// (`ChatSnapshotTests/png.1.png`); this writes a diff image beside it (`png.1.diff.png`: the
  /// reference washed out, differing pixels in red). The failure message gives the number of
  /// differing pixels, their bounding box and both paths.
  ///
  /// - Parameters:
  ///   - channelTolerance: Largest difference in any channel still counted as equal. 2 absorbs
  ///     the rounding of anti-aliased edges; 0 demands exact pixels.
  ///   - maxDifferingShare: Share of pixels (0...1) allowed to differ beyond the tolerance.
  ///     `0.0002` is 2 pixels in 10,000; a one-pixel-wide column of a 780 x 1200 image is 0.0013.
  ///   - artifactsDirectory: Another folder for the diff image (the actual image stays where
  ///     swift-snapshot-testing writes it).
  ///   - artifactName: The diff image's name is `NAME.diff.png`; by default the snapshot's.
  ///   - file: The test's file, as `assertSnapshot` takes it: the diff image is named after the
  ///     snapshot that the test keeps in `__Snapshots__` beside it (else the running Swift Testing test's).
  ///   - testName: The test's function, as `assertSnapshot` takes it.
  public static func bubblePNG(
    channelTolerance: Int = BubbleSnapshotDefaults.channelTolerance,
    maxDifferingShare: Double = BubbleSnapshotDefaults.maxDifferingShare,
    artifactsDirectory: URL? = nil,
    artifactName: String? = nil,
    file: StaticString = #filePath,
    testName: String = #function
  ) -> Diffing {
    bubblePNG(
      comparison: ImageComparison(channelTolerance: channelTolerance, maxDifferingShare: maxDifferingShare),
      placement: ArtifactPlacement(
        directory: artifactsDirectory, name: artifactName,
        caller: SnapshotCaller(filePath: "\(file)", testName: testName)))
  }

  static func bubblePNG(comparison: ImageComparison, placement: ArtifactPlacement) -> Diffing {
    .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
      // A render that failed never matches, not even a reference recorded from a failed render.
      guard reference != actual || RenderFailure.message(in: actual) != nil else { return nil }
      guard let outcome = PNGDiff.compare(reference: reference, actual: actual, comparison: comparison) else {
        return nil
      }
      let artifacts = FailureArtifacts.locate(reference: reference, actual: actual, placement: placement)
      let files = artifacts.write(diffPNG: outcome.diffPNG)
      let message = "PNG snapshot differs: \(outcome.summary)." + (files.isEmpty ? "" : "\n" + files)
      var attachments: [DiffAttachment] = []
      if let diff = outcome.diffPNG { attachments.append(.data(Data(diff), name: "difference.png")) }
      return (message, attachments)
    }
  }
}

extension Snapshotting where Value == Data, Format == Data {
  /// PNG data (rendered by any means) compared with `Diffing.bubblePNG(channelTolerance:...)`;
  /// stored as `.png`.
  public static func bubblePNG(
    channelTolerance: Int = BubbleSnapshotDefaults.channelTolerance,
    maxDifferingShare: Double = BubbleSnapshotDefaults.maxDifferingShare,
    artifactsDirectory: URL? = nil,
    artifactName: String? = nil,
    file: StaticString = #filePath,
    testName: String = #function
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .bubblePNG(
        channelTolerance: channelTolerance, maxDifferingShare: maxDifferingShare,
        artifactsDirectory: artifactsDirectory, artifactName: artifactName, file: file, testName: testName))
  }
}

/// The tolerances the strategies use unless told otherwise (and BubbleKit's own suite uses).
public enum BubbleSnapshotDefaults {
  /// Channel differences up to 2 of 255 are anti-aliasing noise, not changes.
  public static let channelTolerance = 2
  /// 2 pixels in 10,000 may differ beyond the tolerance.
  public static let maxDifferingShare = 0.0002
  /// `RenderOptions()` with ten minutes for a render instead of one: a snapshot test checks
  /// pixels, not speed, and a CI machine running a whole suite at once can take longer than a
  /// minute for a render it does in a second alone.
  public static let options: RenderOptions = {
    var options = RenderOptions()
    options.budget.renderTime = .seconds(600)
    return options
  }()
}

/// Why two images do not match, and the diff image when they are the same size.
struct PNGDiffOutcome {
  var summary: String
  var diffPNG: [UInt8]?
}

enum PNGDiff {
  /// `nil` when the images match within `comparison`; otherwise why not.
  static func compare(reference: Data, actual: Data, comparison: ImageComparison) -> PNGDiffOutcome? {
    if let failure = RenderFailure.message(in: actual) { return PNGDiffOutcome(summary: failure, diffPNG: nil) }
    let expected: RasterImage
    switch ImageDecoder.decode([UInt8](reference)) {
    case .success(let image): expected = image
    case .failure(let problem):
      return PNGDiffOutcome(summary: "the reference is not a readable PNG (\(problem))", diffPNG: nil)
    }
    let rendered: RasterImage
    switch ImageDecoder.decode([UInt8](actual)) {
    case .success(let image): rendered = image
    case .failure(let problem):
      return PNGDiffOutcome(summary: "the snapshot is not a readable PNG (\(problem))", diffPNG: nil)
    }
    let result = comparison.compare(expected: expected, actual: rendered)
    if result.passed { return nil }
    guard result.sizesMatch else {
      return PNGDiffOutcome(
        summary: "image sizes differ: reference \(expected.width) x \(expected.height) px, "
          + "snapshot \(rendered.width) x \(rendered.height) px",
        diffPNG: nil)
    }
    let share = Double(result.differingPixels) / Double(max(1, result.totalPixels))
    let summary =
      result.summary + " (\(percent(share)) of the image, \(percent(comparison.maxDifferingShare)) allowed, "
      + "channel tolerance \(comparison.channelTolerance))"
    return PNGDiffOutcome(summary: summary, diffPNG: result.diffPNG)
  }

  /// `bubble-` and 16 hex digits of an FNV-1a hash of the bytes.
  static func hashName(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return "bubble-" + String(repeating: "0", count: 16 - hex.count) + hex
  }

  private static func percent(_ share: Double) -> String {
    let value = share * 100
    if value == 0 { return "0%" }
    if value >= 1 { return String(format: "%.1f%%", value) }
    return String(format: "%.3g%%", value)
  }
}

/// A render that failed still has to yield snapshot data (strategies cannot throw): a short
/// text, marked so the diffing can report it instead of "not a PNG".
enum RenderFailure {
  private static let marker = "BubbleSnapshotTesting: "

  static func data(_ message: String) -> Data { Data((marker + message + "\n").utf8) }

  static func message(in data: Data) -> String? {
    guard data.count < 64 << 10, let text = String(data: data, encoding: .utf8), text.hasPrefix(marker) else {
      return nil
    }
    return String(text.dropFirst(marker.count)).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
