import BubbleCore
import CImageCodecs

/// The image formats BubbleKit decodes, told apart by their first bytes.
public enum ImageFormat: String, Sendable, CustomStringConvertible {
  case png = "PNG"
  case jpeg = "JPEG"
  case webp = "WebP"

  public var description: String { rawValue }

  /// The format the magic bytes announce, or `nil` for anything else.
  public init?(sniffing bytes: [UInt8]) {
    let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if bytes.starts(with: pngSignature) {
      self = .png
    } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if bytes.count >= 12, bytes.starts(with: "RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8) {
      self = .webp
    } else {
      return nil
    }
  }
}

/// Why bytes did not become an image; `description` is worded for warnings.
public enum ImageDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
  case empty
  case unknownFormat
  /// The header's size is above `ImageDecoder.maxPixels` or Cairo's side limit.
  case tooLarge(ImageFormat, width: Int, height: Int)
  /// Truncated, damaged, or inconsistent; the detail comes from the codec.
  case corrupt(ImageFormat, String)
  /// A valid file using a feature the codec cannot decode (12-bit JPEG, ...).
  case unsupported(ImageFormat, String)
  /// Cairo could not allocate the image.
  case cannotAllocate(width: Int, height: Int, String)

  public var description: String {
    switch self {
    case .empty: "empty file (0 bytes)"
    case .unknownFormat: "not an image (unknown format)"
    case .tooLarge(_, let width, let height) where width * height > ImageDecoder.maxPixels:
      "image of \(width) x \(height) px exceeds the \(ImageDecoder.maxPixels / 1_000_000)-megapixel limit"
    case .tooLarge(_, let width, let height):
      "image of \(width) x \(height) px exceeds the \(ImageDecoder.maxSide) px side limit"
    case .corrupt(let format, let detail): "truncated or corrupt \(format): \(detail)"
    case .unsupported(let format, let detail): "unsupported \(format): \(detail)"
    case .cannotAllocate(let width, let height, let detail):
      "cannot allocate a \(width) x \(height) px image: \(detail)"
    }
  }
}

/// Sniffs the format and decodes PNG, JPEG and WebP, refusing images above
/// the limits from their headers, before any pixel memory is allocated.
public enum ImageDecoder {
  /// 50 megapixels (200 MB of pixels).
  public static let maxPixels = 50_000_000
  /// Cairo image surfaces are at most 32767 px per side.
  public static let maxSide = 32767

  public typealias PixelSize = (width: Int, height: Int)

  /// Decodes `bytes`, or says why not. JPEGs are turned upright by their EXIF
  /// orientation. With a `targetSize` (upright, in pixels) a large JPEG may be
  /// decoded at 1/2, 1/4 or 1/8 scale, never below the target on either side;
  /// a PNG or still WebP at least twice the target on both sides is decoded
  /// straight to the target (`areaScaledSize`), averaging, with no full-size buffer.
  public static func decode(
    _ bytes: [UInt8], targetSize: PixelSize? = nil
  ) -> Result<RasterImage, ImageDecodingError> {
    guard !bytes.isEmpty else { return .failure(.empty) }
    guard let format = ImageFormat(sniffing: bytes) else { return .failure(.unknownFormat) }
    switch format {
    case .png: return decodePNG(bytes, targetSize: targetSize)
    case .jpeg: return decodeJPEG(bytes, targetSize: targetSize)
    case .webp: return decodeWebP(bytes, targetSize: targetSize)
    }
  }

  /// The upright size from the header alone, or `nil` when it cannot be read.
  public static func dimensions(of bytes: [UInt8]) -> (width: Int, height: Int)? {
    switch ImageFormat(sniffing: bytes) {
    case .png: return try? pngSize(bytes).get()
    case .jpeg: return (try? jpegInfo(bytes, scaleDenominator: 1).get()).map(uprightOutputSize)
    case .webp: return (try? webpInfo(bytes).get()).map { (Int($0.width), Int($0.height)) }
    case nil: return nil
    }
  }

  /// The size `decode(bytes, targetSize:)` allocates, from the header alone: the image's, a
  /// JPEG's at the DCT scale it would decode at, or a PNG's or WebP's scaled size. `nil` when the
  /// header cannot be read or the image is over the limits (decoding then fails before allocating).
  public static func decodedSize(of bytes: [UInt8], targetSize: PixelSize? = nil) -> PixelSize? {
    guard let format = ImageFormat(sniffing: bytes), let size = dimensions(of: bytes),
      checkSize(format, width: size.width, height: size.height) == nil
    else { return nil }
    switch format {
    case .png: return areaScaledSize(for: size, targetSize: targetSize) ?? size
    case .webp:
      guard (try? webpInfo(bytes).get())?.has_animation == 0 else { return size }
      return areaScaledSize(for: size, targetSize: targetSize) ?? size
    case .jpeg:
      let denominator = jpegScaleDenominator(for: size, targetSize: targetSize)
      guard denominator > 1 else { return size }
      return (try? jpegInfo(bytes, scaleDenominator: denominator).get()).map(uprightOutputSize)
    }
  }

