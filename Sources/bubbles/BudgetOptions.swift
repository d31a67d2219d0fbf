import ArgumentParser
import BubbleKit
import Foundation

/// The decoding budgets (`DecodingLimits`), for every command that reads a conversation. Input
/// past one is invalid (65).
struct InputBudgetOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Largest input (bytes, or with K, M or G); standard input is read no further.", valueName: "size"))
  var maxInputBytes = ByteCount(DecodingLimits.default.maxInputBytes)

  @Option(help: ArgumentHelp("Most messages in a conversation.", valueName: "count"))
  var maxMessages = DecodingLimits.default.maxMessages

  @Option(help: ArgumentHelp("Most UTF-8 text in one message (bytes, or with K, M or G).", valueName: "size"))
  var maxTextBytes = ByteCount(DecodingLimits.default.maxTextBytes)

  @Option(help: ArgumentHelp("Most UTF-8 text in all the messages together.", valueName: "size"))
  var maxTotalTextBytes = ByteCount(DecodingLimits.default.maxTotalTextBytes)

  @Option(help: ArgumentHelp("Most rich-text segments in all the messages together.", valueName: "count"))
  var maxSegments = DecodingLimits.default.maxSegments

  @Option(help: ArgumentHelp("Deepest nesting of JSON arrays and objects (1 to 256).", valueName: "levels"))
  var maxNesting = DecodingLimits.default.maxNestingDepth

  @Option(
    help: ArgumentHelp(
      "Most JSON values read from one document (unknown fields' values are skipped, not counted).",
      valueName: "count"))
  var maxValues = DecodingLimits.default.maxValues

  func validate() throws {
    try BudgetRange.check("--max-input-bytes", maxInputBytes.bytes, 1...(1 << 30))
    try BudgetRange.check("--max-messages", maxMessages, 1...1_000_000)
    try BudgetRange.check("--max-text-bytes", maxTextBytes.bytes, 1...(16 << 20))
    try BudgetRange.check("--max-total-text-bytes", maxTotalTextBytes.bytes, 1...(1 << 30))
    try BudgetRange.check("--max-segments", maxSegments, 1...10_000_000)
    try BudgetRange.check("--max-nesting", maxNesting, 1...JSONParser.maxNestingDepth)
    try BudgetRange.check("--max-values", maxValues, 1...100_000_000)
  }

  /// The defaults with these options applied.
  var limits: DecodingLimits {
    var limits = DecodingLimits.default
    limits.maxInputBytes = maxInputBytes.bytes
    limits.maxMessages = maxMessages
    limits.maxTextBytes = maxTextBytes.bytes
    limits.maxTotalTextBytes = maxTotalTextBytes.bytes
    limits.maxSegments = maxSegments
    limits.maxNestingDepth = maxNesting
    limits.maxValues = maxValues
    return limits
  }
}

/// The rendering budgets shared by render, inbox and contact-sheet: images, pixels and time.
struct RenderBudgetOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Most distinct images loaded; the rest draw as placeholders, with one warning.", valueName: "count"))
  var maxImages = RenderBudget.default.maxImages

  @Option(
    help: ArgumentHelp(
      "Most megapixels decoded for all the images together; the rest draw as placeholders, with one warning.",
      valueName: "megapixels"))
  var maxDecodedMegapixels = RenderBudget.default.maxDecodedPixels / 1_000_000

  @Option(
    help: ArgumentHelp(
      "Most bytes of images being decoded at once (bytes, or with K, M or G); decodes wait for room, "
        + "an image needing more draws as a placeholder, with a warning.",
      valueName: "size"))
  var maxDecodingBytes = ByteCount(RenderBudget.default.maxDecodingBytesInFlight)

  @Option(
    help: ArgumentHelp(
      "Most megapixels in one image; pages are split smaller to fit, a larger screen or list is an error.",
      valueName: "megapixels"))
  var maxPageMegapixels = RenderBudget.default.maxPagePixels / 1_000_000

  @Option(
    help: ArgumentHelp(
      "Most megabytes (MiB) of files one conversation's render writes, all its pages together; past it, it "
        + "stops with status 65 and writes nothing.", valueName: "megabytes"))
  var maxOutputMb = RenderBudget.default.maxOutputBytes >> 20

  @Option(
    name: .customLong("timeout"),
    help: ArgumentHelp(
      "Seconds the command may take (default \(Self.defaultTimeout); bubbles animate \(Self.storyTimeout)); past it, "
        + "it stops with status 75 and writes nothing.", valueName: "seconds"))
  var timeoutOption: Double?

  static let defaultTimeout = Int(RenderBudget.default.renderTime.components.seconds)
  /// A story draws and encodes hundreds of frames: a minute of video takes about as long.
  static let storyTimeout = 600

  /// `--timeout`, else the default of every command but `animate`.
  var timeout: Double { timeoutOption ?? Double(Self.defaultTimeout) }

  func validate() throws {
    try BudgetRange.check("--max-images", maxImages, 0...100_000)
    try BudgetRange.check("--max-decoded-megapixels", maxDecodedMegapixels, 0...100_000)
    try BudgetRange.check("--max-decoding-bytes", maxDecodingBytes.bytes, 1...(16 << 30))
    // Cairo's largest image is 32767 px square, 1073 megapixels.
    try BudgetRange.check("--max-page-megapixels", maxPageMegapixels, 1...1073)
    try BudgetRange.check("--max-output-mb", maxOutputMb, 1...(1 << 20))
    guard timeout.isFinite, (0.001...86_400).contains(timeout) else {
      throw ValidationError("--timeout must be between 0.001 and 86400 seconds, not \(timeout)")
    }
  }

  /// `decoding` with these options applied; the time starts now (see `CommandClock`).
  func budget(decoding: DecodingLimits, clock: CommandClock) -> RenderBudget {
    var budget = RenderBudget.default
    budget.decoding = decoding
    budget.maxImages = maxImages
    budget.maxDecodedPixels = maxDecodedMegapixels * 1_000_000
    budget.maxDecodingBytesInFlight = maxDecodingBytes.bytes
    budget.maxPagePixels = maxPageMegapixels * 1_000_000
    budget.maxOutputBytes = maxOutputMb << 20
    budget.renderTime = clock.remaining
    return budget
  }
}

