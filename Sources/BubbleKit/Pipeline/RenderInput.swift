import BubbleCore
import Foundation

/// What a request draws, already read: a conversation (with the folder its media paths resolve
/// in) or an inbox (each entry with its own folder), and the name warnings give it.
public struct RenderInput: Sendable {
  public enum Content: Sendable {
    case conversation(Conversation)
    case inbox(Inbox)
  }

  public var content: Content
  /// Media paths resolve against this folder; `nil` draws local media as placeholders.
  public var baseDirectory: URL?
  public var name: String
  /// The built-in theme of the app the conversation was exported from (`ImportedConversation
  /// .appTheme`): what the theme `auto` draws it in.
  public var appTheme: String?

  public init(
    _ conversation: Conversation, baseDirectory: URL? = nil, name: String = "conversation", appTheme: String? = nil
  ) {
    content = .conversation(conversation)
    self.baseDirectory = baseDirectory
    self.name = name
    self.appTheme = appTheme
  }

  public init(inbox: Inbox, name: String = "inbox") {
    content = .inbox(inbox)
    self.name = name
  }
}
