import ArgumentParser
import BubbleKit

extension OutputFormat {
  /// The format of an image written to `output`: `--format` when given, else the extension of `output`
  /// (case-insensitive); PNG for a name without one and for `-`. A format that cannot be written, or
  /// an extension that is not the format's, is a usage error naming the formats that can.
  static func resolve(format: String?, output: String?) throws(ValidationError) -> OutputFormat {
    let fileExtension = output.flatMap(OutputPath.fileExtension)
    guard let format else {
      guard let fileExtension else { return .png }
      guard let chosen = forExtension(fileExtension) else {
        throw unwritable(fileExtension, given: "-o \(output ?? "")", fix: "-o \(renamed(output))")
      }
      return chosen
    }
    guard let chosen = named(format) else {
      throw unwritable(format, given: "--format \(format)", fix: "--format \(OutputFormat.png.rawValue)")
    }
    if let fileExtension, !chosen.extensions.contains(fileExtension.lowercased()) {
      throw ValidationError(
        "--format \(format) does not match -o \(output ?? ""); formats: \(names). "
          + "Use -o \(renamed(output, to: chosen))")
    }
    return chosen
  }

  private static func unwritable(_ name: String, given: String, fix: String) -> ValidationError {
    ValidationError("cannot write \(name.uppercased()) images (\(given)); formats: \(names). Use \(fix)")
  }

  private static func renamed(_ output: String?, to format: OutputFormat = .png) -> String {
    OutputPath.replacingExtension(of: output ?? "image", with: format.preferredExtension)
  }
}

/// File name extensions of `-o` values, by the same rule everywhere (formats, page names).
enum OutputPath {
  /// "chat.PNG" -> "PNG"; none for "chat", "chat.", ".hidden", "dir.d/chat" or "-".
  static func fileExtension(of path: String) -> String? {
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    let fileExtension = name[name.index(after: dot)...]
    return fileExtension.isEmpty ? nil : String(fileExtension)
  }

  /// `path` without its extension (and its dot), if it has one.
  static func stem(of path: String) -> String {
    guard let fileExtension = fileExtension(of: path) else { return path }
    return String(path.dropLast(fileExtension.count + 1))
  }

  static func replacingExtension(of path: String, with fileExtension: String) -> String {
    stem(of: path) + "." + fileExtension
  }
}
