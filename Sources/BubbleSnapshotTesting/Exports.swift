// `import BubbleSnapshotTesting` is all a test needs: the renderer's types (Conversation,
// ConversationDecoder, RenderOptions, Theme, ThemeLoader) and swift-snapshot-testing's
// assertSnapshot and withSnapshotTesting come with it.
@_exported import BubbleKit
@_exported import SnapshotTesting
