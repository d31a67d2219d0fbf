import Foundation

/// One file of a zip archive, as its central directory describes it.
public struct ZipEntry: Sendable, Equatable {
  public enum Method: Sendable, Equatable {
    case stored, deflated
    /// Another compression method, or an encrypted entry: listed, never extracted.
    case unsupported(String)
  }

  public var name: String
  public var method: Method
  public var crc32: UInt32
  /// Where the entry's (compressed) bytes are in the archive.
  public var dataRange: Range<Int>
  /// The size once extracted, as the archive says (checked when extracting).
  public var size: Int
}

/// Reads a zip archive's central directory (PKWARE's APPNOTE, without ZIP64, several disks or
/// encryption): every offset and size is checked against the archive before it is used, so a
/// truncated or forged archive is refused, never read past. Pure: the bytes are given.
public enum ZipDirectory {
  /// Entries read at most (an export of a long chat holds thousands).
  public static let maxEntries = 20_000

  public static func entries(of archive: Data) -> Result<[ZipEntry], FileProblem> {
    let bytes = ByteReader(archive)
    guard let end = endRecord(bytes) else {
      return .failure(FileProblem("not a zip archive (no end of central directory record)"))
    }
    let count = bytes.u16(end + 10)
    let directorySize = bytes.u32(end + 12)
    let directoryOffset = bytes.u32(end + 16)
    guard count != 0xFFFF, directorySize != 0xFFFF_FFFF, directoryOffset != 0xFFFF_FFFF else {
      return .failure(FileProblem("a ZIP64 archive, which is not read"))
    }
    guard bytes.u16(end + 4) == 0, bytes.u16(end + 6) == 0 else {
      return .failure(FileProblem("an archive split over several disks, which is not read"))
    }
    guard count <= maxEntries else { return .failure(FileProblem("more than \(maxEntries) files in the archive")) }
    guard directoryOffset + directorySize <= end else {
      return .failure(FileProblem("the central directory lies outside the archive"))
    }
    var entries: [ZipEntry] = []
    var offset = directoryOffset
    for _ in 0..<count {
      guard let (entry, next) = centralEntry(bytes, at: offset, limit: directoryOffset + directorySize) else {
        return .failure(FileProblem("a damaged central directory entry at byte \(offset)"))
      }
      entries.append(entry)
      offset = next
    }
    return .success(entries)
  }

  /// The end of central directory record: its signature in the last 22 + 65,535 bytes.
  private static func endRecord(_ bytes: ByteReader) -> Int? {
    guard bytes.count >= 22 else { return nil }
    var offset = bytes.count - 22
    let lowest = max(0, offset - 65_535)
    while offset >= lowest {
      if bytes.u32(offset) == 0x0605_4B50 && offset + 22 + bytes.u16(offset + 20) == bytes.count { return offset }
      offset -= 1
    }
    return nil
  }

  private static func centralEntry(_ bytes: ByteReader, at offset: Int, limit: Int) -> (ZipEntry, Int)? {
    guard offset + 46 <= limit, bytes.u32(offset) == 0x0201_4B50 else { return nil }
    let flags = bytes.u16(offset + 8)
    let nameLength = bytes.u16(offset + 28)
    let next = offset + 46 + nameLength + bytes.u16(offset + 30) + bytes.u16(offset + 32)
    guard next <= limit else { return nil }
    let compressed = bytes.u32(offset + 20)
    let size = bytes.u32(offset + 24)
    guard compressed != 0xFFFF_FFFF, size != 0xFFFF_FFFF,
      let dataStart = localDataStart(bytes, at: bytes.u32(offset + 42)), dataStart + compressed <= bytes.count
    else { return nil }
    let name = String(decoding: bytes.slice(offset + 46, nameLength), as: UTF8.self)
    let method: ZipEntry.Method
    switch (bytes.u16(offset + 10), flags & 1) {
    case (_, 1): method = .unsupported("encrypted")
    case (0, _) where compressed == size: method = .stored
    case (8, _): method = .deflated
    case (let other, _): method = .unsupported("compression method \(other)")
    }
    let entry = ZipEntry(
      name: name, method: method, crc32: UInt32(bytes.u32(offset + 16)), dataRange: dataStart..<dataStart + compressed,
      size: size)
    return (entry, next)
  }

  /// Where an entry's data starts: after its local header, whose name and extra field may differ
  /// in length from the central directory's.
  private static func localDataStart(_ bytes: ByteReader, at offset: Int) -> Int? {
    guard offset + 30 <= bytes.count, bytes.u32(offset) == 0x0403_4B50 else { return nil }
    return offset + 30 + bytes.u16(offset + 26) + bytes.u16(offset + 28)
  }
}

/// Little-endian numbers of an archive, read within its bounds (out of bounds reads as 0, and
/// every caller checks its offsets first).
private struct ByteReader {
  let data: Data
  var count: Int { data.count }

  init(_ data: Data) { self.data = data }

  func byte(_ offset: Int) -> Int {
    guard offset >= 0, offset < data.count else { return 0 }
    return Int(data[data.startIndex + offset])
  }

  func u16(_ offset: Int) -> Int { byte(offset) | byte(offset + 1) << 8 }
  func u32(_ offset: Int) -> Int { u16(offset) | u16(offset + 2) << 16 }

  func slice(_ offset: Int, _ length: Int) -> Data {
    guard offset >= 0, length >= 0, offset + length <= data.count else { return Data() }
    return data.subdata(in: data.startIndex + offset..<data.startIndex + offset + length)
  }
}
