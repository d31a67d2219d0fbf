import BubbleKit
import Foundation

/// The themes requests may name, as one immutable value: the built-in themes and the theme files
/// of `--themes-dir`. A reload builds a new set and swaps it in whole (`ThemeLibrary`); a request
/// takes the set once, so a render keeps the themes it started with.
struct ThemeSet: Sendable {
  enum Source: String, Sendable, Encodable {
    case builtIn = "built-in"
    case custom
  }

  struct Entry: Sendable {
    let name: String
    let source: Source
    /// Kept for overrides, which are laid over its tree.
    let document: ThemeDocument
    /// What a request naming it renders with: built-in themes by name (each worker keeps their
    /// renderers for good), custom ones as loaded values, made once.
    let choice: ThemeChoice

    init(name: String, source: Source, document: ThemeDocument) {
      self.name = name
      self.source = source
      self.document = document
      choice = source == .builtIn ? .builtIn(name) : .loaded(LoadedTheme(name: name, theme: document.theme))
    }
  }

  /// Custom themes by name; none shares a built-in theme's name (`ThemeFolder` refuses it).
  let custom: [String: Entry]

  init(custom: [Entry] = []) {
    self.custom = Dictionary(custom.map { ($0.name, $0) }) { first, _ in first }
  }

  /// The built-in themes, loaded once (all of them take about 100 ms). One that does not load
  /// is left out here; naming it still renders through the pipeline, which answers 500.
  static let builtIn: [String: Entry] = {
    let kinds = ContentNodeRegistry.standard.contentKinds
    let entries = ThemeLoader.builtInNames().compactMap { name in
      (try? ThemeLoader.document(named: name, kinds: kinds)).map { Entry(name: name, source: .builtIn, document: $0) }
    }
    return Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0) })
  }()

  func entry(named name: String) -> Entry? {
    custom[name] ?? Self.builtIn[name]
  }

  var customNames: [String] { custom.keys.sorted() }

  /// What `GET /v1/themes` lists: the built-in themes, then the custom ones, each by name.
  var listing: [Listed] {
    let builtIn = ThemeLoader.builtInNames().map { name in
      Listed(name: name, description: Self.builtIn[name]?.document.theme.description ?? "", source: .builtIn)
    }
    return builtIn + customNames.compactMap { custom[$0] }.map(Listed.init)
  }

  struct Listed: Encodable {
    var name: String
    var description: String
    var source: Source

    init(name: String, description: String, source: Source) {
      self.name = name
      self.description = description
      self.source = source
    }

    init(_ entry: Entry) {
      self.init(name: entry.name, description: entry.document.theme.description, source: entry.source)
    }
  }
}
