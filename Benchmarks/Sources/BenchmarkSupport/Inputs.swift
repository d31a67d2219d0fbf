import Foundation

/// A conversation to render: its JSON bytes and the folder its media paths resolve against.
public struct BenchmarkInput: Sendable {
  public var name: String
  public var json: Data
  public var baseDirectory: URL

  public init(name: String, json: Data, baseDirectory: URL) {
    self.name = name
    self.json = json
    self.baseDirectory = baseDirectory
  }
}

public struct BenchmarkInputError: Error, CustomStringConvertible {
  public var description: String
  public init(description: String) { self.description = description }
}

/// The inputs every benchmark renders, read from the repository (the harness always runs from
/// source, so the repository is found from this file's path): two corpus samples, the Chromium
/// peer's 200-message chat (`Benchmarks/inputs/long200.json`, made by `peer/gen_long.py 200`, so
/// both renderers draw the very same input) and chats of other lengths made like it.
public enum Inputs {
  /// The repository's root folder.
  public static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // BenchmarkSupport
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()  // Benchmarks
    .deletingLastPathComponent()

  public static let corpus = repository.appendingPathComponent("Examples/corpus")
  public static let long200 = repository.appendingPathComponent("Benchmarks/inputs/long200.json")

  /// A file as it is on disk.
  public static func file(_ url: URL) throws -> BenchmarkInput {
    BenchmarkInput(
      name: url.deletingPathExtension().lastPathComponent, json: try Data(contentsOf: url),
      baseDirectory: url.deletingLastPathComponent())
  }

  /// A corpus sample by name ("direct-basics").
  public static func corpus(_ name: String) throws -> BenchmarkInput {
    try file(corpus.appendingPathComponent("\(name).json"))
  }

  /// A chat of `count` messages from `ChatGenerator` (seed 42); 200 gives long200.json, the
  /// peer's own file, so the 200-message figures of both renderers are of the very same input.
  public static func chat(messages count: Int) throws -> BenchmarkInput {
    let folder = long200.deletingLastPathComponent()
    guard count != 200 else {
      return BenchmarkInput(name: "long200", json: try Data(contentsOf: long200), baseDirectory: folder)
    }
    return BenchmarkInput(name: "long\(count)", json: try ChatGenerator.json(messages: count), baseDirectory: folder)
  }

  /// `input` with one more message at its end, a short reply two minutes after the last.
  public static func appending(to input: BenchmarkInput) throws -> BenchmarkInput {
    guard var root = try JSONSerialization.jsonObject(with: input.json) as? [String: Any],
      var messages = root["messages"] as? [[String: Any]], let last = messages.last?["time"] as? Int
    else { throw BenchmarkInputError(description: "\(input.name): no messages to append to") }
    messages.append([
      "id": "appended", "from": "sam", "time": last + 120, "text": "One more thing: bring the map 🗺️",
    ])
    root["messages"] = messages
    var appended = input
    appended.name += "+1"
    appended.json = try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .withoutEscapingSlashes])
    return appended
  }
}
