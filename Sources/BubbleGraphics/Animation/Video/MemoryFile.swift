import CVideo

/// The bytes of a file being muxed, kept in memory: FFmpeg writes, seeks back (an MP4's sizes,
/// a WebM's cues) and, for an MP4's `faststart`, reads it again to move the index to the front.
final class MemoryFile {
  var bytes: [UInt8] = []
}

/// One open handle on a `MemoryFile`: an `AVIOContext` with its own position, as a file
/// descriptor would have. The muxer's output is one; `faststart` opens a second to read with.
final class MemoryFileHandle {
  let file: MemoryFile
  var position = 0

  private init(file: MemoryFile) { self.file = file }

  private static let bufferSize: Int32 = 64 * 1024

  /// A new AVIOContext on `file`, owning a retained handle; free it with `close`.
  static func open(_ file: MemoryFile, writable: Bool) -> UnsafeMutablePointer<AVIOContext>? {
    guard let buffer = bk_av_malloc(Int(bufferSize)) else { return nil }
    let handle = Unmanaged.passRetained(MemoryFileHandle(file: file))
    let context = bk_avio_alloc_context(
      buffer.assumingMemoryBound(to: UInt8.self), bufferSize, writable ? 1 : 0, handle.toOpaque(),
      { opaque, bytes, count in MemoryFileHandle.from(opaque).read(into: bytes, count: count) },
      { opaque, bytes, count in MemoryFileHandle.from(opaque).write(bytes, count: count) },
      { opaque, offset, whence in MemoryFileHandle.from(opaque).seek(offset, whence: whence) })
    guard let context else {
      bk_av_free(buffer)
      handle.release()
      return nil
    }
    return context
  }

  /// Frees an AVIOContext made by `open` (its buffer, which FFmpeg may have replaced, and handle).
  static func close(_ context: UnsafeMutablePointer<AVIOContext>) {
    let handle = context.pointee.opaque
    bk_av_freep(&context.pointee.buffer)
    var freed: UnsafeMutablePointer<AVIOContext>? = context
    bk_avio_context_free(&freed)
    if let handle { Unmanaged<MemoryFileHandle>.fromOpaque(handle).release() }
  }

  private static func from(_ opaque: UnsafeMutableRawPointer?) -> MemoryFileHandle {
    Unmanaged<MemoryFileHandle>.fromOpaque(opaque!).takeUnretainedValue()
  }

  private func read(into destination: UnsafeMutablePointer<UInt8>?, count: Int32) -> Int32 {
    let available = min(Int(count), file.bytes.count - position)
    guard available > 0, let destination else { return bk_averror_eof() }
    file.bytes.withUnsafeBufferPointer { destination.update(from: $0.baseAddress! + position, count: available) }
    position += available
    return Int32(available)
  }

  private func write(_ source: UnsafeMutablePointer<UInt8>?, count: Int32) -> Int32 {
    guard let source, count > 0 else { return 0 }
    let count = Int(count)
    // A seek past the end leaves a gap, which reads back as zeros, as in a file.
    if position > file.bytes.count {
      file.bytes.append(contentsOf: repeatElement(0, count: position - file.bytes.count))
    }
    let overwritten = min(count, file.bytes.count - position)
    file.bytes.withUnsafeMutableBufferPointer {
      $0.baseAddress!.advanced(by: position).update(from: source, count: overwritten)
    }
    file.bytes.append(contentsOf: UnsafeBufferPointer(start: source + overwritten, count: count - overwritten))
    position += count
    return Int32(count)
  }

  private func seek(_ offset: Int64, whence: Int32) -> Int64 {
    if whence & AVSEEK_SIZE != 0 { return Int64(file.bytes.count) }
    let base: Int
    switch whence & ~AVSEEK_FORCE {
    case SEEK_SET: base = 0
    case SEEK_CUR: base = position
    case SEEK_END: base = file.bytes.count
    default: return Int64(bk_averror_io())
    }
    let target = Int64(base) + offset
    guard target >= 0, target <= Int64(Int32.max) else { return Int64(bk_averror_io()) }
    position = Int(target)
    return target
  }
}
