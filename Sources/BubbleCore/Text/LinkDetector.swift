/// Finds bare web addresses in plain text ("https://a.b/c", "www.a.b", "example.com/path"), as the
/// apps auto-link them. Only ASCII address characters belong to an address, so CJK text written
/// right against it ends it; trailing sentence punctuation and unbalanced closing brackets are left
/// out. Bare domains need a common top-level domain, so "file.txt" or "v1.2" stay text.
public enum LinkDetector {
  /// The addresses in `text`, as UTF-8 byte ranges (Pango's indices), in order.
  public static func links(in text: String) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var token: [(scalar: Unicode.Scalar, offset: Int)] = []
    var offset = 0
    var previous: Unicode.Scalar?
    var tokenPrevious: Unicode.Scalar?
    func finish(end: Int) {
      if let range = link(in: token, end: end, after: tokenPrevious) { ranges.append(range) }
      token = []
    }
    for scalar in text.unicodeScalars {
      if isAddressCharacter(scalar) {
        if token.isEmpty { tokenPrevious = previous }
        token.append((scalar, offset))
      } else if !token.isEmpty {
        finish(end: offset)
      }
      offset += scalar.utf8.count
      previous = scalar
    }
    if !token.isEmpty { finish(end: offset) }
    return ranges
  }

  /// The address a run of address characters holds, if any: from its scheme, `www.` or domain to
  /// its end, less trailing punctuation.
  private static func link(
    in token: [(scalar: Unicode.Scalar, offset: Int)], end: Int, after previous: Unicode.Scalar?
  ) -> Range<Int>? {
    let characters = token.map { Character($0.scalar) }
    let lower = String(characters).lowercased()
    let start: Int
    if let scheme = ["https://", "http://"].lazy.compactMap({ lower.range(of: $0) }).first {
      start = lower.distance(from: lower.startIndex, to: scheme.lowerBound)
    } else {
      // A word glued to a letter (an e-mail's domain, "user@example.com") is not an address.
      guard previous.map({ !$0.properties.isAlphabetic && $0 != "@" }) ?? true, !lower.contains("@"),
        let first = characters.firstIndex(where: { $0.isLetter || $0.isNumber })
      else { return nil }
      start = first
    }
    var stop = characters.count
    var brackets = BracketBalance(characters[start..<stop])
    while stop > start, brackets.shouldTrim(characters[stop - 1]) {
      brackets.remove(characters[stop - 1])
      stop -= 1
    }
    let address = String(characters[start..<stop]).lowercased()
    let isAddress =
      address.hasPrefix("https://") || address.hasPrefix("http://")
      ? address.count > (address.hasPrefix("https://") ? 8 : 7)
      : address.hasPrefix("www.") || hasKnownDomain(address)
    guard isAddress else { return nil }
    let endOffset = stop == characters.count ? end : token[stop].offset
    return token[start].offset..<endOffset
  }

  /// "example.com", "example.com/path", "sub.example.org:8080": a domain ending in a known TLD.
  private static func hasKnownDomain(_ word: String) -> Bool {
    let host = word.prefix { $0 != "/" && $0 != ":" && $0 != "?" && $0 != "#" }
    let labels = host.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, let tld = labels.last, topLevelDomains.contains(String(tld)) else { return false }
    return labels.allSatisfy { label in
      !label.isEmpty && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }
  }

  /// Closing and opening brackets counted once, so trimming a long run of ")" costs one pass, not
  /// one pass per character.
  private struct BracketBalance {
    var parentheses = 0
    var squareBrackets = 0

    init(_ address: ArraySlice<Character>) {
      for character in address { count(character, by: 1) }
    }

    mutating func remove(_ character: Character) { count(character, by: -1) }

    private mutating func count(_ character: Character, by step: Int) {
      switch character {
      case ")": parentheses += step
      case "(": parentheses -= step
      case "]": squareBrackets += step
      case "[": squareBrackets -= step
      default: break
      }
    }

    /// Sentence punctuation, or a closing bracket without its opening one.
    func shouldTrim(_ last: Character) -> Bool {
      switch last {
      case ".", ",", ";", ":", "!", "?", "'", "\"", "*": return true
      case ")": return parentheses > 0
      case "]": return squareBrackets > 0
      default: return false
      }
    }
  }

  private static func isAddressCharacter(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return false }
    let value = scalar.value
    if (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) {
      return true
    }
    return "-._~:/?#[]@!$&'()*+,;=%".unicodeScalars.contains(scalar)
  }

  /// Common top-level domains, enough for chat text; a longer list would link more file names.
  private static let topLevelDomains: Set<String> = [
    "com", "org", "net", "edu", "gov", "io", "dev", "app", "ai", "co", "me", "info", "tv", "ly", "gl",
    "uk", "us", "de", "fr", "es", "it", "nl", "be", "ch", "at", "se", "no", "fi", "dk", "pl", "ru", "cn",
    "jp", "kr", "in", "br", "au", "ca", "eu", "tw", "hk", "sg", "il", "ae", "sa", "eg", "mx", "ar",
  ]
}
