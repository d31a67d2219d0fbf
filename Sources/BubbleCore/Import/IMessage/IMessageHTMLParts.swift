import Foundation

/// What a `<div class="message_part">` holds: the text bubble (styled), an edited part's table
/// (its last version), an unsent part, an attachment or sticker, an app's or a link's balloon,
/// or the exporter's note that an attachment is missing.
struct IMessageHTMLParts {
  let builder: TextChatBuilder

  func read(_ part: HTMLElement, into record: inout IMessageRecord) {
    if part.hasClass("edited") {
      readEdited(part, into: &record)
      return
    }
    for child in part.children {
      switch child {
      case .element(let element): readElement(element, into: &record)
      case .text(let text, let location): readNote(text, at: location, into: &record)
      }
    }
  }

  private func readElement(_ element: HTMLElement, into record: inout IMessageRecord) {
    switch element.name {
    case "span" where element.hasClass("bubble"), "span" where element.hasClass("transcription"):
      record.appendPart(IMessageHTMLText.richText(of: element))
    case "div" where element.hasClass("edited"):
      readEdited(element, into: &record)
    case "span" where element.hasClass("unsent"):
      record.unsentParts += 1
    case "span" where element.hasClass("attachment_error"):
      let name = element.collapsedText.replacingOccurrences(of: "Unable to locate attachment:", with: "")
      missing(name.trimmingCharacters(in: .whitespaces), at: element.location, into: &record)
    case "div" where element.hasClass("app"):
      readApp(element, into: &record)
    case "div" where element.hasClass("app_error"):
      record.appendPart(RichText(plain: element.collapsedText))
    default:
      readAttachment(element, sticker: element.hasClass("sticker"), into: &record)
    }
  }

  /// `Attachment does not exist!` written in the part.
  private func readNote(_ text: String, at location: JSONLocation, into record: inout IMessageRecord) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return }
    if trimmed.hasPrefix("Attachment does not exist") {
      missing("", at: location, into: &record)
    } else {
      record.appendPart(RichText(plain: trimmed))
    }
  }

  /// An attachment the export lists without its file: a placeholder of its kind, warned.
  private func missing(_ name: String, at location: JSONLocation, into record: inout IMessageRecord) {
    let file = name.isEmpty ? "attachment" : name
    record.attachments.append(
      IMessageAttachment(path: file, line: location.line, column: location.column, missing: true))
  }

  /// `<img src>`, `<video><source src>`, `<audio src>`, `<a href>Click to download NAME</a>`,
  /// alone or in `<div class="attachment">`/`<div class="sticker">`.
  private func readAttachment(_ element: HTMLElement, sticker: Bool, into record: inout IMessageRecord) {
    let media = ["img", "video", "audio", "a", "source"]
    let found = media.contains(element.name) ? element : element.descendants.first { media.contains($0.name) }
    guard let found else {
      let text = element.collapsedText
      if !text.isEmpty { record.appendPart(RichText(plain: text)) }
      return
    }
    let source =
      found.attributes["src"] ?? found.first("source")?.attributes["src"] ?? found.attributes["href"] ?? ""
    guard !source.isEmpty else { return }
    record.attachments.append(
      IMessageAttachment(
        path: Self.withoutFileScheme(source), isSticker: sticker, line: found.location.line,
        column: found.location.column))
  }

  static func withoutFileScheme(_ path: String) -> String {
    path.hasPrefix("file://") ? String(path.dropFirst("file://".count)) : path
  }

  /// `<table>` rows of the versions, the last in `<tfoot>`: the last version is the text; an
  /// unsent part or a deleted message's announcement inside it unsends the part.
  private func readEdited(_ element: HTMLElement, into record: inout IMessageRecord) {
    if element.first(class: "unsent") != nil || element.first(class: "announcement") != nil {
      record.unsentParts += 1
      return
    }
    let rows = element.descendants.filter { $0.name == "tr" }
    guard let last = rows.last, let cell = last.elements.last(where: { $0.name == "td" }) else {
      builder.warning(element.location.line, element.location.column, "an edited message without its versions")
      return
    }
    record.edited = true
    record.appendPart(IMessageHTMLText.richText(of: cell))
  }

  /// An app's balloon: a link preview when it links to a web page (`<a href>` around a header
  /// with the site's name and a footer with the title and summary), else its words as text. A
  /// message draws one preview: a second link is its address as text.
  private func readApp(_ element: HTMLElement, into record: inout IMessageRecord) {
    let name = element.first(class: "name")?.collapsedText ?? ""
    let captions = ["caption", "image_title", "subcaption", "image_subtitle", "ldtext", "trailing_caption"]
      .compactMap { element.first(class: $0)?.collapsedText }.filter { !$0.isEmpty }
    if let link = element.first("a")?.attributes["href"], Self.isWebAddress(link) {
      guard record.linkPreview == nil else {
        record.appendPart(RichText(plain: link))
        return
      }
      let image = element.first("img")?.attributes["src"].flatMap { Self.isWebAddress($0) ? $0 : nil }
      record.linkPreview = Self.linkPreview(link, name: name, captions: captions, image: image)
      return
    }
    let words = ([name] + captions).filter { !$0.isEmpty }
    let isHandwriting = element.first("svg") != nil && words.isEmpty
    record.appendPart(RichText(plain: isHandwriting ? "Handwritten message" : words.joined(separator: "\n")))
  }

  private static func linkPreview(_ link: String, name: String, captions: [String], image: String?) -> TextChatMedia {
    var fields: [String: JSONValue] = ["url": .string(link)]
    if !name.isEmpty { fields["site_name"] = .string(name) }
    if let title = captions.first { fields["title"] = .string(title) }
    if captions.count > 1 { fields["description"] = .string(captions[1]) }
    if let image { fields["image"] = .string(image) }
    return TextChatMedia(type: "link_preview", fields: fields)
  }

  static func isWebAddress(_ text: String) -> Bool {
    let lower = text.lowercased()
    return lower.hasPrefix("https://") || lower.hasPrefix("http://")
  }
}
