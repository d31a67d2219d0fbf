import BubbleThemes
import Foundation
import Testing

@testable import BubbleCore

/// `JSONNodeDecoder` decodes a parsed tree as `JSONDecoder` (with `.convertFromSnakeCase`) decodes
/// the text: the same values, and the same errors with the same key paths, except where
/// `JSONDecoder`'s report is poorer (an array's mismatch named as a dictionary's, a fraction for a
/// whole number reported without its key).
@Suite struct JSONNodeDecoderTests {
  private struct Sample: Codable, Equatable {
    var textSize: Double
    var count: Int
    var label: String
    var flag: Bool
    var inner: Inner
    var note: String?
    var sections: [String: ThemeValue]?
  }

  private struct Inner: Codable, Equatable {
    var colour: RGBColor
    var sizes: [Double]
  }

  private static let valid = #"""
    { "text_size": 12.5, "count": 3, "label": "a", "flag": true,
      "inner": { "colour": "#102030", "sizes": [1, 2.5] }, "sections": { "order_card": { "max_width": 3 } } }
    """#

  private func viaJSONDecoder<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(type, from: Data(json.utf8))
  }

  private func viaNodes<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
    try JSONNodeDecoder(keyName: ThemeLoader.snakeCase).decode(type, from: JSONParser.parse(json))
  }

  /// The error's kind, key path and wording, as theme errors show them.
  private func report(_ body: () throws -> Sample) -> String {
    do {
      _ = try body()
      return "no error"
    } catch let error as DecodingError {
      guard let (keys, message) = ThemeLoader.problem(in: error) else { return "\(error)" }
      return "\(ThemeLoader.keyPath(keys)): \(message)"
    } catch {
      return "\(error)"
    }
  }

  @Test func decodesTheSameValues() throws {
    let sample = try viaNodes(Sample.self, Self.valid)
    #expect(sample == (try viaJSONDecoder(Sample.self, Self.valid)))
    #expect(sample.sections?["order_card"] == .object(["max_width": .number(3)]))
  }

  @Test func decodesTheDefaultThemeAsJSONDecoderDoes() throws {
    let text = try #require(BuiltInThemes.data(named: "default").flatMap { String(data: $0, encoding: .utf8) })
    #expect(try viaNodes(Theme.self, text) == (try viaJSONDecoder(Theme.self, text)))
  }

  @Test(arguments: [
    #"{ "text_size": "big" }"#, #"{ "text_size": null }"#, #"{ "label": 3 }"#, #"{ "flag": 1 }"#,
    #"{ "count": "3" }"#, #"{ "inner": [] }"#, #"{ "inner": null }"#, #"{ "inner": { "colour": "red" } }"#,
    #"{ "inner": { "colour": 7 } }"#, #"{ "inner": { "sizes": [1, "2"] } }"#, #"{ "inner": { "sizes": [null] } }"#,
    #"{ "inner": {} }"#, #"{ "note": 3 }"#, #"{ "note": null }"#, #"{ "sections": 3 }"#, #"{ "text_size": 1 }"#,
  ])
  func reportsWhatJSONDecoderReports(change: String) throws {
    let json = try merged(Self.valid, change)
    #expect(report { try viaNodes(Sample.self, json) } == report { try viaJSONDecoder(Sample.self, json) })
  }

  @Test func namesAnArrayInAMismatch() throws {
    let json = try merged(Self.valid, #"{ "inner": { "sizes": 3 } }"#)
    #expect(report { try viaNodes(Sample.self, json) } == "inner.sizes: expected an array")
  }

  @Test func takesWholeNumbersWrittenWithAFractionAndLocatesOtherFractions() throws {
    #expect(try viaNodes(Sample.self, merged(Self.valid, #"{ "count": 3.0 }"#)).count == 3)
    let json = try merged(Self.valid, #"{ "count": 2.5 }"#)
    #expect(report { try viaNodes(Sample.self, json) } == "count: expected a whole number, found 2.5")
  }

  /// `change`'s members laid over `base`'s (one level deep for `inner`).
  private func merged(_ base: String, _ change: String) throws -> String {
    var object = try #require(JSONSerialization.jsonObject(with: Data(base.utf8)) as? [String: Any])
    let changes = try #require(JSONSerialization.jsonObject(with: Data(change.utf8)) as? [String: Any])
    for (key, value) in changes {
      if key == "inner", var inner = object["inner"] as? [String: Any], let members = value as? [String: Any],
        !members.isEmpty
      {
        inner.merge(members) { _, new in new }
        object[key] = inner
      } else {
        object[key] = value
      }
    }
    return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
  }
}
