import Foundation

/// A zip archive of stored (uncompressed) entries, written here so a test can make one of any
/// size without a zip tool.
enum StoredZip {
  static func archive(_ entries: [(name: String, data: Data)]) -> Data {
    var archive = Data()
    var directory = Data()
    // Entries often share their bytes (many pictures of one size): each is summed once.
    var sums: [Data: UInt32] = [:]
    for entry in entries {
      let offset = UInt32(archive.count)
      let name = Data(entry.name.utf8)
      let crc = sums[entry.data] ?? crc32(entry.data)
      sums[entry.data] = crc
      let size = UInt32(entry.data.count)
      archive.append(le32: 0x0403_4b50)
      archive.append(le16s: [20, 0, 0, 0, 0x21])  // version, flags, stored, time, date (1980-01-01)
      archive.append(le32s: [crc, size, size])
      archive.append(le16s: [UInt16(name.count), 0])
      archive.append(name)
      archive.append(entry.data)
      directory.append(le32: 0x0201_4b50)
      directory.append(le16s: [20, 20, 0, 0, 0, 0x21])
      directory.append(le32s: [crc, size, size])
      directory.append(le16s: [UInt16(name.count), 0, 0, 0, 0])
      directory.append(le32s: [0, offset])
      directory.append(name)
    }
    let directoryOffset = UInt32(archive.count)
    archive.append(directory)
    archive.append(le32: 0x0605_4b50)
    archive.append(le16s: [0, 0, UInt16(entries.count), UInt16(entries.count)])
    archive.append(le32s: [UInt32(directory.count), directoryOffset])
    archive.append(le16s: [0])
    return archive
  }

  private static let table: [UInt32] = (0..<256).map { index in
    (0..<8).reduce(UInt32(index)) { value, _ in value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
  }

  static func crc32(_ data: Data) -> UInt32 {
    ~data.reduce(~UInt32(0)) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xff)] ^ (crc >> 8) }
  }
}

extension Data {
  fileprivate mutating func append(le16s values: [UInt16]) {
    for value in values { Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) } }
  }

  fileprivate mutating func append(le32s values: [UInt32]) {
    for value in values { append(le32: value) }
  }

  fileprivate mutating func append(le32 value: UInt32) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}
