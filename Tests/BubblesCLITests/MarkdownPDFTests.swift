import Foundation
import Testing

/// An AI answer as a PDF: its text is real text (selectable, searchable), and its code blocks
/// read back line for line, indentation included, in the monospace face.
@Suite("Markdown in PDF")
struct MarkdownPDFTests {
  static let answer = Paths.corpus.appending(file: "ai-answer.json").path

  @Test("pdftotext reads every code line back as written, in the monospace face")
  func codeReadsBackVerbatim() async throws {
    try await withTemporaryDirectory { directory in
      let run = try await CLI.run(
        args: ["render", Self.answer, "--theme", "chatgpt", "--width", "800", "-o", "answer.pdf", "-q"],
        in: directory)
      expectExit(run, 0)
      let pdf = directory.appending(file: "answer.pdf").path
      let text = try DecodingTools.run("pdftotext", ["-layout", pdf, "-"])
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for block in try Self.codeBlocks() {
        // The block's first line fixes the page's left margin; every line keeps its indentation.
        let first = try #require(block.first)
        let found = lines.firstIndex { Self.collapsed($0).hasSuffix(Self.collapsed(first)) }
        let start = try #require(found, "\(first)")
        let margin = lines[start].prefix { $0 == " " }.count - first.prefix { $0 == " " }.count
        for (offset, line) in block.enumerated() {
          let read = start + offset < lines.count ? String(lines[start + offset].dropFirst(margin)) : ""
          #expect(Self.collapsed(read) == Self.collapsed(line), "read \(read)\nwrote \(line)")
        }
      }
      let fonts = try DecodingTools.run("pdffonts", [pdf])
      #expect(fonts.contains("NotoSansMono"), "\(fonts)")
    }
  }

  /// The fenced code blocks of the sample's answer, line by line.
  static func codeBlocks() throws -> [[String]] {
    let data = try Data(contentsOf: URL(fileURLWithPath: answer))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let messages = try #require(json["messages"] as? [[String: Any]])
    let texts = messages.compactMap { $0["text"] as? [String: Any] }
    let markdown = try #require(texts.compactMap { $0["markdown"] as? String }.first)
    var blocks: [[String]] = []
    var current: [String]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        if let block = current { blocks.append(block) }
        current = current == nil ? [] : nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// A PDF holds no space characters: readers place one where glyphs leave a gap, so a run of
  /// spaces inside a line (`x  # note`) reads back as one. Leading spaces are kept by the layout.
  static func collapsed(_ line: String) -> String {
    let indent = line.prefix { $0 == " " }
    let rest = line.dropFirst(indent.count).split(separator: " ", omittingEmptySubsequences: true).joined(
      separator: " ")
    return String(indent) + rest
  }
}
