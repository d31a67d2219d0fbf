import CVideo

/// An MP4 or WebM file muxed into memory (an `AVFormatContext` writing to a `MemoryFile`).
final class Muxer {
  private let context: UnsafeMutablePointer<AVFormatContext>
  private let output: UnsafeMutablePointer<AVIOContext>
  private let file = MemoryFile()
  let formatName: String

  init(formatName: String) throws(GraphicsError) {
    self.formatName = formatName
    var allocated: UnsafeMutablePointer<AVFormatContext>?
    try ffmpegCheck(
      bk_avformat_alloc_output_context2(&allocated, nil, formatName, nil), "setting up the \(formatName) muxer")
    guard let context = allocated else { throw GraphicsError("setting up the \(formatName) muxer failed") }
    guard let output = MemoryFileHandle.open(file, writable: true) else {
      bk_avformat_free_context(context)
      throw GraphicsError("allocating the \(formatName) output failed")
    }
    self.context = context
    self.output = output
    context.pointee.pb = output
    // BITEXACT: no library version and no random IDs (WebM's segment and track UIDs) in the file.
    context.pointee.flags |= AVFMT_FLAG_CUSTOM_IO | AVFMT_FLAG_BITEXACT
    // MP4's faststart reopens the output to read it back; it gets a second handle on the memory.
    context.pointee.opaque = Unmanaged.passUnretained(file).toOpaque()
    context.pointee.io_open = { context, handle, _, flags, _ in
      guard let context, let handle, let file = context.pointee.opaque else { return bk_averror_io() }
      let memory = Unmanaged<MemoryFile>.fromOpaque(file).takeUnretainedValue()
      handle.pointee = MemoryFileHandle.open(memory, writable: flags & AVIO_FLAG_WRITE != 0)
      return handle.pointee == nil ? bk_averror_no_memory() : 0
    }
    context.pointee.io_close2 = { _, handle in
      if let handle { MemoryFileHandle.close(handle) }
      return 0
    }
  }

  deinit {
    bk_avformat_free_context(context)
    MemoryFileHandle.close(output)
  }

  /// Whether encoders must put their headers in extradata (MP4 and WebM both do).
  var wantsGlobalHeaders: Bool { context.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 }

  /// A new stream carrying `encoder`'s packets (`parameters` when a bitstream filter changed
  /// them), timed in `encoder`'s time base until the header fixes the stream's own.
  func addStream(
    for encoder: Encoder, parameters: UnsafePointer<AVCodecParameters>? = nil
  ) throws(GraphicsError) -> UnsafeMutablePointer<AVStream> {
    guard let stream = bk_avformat_new_stream(context, nil) else {
      throw GraphicsError("adding a \(encoder.name) stream to the \(formatName) file failed")
    }
    if let parameters {
      try ffmpegCheck(
        bk_avcodec_parameters_copy(stream.pointee.codecpar, parameters), "copying \(encoder.name)'s parameters")
    } else {
      try ffmpegCheck(
        bk_avcodec_parameters_from_context(stream.pointee.codecpar, encoder.context),
        "copying \(encoder.name)'s parameters")
    }
    stream.pointee.time_base = encoder.context.pointee.time_base
    stream.pointee.avg_frame_rate = encoder.context.pointee.framerate
    return stream
  }

  func writeHeader(options: [(String, String)]) throws(GraphicsError) {
    var dictionary: OpaquePointer?
    defer { bk_av_dict_free(&dictionary) }
    for (key, value) in options {
      try ffmpegCheck(bk_av_dict_set(&dictionary, key, value, 0), "setting the \(formatName) option \(key)")
    }
    try ffmpegCheck(bk_avformat_write_header(context, &dictionary), "writing the \(formatName) header")
  }

  /// Writes `packet` (timed in `timeBase`) to `stream`, interleaved with the other streams; takes
  /// the packet's reference.
  func write(
    _ packet: UnsafeMutablePointer<AVPacket>, timeBase: AVRational, to stream: UnsafeMutablePointer<AVStream>
  ) throws(GraphicsError) {
    packet.pointee.stream_index = stream.pointee.index
    bk_av_packet_rescale_ts(packet, timeBase, stream.pointee.time_base)
    try ffmpegCheck(bk_av_interleaved_write_frame(context, packet), "writing a packet to the \(formatName) file")
  }

  /// Ends the file (MP4's index, moved to the front; WebM's cues) and returns its bytes.
  func finish() throws(GraphicsError) -> [UInt8] {
    try ffmpegCheck(bk_av_write_trailer(context), "ending the \(formatName) file")
    bk_avio_flush(output)
    try ffmpegCheck(output.pointee.error, "writing the \(formatName) file")
    return file.bytes
  }
}
