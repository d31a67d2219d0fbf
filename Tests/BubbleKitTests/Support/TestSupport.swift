import BubbleKit
import Foundation
import Testing

/// Paths and helpers shared by the suites.
enum TestSupport {
  /// The package root, found from this file's path.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let corpus = packageRoot.appendingPathComponent("Examples/corpus")
  static let snapshots = packageRoot.appendingPathComponent("Snapshots")

  static func defaultTheme() throws -> Theme { try ThemeLoader.defaultTheme() }

  /// Options for a render whose time is not under test: the whole suite runs at once on two
  /// cores, and a render awaiting its images (an inbox's avatars) can wait behind the others'
  /// renders and decodes for longer than the default minute.
  static func patientOptions(scale: Int = 2) -> RenderOptions {
    var options = RenderOptions(scale: scale)
    options.budget.renderTime = .seconds(600)
    return options
  }

  /// `options` with the same patience: its time is not under test.
  static func patient(_ options: RenderOptions) -> RenderOptions {
    var options = options
    options.budget.renderTime = .seconds(600)
    return options
  }

  /// `request` with the same patience as `patientOptions`: its time is not under test.
  static func patient(_ request: RenderRequest) -> RenderRequest {
    var request = request
    request.budget.renderTime = .seconds(600)
    return request
  }

  /// Decodes a conversation written in JSON, failing the test on any error.
  static func conversation(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> Conversation
  {
    switch ConversationDecoder.decode(Data(json.utf8)) {
    case .success(let decoded): return decoded.conversation
    case .failure(let error):
      Issue.record("fixture does not decode: \(error)", sourceLocation: sourceLocation)
      throw error
    }
  }

  static func corpusConversation(_ name: String) throws -> Conversation {
    let data = try Data(contentsOf: corpus.appendingPathComponent(name + ".json"))
    return try ConversationDecoder.decode(data).get().conversation
  }

  /// Renders with the default theme at the default options (with `patientOptions`' time) unless
  /// told otherwise.
  static func render(
    _ conversation: Conversation, options: RenderOptions = patientOptions(), baseDirectory: URL? = corpus,
    remote: (any RemoteMediaFetching)? = nil
  ) async throws -> RenderResult {
    let renderer = try ConversationRenderer(theme: try defaultTheme())
    return try await renderer.render(conversation, options: options, baseDirectory: baseDirectory, remote: remote)
  }

  /// Resolves the conversation's media as a render does, then lays it out.
  static func layout(
    _ conversation: Conversation, renderer: ConversationRenderer, options: RenderOptions = RenderOptions(),
    baseDirectory: URL? = corpus
  ) async -> ConversationLayout {
    let media = await renderer.mediaResolution(baseDirectory: baseDirectory)
      .resolve(renderer.mediaRequests(for: conversation, options: options))
    return renderer.layout(conversation, options: options, media: media)
  }

  /// A throwaway folder, removed by the caller with `cleanUp`.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bubblekit-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
