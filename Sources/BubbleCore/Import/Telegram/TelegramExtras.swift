/// What Telegram Desktop writes for messages no content kind draws: a game, an invoice, a to-do
/// list, a giveaway and its results, a venue without coordinates. Each becomes lines of text
/// under the message's own, so the chat shows what was sent instead of "Unsupported message".
enum TelegramExtras {
  static func lines(_ reader: ObjectReader) -> [String] {
    var lines: [String] = []
    if let title = reader.string("game_title") {
      lines.append("🎮 " + ([title, reader.string("game_description")].compactMap { $0 }.joined(separator: " — ")))
    }
    _ = reader.field("game_link")
    if let invoice = reader.field("invoice_information")?.object() {
      defer { invoice.finish() }
      let amount = TelegramAmount.words(invoice)
      _ = (invoice.field("receipt_message_id"), invoice.field("description"))
      lines.append("🧾 " + [invoice.string("title"), amount].compactMap { $0 }.joined(separator: " — "))
    }
    if let todo = reader.field("todo_list")?.object() {
      defer { todo.finish() }
      _ = (todo.field("others_can_append"), todo.field("others_can_complete"))
      lines.append("☑️ " + (todo.string("title") ?? "To-do list"))
      for item in todo.field("answers")?.elements(maxCount: todo.limits.maxPollOptions) ?? [] {
        guard let task = item.object() else { continue }
        defer { task.finish() }
        _ = (task.field("id"), task.field("completed_by"), task.field("completed_at"))
        lines.append("☐ " + (task.string("text") ?? ""))
      }
    }
    if let giveaway = reader.field("giveaway_information") {
      lines.append("🎁 Giveaway" + prizes(giveaway))
    }
    if let results = reader.field("giveaway_results") {
      let winners = number("winners_count", in: results)
      lines.append("🎁 Giveaway results" + (winners.map { ": \($0) winner\($0 == 1 ? "" : "s")" } ?? ""))
    }
    if reader.field("location_information") == nil, let place = reader.string("place_name") {
      lines.append("📍 " + [place, reader.string("address")].compactMap { $0 }.joined(separator: ", "))
    }
    _ = (reader.field("paid_stars_amount"), reader.field("contact_vcard_file_size"))
    return lines
  }

  /// ": 10 × Telegram Premium (3 months)", ": 1000 stars". The giveaway's other fields are
  /// details the line leaves out, read as a whole.
  private static func prizes(_ field: JSONField) -> String {
    if let months = number("months", in: field) {
      return ": \(number("quantity", in: field) ?? 1) × Telegram Premium (\(months) month\(months == 1 ? "" : "s"))"
    }
    return number("stars", in: field).map { ": \($0) stars" } ?? ""
  }

  /// An integer member of `field`'s object, when it has one.
  private static func number(_ key: String, in field: JSONField) -> Int? {
    guard case .number(let value, _)? = field.node[key]?.value, let integer = Int(exactly: value),
      (0...InputNumberRanges.maxCount).contains(integer)
    else { return nil }
    return integer
  }
}

/// An invoice's or a payment's `amount` (in the currency's smallest unit) and `currency`, in
/// words: "9.99 USD", "250 XTR".
enum TelegramAmount {
  /// Currencies without a minor unit (ISO 4217), and Telegram Stars.
  static let wholeUnits: Set<String> = ["JPY", "KRW", "VND", "CLP", "ISK", "PYG", "UGX", "XAF", "XOF", "XTR"]

  static func words(_ reader: ObjectReader) -> String? {
    guard let amount = reader.field("amount")?.integer(in: 0...InputNumberRanges.maxCount),
      let currency = reader.string("currency")
    else { return nil }
    if wholeUnits.contains(currency) { return "\(amount) \(currency)" }
    let cents = amount % 100
    return "\(amount / 100).\(cents < 10 ? "0" : "")\(cents) \(currency)"
  }
}
