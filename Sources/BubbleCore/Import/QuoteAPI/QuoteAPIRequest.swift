import Foundation

/// A request of LyoSU/quote-api's `POST /generate`, the contract of the quote bots: what to
/// make (`type`, `format`, `ext`), the bubbles' colour, the layout's size and scale, and the
/// messages, read into a conversation. Every number is range-checked here; a bad field is a
/// located problem, and fields quote-api does not know are ignored (bots send whole messages).
public struct QuoteAPIRequest: Sendable {
  /// quote-api's `type`: a sticker (`quote`), a picture on a wallpaper (`image`), a 720x1280
  /// story (`stories`), or the bubbles as drawn (anything else).
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    case quote, image, stories, raw
  }

  public var kind: Kind
  /// `type` as written (quote-api answers it back for a type it does not know).
  public var typeName: String?
  /// `png` or `webp` for a quote (WebP unless `png`); the others are PNG.
  public var format: String?
  /// `png` or `webp`: answer the image's bytes rather than the JSON envelope.
  public var ext: String?
  public var background: QuoteBackground
  /// The layout's width and height in pixels before `scale` (quote-api's default 512 each).
  public var width: Double
  public var height: Double
  /// Pixels per layout pixel, 1 to 20 (quote-api clamps to that, and so do we).
  public var scale: Double
  /// Accepted for quote-api's callers; one emoji font draws every brand.
  public var emojiBrand: String?
  /// The request's Telegram bot token, for `file_id` media and avatars.
  public var botToken: String?
  /// Whether any message asks for its sender's avatar (`avatar: true`).
  public var showsAvatars: Bool
  public var conversation: Conversation

  public static let widthRange: ClosedRange<Double> = 200...2000
  public static let heightRange: ClosedRange<Double> = 1...32767
  public static let scaleRange: ClosedRange<Double> = 1...20
  public static let defaultSize = 512.0

  /// Reads a request body, or says where it is wrong; `kinds` are the content kinds its media
  /// become (a renderer's registry's).
  public static func decode(_ data: Data, kinds: ContentKinds, limits: DecodingLimits = .default)
    -> Result<Self, ConversationDecodingError>
  {
    let root: JSONNode
    do {
      root = try JSONParser.parse(data, depthLimit: limits.maxNestingDepth, maxValues: limits.maxValues)
    } catch {
      return .failure(ConversationDecodingError(parsing: error))
    }
    let context = DecodingContext(limits: limits, kinds: kinds)
    let request = decode(JSONField(path: "", node: root, context: context))
    guard let request, !context.hasErrors else { return .failure(.invalid(context.reportedErrors)) }
    return .success(request)
  }

  static func decode(_ root: JSONField) -> Self? {
    // quote-api reads a bare array too: the messages alone.
    if case .array = root.node.value { return decode(messages: root, settings: nil) }
    guard let reader = root.object() else { return nil }
    guard let messages = reader.requiredField("messages", requirement: "the messages to quote") else { return nil }
    return decode(messages: messages, settings: reader)
  }

  private static func decode(messages: JSONField, settings: ObjectReader?) -> Self? {
    let items = messages.elements(maxCount: messages.limits.maxMessages) ?? []
    if items.isEmpty, case .array = messages.node.value { messages.error("expected at least one message") }
    let decoded = QuoteAPIMessages.conversation(items)
    let text = settings?.string("backgroundColor") ?? QuoteBackground.defaultValue
    var background = QuoteBackground(colorOne: .black, colorTwo: .black)
    do {
      background = try QuoteBackground(parsing: text, seed: decoded.conversation.messages.count)
    } catch {
      settings?.field("backgroundColor")?.error(error.description)
    }
    let kindName = settings?.string("type")
    let ext = settings?.field("ext").flatMap(Self.imageFormat)
    return QuoteAPIRequest(
      kind: kindName.flatMap(Kind.init(rawValue:)) ?? .raw, typeName: kindName,
      format: settings?.field("format").flatMap(Self.imageFormat), ext: ext, background: background,
      width: number(settings, "width", in: widthRange) ?? defaultSize,
      height: number(settings, "height", in: heightRange) ?? defaultSize,
      scale: number(settings, "scale", in: scaleRange, clamping: true) ?? 2,
      emojiBrand: settings?.string("emojiBrand"), botToken: settings?.string("botToken"),
      showsAvatars: decoded.showsAvatars, conversation: decoded.conversation)
  }

  /// `png` or `webp`, the two formats quote-api writes.
  private static func imageFormat(_ field: JSONField) -> String? {
    guard let text = field.string()?.lowercased() else { return nil }
    guard ["png", "webp"].contains(text) else {
      field.error("expected \"png\" or \"webp\", not \(quoted(text))")
      return nil
    }
    return text
  }

  /// A number, or a string of one (quote-api's `parseFloat`), in `range`; `clamping` brings
  /// one outside into it, as quote-api does with `scale`.
  private static func number(
    _ reader: ObjectReader?, _ key: String, in range: ClosedRange<Double>, clamping: Bool = false
  ) -> Double? {
    guard let field = reader?.field(key) else { return nil }
    let node = ContentFields.numberNode(field.node)
    guard case .number(let value, _) = node.value, value.isFinite else {
      if case .null = field.node.value { return nil }
      field.error("expected a number from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))")
      return nil
    }
    if clamping { return min(max(value, range.lowerBound), range.upperBound) }
    guard range.contains(value) else {
      field.error(
        "expected a number from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)), "
          + "not \(formatNumber(value))")
      return nil
    }
    return value
  }
}
