import Foundation

/// Writes bytes to an open descriptor with `write(2)`, every byte or an error: a short write goes
/// on from where it stopped, an interrupted one (EINTR) is retried. Foundation's
/// `FileHandle.write(_: Data)` traps on any error instead (standard output into `/dev/full`, a
/// full disk, a pipe whose reader left with SIGPIPE ignored), and its throwing form hides the
/// error number that says what to do.
public enum DescriptorWriter {
  /// Why a write failed: the system's error number, with a sentence saying what to do.
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    public var code: Int32

    public init(code: Int32) { self.code = code }

    /// "No space left on device".
    public var reason: String { String(cString: strerror(code)) }

    /// What the user can do about it.
    public var advice: String {
      switch code {
      case ENOSPC, EDQUOT, EFBIG: "free some space on its disk (or write somewhere else) and run it again"
      case EPIPE: "the program reading it closed it before the end; let it read everything"
      case EIO: "the device failed; check it and write somewhere else"
      case EROFS, EACCES, EPERM: "write somewhere that is writable"
      default: "check where it is written to, and run it again"
      }
    }

    public var description: String { "\(reason); \(advice)" }
  }

  /// Writes all of `bytes` to `descriptor`.
  public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Result<Void, Failure> {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return .failure(Failure(code: errno))
        }
        // A regular file or pipe never takes 0 bytes of a non-empty write; were one to, say so
        // rather than spin.
        guard count > 0 else { return .failure(Failure(code: EIO)) }
        offset += count
      }
      return .success(())
    }
  }
}
