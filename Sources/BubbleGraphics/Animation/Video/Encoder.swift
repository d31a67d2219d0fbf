import CVideo

/// One open FFmpeg encoder (an `AVCodecContext`) and the packet it hands back.
final class Encoder {
  let context: UnsafeMutablePointer<AVCodecContext>
  let codec: UnsafePointer<AVCodec>
  /// The encoder's name, as FFmpeg lists it ("libx264", "libvpx-vp9", "aac").
  let name: String
  private let packet: UnsafeMutablePointer<AVPacket>

  init(_ codec: UnsafePointer<AVCodec>) throws(GraphicsError) {
    name = String(cString: codec.pointee.name)
    guard let context = bk_avcodec_alloc_context3(codec) else {
      throw GraphicsError("allocating the \(name) encoder failed")
    }
    guard let packet = bk_av_packet_alloc() else {
      var freed: UnsafeMutablePointer<AVCodecContext>? = context
      bk_avcodec_free_context(&freed)
      throw GraphicsError("allocating a packet for \(name) failed")
    }
    self.codec = codec
    self.context = context
    self.packet = packet
    // Same input, same bytes: no timing- or build-dependent choices inside the encoder.
    context.pointee.flags |= AV_CODEC_FLAG_BITEXACT
  }

  deinit {
    var packet: UnsafeMutablePointer<AVPacket>? = packet
    bk_av_packet_free(&packet)
    var context: UnsafeMutablePointer<AVCodecContext>? = context
    bk_avcodec_free_context(&context)
  }

  /// Sets one of the encoder's own options (x264's `preset`, libvpx's `cpu-used`).
  func setOption(_ option: String, _ value: String) throws(GraphicsError) {
    try ffmpegSetOption(context.pointee.priv_data, option, value, owner: name)
  }

  func open() throws(GraphicsError) {
    try ffmpegCheck(bk_avcodec_open2(context, codec, nil), "opening the \(name) encoder")
  }

  /// Encodes `frame` (`nil` flushes what the encoder holds back) and hands every packet that is
  /// ready to `sink`, which must take or unreference it.
  func encode(
    _ frame: UnsafeMutablePointer<AVFrame>?, into sink: (UnsafeMutablePointer<AVPacket>) throws(GraphicsError) -> Void
  ) throws(GraphicsError) {
    try ffmpegCheck(bk_avcodec_send_frame(context, frame), "\(name) encoding a frame")
    while true {
      let received = bk_avcodec_receive_packet(context, packet)
      if received == bk_averror_again() || received == bk_averror_eof() { return }
      try ffmpegCheck(received, "\(name) encoding a frame")
      try sink(packet)
      bk_av_packet_unref(packet)
    }
  }

  /// Whether the codec takes `format` among its listed formats.
  func supports(_ format: AVSampleFormat) -> Bool {
    guard var listed = codec.pointee.sample_fmts else { return false }
    while listed.pointee != AV_SAMPLE_FMT_NONE {
      if listed.pointee == format { return true }
      listed += 1
    }
    return false
  }
}
