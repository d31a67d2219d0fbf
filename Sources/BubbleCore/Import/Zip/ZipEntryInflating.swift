import Foundation

/// Extracts one entry of a zip archive: BubbleGraphics' `ZipExtraction` (libdeflate), kept behind
/// this protocol because the core holds no C. An implementation inflates into no more than
/// `entry.size` bytes and checks the entry's CRC-32.
public protocol ZipEntryInflating: Sendable {
  func contents(of entry: ZipEntry, in archive: Data) -> Result<Data, FileProblem>
}