/// The inbox's own budgets.
struct InboxBudgetOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Most conversations in an inbox.", valueName: "count"))
  var maxInboxEntries = DecodingLimits.default.maxInboxEntries

  @Option(
    help: ArgumentHelp(
      "Most bytes of the inbox and its conversation files together (bytes, or with K, M or G).",
      valueName: "size"))
  var maxInboxBytes = ByteCount(DecodingLimits.default.maxInboxBytes)

  func validate() throws {
    try BudgetRange.check("--max-inbox-entries", maxInboxEntries, 0...100_000)
    try BudgetRange.check("--max-inbox-bytes", maxInboxBytes.bytes, 1...(4 << 30))
  }

  func applied(to limits: DecodingLimits) -> DecodingLimits {
    var limits = limits
    limits.maxInboxEntries = maxInboxEntries
    limits.maxInboxBytes = maxInboxBytes.bytes
    return limits
  }
}

/// The time a command has: `--timeout` from its start, decoding included. What is left when the
/// renderer starts is the render's time budget.
struct CommandClock {
  let end: ContinuousClock.Instant
  let timeout: Double

  init(timeout seconds: Double) {
    timeout = seconds
    end = ContinuousClock.now.advanced(by: .seconds(seconds))
  }

  var remaining: Duration { max(.zero, end - ContinuousClock.now) }

  /// Fails (75) once the time is up, naming what was being done.
  func check(during stage: String) throws(CommandFailure) {
    guard ContinuousClock.now >= end else { return }
    throw .timedOut("the command took longer than --timeout \(Self.seconds(timeout)) (\(stage))")
  }

  static func seconds(_ value: Double) -> String { "\(formatNumber(value)) s" }
}

/// A size in bytes as typed: `65536`, `64K`, `64M`, `1G` (powers of 1024; `KiB`, `MiB`, `GiB` too).
struct ByteCount: ExpressibleByArgument, Equatable {
  var bytes: Int

  init(_ bytes: Int) { self.bytes = bytes }

  init?(argument: String) {
    let text = argument.trimmingCharacters(in: .whitespaces)
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    let units = ["": 1, "K": 1 << 10, "KIB": 1 << 10, "M": 1 << 20, "MIB": 1 << 20, "G": 1 << 30, "GIB": 1 << 30]
    guard !digits.isEmpty, let value = Int(digits), let unit = units[text.dropFirst(digits.count).uppercased()]
    else { return nil }
    let (bytes, overflow) = value.multipliedReportingOverflow(by: unit)
    guard !overflow else { return nil }
    self.bytes = bytes
  }

  var defaultValueDescription: String {
    for (suffix, unit) in [("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10)] where bytes >= unit && bytes % unit == 0 {
      return "\(bytes / unit)\(suffix)"
    }
    return "\(bytes)"
  }
}

enum BudgetRange {
  static func check(_ option: String, _ value: Int, _ range: ClosedRange<Int>) throws(ValidationError) {
    guard range.contains(value) else {
      throw ValidationError("\(option) must be between \(range.lowerBound) and \(range.upperBound), not \(value)")
    }
  }
}
