import Foundation
import Testing

/// The layers the targets stand for: a core without C, a graphics layer that keeps every C
/// pointer to itself, the renderer on top. The compiler enforces most of it through the
/// targets' dependencies; these checks catch what it lets through (an implicit import of a
/// module that happens to be built, a pointer in a public signature).
@Suite struct LayeringTests {
  static let sources = TestSupport.packageRoot.appendingPathComponent("Sources")

  private func swiftFiles(in target: String) throws -> [(path: String, text: String)] {
    let root = Self.sources.appendingPathComponent(target)
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var files: [(String, String)] = []
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      files.append((url.path, try String(contentsOf: url, encoding: .utf8)))
    }
    return files
  }

  private func imports(_ text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return nil }
      return words[..<index].allSatisfy({ $0.hasPrefix("@") }) ? String(words[index + 1]) : nil
    }
  }

  @Test func theCoreImportsNoCModule() throws {
    let files = try swiftFiles(in: "BubbleCore")
    #expect(files.count > 40)
    for file in files {
      let allowed: Set<String> = ["Foundation", "BubbleThemes"]
      #expect(Set(imports(file.text)).isSubset(of: allowed), "\(file.path) imports \(imports(file.text))")
    }
  }

  @Test func onlyTheGraphicsLayerImportsCairoPangoOrTheCodecs() throws {
    let targets = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
    for target in targets where !["BubbleGraphics", "CGraphics", "CImageCodecs", "CVideo"].contains(target) {
      for file in try swiftFiles(in: target) {
        let cImports = Set(imports(file.text)).intersection(["CGraphics", "CImageCodecs", "CVideo"])
        #expect(cImports.isEmpty, "\(file.path) imports \(cImports.sorted())")
      }
    }
  }

  /// cmark-gfm is BubbleMarkdown's alone, and nothing it makes public names a pointer of it.
  @Test func onlyTheMarkdownReaderImportsCmark() throws {
    let targets = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
    for target in targets where !["BubbleMarkdown", "CMarkGFM"].contains(target) {
      for file in try swiftFiles(in: target) {
        #expect(!imports(file.text).contains("CMarkGFM"), "\(file.path) imports CMarkGFM")
      }
    }
    for file in try swiftFiles(in: "BubbleMarkdown") {
      for line in file.text.split(separator: "\n") where line.contains("public ") {
        let declaration = line.split(separator: "{", maxSplits: 1).first.map(String.init) ?? ""
        for word in ["Unsafe", "OpaquePointer", "cmark_"] where declaration.contains(word) {
          Issue.record("\(file.path): public declaration mentions \(word): \(line)")
        }
      }
    }
  }

  /// Raw pointers stay inside the graphics target: no public declaration names one.
  @Test func theGraphicsLayerShowsNoPointerInItsPublicFace() throws {
    let pointerWords = ["Unsafe", "OpaquePointer", "cairo_", "Pango", "Fc"]
    for file in try swiftFiles(in: "BubbleGraphics") {
      for line in file.text.split(separator: "\n") where line.contains("public ") {
        // The signature only: a one-line body may call into C.
        let declaration = line.split(separator: "{", maxSplits: 1).first.map(String.init) ?? ""
        for word in pointerWords where declaration.contains(word) {
          Issue.record("\(file.path): public declaration mentions \(word): \(line)")
        }
      }
    }
  }

  /// The renderer has no HTTP client: remote media come through `RemoteMediaFetching`, which
  /// BubbleRemoteMedia implements with AsyncHTTPClient.
  @Test func theRendererImportsNoHTTPClient() throws {
    let networking: Set<String> = ["AsyncHTTPClient", "NIOCore", "NIOPosix", "FoundationNetworking"]
    for target in ["BubbleCore", "BubbleGraphics", "BubbleKit"] {
      for file in try swiftFiles(in: target) {
        let found = Set(imports(file.text)).intersection(networking)
        #expect(found.isEmpty, "\(file.path) imports \(found.sorted())")
        #expect(!file.text.contains("URLSession"), "\(file.path) uses URLSession")
      }
    }
    let manifest = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let renderer = #".target(name: "BubbleKit", dependencies: ["BubbleCore", "BubbleGraphics", "BubbleMarkdown"])"#
    #expect(manifest.contains(renderer))
  }

  @Test func theCoreTargetDependsOnNothingButTheThemes() throws {
    let manifest = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#".target(name: "BubbleCore", dependencies: ["BubbleThemes"])"#))
  }
}
