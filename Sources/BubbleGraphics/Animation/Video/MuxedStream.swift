import CVideo

/// One encoder feeding one stream of the file: frames in, packets (through the SEI filter for
/// H.264) out to the muxer.
final class MuxedStream {
  let encoder: Encoder
  private let muxer: Muxer
  private let filter: SEIFilter?
  private let stream: UnsafeMutablePointer<AVStream>
  /// Every packet's duration in the encoder's time base when it leaves it unset (a video frame
  /// lasts one tick); the muxer would otherwise guess the last one's.
  private let packetDuration: Int64?

  init(_ encoder: Encoder, in muxer: Muxer, filter: SEIFilter? = nil, packetDuration: Int64? = nil)
    throws(GraphicsError)
  {
    self.encoder = encoder
    self.muxer = muxer
    self.filter = filter
    self.packetDuration = packetDuration
    stream = try muxer.addStream(for: encoder, parameters: filter?.parameters)
  }

  /// Encodes `frame` and writes what comes out; `nil` flushes the encoder and the filter.
  func send(_ frame: UnsafeMutablePointer<AVFrame>?) throws(GraphicsError) {
    try encoder.encode(frame) { packet throws(GraphicsError) in
      if packet.pointee.duration == 0, let packetDuration { packet.pointee.duration = packetDuration }
      if let filter {
        try filter.filter(packet, into: write)
      } else {
        try write(packet)
      }
    }
    if frame == nil, let filter { try filter.filter(nil, into: write) }
  }

  private func write(_ packet: UnsafeMutablePointer<AVPacket>) throws(GraphicsError) {
    try muxer.write(packet, timeBase: encoder.context.pointee.time_base, to: stream)
  }
}
