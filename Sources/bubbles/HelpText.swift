/// Help written in the source at its width, read at the terminal's: argument-parser wraps each
/// line of a discussion on its own, so a sentence broken in the source broke twice on screen.
enum HelpText {
  /// Joins the lines of each paragraph; keeps blank lines, and lines that start with a space (an
  /// example) or "- " (a list item) on their own.
  static func unwrapped(_ text: String) -> String {
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if let last = lines.last, joins(line, after: last) {
        lines[lines.count - 1] = last + " " + line
      } else {
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func joins(_ line: String, after previous: String) -> Bool {
    func standsAlone(_ text: String) -> Bool {
      text.isEmpty || text.first == " " || text.hasPrefix("- ")
    }
    return !standsAlone(line) && !(previous.isEmpty || previous.first == " ") && !previous.hasSuffix(":")
  }
}
