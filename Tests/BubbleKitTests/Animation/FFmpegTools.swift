import Foundation
import Testing

/// FFmpeg's own command line tools (`.ci/install-deps --test`) reading our videos back: an
/// independent check of what `VideoWriter` made through the libraries.
enum FFmpegTools {
  /// Runs `/usr/bin/<tool>` and returns its standard output; a failure fails the test.
  static func run(_ tool: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation)
    throws -> Data
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(
      process.terminationStatus == 0,
      "\(tool) \(arguments.joined(separator: " ")) failed; install it with .ci/install-deps --test",
      sourceLocation: sourceLocation)
    return bytes
  }

  /// What ffprobe says of a file: its streams (counting the frames it decodes) and its length.
  struct Probe: Decodable {
    struct Stream: Decodable {
      var type: String
      var codec: String
      var width: Int?
      var height: Int?
      var pixelFormat: String?
      var frameRate: String
      /// Frames decoded (audio frames for sound).
      var frameCount: String?
      var tags: [String: String]?

      enum CodingKeys: String, CodingKey {
        case type = "codec_type", codec = "codec_name", width, height, pixelFormat = "pix_fmt"
        case frameRate = "r_frame_rate", frameCount = "nb_read_frames", tags
      }
    }
    struct Format: Decodable { var duration: String }
    var streams: [Stream]
    var format: Format

    var video: Stream? { streams.first { $0.type == "video" } }
    var audio: Stream? { streams.first { $0.type == "audio" } }
    var duration: Double { Double(format.duration) ?? -1 }
  }

  static func probe(_ file: URL) throws -> Probe {
    let output = try run(
      "ffprobe",
      [
        "-v", "error", "-count_frames", "-show_entries",
        "stream=codec_type,codec_name,width,height,r_frame_rate,nb_read_frames,pix_fmt:stream_tags",
        "-show_entries", "format=duration", "-of", "json", file.path,
      ])
    return try JSONDecoder().decode(Probe.self, from: output)
  }

  /// Frame `index` decoded to straight RGBA bytes, row by row; `decoder` picks one (libvpx-vp9
  /// reads VP9's alpha, FFmpeg's own VP9 decoder drops it).
  static func frame(_ index: Int, of file: URL, decoder: String? = nil) throws -> [UInt8] {
    let input = (decoder.map { ["-c:v", $0] } ?? []) + ["-i", file.path]
    return [UInt8](
      try run(
        "ffmpeg",
        ["-v", "error"] + input + [
          "-vf", "select=eq(n\\,\(index))", "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-",
        ]))
  }

  /// The first audio stream decoded to mono 48 kHz float samples.
  static func audio(of file: URL) throws -> [Float] {
    let bytes = try run(
      "ffmpeg", ["-v", "error", "-i", file.path, "-map", "0:a:0", "-ac", "1", "-ar", "48000", "-f", "f32le", "-"])
    return bytes.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
  }
}
