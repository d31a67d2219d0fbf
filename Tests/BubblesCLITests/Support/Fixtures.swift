import Foundation
import Testing

/// The header of a PNG file.
struct PNGInfo: Equatable, CustomStringConvertible {
  var width: Int
  var height: Int

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Parses the signature and the IHDR chunk (which must come first); `nil` if `data` is not a PNG.
  init?(_ data: Data) {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, Array(bytes[0..<8]) == Self.signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    width = bigEndian(16)
    height = bigEndian(20)
  }

  init?(contentsOf url: URL) {
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    self.init(data)
  }

  var description: String { "\(width)x\(height) PNG" }
}

/// Conversations written as JSON text, so each test shows exactly what it feeds the CLI.
enum ChatJSON {
  static let participants = #"[{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann" }]"#

  /// A conversation between "me" and "ann" with the given message objects, one per line.
  /// The first message is on line 5 of the document, the second on line 6, and so on.
  static func document(_ messages: [String], header: String = #""format": "bubbles/1","#) -> String {
    """
    {
      \(header)
      "me": "me", "participants": \(participants),
      "messages": [
    \(messages.map { "    " + $0 }.joined(separator: ",\n"))
      ]
    }
    """
  }

  /// A short, valid conversation.
  static let short = document([
    #"{ "id": "1", "from": "ann", "time": "2026-11-20T09:12:00+08:00", "text": "Hi!" }"#,
    #"{ "id": "2", "from": "me", "time": "2026-11-20T09:13:00+08:00", "text": "Hello 👋", "status": "read" }"#,
  ])

  /// `count` text messages, alternating senders, ten minutes apart.
  static func many(_ count: Int, text: (Int) -> String = { "Message number \($0): a line of chat text." }) -> String {
    let messages = (0..<count).map { index in
      let sender = index % 3 == 0 ? "me" : "ann"
      return #"{ "id": "m\#(index)", "from": "\#(sender)", "time": \#(1_763_600_000 + index * 600), "#
        + #""text": "\#(text(index))" }"#
    }
    return document(messages)
  }
}

/// Checks on the `file:line:column: path: message` diagnostics on stderr.
enum DiagnosticLines {
  /// Whether a line of `stderr` reads `FILE:LINE:COLUMN: PATH: ...`.
  static func contains(_ stderr: String, file: String, path: String) -> Bool {
    located(stderr, file: file).contains { $0.hasPrefix(" \(path): ") }
  }

  /// What follows `FILE:LINE:COLUMN:` on each line of `stderr` that has it.
  static func located(_ stderr: String, file: String) -> [Substring] {
    stderr.split(separator: "\n").compactMap { line in
      guard let start = line.range(of: file + ":") else { return nil }
      let rest = line[start.upperBound...].split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      guard rest.count == 3, Int(rest[0]) != nil, Int(rest[1]) != nil else { return nil }
      return rest[2]
    }
  }
}

/// Records an issue unless `result` is a normal exit with `status`, showing stderr to explain.
func expectExit(
  _ result: CLIResult, _ status: Int32, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(result.reason == .exit, "killed by signal \(result.status)\n\(result.stderr)", sourceLocation: sourceLocation)
  #expect(!result.timedOut, sourceLocation: sourceLocation)
  #expect(result.status == status, "stderr:\n\(result.stderr)", sourceLocation: sourceLocation)
}
