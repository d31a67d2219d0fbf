import BubbleCore
import Foundation
import Synchronization

/// The quote themes with a request's colour laid over them, made once per colour and kept: a
/// quote bot sends the same few colours again and again, and loading a theme costs more than a
/// small quote's drawing. The most recently made are kept, a bounded number.
public final class QuoteThemes: Sendable {
  public static let shared = QuoteThemes(capacity: 32)

  private struct Key: Hashable {
    var name: String
    var override: String
    var kinds: [String]
  }

  /// The themes made, and their keys oldest first.
  private struct Made {
    var themes: [Key: LoadedTheme] = [:]
    var order: [Key] = []
  }

  private let capacity: Int
  private let made = Mutex(Made())

  public init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// The built-in theme `name` with `override` (theme JSON) laid over it, checked against `kinds`.
  func theme(named name: String, override: String, kinds: ContentKinds) throws(ThemeError) -> LoadedTheme {
    let key = Key(name: name, override: override, kinds: kinds.typeNames)
    if let known = made.withLock({ $0.themes[key] }) { return known }
    let base = try ThemeLoader.document(named: name, kinds: kinds)
    let styled = try ThemeLoader.override(base, with: Data(override.utf8), source: "the quote's colour", kinds: kinds)
    let theme = LoadedTheme(name: name, theme: styled.theme)
    made.withLock { made in
      // Two requests may have made it at once: it is kept once.
      guard made.themes.updateValue(theme, forKey: key) == nil else { return }
      made.order.append(key)
      if made.order.count > capacity { made.themes[made.order.removeFirst()] = nil }
    }
    return theme
  }
}
