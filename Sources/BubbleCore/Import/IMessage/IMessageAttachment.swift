import Foundation

/// An attachment as the export names it: a file the exporter copied beside the conversation
/// (`attachments/12/IMG_0001.jpeg`), the Mac's original path, or only a name it could not find.
struct IMessageAttachment: Equatable {
  var path: String
  var isSticker = false
  /// Where it is named, for a warning that it cannot be drawn.
  var line: Int
  var column: Int
  /// The export said it is missing (`Unable to locate attachment: NAME`).
  var missing = false

  /// The file's name, without its folders.
  var name: String {
    String(path.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last ?? Substring(path))
  }

  /// Its content, by the file's extension as WhatsApp's attachments are (an image, a video, a
  /// voice message, a file); a picture's `src` only when the file is inside `folder` (or no
  /// folder is known to check). A sticker with a caption is a picture (a sticker shows none).
  func media(in folder: URL?, captioned: Bool, problem: inout String?) -> TextChatMedia {
    var media = WhatsAppMedia.attachment(named: name)
    if isSticker && !captioned && (media.type == "image" || media.type == "file") {
      media = WhatsAppMedia(type: "sticker", fields: [:])
    }
    var fields = media.fields
    if let key = media.sourceField {
      problem = missing ? "the export could not find it" : Self.pathProblem(path, in: folder)
      if problem == nil { fields[key] = .string(path) }
    }
    return TextChatMedia(type: media.type, fields: fields)
  }

  /// Why `path` cannot be drawn from the input's folder; `nil` when it can.
  static func pathProblem(_ path: String, in folder: URL?) -> String? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    if path.isEmpty || path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      return "it is not a file's name"
    }
    if path.hasPrefix("/") || path.hasPrefix("~") || path.contains("\\") || path.contains(":") || parts.contains("..") {
      return "it is not inside the export's folder (the exporter copies attachments there with --copy-method)"
    }
    guard let folder else { return nil }
    var isFolder: ObjCBool = false
    let file = parts.reduce(folder) { $0.appendingPathComponent(String($1)) }
    guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue else {
      return "it is not in the export's folder"
    }
    return nil
  }
}
