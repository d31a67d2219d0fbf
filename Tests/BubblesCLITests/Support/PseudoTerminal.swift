import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal for a child's stdout or stderr, so that `isatty` is true for it in the child
/// as when a person runs it. POSIX calls only (no `script` from util-linux, no libutil's `openpty`).
/// Swift's Glibc module hides `posix_openpt` and friends (they need `_XOPEN_SOURCE`), so they are
/// looked up in the C library at run time.
final class PseudoTerminal: @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The terminal end given to the child as its stdout or stderr.
  let childEnd: FileHandle
  private let controller: Int32

  init() throws {
    let posix = try POSIXTerminalCalls()
    controller = posix.openpt(O_RDWR | O_NOCTTY)
    guard controller >= 0, posix.grantpt(controller) == 0, posix.unlockpt(controller) == 0,
      let name = posix.ptsname(controller)
    else { throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))") }
    let device = open(name, O_RDWR | O_NOCTTY)
    guard device >= 0 else { throw Failure(description: "cannot open \(String(cString: name))") }
    childEnd = FileHandle(fileDescriptor: device, closeOnDealloc: false)
  }

  deinit { close(controller) }

  /// Once the child has started: our copy of its end must go, or reading never sees the end.
  func closeChildEnd() {
    close(childEnd.fileDescriptor)
  }

  /// What the child wrote, read until every terminal end is closed (read then fails with EIO).
  func readUntilClosed() -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(controller, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      data.append(contentsOf: buffer[0..<count])
    }
    return data
  }
}

/// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname`, from the C library already loaded.
private struct POSIXTerminalCalls {
  let openpt: @convention(c) (Int32) -> Int32
  let grantpt: @convention(c) (Int32) -> Int32
  let unlockpt: @convention(c) (Int32) -> Int32
  let ptsname: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  init() throws {
    let library = dlopen(nil, RTLD_NOW)
    func symbol<T>(_ name: String, as type: T.Type) throws -> T {
      guard let address = dlsym(library, name) else {
        throw PseudoTerminal.Failure(description: "\(name) is not in the C library")
      }
      return unsafeBitCast(address, to: type)
    }
    openpt = try symbol("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
    grantpt = try symbol("grantpt", as: (@convention(c) (Int32) -> Int32).self)
    unlockpt = try symbol("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    ptsname = try symbol("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
  }
}
