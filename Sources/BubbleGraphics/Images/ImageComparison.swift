import BubbleCore

/// Compares two images pixel by pixel, with a per-channel tolerance and a
/// maximum share of differing pixels; makes a highlighted diff image.
public struct ImageComparison: Sendable {
  /// Largest difference in any channel (0...255) still counted as equal.
  public var channelTolerance: Int
  /// Share of pixels (0...1) allowed to differ beyond the tolerance.
  public var maxDifferingShare: Double

  public init(channelTolerance: Int = 2, maxDifferingShare: Double = 0) {
    self.channelTolerance = channelTolerance
    self.maxDifferingShare = maxDifferingShare
  }

  public struct Result: Sendable {
    public var sizesMatch: Bool
    public var differingPixels: Int
    public var totalPixels: Int
    /// Bounding box of the differing pixels (x, y, width, height), if any.
    public var bounds: (x: Int, y: Int, width: Int, height: Int)?
    /// The expected image dimmed, with differing pixels in red.
    public var diffImage: RasterImage?
    public var passed: Bool

    /// `diffImage` as a PNG.
    public var diffPNG: [UInt8]? { try? diffImage?.pngData() }

    public var summary: String {
      guard sizesMatch else { return "image sizes differ" }
      guard let bounds else { return "images are equal" }
      return "\(differingPixels) of \(totalPixels) pixels differ, within x=\(bounds.x) y=\(bounds.y) "
        + "w=\(bounds.width) h=\(bounds.height)"
    }
  }

  /// Compares two PNG files' bytes; `nil` when either is not a decodable PNG.
  public func compare(expectedPNG: [UInt8], actualPNG: [UInt8]) -> Result? {
    guard let expected = RasterImage.decodePNG(expectedPNG), let actual = RasterImage.decodePNG(actualPNG) else {
      return nil
    }
    return compare(expected: expected, actual: actual)
  }

  public func compare(expected: RasterImage, actual: RasterImage) -> Result {
    let total = expected.width * expected.height
    guard expected.width == actual.width, expected.height == actual.height else {
      return Result(
        sizesMatch: false, differingPixels: total, totalPixels: total, bounds: nil, diffImage: nil, passed: false)
    }
    let left = expected.argbPixels()
    let right = actual.argbPixels()
    var diff = [UInt32](repeating: 0, count: total)
    var differing = 0
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    for index in 0..<total {
      let a = left[index]
      let b = right[index]
      if a != b, channelDistance(a, b) > channelTolerance {
        differing += 1
        let x = index % expected.width
        let y = index / expected.width
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
        diff[index] = 0xFFFF_0000
      } else {
        diff[index] = faded(a)
      }
    }
    let bounds = differing == 0 ? nil : (x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    let passed = Double(differing) <= maxDifferingShare * Double(total)
    let diffImage = differing == 0 ? nil : RasterImage.fromARGB(diff, width: expected.width, height: expected.height)
    return Result(
      sizesMatch: true, differingPixels: differing, totalPixels: total, bounds: bounds, diffImage: diffImage,
      passed: passed)
  }

  private func channelDistance(_ a: UInt32, _ b: UInt32) -> Int {
    var largest = 0
    for shift in stride(from: 0, through: 24, by: 8) {
      let difference = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
      largest = max(largest, difference)
    }
    return largest
  }

  /// The expected pixel washed out towards white, so red differences stand out.
  private func faded(_ pixel: UInt32) -> UInt32 {
    func channel(_ shift: UInt32) -> UInt32 {
      let value = (pixel >> shift) & 0xFF
      return (value + 3 * 255) / 4
    }
    return 0xFF00_0000 | channel(16) << 16 | channel(8) << 8 | channel(0)
  }
}
