import Foundation

// For the renderers' initializers that take a font system (debug builds are testable).
@testable import BubbleKit

/// What every target renders with: one font system for the whole run (creating one costs a few
/// milliseconds; it keeps nothing between inputs but its cache of shaped texts), and fresh
/// renderers for each input, so that no row laid out for an earlier input is reused.
public enum Harness {
  /// Small pages: the paginator and the page edges are exercised by short conversations too.
  public static let options = RenderOptions(width: 320, scale: 1, maxPageHeight: 256)
  public static let screen = ScreenOptions(size: Size(width: 320, height: 568))

  /// libFuzzer runs one input at a time, on one thread: the font system is never shared.
  nonisolated(unsafe) static let fonts: FontSystem = {
    do {
      return try FontSystem()
    } catch {
      fatalError("fuzzing needs the pinned fonts (.ci/install-deps): \(error)")
    }
  }()

  public static let defaultTheme: Theme = {
    do {
      return try ThemeLoader.defaultTheme()
    } catch {
      fatalError("the default theme does not load: \(error)")
    }
  }()

  /// Lays out and draws every page with no media at all (sources draw as placeholders), so that
  /// no input can make the target read a file.
  public static func render(_ conversation: Conversation, theme: Theme = defaultTheme) {
    let renderer = ConversationRenderer(theme: theme, registry: .standard, fonts: fonts)
    do {
      let result = try renderer.render(conversation, options: options, media: .empty)
      check(result)
    } catch {
      // A canvas Cairo refuses is a reported error, not a crash.
    }
  }

  /// Draws the conversation as one phone screen, in the given state of the input bar.
  public static func renderScreen(_ conversation: Conversation, theme: Theme, mode: InputBarMode) {
    let renderer = ScreenRenderer(theme: theme, registry: .standard, fonts: fonts)
    var screen = screen
    screen.inputState = InputBarState(mode)
    _ = try? renderer.render(conversation, screen: screen, options: options, media: .empty)
  }

  /// Draws the conversation list with no avatars resolved.
  public static func render(_ inbox: Inbox, theme: Theme = defaultTheme) {
    let renderer = InboxRenderer(theme: theme, fonts: fonts)
    _ = try? renderer.render(inbox, size: screen.size, options: options, now: nil, media: [:])
  }

  /// What a render promises whatever the input: pages no taller than the limit that tile the
  /// layout's whole height.
  static func check(_ result: RenderResult) {
    let pixels = result.pages.reduce(0) { $0 + $1.pixelHeight }
    let expected = max(1, Int((result.layout.height * Double(options.scale)).rounded(.up)))
    precondition(
      result.pages.allSatisfy { (1...options.maxPageHeight).contains($0.pixelHeight) && !$0.png.isEmpty },
      "a page of no rows, or over the limit, among \(result.pages.map(\.pixelHeight)) px")
    precondition(pixels == expected, "pages of \(pixels) px for a layout of \(result.layout.height) pt")
  }
}
