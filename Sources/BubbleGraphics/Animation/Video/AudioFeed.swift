import CVideo

/// The sound track cut into the audio encoder's frames, sent as the video reaches each one so the
/// muxer interleaves the two (an `AVFrame` reused frame after frame).
final class AudioFeed {
  private let samples: [Float]
  private let encoder: Encoder
  private let frame: UnsafeMutablePointer<AVFrame>
  private let frameSize: Int
  private let padsLastFrame: Bool
  /// Samples already sent to the encoder.
  private(set) var sent = 0

  /// `encoder` is open, mono, 32-bit float (packed or planar: the same bytes for one channel).
  init(samples: [Float], encoder: Encoder) throws(GraphicsError) {
    guard let frame = bk_av_frame_alloc() else { throw GraphicsError("allocating an audio frame failed") }
    self.samples = samples
    self.encoder = encoder
    self.frame = frame
    let fixedSize = Int(encoder.context.pointee.frame_size)
    frameSize = fixedSize > 0 ? fixedSize : 1024
    padsLastFrame = encoder.codec.pointee.capabilities & AV_CODEC_CAP_SMALL_LAST_FRAME == 0 && fixedSize > 0
  }

  deinit {
    var frame: UnsafeMutablePointer<AVFrame>? = frame
    bk_av_frame_free(&frame)
  }

  /// Sends the samples before `end` (whole frames only unless `last`) through `send`.
  func feed(
    upTo end: Int, last: Bool, send: (UnsafeMutablePointer<AVFrame>) throws(GraphicsError) -> Void
  ) throws(GraphicsError) {
    let end = min(end, samples.count)
    while sent < end, last || end - sent >= frameSize {
      let count = min(frameSize, end - sent)
      // A new buffer per frame: the encoder may keep the last one a while.
      bk_av_frame_unref(frame)
      frame.pointee.nb_samples = Int32(padsLastFrame ? frameSize : count)
      frame.pointee.format = encoder.context.pointee.sample_fmt.rawValue
      frame.pointee.sample_rate = encoder.context.pointee.sample_rate
      try ffmpegCheck(
        bk_av_channel_layout_copy(&frame.pointee.ch_layout, &encoder.context.pointee.ch_layout), "choosing mono")
      try ffmpegCheck(bk_av_frame_get_buffer(frame, 0), "allocating an audio frame")
      let destination = UnsafeMutableRawPointer(frame.pointee.data.0!).assumingMemoryBound(to: Float.self)
      samples.withUnsafeBufferPointer { destination.update(from: $0.baseAddress! + sent, count: count) }
      if padsLastFrame, count < frameSize { (destination + count).initialize(repeating: 0, count: frameSize - count) }
      frame.pointee.pts = Int64(sent)
      try send(frame)
      sent += count
    }
  }
}
