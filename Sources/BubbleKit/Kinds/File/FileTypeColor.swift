/// The families of files that WeChat colours its file icons by, read from the extension label
/// (`FileNode.extensionLabel`, up to four capitals).
enum FileTypeFamily: Sendable, CaseIterable {
  case pdf, document, spreadsheet, presentation, archive

  init?(label: String) {
    switch label {
    case "PDF": self = .pdf
    case "DOC", "DOCX", "TXT", "RTF", "ODT", "PAGE", "WPS", "MD": self = .document
    case "XLS", "XLSX", "CSV", "ODS", "NUMB", "ET": self = .spreadsheet
    case "PPT", "PPTX", "ODP", "KEY", "DPS": self = .presentation
    case "ZIP", "RAR", "7Z", "TAR", "GZ", "TGZ", "BZ2", "XZ": self = .archive
    default: return nil
    }
  }
}

extension FileKind.Style {
  /// The page's colour for a file whose extension label is `label`: its family's colour with
  /// `type_colors`, else `accent`.
  func iconColor(label: String, accent: RGBColor) -> RGBColor {
    guard typeColors, let family = FileTypeFamily(label: label) else { return accent }
    return switch family {
    case .pdf: pdfColor
    case .document: documentColor
    case .spreadsheet: spreadsheetColor
    case .presentation: presentationColor
    case .archive: archiveColor
    }
  }
}
