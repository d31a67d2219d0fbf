import BubbleKit
import Foundation
import Testing

/// PDF and SVG from the library's page stream: as many PDF pages as PNG pages, and the same bytes
/// for the same input within one process too (a service renders again after its cache forgets),
/// whatever was drawn in between.
@Suite struct VectorOutputTests {
  static func stream(_ name: String, maxPageHeight: Int = 16384) async throws -> PageStream {
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    // Patient: under the whole suite on two cores, resolving media-gallery's pictures ran past
    // the one-minute render budget.
    var options = TestSupport.patientOptions()
    options.maxPageHeight = maxPageHeight
    return try await renderer.pages(
      try TestSupport.corpusConversation(name), options: options, baseDirectory: TestSupport.corpus)
  }

  @Test func aPDFHasAPagePerPNGPage() async throws {
    var stream = try await Self.stream("media-gallery", maxPageHeight: 600)
    #expect(stream.pageCount > 3)
    let pdf = try stream.pdf()
    // Each page object is "/Type /Page" followed by its attributes; "/Type /Pages" is the tree.
    let text = String(decoding: pdf, as: UTF8.self)
    let pages = text.components(separatedBy: "/Type /Page").dropFirst().filter { !$0.hasPrefix("s") }
    #expect(pages.count == stream.pageCount)
  }

  @Test(arguments: [OutputFormat.pdf, .svg])
  func theSameInputGivesTheSameBytesInOneProcess(format: OutputFormat) async throws {
    let document = { (stream: inout PageStream) throws in
      try format == .pdf ? stream.pdf() : stream.image(at: 0, as: OutputEncoding(format))
    }
    var first = try await Self.stream("media-gallery")
    let before = try document(&first)
    var other = try await Self.stream("scripts-and-emoji")
    _ = try document(&other)
    var again = try await Self.stream("media-gallery")
    #expect(try document(&again) == before)
  }
}
