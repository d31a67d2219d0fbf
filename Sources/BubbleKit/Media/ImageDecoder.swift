/// Sniffs the format and decodes, refusing images above the pixel limit
/// before decoding (dimensions come from the header).
public enum ImageDecoder {
  /// 50 megapixels, the format's limit.
  public static let maxPixels = 50_000_000

  public static func decode(_ bytes: [UInt8]) -> RasterImage? {
    guard let size = pngSize(bytes), size.width > 0, size.height > 0,
      size.width * size.height <= maxPixels, size.width <= 32767, size.height <= 32767
    else { return nil }
    return RasterImage.decodePNG(bytes)
  }

  /// Width and height from a PNG's IHDR chunk.
  static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else {
      return nil
    }
    func be32(_ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (be32(16), be32(20))
  }
}
