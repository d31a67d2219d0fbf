/// Attachments as content, and the conversation once every message is read.
extension WhatsAppConversationBuilder {
  /// The content of a recognised marker, decoded by its kind; the attachment's file joins it
  /// only when it is a plain name of a file in the export (media paths are checked again, like
  /// every path, when rendering).
  func content(_ media: WhatsAppMedia, attachment: String?, at draft: WhatsAppDraft) -> MessageContent? {
    var fields = media.fields
    if let name = attachment {
      if let problem = Self.namingProblem(name) {
        warning(draft.line, draft.column, "attachment \(quoted(name)) \(problem); drawing a placeholder")
      } else if let files = options.files, files[name] == nil {
        warning(draft.line, draft.column, "attachment \(quoted(name)) is not in the export; drawing a placeholder")
      } else {
        if let key = media.sourceField { fields[key] = .string(name) }
        if media.type == "file", let size = options.files?[name] {
          fields["size"] = .number(Double(size), isInteger: true)
        }
      }
    }
    let location = JSONLocation(line: draft.line, column: draft.column)
    guard context.kinds.kind(named: media.type) != nil else {
      context.warning(at: "", location, "no content kind \(quoted(media.type)) is registered; the line is kept as text")
      return nil
    }
    return context.content(media.type, fields: fields, at: location)
  }

  /// Why `name` cannot be a file beside the chat: exports name files without folders.
  private static func namingProblem(_ name: String) -> String? {
    if name.isEmpty || name == "." || name == ".." { return "is not a file name" }
    if name.contains("/") || name.contains("\\") { return "names a folder; exports keep files beside the chat" }
    return nil
  }

  func finish() -> Conversation {
    let groupName = noticeSenders.first { !participants.contains($0) }
    // iOS writes a group's notices under the group's name; a member's marked line is theirs.
    if participants.count > 2 || groupName != nil {
      for line in markedLines where line.sender != groupName && isParticipant(line.sender) { restore(line) }
    }
    // "You deleted this message" under a name says who exported the chat.
    let me = options.me.flatMap(matchMe) ?? (options.me == nil ? exporter : nil)
    return Conversation(
      title: options.title ?? groupName, kind: participants.count > 2 || groupName != nil ? .group : .direct, me: me,
      participants: participants.map { Participant(id: $0, name: $0) }, messages: messages)
  }

  /// The participant `name` names: exactly, else ignoring case and invisible marks. Naming no one
  /// is a warning here (`ConversationImport` then refuses it, listing the participants).
  private func matchMe(_ name: String) -> String? {
    if participants.contains(name) { return name }
    let wanted = WhatsAppText.bare(name).lowercased()
    if let match = participants.first(where: { $0.lowercased() == wanted }) { return match }
    let names = participants.prefix(10).map { quoted($0) }.joined(separator: ", ")
    context.warning(
      at: "", nil,
      "--me \(quoted(name)): no one of that name wrote in this chat (the senders are \(names)); every message is "
        + "drawn as received")
    return nil
  }
}
