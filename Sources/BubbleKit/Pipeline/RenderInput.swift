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

  public init(_ conversation: Conversation, baseDirectory: URL? = nil, name: String = "conversation") {
    content = .conversation(conversation)
    self.baseDirectory = baseDirectory
    self.name = name
  }

  public init(inbox: Inbox, name: String = "inbox") {
    content = .inbox(inbox)
    self.name = name
  }
}
