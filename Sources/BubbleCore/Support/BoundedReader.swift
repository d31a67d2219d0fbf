import Foundation

/// Reads a file or standard input up to a byte budget: at most `limit + 1` bytes, so an endless
/// input (`/dev/zero`, a pipe that never closes its end) costs no more than the budget, and a
/// regular file's size is checked before any byte is read.
public enum BoundedReader {
  public enum Failure: Error, Equatable, Sendable {
    case missing
    case directory
    /// `open` or `read` failed; the system's words.
    case unreadable(String)
    /// More than `limit` bytes: `size` is a regular file's; `nil` for a pipe or a device, whose
    /// reading stopped at `limit + 1` bytes.
    case tooLarge(limit: Int, size: Int?)
  }

  public static func contents(ofFile path: String, limit: Int) -> Result<Data, Failure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno))))
    }
    defer { close(descriptor) }
    return contents(of: descriptor, limit: limit)
  }

  /// Reads `descriptor` (left open) from where it stands.
  public static func contents(of descriptor: Int32, limit: Int) -> Result<Data, Failure> {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
    var expected: Int?
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return .failure(.directory)
    case S_IFREG:
      let size = Int(status.st_size)
      guard size <= limit else { return .failure(.tooLarge(limit: limit, size: size)) }
      expected = size
    default: break
    }
    return readUpTo(descriptor, limit: limit, expected: expected)
  }

  /// Reads until the end of input or `limit + 1` bytes; the file may grow or shrink while it is
  /// read, so the count read is what is checked.
  private static func readUpTo(_ descriptor: Int32, limit: Int, expected: Int?) -> Result<Data, Failure> {
    let capacity = limit < Int.max ? limit + 1 : limit
    var data = Data()
    data.reserveCapacity(min(capacity, (expected ?? 0) + 1))
    var chunk = [UInt8](repeating: 0, count: 256 << 10)
    while data.count < capacity {
      let wanted = min(chunk.count, capacity - data.count)
      let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if got < 0 {
        if errno == EINTR { continue }
        return .failure(.unreadable(String(cString: strerror(errno))))
      }
      if got == 0 { break }
      data.append(contentsOf: chunk[0..<got])
    }
    // A regular file that grew while it was read: its size is no longer known.
    guard data.count <= limit else { return .failure(.tooLarge(limit: limit, size: nil)) }
    return .success(data)
  }
}

extension BoundedReader.Failure: CustomStringConvertible {
  /// "the input is 2147483648 bytes; the limit is 64 MiB", for error messages.
  public var description: String {
    switch self {
    case .missing: "no such file"
    case .directory: "it is a directory"
    case .unreadable(let reason): "cannot read it: \(reason)"
    case .tooLarge(let limit, let size?):
      "the input is \(size) bytes; the limit is \(formatByteCount(limit))"
    case .tooLarge(let limit, nil):
      "the input is larger than the limit of \(formatByteCount(limit)) (it was read no further)"
    }
  }
}
