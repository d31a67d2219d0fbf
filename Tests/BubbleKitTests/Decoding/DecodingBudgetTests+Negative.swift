import Foundation
import Testing

@testable import BubbleKit

/// Decoding limits are part of a request's budget (`RenderBudget.decoding`): a service that
/// passes a count below zero gets errors (nothing is allowed), never a trap.
extension DecodingBudgetTests {
  @Test func countsBelowZeroAllowNothing() {
    var limits = DecodingLimits()
    limits.maxMessages = -1
    limits.maxReportedIssues = -1
    let json = Self.messages([#""hi""#, #""there""#])
    #expect(DecodingFixture.errors(json, limits: limits) == ["and 1 more errors"])
    limits.maxReportedIssues = 5
    #expect(DecodingFixture.errors(json, limits: limits) == ["messages: has 2 items; at most 0 are allowed"])
  }

  @Test func aMediaDimensionLimitBelowOneAllowsOnePixel() {
    var limits = DecodingLimits()
    limits.maxMediaDimension = 0
    let json = DecodingFixture.document(media: #"{ "type": "image", "src": "a.png", "width": 2, "height": 1 }"#)
    #expect(
      DecodingFixture.errors(json, limits: limits) == [
        "messages[0].media.width: expected an integer from 1 to 1, found 2"
      ])
  }
}
