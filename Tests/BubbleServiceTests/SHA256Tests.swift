import Testing

@testable import BubbleService

/// The FIPS 180-4 examples, and input fed in pieces that straddle blocks.
@Suite struct SHA256Tests {
  static func digest(_ text: String) -> String {
    var hash = SHA256()
    hash.update(Array(text.utf8))
    return hash.finalizeHex()
  }

  @Test func knownDigests() {
    #expect(Self.digest("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(Self.digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      Self.digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test func piecesGiveTheSameDigestAsTheWhole() {
    let text = String(repeating: "a", count: 1000)
    var pieces = SHA256()
    for length in [1, 63, 64, 65, 200, 607] {
      pieces.update(Array(text.utf8).prefix(length))
    }
    #expect(pieces.finalizeHex() == Self.digest(String(repeating: "a", count: 1000)))
  }
}
