import BubbleKit
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The app themes shipped in Themes/, user themes that extend them, and the
/// reference (README) and JSON Schema that describe every key.
@Suite struct BuiltInThemeTests {
  static let appThemes = ["telegram", "telegram-dark", "wechat", "imessage", "whatsapp", "nim"]
  static let allThemes = ["default"] + appThemes
  static let themesFolder = TestSupport.packageRoot.appendingPathComponent("Themes")

  @Test(arguments: allThemes)
  func everyBuiltInThemeLoadsUnderItsOwnName(_ name: String) async throws {
    let theme = try ThemeLoader.load(name)
    #expect(theme.name == name)
    #expect(!theme.description.isEmpty && !theme.description.contains("\n"), "one line for `bubbles themes`")
    #expect((theme.notes ?? "").count > 80, "notes say where the numbers come from")
  }

  @Test func builtInNamesListsAllSevenAndNothingElse() async {
    let names = ThemeLoader.builtInNames()
    #expect(Set(names).isSuperset(of: Self.allThemes))
    #expect(names == names.sorted())
    #expect(!names.contains { $0.contains("schema") }, "theme.schema.json is not a theme")
  }

  @Test func appThemesSetTheirNameDescriptionAndNotesThemselves() async throws {
    for name in Self.appThemes {
      let object = try Self.jsonObject(Self.themesFolder.appendingPathComponent(name + ".json"))
      for key in ["name", "description", "notes"] {
        #expect(object[key] is String, "\(name).json sets \(key)")
      }
    }
  }

  @Test func telegramDarkDiffersFromTelegramOnlyInColours() async throws {
    let light = try ThemeLoader.load("telegram")
    let dark = try ThemeLoader.load("telegram-dark")
    // A few non-colour values, spelled out.
    #expect(dark.bubble == light.bubble)
    #expect(dark.fonts == light.fonts)
    #expect(dark.grouping == light.grouping)
    #expect(dark.avatar.size == light.avatar.size && dark.avatar.shape == light.avatar.shape)
    #expect(dark.names.placement == light.names.placement && dark.names.size == light.names.size)
    #expect(dark.footer.size == light.footer.size && dark.footer.timeInBubble == light.footer.timeInBubble)
    #expect(dark.style(for: ImageKind.self) == light.style(for: ImageKind.self))
    #expect(dark.style(for: AlbumKind.self) == light.style(for: AlbumKind.self))
    #expect(dark.style(for: VoiceKind.self) == light.style(for: VoiceKind.self))
    #expect(dark.style(for: PollKind.self) == light.style(for: PollKind.self))
    #expect(dark.dateSeparator.padding == light.dateSeparator.padding)
    // The colours that make it dark.
    #expect(dark.canvas.background != light.canvas.background)
    #expect(dark.incoming.bubble != light.incoming.bubble && dark.outgoing.bubble != light.outgoing.bubble)
    #expect(dark.incoming.text != light.incoming.text)
    // And everything else: every differing leaf is a colour (or a list of colours).
    let differences = Self.differingLeaves(try Self.encoded(light), try Self.encoded(dark))
    let notColours = differences.filter { path, value in
      !["name", "description", "notes"].contains(path) && !Self.isColourish(value)
    }
    #expect(notColours.isEmpty, "non-colour differences: \(notColours.map(\.path))")
    #expect(differences.count > 20)
  }

  @Test func aUserThemeExtendingWeChatChangesOnlyWhatItSays() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("greener.json")
    try Data(##"{ "extends": "wechat", "outgoing": { "bubble": "#4CD964" } }"##.utf8).write(to: file)

    let theme = try ThemeLoader.load(file.path)
    var expected = try ThemeLoader.load("wechat")
    expected.outgoing.bubble = try #require(RGBColor(hex: "#4CD964"))
    #expect(theme == expected)
  }

