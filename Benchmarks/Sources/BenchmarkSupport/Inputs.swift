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
/// both renderers draw the very same input) and longer chats made from it.
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

  /// A chat of `count` messages: long200's messages over and over, with fresh ids and times that
  /// keep going forward, so the chat grows without changing its mix of texts. 200 gives
  /// long200.json's own bytes.
  public static func chat(messages count: Int) throws -> BenchmarkInput {
    let data = try Data(contentsOf: long200)
    let name = "long\(count)"
    guard count != 200 else {
      return BenchmarkInput(name: name, json: data, baseDirectory: long200.deletingLastPathComponent())
    }
    return BenchmarkInput(
      name: name, json: try chat(messages: count, from: data), baseDirectory: long200.deletingLastPathComponent())
  }

  /// `chat(messages:)`'s JSON, made from a `gen_long.py` chat.
  public static func chat(messages count: Int, from template: Data) throws -> Data {
    guard var root = try JSONSerialization.jsonObject(with: template) as? [String: Any],
      let messages = root["messages"] as? [[String: Any]], !messages.isEmpty,
      let first = messages.first?["time"] as? Int, let last = messages.last?["time"] as? Int
    else { throw BenchmarkInputError(description: "\(long200.path): not a gen_long.py chat") }
    // Each round starts 10 minutes after the previous one ends.
    let span = last - first + 600
    root["messages"] = (0..<count).map { index in
      var message = messages[index % messages.count]
      message["id"] = "l\(index)"
      message["time"] = (message["time"] as? Int ?? first) + index / messages.count * span
      return message
    }
    return try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .withoutEscapingSlashes])
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