  /// The bytes `decode(bytes, targetSize:)` allocates at its peak, from the header alone: the
  /// decoded image, plus the sums of a scaled interlaced PNG (16 bytes per output pixel), the
  /// whole-size pixels libwebp decodes a lossless WebP into before scaling or converting them,
  /// the two canvases it keeps for an animation, or a progressive JPEG's coefficients (whole
  /// size whatever the scale). 0 when decoding would fail before allocating.
  public static func decodingBytes(of bytes: [UInt8], targetSize: PixelSize? = nil) -> Int {
    guard let size = decodedSize(of: bytes, targetSize: targetSize) else { return 0 }
    let image = size.width * size.height * 4
    switch ImageFormat(sniffing: bytes) {
    case .png where bytes.count > 28 && bytes[28] != 0 && dimensions(of: bytes).map({ $0 != size }) == true:
      return image * 5
    case .jpeg:
      guard let info = try? jpegInfo(bytes, scaleDenominator: 1).get(), info.progressive != 0 else { return image }
      return image + progressiveJPEGCoefficientBytes(info)
    case .webp:
      guard let info = try? webpInfo(bytes).get() else { return image }
      let whole = Int(info.width) * Int(info.height) * 4
      if info.has_animation != 0 { return image + 2 * whole }
      return info.is_lossless != 0 ? image + whole : image
    default:
      return image
    }
  }

  /// An upper bound of what libjpeg buffers for a progressive file: two bytes per coefficient of
  /// every component at full resolution (less with chroma subsampling), in whole 16 px blocks,
  /// at most the decoder's memory cap (past it decoding fails instead of allocating).
  static func progressiveJPEGCoefficientBytes(_ info: bk_jpeg_info) -> Int {
    func blocks(_ length: Int32) -> Int { (Int(length) + 15) / 16 * 16 }
    return min(512 << 20, blocks(info.width) * blocks(info.height) * Int(info.components) * 2)
  }

  /// Refuses sizes Cairo cannot hold or that exceed the memory budget.
  static func checkSize(_ format: ImageFormat, width: Int, height: Int) -> ImageDecodingError? {
    guard width > 0, height > 0 else { return .corrupt(format, "header gives a size of \(width) x \(height) px") }
    guard width <= maxSide, height <= maxSide, width * height <= maxPixels else {
      return .tooLarge(format, width: width, height: height)
    }
    return nil
  }
}

// MARK: - PNG (libpng)

extension ImageDecoder {
  static func decodePNG(_ bytes: [UInt8], targetSize: PixelSize?) -> Result<RasterImage, ImageDecodingError> {
    pngSize(bytes).flatMap { size in
      if let problem = checkSize(.png, width: size.width, height: size.height) { return .failure(problem) }
      if let scaled = areaScaledSize(for: size, targetSize: targetSize) {
        return decodeWithCodec(.png, width: scaled.width, height: scaled.height) { pixels, stride, error in
          bk_png_decode_scaled_argb32(
            bytes, bytes.count, pixels, Int32(scaled.width), Int32(scaled.height), Int32(stride), error,
            errorCapacity)
        }
      }
      return decodeWithCodec(.png, width: size.width, height: size.height) { pixels, stride, error in
        bk_png_decode_argb32(
          bytes, bytes.count, pixels, Int32(size.width), Int32(size.height), Int32(stride), error, errorCapacity)
      }
    }
  }

  /// Width and height from the IHDR chunk, which the format requires first.
  static func pngSize(_ bytes: [UInt8]) -> Result<PixelSize, ImageDecodingError> {
    let ihdrLength: [UInt8] = [0, 0, 0, 13]
    guard bytes.count >= 24 else { return .failure(.corrupt(.png, "file ends inside the header")) }
    guard bytes[8..<12].elementsEqual(ihdrLength), bytes[12..<16].elementsEqual("IHDR".utf8) else {
      return .failure(.corrupt(.png, "no IHDR chunk after the signature"))
    }
    func bigEndian32(_ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return .success((bigEndian32(16), bigEndian32(20)))
  }
}

// MARK: - JPEG (libjpeg-turbo) and WebP (libwebp)

extension ImageDecoder {
  static func decodeJPEG(_ bytes: [UInt8], targetSize: PixelSize?) -> Result<RasterImage, ImageDecodingError> {
    jpegInfo(bytes, scaleDenominator: 1).flatMap { info in
      if let problem = checkSize(.jpeg, width: Int(info.width), height: Int(info.height)) {
        return .failure(problem)
      }
      let denominator = jpegScaleDenominator(for: uprightOutputSize(info), targetSize: targetSize)
      let scaledInfo = denominator == 1 ? .success(info) : jpegInfo(bytes, scaleDenominator: denominator)
      return scaledInfo.flatMap { scaled in
        let size = uprightOutputSize(scaled)
        let decoded = decodeWithCodec(.jpeg, width: size.width, height: size.height) { pixels, stride, error in
          bk_jpeg_decode_argb32(
            bytes, bytes.count, denominator, pixels, Int32(size.width), Int32(size.height), Int32(stride), error,
            errorCapacity)
        }
        // The file is exactly these pixels (whole size, upright, not CMYK): a PDF or SVG embeds it as it is.
        if case .success(let image) = decoded, denominator == 1, scaled.orientation == 1, scaled.components != 4 {
          image.attachEncoded(bytes, mimeType: "image/jpeg")
        }
        return decoded
      }
    }
  }

