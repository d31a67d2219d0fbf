import Foundation

/// A file a message of an AI assistant's export carries (an upload, a generated picture), and
/// where it is in the export's folder when it is there.
struct AssistantFile {
  /// The name the app shows: `report.pdf`.
  var name: String
  /// Its path in the export's folder (or zip), from the folder's own listing: never one that
  /// leads out of it. `nil` when the export does not hold it.
  var path: String?
  var size: Int?
  var width: Int?
  var height: Int?

  static let pictureExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp"]

  /// A picture the export holds: drawn as a photo.
  var isPicture: Bool {
    guard let path else { return false }
    return Self.pictureExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
  }
}

/// An export's files by a key of their names (ChatGPT's `file-…` id, Claude's file name), listed
/// once: a file at the folder's top is preferred to one in a folder below.
struct AssistantFileIndex {
  private var paths: [String: String] = [:]

  init() {}

  /// `names` are the export's paths (`ExportFiles.names`); `key` gives a file's key from its
  /// name without folders, or `nil` for a file no message names.
  init(names: [String], key: (String) -> String?) {
    for name in names {
      let file = name.split(separator: "/").last.map(String.init) ?? name
      guard let key = key(file) else { continue }
      if let known = paths[key], Self.depth(known) <= Self.depth(name) { continue }
      paths[key] = name
    }
  }

  func path(for key: String) -> String? { paths[key] }

  private static func depth(_ path: String) -> Int { path.utf8.count(where: { $0 == UInt8(ascii: "/") }) }
}

/// A message's files as its media: pictures the export holds a photo, or an album when there are
/// several; else the first's file card with its name, "and 2 more" when there are others.
enum AssistantMedia {
  static func content(_ files: [AssistantFile], at field: JSONField) -> MessageContent? {
    guard let first = files.first else { return nil }
    let context = field.context
    let pictures = files.filter(\.isPicture)
    if files.count > 1, pictures.count == files.count {
      let items = pictures.prefix(context.limits.maxAlbumItems).map { picture in
        JSONNode(.object(albumItem(picture)), at: field.location)
      }
      return context.content("album", fields: ["items": .array(items)], at: field.location)
    }
    if files.count == 1, first.isPicture {
      return context.content("image", fields: fields(of: first), at: field.location)
    }
    let others = files.count > 1 ? " and \(files.count - 1) more" : ""
    var card: [String: JSONValue] = ["name": .string(first.name + others)]
    if let size = first.size { card["size"] = .number(Double(size), isInteger: true) }
    return context.content("file", fields: card, at: field.location)
  }

  /// A photo's `src` and size hints.
  private static func fields(of picture: AssistantFile) -> [String: JSONValue] {
    var fields: [String: JSONValue] = [:]
    if let path = picture.path { fields["src"] = .string(path) }
    if let width = picture.width, let height = picture.height {
      fields["width"] = .number(Double(width), isInteger: true)
      fields["height"] = .number(Double(height), isInteger: true)
    }
    return fields
  }

  /// An album's item: a photo's fields and its `type`, placed where the kind reports them.
  private static func albumItem(_ picture: AssistantFile) -> [JSONMember] {
    var fields = fields(of: picture)
    fields["type"] = .string("image")
    let location = JSONLocation(line: 0, column: 0)
    return fields.sorted { $0.key < $1.key }.map {
      JSONMember(key: $0.key, keyLocation: location, value: JSONNode($0.value, at: location))
    }
  }
}
