import ArgumentParser
import BubbleKit
import Foundation

/// `bubbles inbox`: the conversation list (NIMKit's session list page) as one phone screen.
struct InboxCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inbox",
    abstract: "Render a conversation list (an inbox file) to PNG.",
    discussion: HelpText.unwrapped(
      """
      The inbox is { "conversations": [ ... ] }; each entry names a conversation file
      ("file", relative to the inbox) or holds one ("conversation"), with optional
      pinned, muted, unread and draft. See docs/inbox-format.md.

      Times show relative to the newest message in the inbox (or --now), never the
      clock, so the same inbox always gives the same image.

      Budgets (listed under "Budgets") bound what one run may cost: an inbox past
      --max-inbox-entries, or whose file and conversation files pass
      --max-inbox-bytes together, is invalid (status 65), as is a conversation
      past the input budgets; each row keeps only what it shows of its
      conversation. A run longer than --timeout seconds stops with status 75.

      Examples:
        bubbles inbox Examples/inbox.json -o list.png
        bubbles inbox inbox.json -o list.png --screen 430x932 --theme wechat --now 2026-11-22T18:00:00+08:00
      """))

  @Argument(help: "The inbox JSON file.")
  var input: String

  @OptionGroup var output: ImageOutputOptions

  @OptionGroup var style: StyleOptions

  @OptionGroup var quiet: QuietOption

  @OptionGroup var remoteMedia: RemoteMediaOption

  @Option(help: "Screen size in points, WIDTHxHEIGHT (\(ScreenSizeOption.help)).")
  var screen: String = "390x844"

  @Option(
    help: "The reference time for \"today\": ISO 8601 with an offset, or Unix seconds. Default: the newest message.")
  var now: String?

  @OptionGroup(title: "Budgets") var inputBudget: InputBudgetOptions

  @OptionGroup(title: "Budgets") var inboxBudget: InboxBudgetOptions

  @OptionGroup(title: "Budgets") var renderBudget: RenderBudgetOptions

  func validate() throws {
    guard ScreenOptions.size(parsing: screen) != nil else { throw ScreenSizeOption.invalid(screen) }
    if let now, InboxReferenceTime.parse(now) == nil {
      let seconds = InputNumberRanges.unixSeconds
      throw ValidationError(
        "--now must be an ISO 8601 time with an offset (2026-11-22T18:00:00+08:00) or Unix seconds of years 1 to "
          + "9999 (\(seconds.lowerBound) to \(seconds.upperBound)), not \(now)")
    }
  }

  func run() async throws {
    let targets = output.targets(reporter: quiet.reporter)
    try targets.checkUsable(input: input)
    let pipeline = Pipeline()
    var request = try self.request()
    _ = try CommandFailure.loadingTheme { () throws(ThemeProblem) in try pipeline.theme(request.theme) }
    let clock = CommandClock(timeout: renderBudget.timeout)
    let inbox = try loadInbox(clock: clock)
    try clock.check(during: "reading the inbox")
    request.budget.renderTime = clock.remaining
    var images = try await CommandFailure.mappingRenderErrors {
      try await remoteMedia.withRemoteMedia { remote in
        try await pipeline.render(request, input: RenderInput(inbox: inbox, name: input), remote: remote)
      }
    }
    for warning in images.warnings { quiet.reporter.warning("\(input): \(warning)") }
    let file = try await CommandFailure.mappingRenderErrors { try images.next() }
    guard let file else { throw CommandFailure.failure("rendering failed: the list made no image") }
    try targets.writeSingleFile(file)
  }

  /// What the options ask for: the list as one screen, in the theme, style and format given.
  private func request() throws -> RenderRequest {
    let budget = renderBudget.budget(decoding: limits, clock: CommandClock(timeout: renderBudget.timeout))
    return RenderRequest(
      job: .inbox(
        size: ScreenOptions.size(parsing: screen) ?? Size(width: 390, height: 844),
        now: now.flatMap(InboxReferenceTime.parse)),
      theme: ThemeChoice(nameOrPath: style.theme), style: style.renderStyle(), encoding: output.encoding,
      budget: budget)
  }

  private var limits: DecodingLimits { inboxBudget.applied(to: inputBudget.limits) }

  /// Reads and decodes the inbox within its budgets; fails with 66 if unreadable, 65 if invalid.
  private func loadInbox(clock: CommandClock) throws(CommandFailure) -> Inbox {
    let option = limits.maxInputBytes <= limits.maxInboxBytes ? "--max-input-bytes" : "--max-inbox-bytes"
    let data = try InputLoader.readFile(
      input, maxBytes: min(limits.maxInputBytes, limits.maxInboxBytes), option: option)
    let folder = URL(fileURLWithPath: input).deletingLastPathComponent()
    switch InboxDecoder.decode(data, directory: folder, limits: limits, stopAt: clock.end) {
    case .failure(let error):
      // Stopped by the time budget: that is the failure to report (75), not the entry it left.
      try clock.check(during: "reading the inbox's conversations")
      throw Diagnostics.failure(error, file: input, kind: "inbox", hint: "See docs/inbox-format.md for the format.")
    case .success(let decoded):
      for warning in decoded.warnings { quiet.reporter.warning(Diagnostics.format(warning, file: input)) }
      return decoded.inbox
    }
  }
}
