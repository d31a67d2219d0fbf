import Foundation

/// Why a file named by the user or by an input cannot be read. The words end up in errors and
/// warnings; they name the problem, never the file's contents.
public struct FileProblem: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String
  /// Set when the file or stream was refused for being over its byte limit.
  public private(set) var overLimit: OverLimit?
  public var isOverLimit: Bool { overLimit != nil }

  public struct OverLimit: Sendable {
    /// A regular file's size; `nil` for a stream, which was read no further than the limit.
    public var size: Int?
    public var limit: Int
  }
  public init(_ description: String) { self.description = description }

  /// Problems are told apart by what they say.
  public static func == (lhs: FileProblem, rhs: FileProblem) -> Bool { lhs.description == rhs.description }

  public static let notFound = FileProblem("file not found")
  public static let unreadable = FileProblem("cannot read the file")

  static func notRegular(_ kind: String) -> FileProblem { FileProblem("not a regular file (\(kind))") }

  /// `size` is a regular file's; `nil` for a stream, which was read no further than the limit.
  static func tooLarge(_ size: Int?, limit: Int) -> FileProblem {
    var problem = FileProblem(
      size.map { "the file is \($0) bytes; the limit is \(formatByteCount(limit))" }
        ?? "the input is larger than the limit of \(formatByteCount(limit)) (it was read no further)")
    problem.overLimit = OverLimit(size: size, limit: limit)
    return problem
  }
}

/// Reads regular files only, and streams (standard input) within a byte limit. A FIFO, a device,
/// a socket or a folder named as a file is refused before it is opened (reading `/dev/zero`
/// never ends, opening a FIFO blocks until a writer comes, opening some devices has effects), and
/// checked again on the open descriptor, in case the path was swapped between the two looks.
public enum RegularFile {
  /// The bytes of the regular file at `url` (symlinks followed), at most `maxBytes` of them.
  /// With `folder`, the file opened must lie inside it: a path component swapped for a symlink
  /// leading out after the path was checked is refused (`ContainedFolder`).
  public static func contents(of url: URL, maxBytes: Int? = nil, insideFolder folder: String? = nil) -> Result<
    Data, FileProblem
  > {
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
    if let folder, !OpenFile.lies(descriptor, inside: folder) {
      return .failure(FileProblem("the path leads out of its folder (it changed while it was opened)"))
    }
    return read(descriptor, maxBytes: maxBytes)
  }

  /// The bytes of an open stream (standard input), which may be a pipe or a terminal: at most
  /// `maxBytes + 1` are read, so an endless one costs no more than the limit. A regular file's
  /// size is checked before any byte is read; a folder is refused.
  public static func contents(ofOpenDescriptor descriptor: Int32, maxBytes: Int) -> Result<Data, FileProblem> {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable) }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .failure(.notRegular("a folder"))
    case S_IFREG where Int(info.st_size) > maxBytes: return .failure(.tooLarge(Int(info.st_size), limit: maxBytes))
    default: return read(descriptor, maxBytes: maxBytes)
    }
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

  /// Reads to the end, or fails after `maxBytes + 1` bytes: a file may have grown since it was
  /// measured, and a stream's length is not known until its end.
  private static func read(_ descriptor: Int32, maxBytes: Int?) -> Result<Data, FileProblem> {
    let capacity = maxBytes.map { $0 < Int.max ? $0 + 1 : $0 } ?? Int.max
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while data.count < capacity {
      let wanted = min(buffer.count, capacity - data.count)
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        // A non-blocking stream with nothing yet: wait for it rather than fail.
        if errno == EAGAIN, waitReadable(descriptor) { continue }
        return .failure(.unreadable)
      }
      data.append(contentsOf: buffer[0..<count])
    }
    if let maxBytes, data.count > maxBytes { return .failure(.tooLarge(nil, limit: maxBytes)) }
    return .success(data)
  }

  private static func waitReadable(_ descriptor: Int32) -> Bool {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while poll(&request, 1, -1) < 0 {
      guard errno == EINTR else { return false }
    }
    return true
  }
}
