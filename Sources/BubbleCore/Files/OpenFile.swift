import Foundation

/// Where an open descriptor really is. A path checked to lie inside a folder can still be
/// swapped (a component replaced by a symlink leading out) before it is opened; what was opened
/// is read back from `/proc/self/fd`, which names the file itself, not the path used.
enum OpenFile {
  /// Whether `descriptor`'s file lies inside `folder` (an absolute path, symlinks resolved).
  static func lies(_ descriptor: Int32, inside folder: String) -> Bool {
    guard let path = path(of: descriptor) else { return false }
    let top = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(top)
  }

  /// The absolute path of the open file, or `nil` when the system cannot say.
  static func path(of descriptor: Int32) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
