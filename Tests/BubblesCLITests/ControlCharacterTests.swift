import Foundation
import Testing

/// Text from input reaches the terminal with its control characters escaped: ESC, OSC and BEL
/// could set the window title, rewrite the screen or ring; NUL and CR garble logs. Before, a media
/// path holding them was written raw in the warning.
@Suite("control characters in messages")
struct ControlCharacterTests {
  /// ESC ] 0 ; title BEL (OSC: set the window title), ESC [ 31 m (red), NUL, CR, a C1 CSI, and an
  /// invisible right-to-left override, around Hebrew text that must stay readable.
  static let hostile = "a\u{1B}]0;pwned\u{07}b\u{1B}[31mred\u{00}nul\r\u{9B}2J\u{202E}txt שלום.png"
  static let escaped = #"a\x1b]0;pwned\x07b\x1b[31mred\x00nul\x0d\x9b2J\u{202E}txt שלום.png"#

  /// No byte of a control character (but line breaks) on stderr or stdout.
  static func expectNoControlBytes(_ result: CLIResult, sourceLocation: SourceLocation = #_sourceLocation) {
    let bytes = Array(result.stderr.utf8) + Array(result.stdout)
    let controls = bytes.filter { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
    #expect(controls.isEmpty, "control bytes \(controls) in \(result.stderr)", sourceLocation: sourceLocation)
    #expect(!result.stderr.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0 == "\u{202E}" })
  }

  /// `text` as a JSON string literal, quotes included (control characters as `\u001b`).
  static func jsonString(_ text: String) throws -> String {
    let array = try JSONSerialization.data(withJSONObject: [text])
    return String(decoding: array.dropFirst().dropLast(), as: UTF8.self)
  }

  @Test("a media path holding ESC, OSC, BEL, NUL and CR is escaped in the warning; Hebrew stays as it is")
  func mediaPathInWarning() async throws {
    try await withTemporaryDirectory { directory in
      let message =
        #"{ "id": "1", "from": "ann", "media": { "type": "image", "src": \#(try Self.jsonString(Self.hostile)), "width": 10, "height": 10 } }"#
      let input = try directory.write(ChatJSON.document([message]), to: "chat.json")
      let result = try await CLI.run(args: ["render", input.path, "-o", directory.appending(file: "out.png").path])
      expectExit(result, 0)
      #expect(result.stderr.contains("bubbles: warning: "), "\(result.stderr)")
      #expect(result.stderr.contains(Self.escaped), "\(result.stderr)")
      Self.expectNoControlBytes(result)
    }
  }

  /// Paths, names and values from the command line go through the same writer: an input path, a
  /// theme name, the paths written on stdout.
  @Test("control characters in a file name, a theme name and an output path are escaped")
  func commandLineText() async throws {
    try await withTemporaryDirectory { directory in
      let chat = try directory.write(ChatJSON.short, to: "chat.json")
      let cases: [([String], Int32)] = [
        (["render", directory.appending(file: "x\u{1B}[2J\u{07}.json").path, "-o", "-"], 66),
        (["render", chat.path, "-o", "-", "--theme", "\u{1B}]52;c;Zm9v\u{07}"], 64),
        (["render", chat.path, "-o", directory.appending(file: "out\u{1B}[8m.png").path], 0),
      ]
      for (args, status) in cases {
        let result = try await CLI.run(args: args)
        expectExit(result, status)
        #expect(result.stderr.contains(#"\x1b"#) || result.stdoutText.contains(#"\x1b"#), "\(result.stderr)")
        Self.expectNoControlBytes(result)
      }
    }
  }
}
