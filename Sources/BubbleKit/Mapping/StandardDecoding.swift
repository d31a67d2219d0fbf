import BubbleGraphics
import Foundation

extension ConversationDecoder {
  /// Decodes with the built-in content kinds (`ContentNodeRegistry.standard`); pass
  /// `kinds: registry.contentKinds` to accept kinds of your own.
  public static func decode(_ data: Data, limits: DecodingLimits = .default)
    -> Result<DecodedConversation, ConversationDecodingError>
  {
    decode(data, limits: limits, kinds: ContentNodeRegistry.standard.contentKinds)
  }
}

extension InboxDecoder {
  /// Decodes with the built-in content kinds (`ContentNodeRegistry.standard`).
  public static func decode(
    _ data: Data, directory: URL?, limits: DecodingLimits = .default, stopAt: ContinuousClock.Instant? = nil
  ) -> Result<DecodedInbox, ConversationDecodingError> {
    decode(data, directory: directory, limits: limits, kinds: ContentNodeRegistry.standard.contentKinds, stopAt: stopAt)
  }
}

extension WhatsAppChatImporter {
  /// Imports with the built-in content kinds (`ContentNodeRegistry.standard`).
  public static func decode(_ data: Data, options: WhatsAppImportOptions = WhatsAppImportOptions())
    -> Result<DecodedConversation, ConversationDecodingError>
  {
    decode(data, options: options, kinds: ContentNodeRegistry.standard.contentKinds)
  }
}

extension ConversationImport {
  /// Imports with the built-in content kinds (`ContentNodeRegistry.standard`).
  public static func importConversation(
    _ data: Data, from format: ImportFormat = .auto, options: ImportOptions = ImportOptions(),
    baseDirectory: URL? = nil, importers: ImporterRegistry = .standard
  ) -> Result<ImportedConversation, ImportError> {
    importConversation(
      data, from: format, options: options, baseDirectory: baseDirectory,
      kinds: ContentNodeRegistry.standard.contentKinds, importers: importers)
  }
}

extension ConversationSource {
  /// Opens `path`, extracting a zip's entries with libdeflate (`ZipInflater`).
  public static func open(
    _ path: String, limits: DecodingLimits = .default, importers: ImporterRegistry = .standard
  ) -> Result<ConversationSource, SourceProblem> {
    open(path, limits: limits, importers: importers, inflater: ZipInflater())
  }

  /// Reads a zip's bytes, extracting its entries with libdeflate (`ZipInflater`).
  public static func open(
    zip archive: Data, named name: String, limits: DecodingLimits = .default,
    importers: ImporterRegistry = .standard, extractsPictures: Bool = true
  ) -> Result<ConversationSource, SourceProblem> {
    open(
      zip: archive, named: name, limits: limits, importers: importers, extractsPictures: extractsPictures,
      inflater: ZipInflater())
  }

  /// Imports with the built-in content kinds (`ContentNodeRegistry.standard`).
  public func importConversation(
    from format: ImportFormat = .auto, options: ImportOptions = ImportOptions(),
    importers: ImporterRegistry = .standard
  ) -> Result<ImportedConversation, ImportError> {
    importConversation(
      from: format, options: options, kinds: ContentNodeRegistry.standard.contentKinds, importers: importers)
  }
}
