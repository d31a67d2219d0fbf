import BubbleCore
import CImageCodecs
import Foundation

/// Extracts entries of a zip archive (`ZipDirectory`) with libdeflate: into exactly the size the
/// archive declares, which the caller bounds first, then checked against the entry's CRC-32.
public enum ZipExtraction {
  public static func contents(of entry: ZipEntry, in archive: Data) -> Result<Data, FileProblem> {
    guard entry.dataRange.upperBound <= archive.count else { return .failure(FileProblem("the entry is cut short")) }
    let compressed = archive.subdata(
      in: archive.startIndex + entry.dataRange.lowerBound..<archive.startIndex + entry.dataRange.upperBound)
    var output = Data(count: entry.size)
    switch entry.method {
    case .stored:
      output = compressed
    case .deflated:
      let status = output.withUnsafeMutableBytes { out in
        compressed.withUnsafeBytes { input in
          bk_inflate_raw(
            input.bindMemory(to: UInt8.self).baseAddress, input.count, out.bindMemory(to: UInt8.self).baseAddress,
            out.count)
        }
      }
      guard status == 0 else {
        return .failure(FileProblem("the entry does not inflate to the \(entry.size) bytes the archive declares"))
      }
    case .unsupported(let why):
      return .failure(FileProblem("the entry is \(why), which is not read"))
    }
    let crc = output.withUnsafeBytes { bk_crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
    guard crc == entry.crc32 else { return .failure(FileProblem("the entry's CRC-32 does not match")) }
    return .success(output)
  }
}

/// `ZipExtraction` as the core's `ZipEntryInflating`: what `ConversationSource.open` extracts a
/// zip export with.
public struct ZipInflater: ZipEntryInflating {
  public init() {}

  public func contents(of entry: ZipEntry, in archive: Data) -> Result<Data, FileProblem> {
    ZipExtraction.contents(of: entry, in: archive)
  }
}
