import Foundation
import Testing

@testable import BubbleKit

@Suite("Decoding: top level and participants")
struct ConversationDecodingErrorTests {
  @Test func minimalDocumentUsesDefaults() throws {
    let decoded = try #require(
      DecodingFixture.decode(#"{"participants": [{"id": "a"}], "messages": []}"#))
    #expect(
      decoded.conversation == Conversation(participants: [Participant(id: "a")], messages: []))
    #expect(decoded.conversation.participants[0].name == "a")
    #expect(decoded.warnings == [])
  }

  @Test func syntaxErrorsAreReportedWithLocation() {
    let result = ConversationDecoder.decode(Data("{\n  \"messages\": [,]\n}".utf8))
    #expect(
      throws: ConversationDecodingError.syntax(
        JSONSyntaxError(message: "expected a value, found ','", line: 2, column: 16))
    ) {
      try result.get()
    }
    guard case .failure(let error) = result else { return }
    #expect(error.description == "malformed JSON at line 2, column 16: expected a value, found ','")
    #expect(
      error.issues == [
        DecodingIssue(
          path: "", location: JSONLocation(line: 2, column: 16),
          message: "expected a value, found ','")
      ])
  }

  @Test func warningsAreCappedToo() throws {
    let fields = (0..<55).map { #""extra\#($0)": 1"# }.joined(separator: ", ")
    let json = #"{"participants": [], "messages": [], \#(fields)}"#
    let warnings = try #require(DecodingFixture.decode(json)).warnings
    #expect(warnings.count == 51)
    #expect(warnings[0].pathAndMessage == #"extra0: unknown field "extra0"; ignored"#)
    #expect(warnings[50].pathAndMessage == "and 5 more warnings")
  }

  @Test func rootMustBeAnObject() throws {
    let result = ConversationDecoder.decode(Data("[1]".utf8))
    #expect(
      throws: ConversationDecodingError.invalid([
        DecodingIssue(
          path: "", location: JSONLocation(line: 1, column: 1),
          message: "expected an object, found array")
      ])
    ) {
      try result.get()
    }
    #expect(
      DecodingIssue(
        path: "", location: JSONLocation(line: 1, column: 1),
        message: "expected an object, found array"
      ).description
        == "top level (line 1, column 1): expected an object, found array")
  }

  @Test func missingRequiredFields() {
    #expect(
      DecodingFixture.errors("{}") == [
        #"participants: missing required field "participants""#,
        #"messages: missing required field "messages""#,
      ])
    #expect(
      DecodingFixture.errors(#"{"participants": null, "messages": []}"#) == [
        #"participants: required field "participants" is null"#
      ])
  }

  @Test func formatKindAndTitle() {
    let errors = DecodingFixture.errors(
      #"{"format": "bubbles/2", "kind": "channel", "title": 7, "participants": [], "messages": []}"#
    )
    #expect(
      errors == [
        #"format: unsupported format "bubbles/2"; expected "bubbles/1""#,
        #"kind: unknown conversation kind "channel"; expected one of direct, group"#,
        "title: expected a string, found number",
      ])
  }

  @Test func meAndUnreadFromMustExist() {
    let errors = DecodingFixture.errors(
      DecodingFixture.document(
        messages: #"{ "id": "1", "from": "bob", "text": "hi" }"#,
        extra: #""unread_from": "404", "#
      ).replacingOccurrences(of: #""me": "me""#, with: #""me": "you""#))
    #expect(
      errors == [
        #"me: unknown participant "you"; expected the id of a participant ("me", "bob")"#,
        #"unread_from: unknown message id "404"; expected the id of a message"#,
      ])
  }

  @Test func participantProblemsAreAllReported() {
    let json = """
      {
        "participants": [
          { "id": "me" },
          { "id": "" },
          { "id": "me", "name": ["Me"] },
          { "id": 7, "color": "green", "avatar": 3 },
          { "name": "Nobody" },
          "bob"
        ],
        "messages": []
      }
      """
    #expect(
      DecodingFixture.errors(json) == [
        "participants[1].id: expected a non-empty string",
        #"participants[2].id: duplicate participant id "me"; already used at participants[0].id"#,
        "participants[2].name: expected a string, found array",
        "participants[3].id: expected a non-empty string, found number",
        ##"participants[3].color: expected a colour written as "#RRGGBB" (like "#3FAA5B"), found "green""##,
        "participants[3].avatar: expected a media source string (a relative path, data: URI or URL), found number",
        #"participants[4].id: missing required field "id""#,
        "participants[5]: expected an object, found string",
      ])
  }

  @Test(arguments: ["#3FAA5", "#3FAA5BFF", "3FAA5B", "#3FAA5G", "#FFF"])
  func rejectsColoursOtherThanRRGGBB(color: String) {
    let json = #"{"participants": [{"id": "a", "color": "\#(color)"}], "messages": []}"#
    #expect(
      DecodingFixture.errors(json) == [
        ##"participants[0].color: expected a colour written as "#RRGGBB" (like "#3FAA5B"), found "\##(color)""##
      ])
  }

  @Test func participantFields() throws {
    let json = #"""
      {"participants": [
        {"id": "a", "name": "Ann", "avatar": "data:image/png;base64,AAAA", "color": "#ff8000"},
        {"id": "b", "avatar": "https://example.com/b.png", "name": null}
      ], "messages": []}
      """#
    let participants = try #require(DecodingFixture.decode(json)).conversation.participants
    #expect(
      participants[0]
        == Participant(
          id: "a", name: "Ann", avatar: .dataURI("data:image/png;base64,AAAA"),
          color: RGBColor(red: 1, green: 128.0 / 255, blue: 0)))
    #expect(participants[1] == Participant(id: "b", avatar: .url("https://example.com/b.png")))
  }

  @Test func emptyNameFallsBackToIdWithAWarning() throws {
    let decoded = try #require(
      DecodingFixture.decode(#"{"participants": [{"id": "a", "name": ""}], "messages": []}"#))
    #expect(decoded.conversation.participants[0].name == "a")
    #expect(
      decoded.warnings.map(\.pathAndMessage) == [
        "participants[0].name: empty name; the id is shown instead"
      ])
  }

  @Test func unknownFieldsAreWarningsWithTheirKeyLocation() throws {
    let json = """
      {
        "participants": [{ "id": "a", "colour": "#FF0000" }],
        "messages": [],
        "theme": "dark",
        "display name": 1
      }
      """
    let decoded = try #require(DecodingFixture.decode(json))
    #expect(
      decoded.warnings == [
        DecodingIssue(
          path: "participants[0].colour", location: JSONLocation(line: 2, column: 33),
          message: #"unknown field "colour"; ignored"#),
        DecodingIssue(
          path: "theme", location: JSONLocation(line: 4, column: 3),
          message: #"unknown field "theme"; ignored"#),
        DecodingIssue(
          path: #"["display name"]"#, location: JSONLocation(line: 5, column: 3),
          message: #"unknown field "display name"; ignored"#),
      ])
  }

  @Test func issueDescriptionNamesPathAndLocation() {
    let json = """
      {
        "participants": [{ "id": "a" }],
        "messages": [
          { "id": "1", "from": "a", "media": { "type": "vidoe" } }
        ]
      }
      """
    guard case .failure(let error) = ConversationDecoder.decode(Data(json.utf8)) else {
      Issue.record("expected an error")
      return
    }
    #expect(
      error.description == """
        messages[0].media.type (line 4, column 50): unknown media type "vidoe"; expected one of \
        image, album, video, voice, audio, file, location, contact, sticker, link_preview, call, \
        poll, red_packet, transfer, typing
        """)
  }

  @Test func issuesAreInDocumentOrderAndCapped() {
    // Messages come before participants in this file: errors still follow the text.
    let badMessages = (0..<60).map { #"{"id": "m\#($0)", "from": "nobody", "text": "x"}"# }
    let json = """
      {"messages": [\(badMessages.joined(separator: ",\n"))],
      "participants": [{"id": 1}]}
      """
    guard case .failure(.invalid(let issues)) = ConversationDecoder.decode(Data(json.utf8)) else {
      Issue.record("expected semantic errors")
      return
    }
    #expect(issues.count == 51)
    #expect(
      issues[0].pathAndMessage
        == #"messages[0].from: unknown participant "nobody"; expected the id of a participant"#)
    #expect(issues[0].location == JSONLocation(line: 1, column: 36))
    #expect(issues[49].path == "messages[49].from")
    #expect(issues[50] == DecodingIssue(path: "", location: nil, message: "and 11 more errors"))
    #expect(issues[50].description == "and 11 more errors")
  }

  @Test func inputSizeLimit() {
    var limits = DecodingLimits()
    limits.maxInputBytes = 1024
    let json = DecodingFixture.document(
      messages: #"{"id": "1", "from": "bob", "text": "\#(String(repeating: "a", count: 2000))"}"#)
    let errors = DecodingFixture.errors(json, limits: limits)
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("the input is ") == true)
    #expect(errors.first?.hasSuffix(" bytes; the limit is 1 KiB") == true)
  }

  @Test func participantLimit() {
    var limits = DecodingLimits()
    limits.maxParticipants = 2
    let json =
      #"{"participants": [{"id": "a"}, {"id": "b"}, {"id": "c"}], "messages": [{"id": "1", "from": "c", "text": "x"}]}"#
    #expect(
      DecodingFixture.errors(json, limits: limits) == [
        "participants: has 3 items; at most 2 are allowed",
        #"messages[0].from: unknown participant "c"; expected the id of a participant ("a", "b")"#,
      ])
  }
}
