import ArgumentParser
import BubbleKit
import Foundation

/// `bubbles inbox`: the conversation list (NIMKit's session list page) as one phone screen.
struct InboxCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inbox",
    abstract: "Render a conversation list (an inbox file) to PNG.",
    discussion: """
      The inbox is { "conversations": [ ... ] }; each entry names a conversation file
      ("file", relative to the inbox) or holds one ("conversation"), with optional
      pinned, muted, unread and draft. See docs/inbox-format.md.

      Times show relative to the newest message in the inbox (or --now), never the
      clock, so the same inbox always gives the same image.

      Examples:
        bubbles inbox Examples/inbox/inbox.json -o list.png
        bubbles inbox inbox.json -o list.png --screen 430x932 --theme wechat --now 2026-11-22T18:00:00+08:00
      """)

  @Argument(help: "The inbox JSON file.")
  var input: String

  @Option(name: [.short, .customLong("output")], help: "The PNG to write, or - for standard output.")
  var output: String

  @OptionGroup var style: StyleOptions

  @Option(help: "Screen size in points, WIDTHxHEIGHT.")
  var screen: String = "390x844"

  @Option(
    help: "The reference time for \"today\": ISO 8601 with an offset, or Unix seconds. Default: the newest message.")
  var now: String?

  func validate() throws {
    guard ScreenOptions.size(parsing: screen) != nil else {
      throw ValidationError("--screen must be WIDTHxHEIGHT in points, like 390x844, not \(screen)")
    }
    if let now, InboxReferenceTime.parse(now) == nil {
      throw ValidationError(
        "--now must be an ISO 8601 time with an offset (2026-11-22T18:00:00+08:00) or Unix seconds, not \(now)")
    }
  }

  func run() throws {
    let targets = OutputTargets(output)
    try targets.checkUsable(input: input)
    let selectedTheme = try style.loadTheme()
    let inbox = try loadInbox()
    let rendered: RenderedInbox
    do {
      let renderer = try InboxRenderer(theme: selectedTheme)
      rendered = try renderer.render(
        inbox, size: ScreenOptions.size(parsing: screen) ?? Size(width: 390, height: 844),
        options: RenderOptions(
          scale: style.scale, timeZone: style.timeZone, hourCycle: style.hourCycle),
        now: now.flatMap(InboxReferenceTime.parse))
    } catch {
      Diagnostics.printError("rendering failed: \(error)")
      throw ExitStatus.failure
    }
    for warning in rendered.warnings { Diagnostics.printWarning("\(input): \(warning)") }
    try targets.writeSingleImage(rendered.png)
  }

  /// Reads and decodes the inbox; exits 66 if unreadable, 65 if invalid.
  private func loadInbox() throws -> Inbox {
    let url = URL(fileURLWithPath: input)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      Diagnostics.printError("\(input): no such file; check the path")
      throw ExitStatus.unreadableInput
    }
    guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: url.path) else {
      Diagnostics.printError("\(input): cannot read the file (is it a directory, or unreadable?)")
      throw ExitStatus.unreadableInput
    }
    switch InboxDecoder.decode(data, directory: url.deletingLastPathComponent()) {
    case .failure(let error):
      switch error {
      case .syntax(let syntax):
        Diagnostics.printError("\(input):\(syntax.line):\(syntax.column): malformed JSON: \(syntax.message)")
      case .invalid(let issues):
        Diagnostics.printError("\(input): invalid inbox:")
        for issue in issues { Diagnostics.printNote("  " + Diagnostics.format(issue, file: input)) }
      }
      Diagnostics.printNote("See docs/inbox-format.md for the format.")
      throw ExitStatus.invalidInput
    case .success(let decoded):
      for warning in decoded.warnings { Diagnostics.printWarning(Diagnostics.format(warning, file: input)) }
      return decoded.inbox
    }
  }
}
