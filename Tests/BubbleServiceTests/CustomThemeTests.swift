import BubbleKit
import Foundation
import Testing

@testable import BubbleService

/// `--themes-dir` served over loopback HTTP: a brand theme listed and rendered by name, a
/// request's `theme-override`, and reloads (what SIGHUP does, called directly: the real signal
/// is sent to the real process in BubblesCLITests).
@Suite struct CustomThemeTests {
  static let themes = Fixture.root.appendingPathComponent("Tests/BubbleServiceTests/Fixtures/themes")
  static let acme = themes.appendingPathComponent("acme.json")

  static func start(
    themes folder: URL = themes, _ configure: (inout ServiceConfiguration) -> Void = { _ in }
  ) async throws -> RunningServer {
    try await RunningServer.start {
      $0.themesFolder = folder
      $0.mediaRoot = Fixture.root.appendingPathComponent("Examples/corpus")
      // Long renders on a loaded machine (a debug build, other suites running).
      $0.deadline = .seconds(120)
      configure(&$0)
    }
  }

  /// `theme-override=JSON`, URL-encoded.
  static func override(_ json: String) -> String {
    "&theme-override=" + (json.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
  }

  static func listed(_ reply: RunningServer.Reply) -> [String: [String: String]] {
    let themes = reply.json["themes"] as? [[String: String]] ?? []
    return Dictionary(themes.map { ($0["name"] ?? "", $0) }) { first, _ in first }
  }

  @Test func listsTheBuiltInThemesAndTheFoldersWithTheirSource() async throws {
    let server = try await Self.start()
    let listed = Self.listed(try await server.send("/v1/themes"))
    #expect(listed["acme"]?["source"] == "custom")
    #expect(listed["acme"]?["description"] == "Acme Corp brand: squared orange and cream bubbles on a navy canvas")
    #expect(listed["telegram"]?["source"] == "built-in")
    #expect(listed.count == ThemeLoader.builtInNames().count + 1)
    try await server.stop()
  }

  @Test func rendersWithTheBrandThemeByName() async throws {
    let server = try await Self.start()
    let body = try Fixture.corpus("direct-basics")
    let reply = try await server.render(body, query: "?theme=acme&width=390&scale=2")
    #expect(reply.status == 200, "\(reply.text)")
    ServiceSnapshot.assertMatches(reply.body, named: "service-theme-acme")
    let thumbnail = try await server.send(.POST, "/v1/thumbnail?theme=acme&w=160&h=160", body: body)
    let plain = try await server.send(.POST, "/v1/thumbnail?theme=default&w=160&h=160", body: body)
    #expect(thumbnail.status == 200 && plain.status == 200)
    #expect(thumbnail.body != plain.body)
    let unknown = try await server.render(body, query: "?theme=acme2")
    #expect(unknown.status == 400)
    #expect((unknown.details.first?["message"] as? String)?.contains("custom themes: acme") == true, "\(unknown.text)")
    try await server.stop()
  }

  @Test func anOverrideChangesThePixelsAndTheETag() async throws {
    let server = try await Self.start()
    let body = try Fixture.corpus("direct-basics")
    let plain = try await server.render(body, query: "?theme=acme&scale=1")
    let blue = Self.override(##"{ "outgoing": { "bubble": "#1D4ED8" }, "bubble": { "radius": 14 } }"##)
    let overridden = try await server.render(body, query: "?theme=acme&scale=1" + blue)
    #expect(plain.status == 200 && overridden.status == 200, "\(overridden.text)")
    #expect(overridden.body != plain.body)
    #expect(overridden.headers["etag"] != plain.headers["etag"])
    let again = try await server.render(body, query: "?theme=acme&scale=1" + blue)
    #expect(again.headers["x-cache"] == "hit" && again.headers["etag"] == overridden.headers["etag"])
    // An override that changes nothing draws the theme itself: the same address.
    let empty = try await server.render(body, query: "?theme=acme&scale=1" + Self.override("{}"))
    #expect(empty.headers["etag"] == plain.headers["etag"] && empty.headers["x-cache"] == "hit")
    // Over a built-in theme too, on thumbnails too.
    let thumbnail = try await server.send(
      .POST,
      "/v1/thumbnail?theme=telegram&w=120&h=120" + Self.override(##"{ "canvas": { "background": "#000000" } }"##),
      body: body)
    #expect(thumbnail.status == 200, "\(thumbnail.text)")
    try await server.stop()
  }

  @Test(arguments: [
    (
      #"{ "fonts": { "files": [{ "path": "/usr/share/fonts/x.ttf", "package": "x" }] } }"#, "theme-override.fonts.files"
    ),
    (#"{ "extends": "telegram" }"#, "theme-override.extends"),
    (#"{ "bubble": { "radius": 5000 } }"#, "theme-override.bubble.radius"),
    (#"{ "bubble": { "radios": 5 } }"#, "theme-override.bubble.radios"),
    (#"{ "outgoing": { "bubble": "orange" } }"#, "theme-override.outgoing.bubble"),
    (##"{ "bubble": "#FFFFFF" "##, "theme-override"),
    ("[1]", "theme-override"),
  ])
  func aBadOverrideIs400NamingTheParameterAndTheKey(override: String, path: String) async throws {
    let server = try await Self.start()
    let reply = try await server.render(
      try Fixture.corpus("direct-basics"), query: "?theme=acme" + Self.override(override))
    #expect(reply.status == 400)
    #expect(reply.details.first?["path"] as? String == path, "\(reply.text)")
    if path != "theme-override" || override.hasPrefix("{") {
      #expect(reply.details.first?["line"] as? Int == 1, "\(reply.text)")
    }
    try await server.stop()
  }

  @Test func anOverrideNeedsANamedThemeAndIsBounded() async throws {
    let server = try await Self.start()
    let body = try Fixture.corpus("direct-basics")
    let withoutTheme = try await server.render(body, query: "?scale=1" + Self.override("{}"))
    #expect(withoutTheme.status == 400)
    #expect(withoutTheme.details.first?["path"] as? String == "theme-override", "\(withoutTheme.text)")
    let long = #"{ "notes": ""# + String(repeating: "x", count: RenderQuery.maxThemeOverrideBytes) + #"" }"#
    let tooLong = try await server.render(body, query: "?theme=acme" + Self.override(long))
    #expect(tooLong.status == 400)
    #expect((tooLong.details.first?["message"] as? String)?.contains("at most 16384 bytes") == true, "\(tooLong.text)")
    try await server.stop()
  }

  /// The address holds the theme's content: the same name with other content is another image.
  @Test func theCacheAddressHoldsTheThemesContent() throws {
    let base = try ThemeLoader.load("default")
    var changed = base
    changed.bubble.radius += 1
    var query = RenderQuery()
    query.request.theme = .loaded(LoadedTheme(name: "acme", theme: base))
    let body = Data("{}".utf8)
    let first = RenderCache.address(of: body, query: query)
    query.request.theme = .loaded(LoadedTheme(name: "acme", theme: base))
    #expect(RenderCache.address(of: body, query: query) == first)
    query.request.theme = .loaded(LoadedTheme(name: "acme", theme: changed))
    #expect(RenderCache.address(of: body, query: query) != first)
  }

  @Test func aReloadSwapsTheWholeSetOrKeepsTheOldOne() async throws {
    let folder = try Self.copyOfTheFixtures()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try await Self.start(themes: folder)
    let body = try Fixture.corpus("direct-basics")
    let before = try await server.render(body, query: "?theme=acme&scale=1")
    try Self.rewrite(folder.appendingPathComponent("acme.json")) {
      $0.replacingOccurrences(of: "#EA580C", with: "#16A34A").replacingOccurrences(of: "Acme Corp", with: "Acme Green")
    }
    try Data(#"{ "extends": "acme.json", "description": "beta" }"#.utf8).write(
      to: folder.appendingPathComponent("beta.json"))
    try server.themes.reload()
    let listed = Self.listed(try await server.send("/v1/themes"))
    #expect(listed["acme"]?["description"]?.hasPrefix("Acme Green") == true)
    #expect(listed["beta"]?["description"] == "beta")
    let after = try await server.render(body, query: "?theme=acme&scale=1")
    #expect(after.status == 200 && after.headers["x-cache"] == "miss")
    #expect(after.body != before.body && after.headers["etag"] != before.headers["etag"])
    // A broken file: nothing changes, not even the good files' themes.
    try Data(#"{ "bubble": { "radius": -4 } }"#.utf8).write(to: folder.appendingPathComponent("broken.json"))
    try Self.rewrite(folder.appendingPathComponent("acme.json")) {
      $0.replacingOccurrences(of: "#16A34A", with: "#DC2626")
    }
    #expect(throws: ThemeFolderError.self) { try server.themes.reload() }
    #expect(Self.listed(try await server.send("/v1/themes")).keys.sorted() == listed.keys.sorted())
    let kept = try await server.render(body, query: "?theme=acme&scale=1")
    #expect(kept.headers["etag"] == after.headers["etag"] && kept.headers["x-cache"] == "hit")
    try await server.stop()
  }

  /// A render that started before a reload draws the theme it started with: the same image as
  /// a render after the old file is back (no cache: each is drawn).
  @Test func aRenderUnderWayKeepsItsTheme() async throws {
    let folder = try Self.copyOfTheFixtures()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try await Self.start(themes: folder) { $0.cacheBytes = 0 }
    let long = Fixture.conversation(messages: 1500)
    let acme = folder.appendingPathComponent("acme.json")
    let original = try Data(contentsOf: acme)
    let query = "?theme=acme&scale=1&page=1"
    let rendering = Task { try await server.render(long, query: query) }
    try await Self.waitUntilAWorkerIsBusy(server)
    try Self.rewrite(acme) { $0.replacingOccurrences(of: "#EA580C", with: "#16A34A") }
    try server.themes.reload()
    let underWay = try await rendering.value
    #expect(underWay.status == 200)
    let changed = try await server.render(long, query: query)
    #expect(changed.body != underWay.body && changed.headers["etag"] != underWay.headers["etag"])
    try original.write(to: acme)
    try server.themes.reload()
    let restored = try await server.render(long, query: query)
    #expect(restored.body == underWay.body && restored.headers["etag"] == underWay.headers["etag"])
    try await server.stop()
  }

  @Test func aFolderIsRefusedForABadNameTooManyFilesOrAMissingFontFile() throws {
    let cases: [(files: [String: String], expected: String)] = [
      (["telegram.json": "{}"], "telegram is a built-in theme's name; a custom theme cannot replace it"),
      (["auto.json": "{}"], "auto is not a theme's name"),
      (["my brand.json": "{}"], "must be 1 to 64 letters, digits, . _ or -"),
      (
        [
          "fonts.json":
            #"{ "fonts": { "files": [{ "path": "/usr/share/fonts/nope/Nope.ttf", "package": "fonts-nope" }] } }"#
        ],
        "fonts.files: /usr/share/fonts/nope/Nope.ttf is not installed; install it with `apt-get install fonts-nope`"
      ),
      (
        Dictionary(uniqueKeysWithValues: (0...ThemeFolder.maxFiles).map { ("t\($0).json", "{}") }),
        "holds 257 theme files; at most 256 are served"
      ),
    ]
    for (files, expected) in cases {
      let folder = try Self.folder(with: files)
      defer { try? FileManager.default.removeItem(at: folder) }
      #expect {
        try ThemeLibrary(folder: folder)
      } throws: { error in
        "\(error)".contains(expected)
      }
    }
    // Hidden files and other names are not themes.
    let quiet = try Self.folder(with: [".draft.json": "{", "README.md": "#", "ok.json": "{}"])
    defer { try? FileManager.default.removeItem(at: quiet) }
    #expect(try ThemeLibrary(folder: quiet).themes.customNames == ["ok"])
  }

  static func folder(with files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-themes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    return folder
  }

  static func waitUntilAWorkerIsBusy(_ server: RunningServer) async throws {
    for _ in 0..<1000 {
      if try await server.send("/metrics").text.contains("bubbles_render_workers_busy 1") { return }
      try await Task.sleep(for: .milliseconds(5))
    }
    Issue.record("no worker became busy")
  }

  static func copyOfTheFixtures() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-themes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: acme, to: folder.appendingPathComponent("acme.json"))
    return folder
  }

  static func rewrite(_ file: URL, _ edit: (String) -> String) throws {
    try Data(edit(try String(contentsOf: file, encoding: .utf8)).utf8).write(to: file)
  }
}
