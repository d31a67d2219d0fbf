import Foundation

/// Every bound on what one request may cost: the decoding limits (input bytes, messages, text,
/// segments, nesting, inbox entries and bytes) and the rendering budgets (images, decoded pixels,
/// pages, pixels per page, time). A service sets them per request; `bubbles` has an option for
/// each (`bubbles render --help`, "Budgets"). Past a budget a render either draws placeholders
/// with one warning (images, decoded pixels), splits pages smaller (pixels per page), or fails
/// with `RenderError.overBudget` (pages, the pixels of a screen, a list or a sheet, time); never
/// an abort. The defaults let every sample and realistic chat through and keep one render near
/// a minute and a few hundred megabytes at most.
public struct RenderBudget: Sendable, Hashable, Codable {
  /// What the decoders accept (`ConversationDecoder.decode(_:limits:kinds:)`, `InboxDecoder`).
  public var decoding = DecodingLimits.default
  /// Distinct images (photos, posters, stickers, avatars) one render loads, in the conversation's
  /// order; the rest draw as placeholders, with one warning.
  public var maxImages = 1000
  /// Pixels of all the images one render decodes, each counted at the size it is decoded (a JPEG
  /// may decode at 1/2 to 1/8 of its size): images are held until the render ends, so this
  /// bounds their memory (4 bytes a pixel). Images past it, in the conversation's order, draw as
  /// placeholders, with one warning.
  public var maxDecodedPixels = 250_000_000
  /// Bytes of image buffers being decoded at the same moment, by every render that shares this
  /// value in the process (`DecodingMemoryGate.shared(capacity:)`): parallel decodes wait for
  /// room; an image needing more than all of it draws as a placeholder, with a warning.
  public var maxDecodingBytesInFlight = 256 << 20
  /// Pages of one render; a conversation needing more is an error.
  public var maxPages = 500
  /// Pixels of one image drawn at once (4 bytes each, plus the PNG encoder's rows): pages are
  /// split smaller than `RenderOptions.maxPageHeight` to stay under it; a screen, a list or a
  /// contact sheet larger than it is an error (a sheet is cut at the bottom instead, as for a
  /// too-tall one).
  public var maxPagePixels = 40_000_000
  /// Frames of one chat story (`bubbles animate`): ten minutes at 30 frames a second. Each is
  /// drawn or repeated, and encoded; a longer story is an error before any is drawn.
  public var maxFrames = 18_000
  /// Bytes of all the files one render hands over (its pages, a document): noise does not
  /// compress, so 2,000 messages showing one noisy photo made 77 pages and 2 GB. The file that
  /// passes it is not handed over, and the render fails.
  public var maxOutputBytes = 1 << 30
  /// Wall time of one render, from the call on: checked between stages, between rows while
  /// laying out and drawing, and between pages. Past it the render stops with an error.
  public var renderTime: Duration = .seconds(60)

  public init() {}

  public static let `default` = RenderBudget()

  /// The tallest page in pixels at `pixelWidth`: `maxPageHeight`, lowered to keep the page under
  /// `maxPagePixels` (at least one pixel).
  public func pageHeight(pixelWidth: Int, maxPageHeight: Int) -> Int {
    max(1, min(maxPageHeight, maxPagePixels / max(1, pixelWidth)))
  }

  /// Fails when one image of this size (a screen, a list) is over `maxPagePixels`.
  func checkImage(pixelWidth: Int, pixelHeight: Int, of what: String) throws(RenderError) {
    let pixels = pixelWidth.multipliedReportingOverflow(by: pixelHeight)
    guard pixels.overflow || pixels.partialValue > maxPagePixels else { return }
    throw .overBudget(
      BudgetExceeded(
        .pagePixels,
        "\(what) of \(pixelWidth) x \(pixelHeight) px is over the budget of \(megapixels(maxPagePixels)) per image"))
  }
}

/// A budget a render ran past: which one, and a sentence saying by how much.
public struct BudgetExceeded: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Budget: String, Sendable {
    case pages
    case frames
    case pagePixels
    case outputBytes
    case renderTime
  }

  public var budget: Budget
  public var description: String

  public init(_ budget: Budget, _ description: String) {
    self.budget = budget
    self.description = description
  }
}

/// Why a render produced no image.
public enum RenderError: Error, Sendable, CustomStringConvertible {
  /// Cairo or Pango failed (a pinned font file missing, an image that cannot be allocated).
  case graphics(GraphicsError)
  /// The request is over one of its `RenderBudget`s.
  case overBudget(BudgetExceeded)
  /// `RenderOptions` or `ScreenOptions` outside their documented ranges, named in the sentence.
  case invalidOptions(String)

  public var description: String {
    switch self {
    case .graphics(let error): error.description
    case .invalidOptions(let problems): problems
    case .overBudget(let exceeded): exceeded.description
    }
  }

  /// Runs graphics work, its errors as render errors.
  static func graphics<T>(_ body: () throws(GraphicsError) -> T) throws(RenderError) -> T {
    do {
      return try body()
    } catch {
      throw .graphics(error)
    }
  }
}

/// When a render must be done: `RenderBudget.renderTime` after it started. Stages check it
/// between their steps (rows, pages, image loads) and stop early once it has passed; the render
/// then fails at the next stage boundary, so nothing half-done is returned.
public struct Deadline: Sendable {
  private let end: ContinuousClock.Instant
  private let limit: Duration

  /// `limit` from now.
  public init(after limit: Duration) {
    self.limit = limit
    end = ContinuousClock.now.advanced(by: limit)
  }

  public var hasPassed: Bool { ContinuousClock.now >= end }

  /// Fails once the deadline has passed, naming the stage that was running.
  func check(during stage: String) throws(RenderError) {
    guard hasPassed else { return }
    throw .overBudget(
      BudgetExceeded(.renderTime, "the render took longer than its budget of \(Self.seconds(limit)) (\(stage))"))
  }

  /// "60 s", "0.5 s": tenths at most (a budget handed down by a caller is rarely round).
  static func seconds(_ duration: Duration) -> String {
    let (whole, fraction) = duration.components
    let tenths = ((Double(whole) + Double(fraction) / 1e18) * 10).rounded()
    return "\(formatNumber(tenths / 10)) s"
  }
}

/// "40 megapixels", "1.5 megapixels", "1 megapixel"; below one, "18432 pixels".
func megapixels(_ pixels: Int) -> String {
  guard pixels >= 1_000_000 else { return pixels == 1 ? "1 pixel" : "\(pixels) pixels" }
  if pixels == 1_000_000 { return "1 megapixel" }
  let value = Double(pixels) / 1_000_000
  let text = value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
  return "\(text) megapixels"
}
