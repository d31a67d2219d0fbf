import CVideo

/// Drops H.264's SEI units from the encoded stream: libx264 writes its version and every option
/// into one, which would make the same frames differ between builds; our streams carry no other.
/// FFmpeg's `filter_units` bitstream filter (an `AVBSFContext`).
final class SEIFilter {
  private let context: UnsafeMutablePointer<AVBSFContext>
  private let output: UnsafeMutablePointer<AVPacket>

  /// `nil` when this FFmpeg was built without `filter_units` (then the SEI stays: harmless).
  init?(for encoder: Encoder) throws(GraphicsError) {
    guard let filter = bk_av_bsf_get_by_name("filter_units") else { return nil }
    var allocated: UnsafeMutablePointer<AVBSFContext>?
    try ffmpegCheck(bk_av_bsf_alloc(filter, &allocated), "allocating the SEI filter")
    guard let context = allocated else { throw GraphicsError("allocating the SEI filter failed") }
    guard let output = bk_av_packet_alloc() else {
      bk_av_bsf_free(&allocated)
      throw GraphicsError("allocating a packet for the SEI filter failed")
    }
    self.context = context
    self.output = output
    // Type 6 is SEI (H.264 table 7-1).
    try ffmpegSetOption(context.pointee.priv_data, "remove_types", "6", owner: "filter_units")
    try ffmpegCheck(
      bk_avcodec_parameters_from_context(context.pointee.par_in, encoder.context), "setting up the SEI filter")
    context.pointee.time_base_in = encoder.context.pointee.time_base
    try ffmpegCheck(bk_av_bsf_init(context), "setting up the SEI filter")
  }

  deinit {
    var output: UnsafeMutablePointer<AVPacket>? = output
    bk_av_packet_free(&output)
    var context: UnsafeMutablePointer<AVBSFContext>? = context
    bk_av_bsf_free(&context)
  }

  /// The stream's parameters after filtering (its extradata without SEI).
  var parameters: UnsafePointer<AVCodecParameters> { UnsafePointer(context.pointee.par_out) }

  /// Filters `packet` (taking its reference; `nil` flushes) and hands each packet that comes out
  /// to `sink`, which must take or unreference it.
  func filter(
    _ packet: UnsafeMutablePointer<AVPacket>?, into sink: (UnsafeMutablePointer<AVPacket>) throws(GraphicsError) -> Void
  ) throws(GraphicsError) {
    try ffmpegCheck(bk_av_bsf_send_packet(context, packet), "removing H.264's SEI")
    while true {
      let received = bk_av_bsf_receive_packet(context, output)
      if received == bk_averror_again() || received == bk_averror_eof() { return }
      try ffmpegCheck(received, "removing H.264's SEI")
      try sink(output)
      bk_av_packet_unref(output)
    }
  }
}
