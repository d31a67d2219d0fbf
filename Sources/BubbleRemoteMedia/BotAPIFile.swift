import BubbleKit
import Foundation

/// A Bot API `getFile` answer's `File`: `{"ok":true,"result":{"file_id", "file_unique_id",
/// "file_size", "file_path"}}`, or why there is none (`{"ok":false, "error_code":400,
/// "description":"Bad Request: invalid file_id"}`).
struct BotAPIFile: Equatable {
  /// Relative to the server's `file/bot<token>/`.
  var path: String
  /// Bytes, when the server says.
  var size: Int?

  private struct Answer: Decodable {
    var ok: Bool
    var description: String?
    var result: File?

    struct File: Decodable {
      var filePath: String?
      var fileSize: Int?

      enum CodingKeys: String, CodingKey {
        case filePath = "file_path"
        case fileSize = "file_size"
      }
    }
  }

  static func read(_ answer: HTTPMediaFetcher.Answer) -> Result<BotAPIFile, MediaProblem> {
    guard let decoded = try? JSONDecoder().decode(Answer.self, from: Data(answer.body)) else {
      return .failure(MediaProblem("HTTP \(answer.status) without a Bot API answer"))
    }
    guard decoded.ok, (200..<300).contains(answer.status) else {
      let reason = decoded.description.map(printable) ?? "no description"
      return .failure(MediaProblem("the Bot API refused it (HTTP \(answer.status)): \(reason)"))
    }
    guard let path = decoded.result?.filePath else {
      return .failure(MediaProblem("the answer has no file_path"))
    }
    guard isRelativePath(path) else {
      return .failure(
        MediaProblem("the file_path is not a relative path of letters, digits, ., - and _; not downloaded"))
    }
    return .success(BotAPIFile(path: path, size: decoded.result?.fileSize))
  }

  /// `photos/file_12.jpg`: names of letters, digits, `.`, `-` and `_`, joined by `/`, none of
  /// them `.` or `..`. So no scheme, query, escape or way out of the server's file folder.
  static func isRelativePath(_ path: String) -> Bool {
    let names = path.split(separator: "/", omittingEmptySubsequences: false)
    guard path.utf8.count <= 1024, !names.isEmpty else { return false }
    // Each name: a file_id's characters and dots, never dots alone (`.`, `..`) or nothing.
    return names.allSatisfy { MediaSource.isTelegramFileID($0.replacingOccurrences(of: ".", with: "")) }
  }

  /// The server's words, one short line of printable characters.
  private static func printable(_ text: String) -> String {
    let line = String(text.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }.map(Character.init))
    return line.count > 200 ? String(line.prefix(200)) + "…" : line
  }
}

/// Takes a bot token out of what a fetch says: the URLs carry it, and so might a server's words.
enum BotAPIRedaction {
  static func redacted(_ problem: MediaProblem, token: String) -> MediaProblem {
    var clean = problem
    clean.description = redacted(problem.description, token: token)
    return clean
  }

  /// Every occurrence of the token, also with its colon percent-encoded, as `<redacted>`.
  static func redacted(_ text: String, token: String) -> String {
    guard !token.isEmpty else { return text }
    var text = text
    for colon in [":", "%3A", "%3a"] {
      text = text.replacingOccurrences(of: token.replacingOccurrences(of: ":", with: colon), with: "<redacted>")
    }
    return text
  }
}
