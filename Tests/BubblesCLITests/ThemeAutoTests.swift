import Foundation
import Testing

/// `--theme auto`, the default: an export is drawn in its app's look, anything else in the
/// default theme; naming the theme gives the same bytes.
@Suite("bubbles render: --theme auto")
struct ThemeAutoTests {
  static let telegram = Paths.packageRoot.appendingPathComponent("Examples/exports/telegram/single-chat").path
  static let whatsapp = Paths.packageRoot.appendingPathComponent("Examples/exports/whatsapp/android").path
  static let messenger = Paths.packageRoot.appendingPathComponent("Examples/exports/messenger/analima_abc123").path
  static let json = Paths.packageRoot.appendingPathComponent("Examples/corpus/direct-basics.json").path

  private func render(_ input: String, _ extra: [String], in directory: URL, as name: String) async throws -> Data {
    let output = directory.appending(file: name)
    let result = try await CLI.run(args: ["render", input, "-o", output.path, "-q", "--thumbnail", "390x700"] + extra)
    expectExit(result, 0)
    return try Data(contentsOf: output)
  }

  @Test(
    "an export without --theme is drawn in its app's theme",
    arguments: [(telegram, "telegram"), (whatsapp, "whatsapp"), (messenger, "messenger"), (json, "default")])
  func anExportTakesItsAppsLook(input: String, theme: String) async throws {
    try await withTemporaryDirectory { directory in
      let auto = try await render(input, [], in: directory, as: "auto.png")
      let named = try await render(input, ["--theme", theme], in: directory, as: "named.png")
      let other = try await render(
        input, ["--theme", theme == "default" ? "wechat" : "default"], in: directory, as: "o.png")
      #expect(auto == named, "auto draws \(input) as \(theme) does")
      #expect(auto != other)
    }
  }
}
