import Foundation

extension AtomicFileWriter {
  /// Writes pages as they are made, with the same all-or-nothing rule as `write(_:)`: page `i`
  /// (from `page(i)`) goes to a temporary file beside `urls[i]` as soon as it is handed over, so
  /// only one page is in memory at a time, and every file is renamed into place once all are
  /// written. On any error, `page`'s included, the temporary files are removed and no target
  /// is touched.
  public static func write(_ urls: [URL], page: (_ index: Int) throws -> [UInt8]) throws {
    var temporaries: [(temporary: URL, target: URL)] = []
    do {
      for (index, url) in urls.enumerated() {
        let bytes = try page(index)
        let temporary = url.deletingLastPathComponent()
          .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial")
        temporaries.append((temporary, url))
        try Data(bytes).write(to: temporary)
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
