/// Who exported a chat, when the export says it without `--me`: a sender the app names as the
/// user ("Me", KakaoTalk's "나"), or, in a chat of two titled with one sender's name (Telegram's,
/// Messenger's, LINE's, a Discord DM's), the other sender. A chat of two whose exporter stays
/// unknown is drawn with names on its bubbles, so that its two senders are told apart.
enum ExporterInference {
  /// Names the apps give the user in their exports.
  static let selfNames: Set<String> = ["Me", "나"]

  static func apply(to conversation: inout Conversation) {
    guard conversation.me == nil else { return }
    let senders = Set(conversation.messages.compactMap(\.from))
    let speaking = conversation.participants.filter { senders.contains($0.id) }
    conversation.me = exporter(among: speaking, title: conversation.title, kind: conversation.kind)
    if conversation.me == nil, conversation.kind == .direct, speaking.count == 2 { conversation.kind = .group }
  }

  private static func exporter(among speaking: [Participant], title: String?, kind: Conversation.Kind) -> String? {
    let named = speaking.filter { selfNames.contains($0.name) }
    if named.count == 1 { return named[0].id }
    guard kind == .direct, speaking.count == 2, let title = title?.trimmingCharacters(in: .whitespaces),
      !title.isEmpty
    else { return nil }
    let titled = speaking.filter { $0.name.caseInsensitiveCompare(title) == .orderedSame }
    guard titled.count == 1 else { return nil }
    return speaking.first { $0.id != titled[0].id }?.id
  }
}
