/// A font file a theme draws with (`fonts.files`), and the Debian package that installs it.
/// The renderer pins it beside the Noto files every theme sees, so the theme's families can
/// name its faces (`"families": ["Inter", ...]`).
public struct ThemeFontFile: Sendable, Hashable, Codable {
  public var path: String
  public var package: String

  public init(path: String, package: String) {
    self.path = path
    self.package = package
  }

  /// Where a theme's font files may be: the system font folders, which only packages write.
  /// A theme may come from a service user, so it names no file elsewhere (no `/etc/passwd`,
  /// no `/dev/zero` handed to fontconfig, no error message probing for a file).
  public static let folder = "/usr/share/fonts/"
  public static let maximumCount = 32
  static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

  /// What is wrong with `path` as a theme's font file, or `nil`: an absolute path under
  /// `folder`, of plain components (no `.` or `..`, no fontconfig glob characters, which would
  /// let one entry accept other files), ending in a font file's extension.
  public static func pathProblem(_ path: String) -> String? {
    guard path.hasPrefix(folder), path.utf8.count <= 512 else {
      return "expected a font file under \(folder) (the system font folders), found \(quoted(path))"
    }
    let components = path.dropFirst(folder.count).split(separator: "/", omittingEmptySubsequences: false)
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._+-")
    guard components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && $0.allSatisfy(allowed.contains) })
    else {
      return "expected a plain path (letters, digits, . _ + -; no empty, . or .. parts), found \(quoted(path))"
    }
    let suffix = components.last.flatMap { $0.split(separator: ".").last }.map { $0.lowercased() }
    guard let suffix, components.last?.contains(".") == true, extensions.contains(suffix) else {
      return "expected a .ttf, .otf, .ttc or .otc file, found \(quoted(path))"
    }
    return nil
  }

  /// What is wrong with `package` as a Debian package's name (Debian Policy 5.6.1), or `nil`.
  /// It is quoted in the `apt-get install` an error suggests, so it must be nothing else.
  public static func packageProblem(_ package: String) -> String? {
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789+-.")
    let first = package.first
    guard package.count >= 2, package.count <= 100, package.allSatisfy(allowed.contains),
      let first, first.isLetter || first.isNumber
    else {
      return "expected a Debian package name (lower-case letters, digits, + - .), found \(quoted(package))"
    }
    return nil
  }
}
