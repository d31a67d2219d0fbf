import BubbleKit

/// Inputs that name files are skipped: a fuzzer must not read `/dev/zero` or the machine's files
/// because a mutation wrote their names (keeping files out of reach is the decoders' business,
/// tested on its own).
public enum FileReferences {
  /// Whether any object in the JSON has a member named `key` (an inbox entry's "file").
  public static func anyObject(in bytes: [UInt8], hasKey key: String) -> Bool {
    guard let root = try? JSONParser.parse(bytes) else { return false }
    var pending = [root]
    while let node = pending.popLast() {
      switch node.value {
      case .object(let members):
        if members.contains(where: { $0.key == key }) { return true }
        pending.append(contentsOf: members.map(\.value))
      case .array(let elements):
        pending.append(contentsOf: elements)
      default:
        break
      }
    }
    return false
  }

  /// Whether a theme `extends` a file rather than a built-in theme (the loader's rule: a `/` or
  /// a `.json` ending names a file).
  public static func themeExtendsAFile(_ bytes: [UInt8]) -> Bool {
    guard let root = try? JSONParser.parse(bytes), case .string(let base)? = root["extends"]?.value else {
      return false
    }
    return base.contains("/") || base.hasSuffix(".json")
  }
}
