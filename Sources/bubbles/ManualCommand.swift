import ArgumentParser
import BubbleKit
import BubbleRemoteMedia

/// `bubbles manual`: the man page (roff), from the commands' own help, `ExitStatus.documented`
/// and `ServeSetting.all`, so its EXIT STATUS and ENVIRONMENT are the ones the code has.
/// docs/bubbles.1 is its output (.ci/generate-references); `make install` installs it.
struct ManualCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "manual",
    abstract: "Print the man page (roff): man ./bubbles.1 after bubbles manual > bubbles.1.")

  func run() throws {
    print(Self.page(), terminator: "")
  }

  static func page() -> String {
    var roff = [
      ".TH BUBBLES 1 \"\" \"bubbles \(BubbleKitVersion.current)\" \"User Commands\"",
      ".SH NAME", "bubbles \\- " + escape(Bubbles.configuration.abstract),
      ".SH SYNOPSIS", ".B bubbles", ".I command", "[\\fIoptions\\fR] [\\fIfiles\\fR]",
      ".SH DESCRIPTION", escape(Bubbles.configuration.abstract),
      "Each command's options follow; \\fBbubbles\\fR \\fIcommand\\fR \\fB\\-\\-help\\fR prints the same.",
      ".SH COMMANDS",
    ]
    for command in Bubbles.configuration.subcommands where command != ManualCommand.self {
      let name = command.configuration.commandName ?? ""
      roff += [".SS " + name, ".nf", escapeBlock(machineFree(Bubbles.helpMessage(for: command, columns: 78))), ".fi"]
    }
    roff.append(".SH EXIT STATUS")
    for (status, meaning) in ExitStatus.documented { roff += [".TP", ".B " + status, escape(meaning)] }
    roff += [".SH ENVIRONMENT", "The settings of \\fBbubbles serve\\fR; its flags win over them:"]
    for setting in ServeSetting.all {
      roff += [
        ".TP", ".B " + setting.variable,
        escape("\(setting.summary) (\(setting.flag); default: \(setting.defaultValue))"),
      ]
    }
    roff += [
      ".TP", ".B " + TelegramFileFetcher.tokenVariable,
      "The Telegram bot token that downloads telegram\\-file: media through the Bot API (\\fBrender\\fR, "
        + "\\fBserve\\fR and the other commands that draw media); read from the environment only.",
      ".TP", ".B TMPDIR",
      "Where a zip's chat and pictures are extracted while it renders (removed after, or by the next run).",
      ".SH SEE ALSO",
      "The README and docs/ of BubbleKit; \\fBbubbles serve\\fR answers its OpenAPI document at /openapi.json.",
    ]
    return roff.joined(separator: "\n") + "\n"
  }

  /// The help without what only this machine has (`--jobs`' processor count), so the page is
  /// the same wherever it is made.
  static func machineFree(_ help: String) -> String {
    help.replacingOccurrences(of: "the processors, \(BatchOptions.defaultJobs) here", with: "the processors")
  }

  /// Text for a roff line: backslashes doubled, hyphens as minus signs, no line starting with a control character.
  static func escape(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
    return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
  }

  static func escapeBlock(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(separator: "\n")
  }
}
