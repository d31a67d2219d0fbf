/// The `file` content kind: its value, fields, summary and node.
public enum FileKind: RenderableContentKind {
  public static let typeName = "file"

  public static func decode(_ fields: ObjectReader) -> FileMedia {
    FileMedia(
      name: fields.requiredString("name") ?? "",
      size: fields.field("size")?.integer(in: InputNumberRanges.fileBytes).map(Int64.init),
      mime: fields.string("mime"))
  }

  public static func encode(_ file: FileMedia, to fields: ObjectWriter) {
    fields.write("name", file.name)
    fields.write("size", file.size)
    fields.write("mime", file.mime)
  }

  public static func summary(of file: FileMedia, strings: PresentationStrings) -> String {
    MediaSummary.nonEmpty(file.name) ?? strings.file
  }

  public static func node(for file: FileMedia, in message: PresentedMessage) -> (any ContentNode)? {
    FileNode(file: file)
  }
}

public struct FileMedia: Sendable, Hashable {
  public var name: String
  /// Bytes.
  public var size: Int64?
  public var mime: String?
  public init(name: String, size: Int64? = nil, mime: String? = nil) {
    self.name = name
    self.size = size
    self.mime = mime
  }
}

extension MessageContent {
  public static func file(_ file: FileMedia) -> MessageContent { MessageContent(FileKind.self, file) }
  public var file: FileMedia? { content(of: FileKind.self) }
}
