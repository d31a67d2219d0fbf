/// Checking a theme file's `dates` while the file is read: each pattern uses only the fields
/// `DateWording` knows, and each list of names has one per month or weekday.
extension ThemeLoader {
  static let datePatternKeys = [
    "time_h12", "time_h24", "day", "day_and_time_h12", "day_and_time_h24", "day_this_week", "day_this_year",
  ]
  static let dateNameCounts = [
    ("month_names", 12), ("short_month_names", 12), ("weekday_names", 7), ("short_weekday_names", 7),
  ]

  static func collectDateProblems(_ overlay: JSONNode, into problems: inout [String]) {
    guard let dates = overlay["dates"] else { return }
    for key in datePatternKeys {
      if let node = dates[key], case .string(let pattern) = node.value, let problem = DateWording.problem(in: pattern) {
        problems.append("dates.\(key) (\(node.location)): \(problem)")
      }
    }
    for (key, count) in dateNameCounts {
      if let node = dates[key], case .array(let names) = node.value, names.count != count {
        problems.append("dates.\(key) (\(node.location)): expected \(count) names, found \(names.count)")
      }
    }
  }
}
