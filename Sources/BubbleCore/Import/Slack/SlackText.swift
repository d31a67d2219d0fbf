import Foundation

/// A Slack message's `text` (mrkdwn) as rich text: its `<…>` references made segments (`<@U1>`
/// a mention by the member's name, `<#C1|general>` "#general", `<!here>` "@here",
/// `<https://…|label>` a link), its three escaped characters (`&amp;`, `&lt;`, `&gt;`) read,
/// and its marks (`ChatMarkup`'s Slack dialect) made styles.
struct SlackText {
  /// Display names by member id, for mentions.
  let names: [String: String]

  func richText(_ text: String) -> RichText {
    var tokens: [TextSegment] = []
    var marked = ""
    var rest = Substring(ChatMarkup.withoutTokenScalars(text))
    while let open = rest.firstIndex(of: "<") {
      guard let close = rest[open...].firstIndex(of: ">"),
        let scalar = ChatMarkup.tokenScalar(tokens.count)
      else { break }
      marked += Self.withEmoji(Self.unescaped(rest[..<open]))
      tokens.append(segment(rest[rest.index(after: open)..<close]))
      marked.unicodeScalars.append(scalar)
      rest = rest[rest.index(after: close)...]
    }
    marked += Self.withEmoji(Self.unescaped(rest))
    return RichText(segments: ChatMarkup.segments(of: marked, tokens: tokens, dialect: .slack))
  }

  /// One `<…>` reference's segment.
  private func segment(_ inside: Substring) -> TextSegment {
    let (target, label) = Self.split(inside)
    switch target.first {
    case "@":
      let id = String(target.dropFirst())
      return TextSegment(text: "@" + (label ?? names[id] ?? id), styles: [.mention], userID: id)
    case "#":
      return TextSegment(text: "#" + (label ?? String(target.dropFirst())), styles: [.mention])
    case "!":
      // `<!here>`, `<!channel>`, `<!subteam^S1|@team>`, `<!date^1392734382^{date}|Feb 18th>`.
      let word = target.dropFirst().prefix { $0 != "^" }
      return TextSegment(text: label ?? "@" + word, styles: label == nil || label?.first == "@" ? [.mention] : [])
    default:
      let url = String(target)
      guard let label, label != url else { return TextSegment(text: url, styles: [.link], href: url) }
      return TextSegment(text: label, styles: [.textLink], href: url)
    }
  }

  /// `target|label`, unescaped.
  private static func split(_ inside: Substring) -> (target: Substring, label: String?) {
    guard let bar = inside.firstIndex(of: "|") else { return (Substring(unescaped(inside)), nil) }
    let label = unescaped(inside[inside.index(after: bar)...])
    return (Substring(unescaped(inside[..<bar])), label.isEmpty ? nil : label)
  }

  /// `:tada:` and `:+1::skin-tone-3:` as the emoji (`SlackEmoji`); other names stay as written.
  static func withEmoji(_ text: String) -> String {
    guard text.contains(":") else { return text }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    var result = String(parts[0])
    var index = 1
    while index < parts.count {
      // `name` between two colons, and a skin tone after an empty part (`::`).
      let name = parts[index]
      let toned = index + 2 < parts.count && parts[index + 1].isEmpty && parts[index + 2].hasPrefix("skin-tone-")
      let full = toned ? "\(name)::\(parts[index + 2])" : String(name)
      let closes = index + (toned ? 3 : 1) < parts.count
      if closes, isEmojiName(name), let emoji = SlackEmoji.emoji(named: full) {
        index += toned ? 3 : 1
        result += emoji + parts[index]
      } else {
        result += ":" + name
      }
      index += 1
    }
    return result
  }

  private static func isEmojiName(_ name: Substring) -> Bool {
    !name.isEmpty && name.count <= 40
      && name.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || "_+-".unicodeScalars.contains($0)
      }
  }

  /// Slack escapes only `&`, `<` and `>`.
  static func unescaped(_ text: Substring) -> String {
    guard text.contains("&") else { return String(text) }
    return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
