import Foundation

/// The words LINE writes instead of what it does not export: stickers, photos, videos, files,
/// voice messages and calls, in the apps' languages and LINE for PC's English.
enum LinePlaceholders {
  static let wholeTexts: [String: TextChatMedia] = {
    var table: [String: TextChatMedia] = [:]
    for word in ["[貼圖]", "[贴图]", "[Sticker]", "[スタンプ]", "[스티커]", "Stickers", "Sticker"] { table[word] = .sticker }
    for word in ["[照片]", "[图片]", "[Photo]", "[写真]", "[사진]", "Photos", "Photo"] { table[word] = .image }
    for word in ["[影片]", "[视频]", "[Video]", "[動画]", "[동영상]", "Videos", "Video"] { table[word] = .video }
    for word in ["[語音訊息]", "[语音信息]", "[Voice message]", "[ボイスメッセージ]", "[음성메시지]"] { table[word] = .voice }
    for word in ["[檔案]", "[文件]", "[File]", "[ファイル]", "[파일]", "Files", "File"] {
      table[word] = .file(named: word.trimmingCharacters(in: ["[", "]"]))
    }
    // LINE for PC writes a call the caller cancelled as one word.
    table["Canceled"] = .call(seconds: nil, missed: true)
    table["Missed call"] = .call(seconds: nil, missed: true)
    return table
  }()

  /// Words of a call that did not happen, after `☎`.
  static let missedCallWords = [
    "Missed", "missed", "Canceled", "Cancelled", "canceled", "未接", "取消", "不在着信", "キャンセル", "부재중", "취소",
  ]

  /// The content `text` stands for: a placeholder, or a call (`☎ 通話時間0:53`,
  /// `☎ Call time 0:53`, `☎ Missed call`); `nil` for a text.
  static func media(_ text: String) -> TextChatMedia? {
    if let media = wholeTexts[text] { return media }
    guard text.hasPrefix("☎") || text.hasPrefix("Call time ") else { return nil }
    if missedCallWords.contains(where: { text.contains($0) }) { return .call(seconds: nil, missed: true) }
    return .call(seconds: TextChatMedia.duration(endOf: text))
  }
}
