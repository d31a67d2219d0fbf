/// Bounds on what a conversation or an inbox may contain, so that hostile or broken input is
/// rejected with a clear message instead of exhausting memory or time later in layout and
/// rendering. The decoding part of BubbleKit's `RenderBudget`; every one is a `bubbles` option
/// (`bubbles render --help`, "Budgets"), and input past one is invalid (exit status 65).
public struct DecodingLimits: Sendable, Hashable, Codable {
  /// Size of the JSON input in bytes (`--max-input-bytes`). Readers stop after this many bytes
  /// plus one, so an endless input (`/dev/zero`) costs no more than the limit.
  public var maxInputBytes = 64 * 1024 * 1024
  public var maxParticipants = 10_000
  /// Messages of a conversation (`--max-messages`).
  public var maxMessages = 10_000
  /// UTF-8 bytes of one message's text (its caption when it has media), all segments together
  /// (`--max-text-bytes`).
  public var maxTextBytes = 64 * 1024
  /// UTF-8 bytes of all the messages' texts together (`--max-total-text-bytes`): shaping text is
  /// most of a render's work, so this bounds its time.
  public var maxTotalTextBytes = 4 * 1024 * 1024
  /// Rich-text segments (the elements of `text` arrays) of all the messages together
  /// (`--max-segments`): each becomes Pango attributes.
  public var maxSegments = 50_000
  /// JSON values built while reading one document (`--max-values`): every number, string,
  /// array and object counts, and every member of an object, read or not; the values of unknown
  /// fields are checked but neither built nor counted. Bounds the parsed tree's memory (about a
  /// hundred bytes a value) whatever the input's size.
  public var maxValues = 1_000_000
  /// Depth of nested arrays and objects (`--max-nesting`), at most `JSONParser.maxNestingDepth`.
  public var maxNestingDepth = 64
  /// Conversations of an inbox (`--max-inbox-entries`).
  public var maxInboxEntries = 1000
  /// Bytes of an inbox and of the conversation files it names, all together
  /// (`--max-inbox-bytes`); each file is read only as far as what is left of it.
  public var maxInboxBytes = 64 * 1024 * 1024
  /// UTF-8 bytes of any other string: names, titles, paths, URLs, previews…
  public var maxStringBytes = 64 * 1024
  /// UTF-8 bytes of one `data:` URI media source.
  public var maxDataURIBytes = 16 * 1024 * 1024
  /// Items of an album; the format's minimum is 2.
  public var maxAlbumItems = 10
  /// `width` and `height` hints of images, videos and stickers, in pixels.
  public var maxMediaDimension = 100_000
  /// Bars of a voice message's waveform.
  public var maxWaveformSamples = 1024
  public var maxReactionsPerMessage = 100
  public var maxPollOptions = 100
  /// Errors (and, separately, warnings) listed before the final "and N more".
  public var maxReportedIssues = 50

  public init() {}

  public static let `default` = DecodingLimits()
}

/// "64 MiB", "16 KiB" or "1000 bytes", for limit messages: the one way every limit in bytes is
/// worded (decoders, file readers, media and remote fetches alike).
public func formatByteCount(_ count: Int) -> String {
  let mebibyte = 1024 * 1024
  if count >= mebibyte && count % mebibyte == 0 { return "\(count / mebibyte) MiB" }
  if count >= 1024 && count % 1024 == 0 { return "\(count / 1024) KiB" }
  return count == 1 ? "1 byte" : "\(count) bytes"
}
