import Foundation

/// KakaoTalk's header lines and the words it writes for what it does not export.
enum KakaoHeader {
  /// `테스트 님과 카카오톡 대화`, `데모방 카카오톡 대화`, `KakaoTalk Chats with NAME`: the chat's name.
  static func title(_ line: String) -> String? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    for suffix in [" 님과 카카오톡 대화", "님과 카카오톡 대화", " 카카오톡 대화"] where trimmed.hasSuffix(suffix) {
      let name = trimmed.dropLast(suffix.count)
      return name.isEmpty ? nil : String(name)
    }
    if let range = trimmed.range(of: " with "), trimmed.hasPrefix("KakaoTalk") || trimmed.hasPrefix("Talk_") {
      let name = trimmed[range.upperBound...]
      return name.isEmpty ? nil : String(name)
    }
    return nil
  }

  static func isTitleLine(_ line: String) -> Bool {
    line.hasSuffix("카카오톡 대화") || (line.hasPrefix("KakaoTalk Chats with ") || line.hasPrefix("Talk_"))
  }

  /// `저장한 날짜 : 2021년 12월 18일 오후 7:17`, `Date Saved : …`.
  static func isSavedLine(_ line: String) -> Bool {
    line.hasPrefix("저장한 날짜") || line.hasPrefix("Date Saved")
  }

  /// The Mac app's first line, and its Korean wording.
  static func isCSVHeader(_ fields: [String]) -> Bool {
    let names = fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    return names == ["date", "user", "message"] || names == ["날짜", "사용자", "메시지"]
  }

  static func isCSVHeaderLine(_ line: String) -> Bool {
    isCSVHeader(line.replacingOccurrences(of: "\"", with: "").split(separator: ",").map(String.init))
  }

  /// A sender the Mac app writes for its notices.
  static func isSystemSender(_ name: String) -> Bool {
    name.isEmpty || ["시스템", "system", "System", "SYSTEM"].contains(name)
  }

  /// Lines of the Windows app, without a `[NAME] [TIME]` prefix, that are notices even right after
  /// a message (which other lines would continue).
  static let noticePhrases = [
    "님이 들어왔습니다", "님이 나갔습니다", "님을 초대", "님을 내보냈습니다", "님이 입장", "님이 퇴장", "운영정책을 위반한",
    "joined this chatroom", "left this chatroom",
  ]

  static func isNotice(_ line: String) -> Bool { noticePhrases.contains { line.contains($0) } }

  /// `사진`, `동영상`, `이모티콘`: what KakaoTalk writes for media it left out.
  static func media(_ text: String) -> TextChatMedia? {
    switch text {
    case "사진", "Photo", "Photos": return .image
    case "동영상", "Video": return .video
    case "이모티콘", "Emoticon", "Emoticons", "Sticker": return .sticker
    case "음성메시지", "Voice Message": return .voice
    default:
      if text.hasPrefix("사진 "), text.hasSuffix("장") { return .image }  // 사진 3장: an album.
      if text.hasPrefix("파일: ") { return .file(named: String(text.dropFirst(4))) }
      return nil
    }
  }
}