  @Test func extendsChainsThroughRelativePathsToABuiltInTheme() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shared = folder.appendingPathComponent("shared", isDirectory: true)
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    // user -> company (a path inside user's folder, not the working directory's) -> telegram -> default.
    try Data(
      ##"{ "extends": "shared/company.json", "name": "mine", "canvas": { "background": "#101010" } }"##.utf8
    ).write(to: folder.appendingPathComponent("user.json"))
    try Data(##"{ "extends": "telegram", "name": "company", "bubble": { "radius": 12 } }"##.utf8)
      .write(to: shared.appendingPathComponent("company.json"))

    let theme = try ThemeLoader.load(folder.appendingPathComponent("user.json").path)
    let telegram = try ThemeLoader.load("telegram")
    #expect(theme.name == "mine")
    #expect(theme.canvas.background == RGBColor(hex: "#101010"))
    #expect(theme.bubble.radius == 12)
    #expect(theme.bubble.mergedRadius == telegram.bubble.mergedRadius)
    #expect(theme.incoming == telegram.incoming && theme.outgoing == telegram.outgoing)
    #expect(theme.description == telegram.description, "inherited along the chain")
  }

  /// `extends` follows the rule of media paths: a theme reaches only files in its folder, and
  /// a file elsewhere is never opened, so no error quotes it.
  @Test(arguments: ["/etc/passwd", "../secret.json", "link.json"])
  func extendsStaysInsideTheThemesFolder(_ base: String) async throws {
    let top = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: top) }
    let folder = top.appendingPathComponent("themes", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let secret = top.appendingPathComponent("secret.json")
    try Data("SECRET-WORD".utf8).write(to: secret)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("link.json"), withDestinationURL: secret)
    let theme = folder.appendingPathComponent("mine.json")
    try Data(#"{ "extends": "\#(base)" }"#.utf8).write(to: theme)

    #expect {
      try ThemeLoader.load(theme.path)
    } throws: { error in
      let text = "\(error)"
      return text.contains(#"extends (line 1, column 14): cannot use "\#(base)": "#) && !text.contains("SECRET")
        && !text.contains("root") && !text.contains("malformed")
    }
  }

  /// A theme decoded from memory has no folder to look in: it extends built-in themes only, never
  /// a path taken against the working directory.
  @Test func aThemeWithoutAFolderExtendsBuiltInThemesOnly() {
    #expect {
      try ThemeLoader.decode(Data(#"{ "extends": "Themes/telegram.json" }"#.utf8), source: "service")
    } throws: { error in
      "\(error)".contains("a theme that is not a file may extend built-in themes only")
    }
    #expect(throws: Never.self) { try ThemeLoader.decode(Data(#"{ "extends": "telegram" }"#.utf8), source: "service") }
  }

  /// A theme path that names a FIFO is refused at once rather than blocking on `open`.
  @Test func aThemePathThatIsNotARegularFileIsRefused() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("theme.json")
    try #require(mkfifo(fifo.path, 0o600) == 0)
    #expect {
      try ThemeLoader.load(fifo.path)
    } throws: { error in
      "\(error)".contains("cannot read the theme file: not a regular file (a FIFO)")
    }
  }

  @Test func anExtendsCycleIsAnErrorThatNamesTheChain() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{ "extends": "b.json", "name": "a" }"#.utf8).write(to: folder.appendingPathComponent("a.json"))
    try Data(#"{ "extends": "a.json", "name": "b" }"#.utf8).write(to: folder.appendingPathComponent("b.json"))

    #expect {
      try ThemeLoader.load(folder.appendingPathComponent("a.json").path)
    } throws: { error in
      let text = "\(error)"
      return text.contains("cycle") && text.contains("a.json -> ") && text.contains("b.json -> ")
    }
  }

  @Test func extendingAnUnknownNameListsTheBuiltInThemes() async {
    #expect {
      try ThemeLoader.decode(Data(#"{ "extends": "telegarm" }"#.utf8), source: "typo.json")
    } throws: { error in
      let text = "\(error)"
      return text.contains("telegarm") && Self.allThemes.allSatisfy { text.contains($0) }
    }
  }

  @Test func eachThemeDrawsTheSameConversationDifferently() async throws {
    let conversation = try TestSupport.corpusConversation("direct-basics")
    var images: [String: [UInt8]] = [:]
    for name in Self.allThemes where name != "default" {
      let renderer = try ConversationRenderer(theme: try ThemeLoader.load(name))
      let result = try await renderer.render(
        conversation, options: TestSupport.patientOptions(scale: 1), baseDirectory: TestSupport.corpus)
      #expect(result.warnings.isEmpty, "\(name): \(result.warnings)")
      images[name] = try #require(result.pages.first).png
    }
    #expect(Set(images.values.map { Data($0) }).count == images.count, "no two themes look the same")
  }

  // MARK: The reference and the schema cover every key

  @Test func theSchemaDescribesExactlyTheKeysOfTheDefaultTheme() async throws {
    let schema = try Self.jsonObject(Self.themesFolder.appendingPathComponent("theme.schema.json"))
    let defaults = try Self.jsonObject(Self.themesFolder.appendingPathComponent("default.json"))
    let definitions = schema["$defs"] as? [String: Any] ?? [:]
    func resolved(_ node: [String: Any]) -> [String: Any] {
      guard let ref = node["$ref"] as? String, ref.hasPrefix("#/$defs/") else { return node }
      return definitions[String(ref.dropFirst("#/$defs/".count))] as? [String: Any] ?? [:]
    }
    var missing: [String] = []
    var extra: [String] = []
    func compare(_ value: [String: Any], _ node: [String: Any], _ path: String) {
      let node = resolved(node)
      if path == "kinds" {
        // The built-in kinds' sections are listed (and closed); other names are custom kinds'.
        #expect(node["additionalProperties"] is [String: Any], "kinds leaves room for custom kinds")
      } else {
        #expect(node["additionalProperties"] as? Bool == false, "\(path.isEmpty ? "top" : path) closes its keys")
      }
      let properties = node["properties"] as? [String: Any] ?? [:]
      for (key, child) in value {
        let childPath = path.isEmpty ? key : "\(path).\(key)"
        guard let childSchema = properties[key] as? [String: Any] else {
          missing.append(childPath)
          continue
        }
        if let object = child as? [String: Any] { compare(object, childSchema, childPath) }
      }
      for key in properties.keys
      where value[key] == nil && !(path.isEmpty && ["extends", "$schema", "kinds"].contains(key)) {
        extra.append(path.isEmpty ? key : "\(path).\(key)")
      }
    }
    compare(defaults, schema, "")
    #expect(missing.isEmpty, "keys of default.json the schema lacks: \(missing)")
    #expect(extra.isEmpty, "schema keys that are not theme keys: \(extra)")
  }

  @Test func theReadmeDocumentsEveryKey() async throws {
    let readme = try String(contentsOf: Self.themesFolder.appendingPathComponent("README.md"), encoding: .utf8)
    let defaults = try Self.jsonObject(Self.themesFolder.appendingPathComponent("default.json"))
    let undocumented = Self.leafPaths(defaults).filter { !readme.contains("`\($0)`") }
    #expect(undocumented.isEmpty, "add these to Themes/README.md (and theme.schema.json): \(undocumented)")
    for name in Self.allThemes {
      #expect(readme.contains("`\(name)`"), "README lists \(name)")
    }
  }

  // MARK: Helpers

  static func jsonObject(_ url: URL) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  /// Dotted paths of every value that is not an object (edge insets count as one value).
  static func leafPaths(_ object: [String: Any], prefix: String = "") -> [String] {
    object.flatMap { key, value -> [String] in
      let path = prefix.isEmpty ? key : "\(prefix).\(key)"
      if let child = value as? [String: Any], Set(child.keys) != ["top", "left", "bottom", "right"] {
        return leafPaths(child, prefix: path)
      }
      return [path]
    }
  }

  static func encoded(_ theme: Theme) throws -> [String: Any] {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    return try #require(try JSONSerialization.jsonObject(with: encoder.encode(theme)) as? [String: Any])
  }

  static func differingLeaves(_ a: Any?, _ b: Any?, path: String = "") -> [(path: String, value: Any)] {
    if let a = a as? [String: Any], let b = b as? [String: Any] {
      return Set(a.keys).union(b.keys).sorted().flatMap { key in
        differingLeaves(a[key], b[key], path: path.isEmpty ? key : "\(path).\(key)")
      }
    }
    let same =
      switch (a, b) {
      case (let x as NSObject, let y as NSObject): x.isEqual(y)
      default: a == nil && b == nil
      }
    return same ? [] : [(path, b ?? NSNull())]
  }

  static func isColourish(_ value: Any) -> Bool {
    if let text = value as? String { return text.hasPrefix("#") }
    if let list = value as? [Any] { return !list.isEmpty && list.allSatisfy(isColourish) }
    // A section only one theme has (a kind's colours overridden in the dark theme alone).
    if let section = value as? [String: Any] { return !section.isEmpty && section.values.allSatisfy(isColourish) }
    return false
  }
}
