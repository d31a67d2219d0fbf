import BubbleKit
import Testing

/// Seed 002's three cases and the boundaries between them, as a table.
@Suite struct KeyboardAvoidanceTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var content: Double
    var expectedCase: KeyboardAvoidance.Case
    var listRise: Double
    var testDescription: String { "content \(content) -> \(expectedCase.rawValue), list +\(listRise)" }
  }

  /// Screen 100 high, no bars above, input bar 10, panel 40: viewport 90, the panel's top at 50.
  static let simple = KeyboardAvoidance.Geometry(
    listContentHeight: 0, screenHeight: 100, inputBarHeight: 10, panelHeight: 40)

  @Test(arguments: [
    Row(content: 0, expectedCase: .inputBarRises, listRise: 0),
    Row(content: 30, expectedCase: .inputBarRises, listRise: 0),
    // Boundary 1|2: the last message's bottom touches the panel-raised input bar.
    Row(content: 50, expectedCase: .inputBarRises, listRise: 0),
    Row(content: 50.5, expectedCase: .listRisesByCoveredPart, listRise: 0.5),
    Row(content: 60, expectedCase: .listRisesByCoveredPart, listRise: 10),
    Row(content: 89, expectedCase: .listRisesByCoveredPart, listRise: 39),
    // Boundary 2|3: the list exactly fills its viewport; the rise is continuous across it.
    Row(content: 90, expectedCase: .everythingRises, listRise: 40),
    Row(content: 90.5, expectedCase: .everythingRises, listRise: 40),
    Row(content: 500, expectedCase: .everythingRises, listRise: 40),
  ])
  func simpleScreen(row: Row) {
    var geometry = Self.simple
    geometry.listContentHeight = row.content
    let outcome = KeyboardAvoidance.resolve(geometry)
    #expect(outcome.case == row.expectedCase)
    #expect(outcome.listRise == row.listRise)
    // The input bar always rises by the panel height.
    #expect(outcome.inputBarRise == 40)
    #expect(outcome.inputBarTop == 50)
  }

  /// A phone: 844 pt, list from 91 (status + navigation bar), input bar 56 over a 34 pt home
  /// indicator area, keyboard 336 (it covers that area: the bar rises 302).
  static let phone = KeyboardAvoidance.Geometry(
    listContentHeight: 0, screenHeight: 844, listTop: 91, inputBarHeight: 56, panelHeight: 336, restingInset: 34)

  @Test func phoneGeometry() {
    #expect(Self.phone.restingInputBarTop == 754)
    #expect(Self.phone.viewportHeight == 663)
    #expect(Self.phone.panelRise == 302)
  }

  @Test(arguments: [
    Row(content: 200, expectedCase: .inputBarRises, listRise: 0),
    Row(content: 361, expectedCase: .inputBarRises, listRise: 0),
    Row(content: 362, expectedCase: .listRisesByCoveredPart, listRise: 1),
    Row(content: 500, expectedCase: .listRisesByCoveredPart, listRise: 139),
    Row(content: 662, expectedCase: .listRisesByCoveredPart, listRise: 301),
    Row(content: 663, expectedCase: .everythingRises, listRise: 302),
    Row(content: 5000, expectedCase: .everythingRises, listRise: 302),
  ])
  func phoneScreen(row: Row) {
    var geometry = Self.phone
    geometry.listContentHeight = row.content
    let outcome = KeyboardAvoidance.resolve(geometry)
    #expect(outcome.case == row.expectedCase)
    #expect(outcome.listRise == row.listRise)
    #expect(outcome.inputBarRise == 302)
    #expect(outcome.inputBarTop == 452)
  }

  @Test func shortListsStartAtTheTopAndStayThereInCaseOne() {
    var geometry = Self.phone
    geometry.listContentHeight = 200
    #expect(KeyboardAvoidance.resolve(geometry).listContentTop == 91)
  }

  @Test func caseTwoPutsTheLastMessageRightAboveTheRaisedInputBar() {
    var geometry = Self.phone
    geometry.listContentHeight = 500
    let outcome = KeyboardAvoidance.resolve(geometry)
    #expect(outcome.listContentTop + 500 == outcome.inputBarTop)
    // The first messages scroll under the navigation bar by the covered amount only.
    #expect(outcome.listContentTop == 91 - 139)
  }

  @Test func caseThreeKeepsTheNewestMessageAboveTheInputBarAndCutsOlderOnes() {
    var geometry = Self.phone
    geometry.listContentHeight = 5000
    let outcome = KeyboardAvoidance.resolve(geometry)
    #expect(outcome.listContentTop + 5000 == outcome.inputBarTop)
    let resting = KeyboardAvoidance.resolve(
      KeyboardAvoidance.Geometry(
        listContentHeight: 5000, screenHeight: 844, listTop: 91, inputBarHeight: 56, panelHeight: 34,
        restingInset: 34))
    // Without a panel, the newest message sits right above the resting input bar.
    #expect(resting.listContentTop + 5000 == 754)
    #expect(resting.listRise == 0)
  }

  /// A panel no taller than the home indicator's area (no panel at all) moves nothing.
  @Test(arguments: [0.0, 20, 34])
  func noPanelMovesNothing(panel: Double) {
    for content in [0.0, 400, 663, 5000] {
      var geometry = Self.phone
      geometry.listContentHeight = content
      geometry.panelHeight = panel
      let outcome = KeyboardAvoidance.resolve(geometry)
      #expect(outcome.inputBarRise == 0)
      #expect(outcome.listRise == 0)
      #expect(outcome.inputBarTop == 754)
    }
  }

  /// The list never rises more than the input bar, nor less than nothing.
  @Test func listRiseIsMonotonicAndBounded() {
    var previous = 0.0
    for content in stride(from: 0.0, through: 800, by: 7) {
      var geometry = Self.phone
      geometry.listContentHeight = content
      let rise = KeyboardAvoidance.resolve(geometry).listRise
      #expect(rise >= previous && rise <= 302)
      previous = rise
    }
  }
}
