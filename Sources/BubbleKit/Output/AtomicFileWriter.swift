import Foundation

/// Writes files so a failed run never leaves a partial or stale image: every
/// page goes to a temporary file beside its target and is renamed into place
/// only when all pages are written (a `StagedOutput` fed all at once; the files
/// share one folder, where the temporary files go).
public enum AtomicFileWriter {
  public static func write(_ files: [(url: URL, bytes: [UInt8])]) throws {
    guard let first = files.first else { return }
    let staging = StagedOutput(beside: first.url)
    for file in files { try staging.stage(file.bytes) }
    try staging.publish(to: files.map(\.url))
  }
}
