import CVideo

/// The encoders of MP4 (H.264, AAC) and WebM (VP9, Opus), looked up by name at run time (a
/// system FFmpeg may lack libx264) and set for speed (a 45 s story encodes in less than 45 s on
/// two cores, beside the drawing) and for the same bytes from the same frames.
extension Encoder {
  /// The threads each video encoder uses: fixed, as the bytes depend on it (x264's frame threads).
  static let videoThreads: Int32 = 2

  static func h264(_ settings: AnimationSettings, maxBitrate: Int?, globalHeaders: Bool) throws(GraphicsError)
    -> Encoder
  {
    guard let codec = bk_avcodec_find_encoder_by_name("libx264") ?? bk_avcodec_find_encoder(AV_CODEC_ID_H264) else {
      throw GraphicsError(
        "H.264 is not available in this FFmpeg (no libx264 nor other H.264 encoder); write WebM (VP9) instead")
    }
    let encoder = try Encoder(codec)
    encoder.configureVideo(settings, format: AV_PIX_FMT_YUV420P, globalHeaders: globalHeaders)
    if let maxBitrate {
      encoder.context.pointee.rc_max_rate = Int64(maxBitrate)
      encoder.context.pointee.rc_buffer_size = Int32(clamping: maxBitrate)
    }
    // Another H.264 encoder (a hardware one) has options of its own; it gets FFmpeg's defaults.
    if encoder.name == "libx264" {
      try encoder.setOption("preset", "veryfast")
      try encoder.setOption("crf", String(h264RateFactor(settings.quality)))
      // x264's macroblock tree reads cost buffers it has not written (at a frame's right edge
      // when the width is no multiple of 16): with it, an MP4 after the first in a process
      // came out different (StoryFormatsTests). Without it the bytes are the same every time.
      try encoder.setOption("x264-params", "mbtree=0")
    }
    try encoder.open()
    return encoder
  }

  static func vp9(_ settings: AnimationSettings, maxBitrate: Int?, globalHeaders: Bool) throws(GraphicsError)
    -> Encoder
  {
    guard let codec = bk_avcodec_find_encoder_by_name("libvpx-vp9") else {
      throw GraphicsError("VP9 is not available in this FFmpeg (no libvpx-vp9); write MP4 (H.264) instead")
    }
    let encoder = try Encoder(codec)
    // libvpx encodes the alpha plane as a second stream that WebM carries beside the picture.
    let format = settings.transparent ? AV_PIX_FMT_YUVA420P : AV_PIX_FMT_YUV420P
    encoder.configureVideo(settings, format: format, globalHeaders: globalHeaders)
    // Without a bitrate, constant quality; with one, the quality is kept under it (libvpx's CQ).
    // The alpha plane is a second libvpx encoder with the same settings: each gets half.
    if let maxBitrate { encoder.context.pointee.bit_rate = Int64(settings.transparent ? maxBitrate / 2 : maxBitrate) }
    try encoder.setOption("crf", String(vp9RateFactor(settings.quality)))
    // Small frames (stickers: 512 px, 3 s, 256 KB) get libvpx's better compression; story-sized
    // ones its realtime mode, 3 to 4 times as fast (a 1080 x 1920 story: 34 against 120 fps on
    // two cores) for about twice the bytes.
    let small = settings.pixelWidth * settings.pixelHeight <= 640 * 640
    try encoder.setOption("deadline", small ? "good" : "realtime")
    try encoder.setOption("cpu-used", small ? "4" : "5")
    try encoder.setOption("row-mt", "1")
    try encoder.open()
    return encoder
  }

  /// x264's constant rate factor: quality 70 (or none) is its default 23, 100 is 11, 0 is 51.
  static func h264RateFactor(_ quality: Int?) -> Int {
    guard let quality else { return 23 }
    return Int((51 - Double(quality) * 0.4).rounded())
  }

  /// libvpx's constant quality level, 0...63: quality 70 (or none) is 32, 100 is 18, 0 is 63.
  static func vp9RateFactor(_ quality: Int?) -> Int {
    Int((63 - Double(quality ?? 70) * 0.45).rounded())
  }

  private func configureVideo(_ settings: AnimationSettings, format: AVPixelFormat, globalHeaders: Bool) {
    let fps = Int32(settings.framesPerSecond)
    context.pointee.width = Int32(settings.pixelWidth)
    context.pointee.height = Int32(settings.pixelHeight)
    context.pointee.pix_fmt = format
    // One tick per frame: a frame shown longer is sent again (constant frame rate).
    context.pointee.time_base = AVRational(num: 1, den: fps)
    context.pointee.framerate = AVRational(num: fps, den: 1)
    context.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
    // A key frame (a point a player can seek to) at least every 5 s.
    context.pointee.gop_size = 5 * fps
    context.pointee.thread_count = Self.videoThreads
    // What `FrameConverter` makes, said in the stream so players convert back the same way.
    context.pointee.color_range = AVCOL_RANGE_MPEG
    context.pointee.colorspace = AVCOL_SPC_BT709
    context.pointee.color_primaries = AVCOL_PRI_BT709
    context.pointee.color_trc = AVCOL_TRC_BT709
    if globalHeaders { context.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
  }
}

/// The sound encoders: AAC (FFmpeg's own) in MP4, Opus (libopus) in WebM; mono 48 kHz.
extension Encoder {
  static func aac(globalHeaders: Bool) throws(GraphicsError) -> Encoder {
    guard let codec = bk_avcodec_find_encoder_by_name("aac") ?? bk_avcodec_find_encoder(AV_CODEC_ID_AAC) else {
      throw GraphicsError("AAC is not available in this FFmpeg; write the MP4 without sound")
    }
    return try openAudio(codec, bitRate: 96_000, globalHeaders: globalHeaders)
  }

  static func opus(globalHeaders: Bool) throws(GraphicsError) -> Encoder {
    guard let codec = bk_avcodec_find_encoder_by_name("libopus") else {
      throw GraphicsError("Opus is not available in this FFmpeg (no libopus); write MP4 (AAC) or WebM without sound")
    }
    return try openAudio(codec, bitRate: 64_000, globalHeaders: globalHeaders)
  }

  private static func openAudio(_ codec: UnsafePointer<AVCodec>, bitRate: Int64, globalHeaders: Bool)
    throws(GraphicsError) -> Encoder
  {
    let encoder = try Encoder(codec)
    // Float samples, one channel: packed and planar are the same bytes, so either will do.
    guard let format = [AV_SAMPLE_FMT_FLTP, AV_SAMPLE_FMT_FLT].first(where: encoder.supports) else {
      throw GraphicsError("\(encoder.name) takes no 32-bit float samples")
    }
    let rate = Int32(AnimationSettings.audioSampleRate)
    encoder.context.pointee.sample_fmt = format
    encoder.context.pointee.sample_rate = rate
    encoder.context.pointee.time_base = AVRational(num: 1, den: rate)
    encoder.context.pointee.bit_rate = bitRate
    encoder.context.pointee.thread_count = 1
    bk_av_channel_layout_default(&encoder.context.pointee.ch_layout, 1)
    if globalHeaders { encoder.context.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
    try encoder.open()
    return encoder
  }
}
