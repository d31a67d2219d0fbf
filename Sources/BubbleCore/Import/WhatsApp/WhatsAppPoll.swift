/// A poll as the export writes it, on the message's lines:
///
///     POLL:
///     Where shall we eat?
///     OPTION: Pizza (2 votes)
///     OPTION: Sushi (1 vote)
///
/// (each line after U+200E on iOS), as the fields of the `poll` kind.
enum WhatsAppPoll {
  static func recognize(_ text: String, maxOptions: Int) -> WhatsAppMedia? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(WhatsAppText.bare)
    guard lines.count >= 3, lines[0].uppercased() == "POLL:" else { return nil }
    let question = lines[1]
    var options: [JSONValue] = []
    for line in lines.dropFirst(2) where !line.isEmpty {
      guard let option = WhatsAppText.removingPrefix("OPTION:", from: line) else { return nil }
      let (text, votes) = votesRemoved(WhatsAppText.trimmed(option))
      options.append(
        .object([
          member("text", .string(text)), member("votes", .number(Double(votes), isInteger: true)),
        ]))
    }
    guard !question.isEmpty, !options.isEmpty else { return nil }
    return WhatsAppMedia(
      type: "poll",
      fields: [
        "question": .string(question),
        "options": .array(options.prefix(maxOptions).map { JSONNode($0, at: placeholder) }),
      ])
  }

  /// "Pizza (2 votes)" → ("Pizza", 2); counts past the format's range are capped.
  private static func votesRemoved(_ option: String) -> (String, Int) {
    guard option.hasSuffix(")"), let open = option.lastIndex(of: "(") else { return (option, 0) }
    let inside = option[option.index(after: open)..<option.index(before: option.endIndex)]
    let words = inside.split(separator: " ")
    guard words.count == 2, words[1] == "votes" || words[1] == "vote", words[0].allSatisfy(\.isASCII),
      let count = Int(words[0].prefix(10))
    else { return (option, 0) }
    let text = WhatsAppText.trimmed(String(option[..<open]))
    return (text, min(count, InputNumberRanges.maxCount))
  }

  /// Nested values are placed at the message's line by `WhatsAppConversationBuilder.content`.
  static let placeholder = JSONLocation(line: 0, column: 0)

  private static func member(_ key: String, _ value: JSONValue) -> JSONMember {
    JSONMember(key: key, keyLocation: placeholder, value: JSONNode(value, at: placeholder))
  }
}

extension JSONValue {
  /// The value with every nested node and key at `location`.
  func placed(at location: JSONLocation) -> JSONValue {
    switch self {
    case .array(let nodes):
      return .array(nodes.map { JSONNode($0.value.placed(at: location), at: location) })
    case .object(let members):
      return .object(
        members.map {
          JSONMember(
            key: $0.key, keyLocation: location, value: JSONNode($0.value.value.placed(at: location), at: location))
        })
    default:
      return self
    }
  }
}