  static func decodeWebP(_ bytes: [UInt8], targetSize: PixelSize?) -> Result<RasterImage, ImageDecodingError> {
    webpInfo(bytes).flatMap { info in
      let size = (width: Int(info.width), height: Int(info.height))
      if let problem = checkSize(.webp, width: size.width, height: size.height) { return .failure(problem) }
      // An animation's first frame is composed on its canvas, which libwebp cannot scale.
      let scaled = info.has_animation == 0 ? areaScaledSize(for: size, targetSize: targetSize) : nil
      let (width, height) = scaled ?? size
      return decodeWithCodec(.webp, width: width, height: height) { pixels, stride, error in
        bk_webp_decode_argb32(
          bytes, bytes.count, pixels, Int32(width), Int32(height), Int32(stride), error, errorCapacity)
      }
    }
  }

  /// The size a PNG or still WebP of `size` decodes to for `targetSize`: the target when the
  /// image is at least twice it on both sides (closer than that, averaging boxes of one or two
  /// pixels would look worse than drawing the full image scaled), else `nil` (full size). Each
  /// side keeps at least 1/4096 of the image's, so a box never holds more source pixels than
  /// the PNG averager's 32-bit sums allow.
  static func areaScaledSize(for size: PixelSize, targetSize: PixelSize?) -> PixelSize? {
    guard let targetSize, targetSize.width > 0, targetSize.height > 0,
      size.width >= 2 * targetSize.width, size.height >= 2 * targetSize.height
    else { return nil }
    func side(_ target: Int, of length: Int) -> Int { min(length, max(target, (length + 4095) / 4096)) }
    return (side(targetSize.width, of: size.width), side(targetSize.height, of: size.height))
  }

  static func jpegInfo(_ bytes: [UInt8], scaleDenominator: Int32) -> Result<bk_jpeg_info, ImageDecodingError> {
    var info = bk_jpeg_info()
    return callCodec(.jpeg) { error in
      bk_jpeg_read_info(bytes, bytes.count, scaleDenominator, &info, error, errorCapacity)
    }
    .map { info }
  }

  static func webpInfo(_ bytes: [UInt8]) -> Result<bk_webp_info, ImageDecodingError> {
    var info = bk_webp_info()
    return callCodec(.webp) { error in bk_webp_read_info(bytes, bytes.count, &info, error, errorCapacity) }
      .map { info }
  }

  /// The largest DCT downscale (1/8, 1/4, 1/2) that keeps both sides at or
  /// above the target: decoding a 4000 px photo for a 300 px bubble at 1/8
  /// needs 1/64 of the memory.
  static func jpegScaleDenominator(for size: PixelSize, targetSize: PixelSize?) -> Int32 {
    guard let targetSize, targetSize.width > 0, targetSize.height > 0 else { return 1 }
    func scaledUp(_ length: Int, _ denominator: Int) -> Int { (length + denominator - 1) / denominator }
    let fitting = [8, 4, 2].first {
      scaledUp(size.width, $0) >= targetSize.width && scaledUp(size.height, $0) >= targetSize.height
    }
    return Int32(fitting ?? 1)
  }

  /// EXIF orientations 5-8 turn the image a quarter, swapping its sides.
  static func uprightOutputSize(_ info: bk_jpeg_info) -> PixelSize {
    let width = Int(info.output_width)
    let height = Int(info.output_height)
    return info.orientation >= 5 ? (height, width) : (width, height)
  }

  /// Room for the codecs' NUL-terminated messages.
  static let errorCapacity = 256

  /// Runs a codec call that fills an error buffer, turning its status into a Result.
  static func callCodec(
    _ format: ImageFormat, _ call: (_ error: UnsafeMutablePointer<CChar>) -> Int32
  ) -> Result<Void, ImageDecodingError> {
    var message = [CChar](repeating: 0, count: errorCapacity)
    let status = message.withUnsafeMutableBufferPointer { call($0.baseAddress!) }
    guard Int(status) != BK_DECODE_OK else { return .success(()) }
    let detail = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    return .failure(Int(status) == BK_DECODE_UNSUPPORTED ? .unsupported(format, detail) : .corrupt(format, detail))
  }

  /// Allocates the image (only after the size checks) and lets the codec fill it.
  static func decodeWithCodec(
    _ format: ImageFormat, width: Int, height: Int,
    _ decode: (_ pixels: UnsafeMutablePointer<UInt8>, _ stride: Int, _ error: UnsafeMutablePointer<CChar>) -> Int32
  ) -> Result<RasterImage, ImageDecodingError> {
    let image: RasterImage
    do {
      image = try RasterImage.blank(width: width, height: height)
    } catch {
      return .failure(.cannotAllocate(width: width, height: height, error.description))
    }
    return image.withMutablePixels { pixels, stride in
      callCodec(format) { error in decode(pixels, stride, error) }
    }.map { image }
  }
}
