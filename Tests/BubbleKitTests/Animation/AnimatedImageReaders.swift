import Foundation
import Testing

/// Independent readers of the animated images the writers make, from `.ci/install-deps --test`:
/// ffprobe (ffmpeg) for APNG and GIF, Pillow (Debian's python3-pil) for every format's frames,
/// durations and pixels (ffmpeg 5.1 reads no animated WebP).
enum AnimatedImageReaders {
  /// Runs `/usr/bin/<tool>` (`FFmpegTools.run`) and returns its standard output as text.
  static func run(_ tool: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation)
    throws -> String
  {
    String(decoding: try FFmpegTools.run(tool, arguments, sourceLocation: sourceLocation), as: UTF8.self)
  }

  /// What ffprobe reads: the stream's codec, size and frame count, the file's duration and its
  /// packets' in seconds.
  struct Probe: Decodable {
    struct Stream: Decodable {
      var codecName: String
      var width: Int
      var height: Int
      var readFrames: String?
      var frameRate: String?

      enum CodingKeys: String, CodingKey {
        case codecName = "codec_name", width, height, readFrames = "nb_read_frames", frameRate = "r_frame_rate"
      }
    }
    struct Format: Decodable { var duration: String? }
    struct Packet: Decodable {
      var duration: String?
      enum CodingKeys: String, CodingKey { case duration = "duration_time" }
    }
    var streams: [Stream]
    var format: Format
    var packets: [Packet]

    /// The packets' durations added up (ffmpeg's APNG demuxer gives the file none).
    var packetSeconds: Double { packets.compactMap { $0.duration.flatMap(Double.init) }.reduce(0, +) }
  }

  static func ffprobe(_ file: URL) throws -> Probe {
    let output = try run(
      "ffprobe",
      [
        "-v", "error", "-count_frames", "-show_entries", "stream=width,height,nb_read_frames,r_frame_rate,codec_name",
        "-show_entries", "format=duration", "-show_entries", "packet=duration_time", "-of", "json", file.path,
      ])
    return try JSONDecoder().decode(Probe.self, from: Data(output.utf8))
  }

  /// What Pillow reads: the format, size, frame count, each frame's duration in ms, the loop
  /// count (`nil` without one), and straight RGBA at `points` of frame `frame` composed on the
  /// canvas; that frame is also saved as a PNG at `savingFrameTo` when given.
  struct Reading: Decodable {
    var format: String
    var width: Int
    var height: Int
    var frames: Int
    var durations: [Double]
    var loop: Int?
    var pixels: [[Int]]

    var totalMilliseconds: Double { durations.reduce(0, +) }
  }

  static func pillow(_ file: URL, frame: Int, points: [(x: Int, y: Int)], savingFrameTo png: URL? = nil) throws
    -> Reading
  {
    let script = """
      import json, sys
      from PIL import Image
      image = Image.open(sys.argv[1])
      durations = []
      for index in range(image.n_frames):
          image.seek(index)
          image.load()  # WebP sets a frame's duration when it is loaded
          durations.append(image.info.get("duration", 0))
      image.seek(int(sys.argv[2]))
      rgba = image.convert("RGBA")
      if sys.argv[4]:
          rgba.save(sys.argv[4])
      points = json.loads(sys.argv[3])
      print(json.dumps({"format": image.format, "width": image.width, "height": image.height,
                        "frames": image.n_frames, "durations": durations, "loop": image.info.get("loop"),
                        "pixels": [list(rgba.getpixel((x, y))) for x, y in points]}))
      """
    let pointsJSON = "[" + points.map { "[\($0.x), \($0.y)]" }.joined(separator: ",") + "]"
    let output = try run("python3", ["-c", script, file.path, String(frame), pointsJSON, png?.path ?? ""])
    return try JSONDecoder().decode(Reading.self, from: Data(output.utf8))
  }
}

/// An APNG's chunks, read back to check what viewers check: every CRC, and the sequence numbers
/// of fcTL and fdAT counting up from 0.
struct PNGChunkList {
  struct Chunk {
    var type: String
    var data: [UInt8]
    var crcMatches: Bool

    func uint32(at offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    func uint16(at offset: Int) -> Int { data[offset..<offset + 2].reduce(0) { $0 << 8 | Int($1) } }
  }

  var chunks: [Chunk] = []

  init(_ bytes: [UInt8]) throws {
    try #require(bytes.starts(with: [137, 80, 78, 71, 13, 10, 26, 10]), "not a PNG")
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      try #require(offset + 12 + length <= bytes.count, "chunk past the end")
      let typeAndData = Array(bytes[offset + 4..<offset + 8 + length])
      let stored = bytes[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      chunks.append(
        Chunk(
          type: String(decoding: typeAndData.prefix(4), as: UTF8.self), data: Array(typeAndData.dropFirst(4)),
          crcMatches: Self.crc32(typeAndData) == stored))
      offset += 12 + length
    }
  }

  func all(_ type: String) -> [Chunk] { chunks.filter { $0.type == type } }

  /// The sequence numbers of fcTL and fdAT chunks, in file order.
  var sequenceNumbers: [Int] { chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { $0.uint32(at: 0) } }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xffff_ffff
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
