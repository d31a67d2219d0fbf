import BubbleCore

/// What a render draws. Each job says only that: the stages around it (presenting, resolving
/// media, laying out, encoding) are `Pipeline`'s.
public enum RenderJob: Sendable, Hashable, Codable {
  /// Every page of the conversation, split at bubble boundaries (a PDF holds them all).
  case pages
  /// One page, from 1.
  case page(Int)
  /// One image of exactly a box's pixels: the chat laid out at the style's width, scaled to the
  /// box's width, its end shown in whole rows.
  case thumbnail(ThumbnailSize, fit: ThumbnailFit)
  /// One phone screen around the bubbles.
  case screen(ScreenOptions)
  /// A conversation list (an `Inbox` input) as one phone screen of `size` points; `now` is the
  /// reference time for "today" (else the inbox's newest message).
  case inbox(size: Size, now: Timestamp?)
  /// One conversation in several themes side by side, labelled, as pages (`screen` nil) or as
  /// phone screens.
  case contactSheet(themes: [ThemeChoice], screen: ScreenOptions?)
  /// The bubbles cut out of a clear canvas and shaped: a sticker, a quote-api picture or story.
  case quote(QuoteShape)
  /// The conversation playing: messages appearing one by one, someone typing, the list
  /// scrolling, as a video or an animated image (`StoryOptions.format`).
  case animate(StoryOptions)

  /// Plays the conversation (`animate`).
  public var isStory: Bool {
    if case .animate = self { return true }
    return false
  }

  /// Draws a fixed number of pixels: written in a raster format only.
  public var isRasterOnly: Bool {
    switch self {
    case .thumbnail, .contactSheet, .quote, .animate: true
    case .pages, .page, .screen, .inbox: false
    }
  }

  /// Draws the conversation's pages (all of them, or one).
  public var drawsPages: Bool {
    switch self {
    case .pages, .page: true
    case .thumbnail, .screen, .inbox, .contactSheet, .quote, .animate: false
    }
  }

  /// Reads an `Inbox` rather than a conversation.
  public var readsInbox: Bool {
    if case .inbox = self { return true }
    return false
  }

  /// The PNG level when the encoding gives none: 2 for pages and screens, 1 for a thumbnail; both
  /// are the flat-image writer now (docs/performance.md "Issue 31"), so they write the same bytes.
  public var defaultPNGLevel: Int {
    if case .thumbnail = self { return 1 }
    return 2
  }
}
