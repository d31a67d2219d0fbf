import Foundation

/// Why a file named by the user or by an input cannot be read. The words end up in errors and
/// warnings; they name the problem, never the file's contents.
public struct FileProblem: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String
  /// The size of a file refused for being over its limit (as far as it was read).
  public private(set) var sizeOverLimit: Int?
  public init(_ description: String) { self.description = description }

  /// Problems are told apart by what they say.
  public static func == (lhs: FileProblem, rhs: FileProblem) -> Bool { lhs.description == rhs.description }

  public static let notFound = FileProblem("file not found")
  public static let unreadable = FileProblem("cannot read the file")

  static func notRegular(_ kind: String) -> FileProblem { FileProblem("not a regular file (\(kind))") }

  static func tooLarge(_ size: Int, limit: Int) -> FileProblem {
    var problem = FileProblem("the file is \(size) bytes; the limit is \(formatByteCount(limit))")
    problem.sizeOverLimit = size
    return problem
  }
}

/// Reads regular files only. A FIFO, a device, a socket or a folder is refused before it is
/// opened (reading `/dev/zero` never ends, opening a FIFO blocks until a writer comes, opening
/// some devices has effects), and checked again on the open descriptor, in case the path was
/// swapped between the two looks.
public enum RegularFile {
  /// The bytes of the regular file at `url` (symlinks followed), at most `maxBytes` of them.
  public static func contents(of url: URL, maxBytes: Int? = nil) -> Result<Data, FileProblem> {
    let path = url.path
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(errno == ENOENT || errno == ENOTDIR ? .notFound : .unreadable) }
    if let problem = problem(with: info, maxBytes: maxBytes) { return .failure(problem) }
    // Non-blocking, so that a FIFO swapped in after the look above cannot hang the open.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(errno == ENOENT ? .notFound : .unreadable) }
    defer { close(descriptor) }
    guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable) }
    if let problem = problem(with: info, maxBytes: maxBytes) { return .failure(problem) }
    return readAll(descriptor, maxBytes: maxBytes)
  }

  /// What kind of file `url` is, in words for a message ("a FIFO"); `nil` for a regular file or
  /// none at all. Symlinks are not followed: a link is "a symbolic link".
  public static func nonRegularKind(at url: URL) -> String? {
    var info = stat()
    guard lstat(url.path, &info) == 0 else { return nil }
    return kind(of: info.st_mode)
  }

  private static func problem(with info: stat, maxBytes: Int?) -> FileProblem? {
    if let kind = kind(of: info.st_mode) { return .notRegular(kind) }
    if let maxBytes, Int(info.st_size) > maxBytes { return .tooLarge(Int(info.st_size), limit: maxBytes) }
    return nil
  }

  private static func kind(of mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "not a file"
    }
  }

  /// Reads to the end, or fails past `maxBytes` (the file may have grown since it was measured).
  private static func readAll(_ descriptor: Int32, maxBytes: Int?) -> Result<Data, FileProblem> {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return .success(data) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.unreadable)
      }
      data.append(contentsOf: buffer[0..<count])
      if let maxBytes, data.count > maxBytes { return .failure(.tooLarge(data.count, limit: maxBytes)) }
    }
  }
}
