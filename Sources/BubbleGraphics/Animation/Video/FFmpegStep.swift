import CVideo

/// FFmpeg's text for an error code (`av_strerror`), e.g. "Invalid argument".
func ffmpegErrorText(_ code: Int32) -> String {
  var buffer = [CChar](repeating: 0, count: 128)
  let found = buffer.withUnsafeMutableBufferPointer { bk_av_strerror(code, $0.baseAddress, $0.count) } == 0
  guard found else { return "FFmpeg error \(code)" }
  return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Throws when an FFmpeg call returned an error (a negative code), naming the step that failed;
/// else returns the code (some calls return a count).
@discardableResult
func ffmpegCheck(_ code: Int32, _ step: @autoclosure () -> String) throws(GraphicsError) -> Int32 {
  guard code >= 0 else { throw GraphicsError("\(step()) failed: \(ffmpegErrorText(code))") }
  return code
}

/// Sets an option of an FFmpeg object (an encoder's own options, a filter's), saying which one
/// failed when it does.
func ffmpegSetOption(
  _ object: UnsafeMutableRawPointer?, _ name: String, _ value: String, owner: String
) throws(GraphicsError) {
  try ffmpegCheck(bk_av_opt_set(object, name, value, 0), "setting \(owner)'s option \(name)=\(value)")
}

/// FFmpeg writes warnings and errors to stderr by default; every failure already comes back as a
/// return code, so a server's log stays ours. Process-wide, set once before the first writer.
let ffmpegLoggingQuieted: Void = bk_av_log_set_level(AV_LOG_QUIET)
