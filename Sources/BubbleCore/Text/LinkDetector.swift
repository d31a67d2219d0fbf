/// Finds bare web addresses in plain text ("https://a.b/c", "www.a.b", "example.com/path"), as the
/// apps auto-link them. Only ASCII address characters belong to an address, so CJK text written
/// right against it ends it; trailing sentence punctuation and unbalanced closing brackets are left
/// out. Bare domains need a common top-level domain, so "file.txt" or "v1.2" stay text.
public enum LinkDetector {
  /// The addresses in `text`, as UTF-8 byte ranges (Pango's indices), in order.
  public static func links(in text: String) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    // Address characters are ASCII, so a token is its UTF-8 bytes, one per character.
    var token: [UInt8] = []
    var tokenStart = 0
    var offset = 0
    var previous: Unicode.Scalar?
    var tokenPrevious: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if isAddressCharacter(scalar) {
        if token.isEmpty { (tokenPrevious, tokenStart) = (previous, offset) }
        token.append(UInt8(scalar.value))
      } else if !token.isEmpty {
        if let range = link(in: token, after: tokenPrevious) { ranges.append(range.shifted(by: tokenStart)) }
        token.removeAll(keepingCapacity: true)
      }
      offset += scalar.utf8.count
      previous = scalar
    }
    if !token.isEmpty, let range = link(in: token, after: tokenPrevious) {
      ranges.append(range.shifted(by: tokenStart))
    }
    return ranges
  }

  /// The address a run of address characters holds, if any, as offsets into the run: from its
  /// scheme, `www.` or domain to its end, less trailing punctuation. Every address has a dot or a
  /// scheme's colon, so a plain word is passed over without a copy.
  private static func link(in token: [UInt8], after previous: Unicode.Scalar?) -> Range<Int>? {
    guard token.contains(UInt8(ascii: ".")) || token.contains(UInt8(ascii: ":")) else { return nil }
    let lower = token.map(asciiLowercased)
    let start: Int
    if let scheme = firstIndex(of: "https://", in: lower) ?? firstIndex(of: "http://", in: lower) {
      start = scheme
    } else {
      // A word glued to a letter (an e-mail's domain, "user@example.com") is not an address.
      guard previous.map({ !$0.properties.isAlphabetic && $0 != "@" }) ?? true, !lower.contains(UInt8(ascii: "@")),
        let first = lower.firstIndex(where: isASCIIAlphanumeric)
      else { return nil }
      start = first
    }
    var stop = token.count
    var brackets = BracketBalance(token[start..<stop])
    while stop > start, brackets.shouldTrim(token[stop - 1]) {
      brackets.remove(token[stop - 1])
      stop -= 1
    }
    let address = lower[start..<stop]
    let isAddress =
      if address.starts(with: "https://".utf8) {
        address.count > 8
      } else if address.starts(with: "http://".utf8) {
        address.count > 7
      } else {
        address.starts(with: "www.".utf8) || hasKnownDomain(address)
      }
    return isAddress ? start..<stop : nil
  }

  private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func firstIndex(of needle: String, in bytes: [UInt8]) -> Int? {
    let needle = needle.utf8
    guard bytes.count >= needle.count else { return nil }
    return (0...(bytes.count - needle.count)).first { bytes[$0...].starts(with: needle) }
  }

  /// "example.com", "example.com/path", "sub.example.org:8080": a domain ending in a known TLD.
  private static func hasKnownDomain(_ word: ArraySlice<UInt8>) -> Bool {
    let host = word.prefix { !"/:?#".utf8.contains($0) }
    let labels = host.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard labels.count >= 2, let tld = labels.last, topLevelDomains.contains(String(decoding: tld, as: UTF8.self))
    else { return false }
    return labels.allSatisfy { label in
      !label.isEmpty && label.allSatisfy { isASCIIAlphanumeric($0) || $0 == UInt8(ascii: "-") }
    }
  }

  /// Closing and opening brackets counted once, so trimming a long run of ")" costs one pass, not
  /// one pass per character.
  private struct BracketBalance {
    var parentheses = 0
    var squareBrackets = 0

    init(_ address: ArraySlice<UInt8>) {
      for byte in address { count(byte, by: 1) }
    }

    mutating func remove(_ byte: UInt8) { count(byte, by: -1) }

    private mutating func count(_ byte: UInt8, by step: Int) {
      switch byte {
      case UInt8(ascii: ")"): parentheses += step
      case UInt8(ascii: "("): parentheses -= step
      case UInt8(ascii: "]"): squareBrackets += step
      case UInt8(ascii: "["): squareBrackets -= step
      default: break
      }
    }

    /// Sentence punctuation, or a closing bracket without its opening one.
    func shouldTrim(_ last: UInt8) -> Bool {
      switch last {
      case UInt8(ascii: ")"): parentheses > 0
      case UInt8(ascii: "]"): squareBrackets > 0
      default: ".,;:!?'\"*".utf8.contains(last)
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

extension Range<Int> {
  fileprivate func shifted(by offset: Int) -> Range<Int> { (lowerBound + offset)..<(upperBound + offset) }
}
