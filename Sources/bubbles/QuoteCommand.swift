import ArgumentParser
import BubbleCore
import BubbleKit
import BubbleRemoteMedia
import Foundation

/// `bubbles quote`: a quote-api request (what the quote bots send to `/generate`) drawn as
/// quote-api draws it, the same bytes as the service's `/generate` for the same request.
struct QuoteCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "quote",
    abstract: "Render a quote-api request (Telegram messages) as a quote sticker, picture or story.",
    discussion: HelpText.unwrapped(
      """
      The input is the JSON body of quote-api's POST /generate: {"messages": [...], "type": ...} or the
      messages array alone. The options override the body's settings.
      Examples:
        bubbles quote messages.json -o q.webp
        bubbles quote messages.json -o story.png --type stories --background-color '#1b1429'
      """))

  @Argument(help: "The request's JSON file, or - for standard input.")
  var input: String

  @OptionGroup var output: ImageOutputOptions

  @Option(help: "What to make: quote (a sticker, one side 512 px), image, stories (720x1280) or raw.")
  var type: QuoteAPIRequest.Kind?

  @Option(help: "The bubbles' colour: a CSS colour, \"#a/#b\" for two, \"//#a\" for shades of one, or random.")
  var backgroundColor: String?

  @Option(help: "Pixels per layout pixel, 1 to 20 (default: the request's, else 2).")
  var scale: Double?

  @Option(help: "The text's width in layout pixels, 200 to 2000 (default: the request's, else 512).")
  var width: Double?

  @OptionGroup var quiet: QuietOption

  @OptionGroup var remoteMedia: RemoteMediaOption

  @OptionGroup(title: "Budgets") var inputBudget: InputBudgetOptions

  @OptionGroup(title: "Budgets") var renderBudget: RenderBudgetOptions

  func validate() throws {
    if let scale, !QuoteAPIRequest.scaleRange.contains(scale) {
      throw ValidationError("--scale must be between 1 and 20, not \(formatNumber(scale))")
    }
    if let width, !QuoteAPIRequest.widthRange.contains(width) {
      throw ValidationError("--width must be between 200 and 2000, not \(formatNumber(width))")
    }
    if let backgroundColor {
      do { _ = try QuoteBackground(parsing: backgroundColor) } catch { throw ValidationError(error.description) }
    }
    guard [.png, .webp].contains(output.imageFormat) else {
      throw ValidationError("a quote is png or webp, not \(output.imageFormat.name)")
    }
  }

  func run() async throws {
    let targets = output.targets(reporter: quiet.reporter)
    try targets.checkUsable(input: input)
    let clock = CommandClock(timeout: renderBudget.timeout)
    let limits = inputBudget.limits
    let (quote, folder, name) = try read(limits: limits)
    let pipeline = Pipeline()
    var request = try renderRequest(
      quote, kinds: pipeline.registry.contentKinds, budget: renderBudget.budget(decoding: limits, clock: clock))
    request.budget.renderTime = clock.remaining
    var images = try await CommandFailure.mappingRenderErrors {
      try await remoteSettings(quote).withFetcher { remote in
        try await pipeline.render(
          request, input: RenderInput(quote.conversation, baseDirectory: folder, name: name), remote: remote)
      }
    }
    for warning in images.warnings { quiet.reporter.warning("\(name): \(warning)") }
    let file = try await CommandFailure.mappingRenderErrors { try images.next() }
    guard let file else { throw CommandFailure.failure("rendering failed: the quote made no image") }
    try targets.writeSingleFile(file)
  }

  /// The options' remote media, with the request's `botToken` (quote-api's) over the environment's.
  private func remoteSettings(_ quote: QuoteAPIRequest) throws -> RemoteMediaSettings {
    var settings = try remoteMedia.settings()
    if let text = quote.botToken, !text.isEmpty {
      guard let token = TelegramBotToken(text) else {
        throw CommandFailure.invalidInput("\(input): botToken: expected a bot token like 123456:ABC-DEF…")
      }
      settings.botToken = token
    }
    return settings
  }

  /// The request in the input, with the options laid over it.
  private func read(limits: DecodingLimits) throws -> (QuoteAPIRequest, URL?, String) {
    let isStandardInput = input == "-"
    let data =
      isStandardInput
      ? try InputLoader.readStandardInput(maxBytes: limits.maxInputBytes)
      : try InputLoader.readFile(input, maxBytes: limits.maxInputBytes, option: "--max-input-bytes")
    let name = isStandardInput ? "<stdin>" : input
    switch QuoteAPIRequest.decode(data, kinds: ContentNodeRegistry.standard.contentKinds, limits: limits) {
    case .failure(let error):
      throw Diagnostics.failure(
        error, file: name, kind: "quote-api request",
        hint: "See docs/quote-api.md for what /generate and bubbles quote read.")
    case .success(var quote):
      if let type { quote.kind = type }
      if let backgroundColor { quote.background = try QuoteBackground(parsing: backgroundColor) }
      if let scale { quote.scale = scale }
      if let width { quote.width = width }
      quote.format = output.imageFormat.name
      let folder = isStandardInput ? nil : URL(fileURLWithPath: input).deletingLastPathComponent()
      return (quote, folder, name)
    }
  }

  private func renderRequest(_ quote: QuoteAPIRequest, kinds: ContentKinds, budget: RenderBudget) throws
    -> RenderRequest
  {
    var request: RenderRequest
    do {
      request = try quote.renderRequest(kinds: kinds, budget: budget)
    } catch {
      // Both are built in, and the colour laid over them was checked: ours to fix.
      throw CommandFailure.pipeline(.theme(.builtInBroken(error.description)))
    }
    request.encoding = output.encoding
    return request
  }
}

extension QuoteAPIRequest.Kind: ExpressibleByArgument {}

extension StickerPlatform: ExpressibleByArgument {}
