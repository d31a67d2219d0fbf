/// The participants of a Telegram export, which has no list of them: everyone who sent a
/// message or acted in a service message, in order of first appearance, by `from_id`
/// (`user123`, `channel123`) or, in exports without ids, by name.
final class TelegramParticipants {
  /// What Telegram shows for an account that no longer exists (`"from": null`).
  static let deletedAccount = "Deleted Account"
  private var order: [String] = []
  private var names: [String: String] = [:]

  /// The participant id of a sender named `name` with id `id`; `nil` when neither is given.
  func register(name: String?, id: String?) -> String? {
    guard let key = id ?? name else { return nil }
    if let known = names[key] {
      if known == Self.deletedAccount, let name { names[key] = name }
    } else {
      order.append(key)
      names[key] = name ?? Self.deletedAccount
    }
    return key
  }

  func name(of id: String) -> String? { names[id] }

  var all: [Participant] { order.map { Participant(id: $0, name: names[$0]) } }
}
