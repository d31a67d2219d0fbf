import Foundation

/// Writes files so a failed run never leaves a partial or stale image: every
/// page goes to a temporary file beside its target and is renamed into place
/// only when all pages are written.
public enum AtomicFileWriter {
  public static func write(_ files: [(url: URL, bytes: [UInt8])]) throws {
    var temporaries: [(temporary: URL, target: URL)] = []
    do {
      for file in files {
        let directory = file.url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(file.url.lastPathComponent).\(UUID().uuidString).partial")
        try Data(file.bytes).write(to: temporary)
        temporaries.append((temporary, file.url))
      }
      for pair in temporaries {
        guard rename(pair.temporary.path, pair.target.path) == 0 else {
          throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: pair.target.path])
        }
      }
    } catch {
      for pair in temporaries { try? FileManager.default.removeItem(at: pair.temporary) }
      throw error
    }
  }
}
