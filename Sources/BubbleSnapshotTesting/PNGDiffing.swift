import BubbleKit
import Foundation
import SnapshotTesting

extension Diffing where Value == Data {
  /// Compares PNG images pixel by pixel rather than byte by byte.
  ///
  /// Two images match when they have the same size and at most `maxDifferingShare` of their
  /// pixels differ by more than `channelTolerance` (0...255) in any channel (alpha, red, green,
  /// blue). On a mismatch the actual image and a diff image (the reference washed out, with
  /// differing pixels in red) are written to `artifactsDirectory`, and the failure message gives
  /// the number of differing pixels, their bounding box and both files' paths.
  ///
  /// - Parameters:
  ///   - channelTolerance: Largest difference in any channel still counted as equal. 2 absorbs
  ///     the rounding of anti-aliased edges; 0 demands exact pixels.
  ///   - maxDifferingShare: Share of pixels (0...1) allowed to differ beyond the tolerance.
  ///     `0.0002` is 2 pixels in 10,000; a one-pixel-wide column of a 780 x 1200 image is 0.0013.
  ///   - artifactsDirectory: Where failures write `NAME.actual.png` and `NAME.diff.png`. By default
  ///     the `SNAPSHOT_ARTIFACTS` environment variable's folder (the one swift-snapshot-testing uses),
  ///     else `BubbleSnapshotTesting` in the temporary folder.
  ///   - artifactName: The files' `NAME`; by default `bubble-` and a hash of the actual image, so a
  ///     failure that repeats overwrites its own files.
  public static func bubblePNG(
    channelTolerance: Int = BubbleSnapshotDefaults.channelTolerance,
    maxDifferingShare: Double = BubbleSnapshotDefaults.maxDifferingShare,
    artifactsDirectory: URL? = nil,
    artifactName: String? = nil
  ) -> Diffing {
    let comparison = ImageComparison(channelTolerance: channelTolerance, maxDifferingShare: maxDifferingShare)
    return .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
      // A render that failed never matches, not even a reference recorded from a failed render.
      guard reference != actual || RenderFailure.message(in: actual) != nil else { return nil }
      let outcome = PNGDiff.compare(reference: reference, actual: actual, comparison: comparison)
      guard let outcome else { return nil }
      let message = PNGDiff.writeArtifacts(
        outcome, actual: actual, directory: artifactsDirectory ?? PNGDiff.defaultArtifactsDirectory,
        name: artifactName ?? PNGDiff.hashName(actual))
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
    artifactName: String? = nil
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .bubblePNG(
        channelTolerance: channelTolerance, maxDifferingShare: maxDifferingShare,
        artifactsDirectory: artifactsDirectory, artifactName: artifactName))
  }
}

/// The tolerances the strategies use unless told otherwise (and BubbleKit's own suite uses).
public enum BubbleSnapshotDefaults {
  /// Channel differences up to 2 of 255 are anti-aliasing noise, not changes.
  public static let channelTolerance = 2
  /// 2 pixels in 10,000 may differ beyond the tolerance.
  public static let maxDifferingShare = 0.0002
}

/// Why two images do not match, and the diff image when they are the same size.
struct PNGDiffOutcome {
  var summary: String
  var diffPNG: [UInt8]?
}

enum PNGDiff {
  static var defaultArtifactsDirectory: URL {
    if let folder = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !folder.isEmpty {
      return URL(fileURLWithPath: folder, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("BubbleSnapshotTesting", isDirectory: true)
  }

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

  /// Writes `NAME.actual.png` and `NAME.diff.png` and returns the failure message naming them.
  static func writeArtifacts(_ outcome: PNGDiffOutcome, actual: Data, directory: URL, name: String) -> String {
    var message = "PNG snapshot differs: \(outcome.summary)."
    let actualURL = directory.appendingPathComponent(name + ".actual.png")
    let diffURL = directory.appendingPathComponent(name + ".diff.png")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try? FileManager.default.removeItem(at: diffURL)
      try actual.write(to: actualURL)
      message += "\nActual: \(actualURL.path)"
      if let diff = outcome.diffPNG {
        try Data(diff).write(to: diffURL)
        message += "\nDiff:   \(diffURL.path) (differing pixels in red over the faded reference)"
      }
    } catch {
      message += "\n(could not write the actual and diff images to \(directory.path): \(error.localizedDescription))"
    }
    return message
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
