import CVideo

/// Cairo's premultiplied ARGB32 pixels to the encoder's YUV 4:2:0 frame (swscale), BT.709 in
/// limited range, as players expect of H.264 and VP9.
final class FrameConverter {
  /// The converted picture the encoder is sent (with its alpha plane when transparent).
  let frame: UnsafeMutablePointer<AVFrame>
  private let scaler: OpaquePointer
  private let width: Int
  private let height: Int
  private let transparent: Bool
  /// Straight-alpha copy of a transparent frame: swscale copies alpha, it does not unpremultiply.
  private var straight: [UInt8] = []

  // Native-endian ARGB words are BGRA bytes on a little-endian machine.
  #if _endian(little)
    private static let cairoFormat = AV_PIX_FMT_BGRA
  #else
    private static let cairoFormat = AV_PIX_FMT_ARGB
  #endif

  init(width: Int, height: Int, transparent: Bool) throws(GraphicsError) {
    let format = transparent ? AV_PIX_FMT_YUVA420P : AV_PIX_FMT_YUV420P
    // No scaling; bicubic only filters the chroma halving. BITEXACT and ACCURATE_RND: the same
    // output on every CPU, whatever SIMD it has.
    let flags = SWS_BICUBIC | SWS_ACCURATE_RND | SWS_BITEXACT
    guard
      let scaler = bk_sws_getContext(
        Int32(width), Int32(height), Self.cairoFormat, Int32(width), Int32(height), format, flags, nil, nil, nil)
    else { throw GraphicsError("setting up the conversion to YUV of \(width) x \(height) px frames failed") }
    guard let frame = bk_av_frame_alloc() else {
      bk_sws_freeContext(scaler)
      throw GraphicsError("allocating a video frame failed")
    }
    self.scaler = scaler
    self.frame = frame
    self.width = width
    self.height = height
    self.transparent = transparent
    // Full-range RGB in, limited-range BT.709 out.
    let bt709 = bk_sws_getCoefficients(SWS_CS_ITU709)
    try ffmpegCheck(
      bk_sws_setColorspaceDetails(scaler, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16), "choosing BT.709 for the frames")
    frame.pointee.format = format.rawValue
    frame.pointee.width = Int32(width)
    frame.pointee.height = Int32(height)
    frame.pointee.color_range = AVCOL_RANGE_MPEG
    frame.pointee.colorspace = AVCOL_SPC_BT709
    try ffmpegCheck(bk_av_frame_get_buffer(frame, 0), "allocating a \(width) x \(height) px video frame")
    if transparent { straight = [UInt8](repeating: 0, count: width * height * 4) }
  }

  deinit {
    var frame: UnsafeMutablePointer<AVFrame>? = frame
    bk_av_frame_free(&frame)
    bk_sws_freeContext(scaler)
  }

  /// Converts `image` (already checked to be `width` x `height`) into `frame`.
  func convert(_ image: RasterImage) throws(GraphicsError) {
    // The encoder may still hold the previous picture; this copies it away if so.
    try ffmpegCheck(bk_av_frame_make_writable(frame), "preparing a video frame")
    let converted: Int32
    if transparent {
      image.withPixels { pixels, stride in unpremultiply(pixels, stride: stride) }
      converted = straight.withUnsafeBufferPointer { scale(from: $0.baseAddress!, stride: width * 4) }
    } else {
      // Opaque frames are the same premultiplied or not.
      converted = image.withPixels { pixels, stride in scale(from: pixels, stride: stride) }
    }
    guard converted == Int32(height) else {
      throw GraphicsError("converting a frame to YUV failed: \(ffmpegErrorText(min(converted, -1)))")
    }
  }

  private func scale(from pixels: UnsafePointer<UInt8>, stride: Int) -> Int32 {
    var sources: [UnsafePointer<UInt8>?] = [pixels, nil, nil, nil]
    var sourceStrides: [Int32] = [Int32(stride), 0, 0, 0]
    return withUnsafeMutableBytes(of: &frame.pointee.data) { planes in
      withUnsafeMutableBytes(of: &frame.pointee.linesize) { strides in
        bk_sws_scale(
          scaler, &sources, &sourceStrides, 0, Int32(height),
          planes.baseAddress!.assumingMemoryBound(to: UnsafeMutablePointer<UInt8>?.self),
          strides.baseAddress!.assumingMemoryBound(to: Int32.self))
      }
    }
  }

  /// Premultiplied BGRA (or ARGB) words to straight ones in `straight`; the alpha byte's place is
  /// the same in both orders' words, so the word is split by shifts.
  private func unpremultiply(_ pixels: UnsafePointer<UInt8>, stride: Int) {
    straight.withUnsafeMutableBufferPointer { out in
      let words = UnsafeMutableRawPointer(out.baseAddress!).assumingMemoryBound(to: UInt32.self)
      for y in 0..<height {
        let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
          let word = row[x]
          let alpha = word >> 24
          guard alpha != 0, alpha != 255 else {
            words[y * width + x] = alpha == 0 ? 0 : word
            continue
          }
          let channel = { (shift: UInt32) in min(255, ((word >> shift & 0xFF) * 255 + alpha / 2) / alpha) << shift }
          words[y * width + x] = alpha << 24 | channel(16) | channel(8) | channel(0)
        }
      }
    }
  }
}
