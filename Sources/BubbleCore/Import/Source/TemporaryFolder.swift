import Foundation

/// A folder removed when the last reference to it goes: the pictures of a zip export, kept for
/// as long as its `ConversationSource` is.
final class TemporaryFolder: Sendable {
  let url: URL

  init() throws(SourceProblem) {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-zip-\(UUID().uuidString)")
    try Self.create(url)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Creates `folder`, which must not exist yet.
  static func create(_ folder: URL) throws(SourceProblem) {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    } catch {
      throw SourceProblem(
        .system, "cannot create a temporary folder for the zip's pictures: \(error.localizedDescription)")
    }
  }
}
