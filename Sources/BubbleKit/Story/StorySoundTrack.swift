import BubbleCore

/// The story's sound: a send sound as each own message appears, a receive sound as each of
/// another's does (notices are silent), mixed into one track as long as the video.
enum StorySoundTrack {
  static func samples(for timeline: StoryTimeline, of conversation: Conversation, duration: Double) -> [Float] {
    let cues = timeline.beats.compactMap { beat -> (time: Double, kind: StorySound)? in
      let message = conversation.messages[beat.index]
      guard message.kind == .message, let from = message.from else { return nil }
      return (beat.appears, from == conversation.me ? .sent : .received)
    }
    return StorySounds.track(duration: duration, cues: cues)
  }
}
