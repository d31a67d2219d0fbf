/// Slack's names of the emoji people react with most (`thumbsup`, `+1`, `tada`), as the emoji;
/// a skin tone (`+1::skin-tone-3`) is applied. A workspace's custom emoji (pictures) and names
/// not listed are left out, as Discord's custom reactions are.
enum SlackEmoji {
  static func emoji(named name: String) -> String? {
    let parts = name.components(separatedBy: "::")
    guard let base = table[parts[0]] else { return nil }
    guard parts.count == 2, parts[1].hasPrefix("skin-tone-"), let tone = Int(parts[1].dropFirst(10)),
      (2...6).contains(tone), let modifier = Unicode.Scalar(0x1F3FB + UInt32(tone - 2))
    else { return base }
    return base + String(Character(modifier))
  }

  static let table: [String: String] = [
    "+1": "👍", "thumbsup": "👍", "-1": "👎", "thumbsdown": "👎", "heart": "❤️", "joy": "😂", "smile": "😄",
    "smiley": "😃", "grinning": "😀", "grin": "😁", "laughing": "😆", "satisfied": "😆", "sweat_smile": "😅",
    "rolling_on_the_floor_laughing": "🤣", "slightly_smiling_face": "🙂", "wink": "😉", "blush": "😊",
    "heart_eyes": "😍", "sunglasses": "😎", "thinking_face": "🤔", "neutral_face": "😐", "expressionless": "😑",
    "open_mouth": "😮", "astonished": "😲", "scream": "😱", "cry": "😢", "sob": "😭", "rage": "😡", "angry": "😠",
    "pensive": "😔", "confused": "😕", "upside_down_face": "🙃", "face_with_rolling_eyes": "🙄",
    "exploding_head": "🤯", "partying_face": "🥳", "pray": "🙏", "clap": "👏", "raised_hands": "🙌", "wave": "👋",
    "ok_hand": "👌", "muscle": "💪", "point_up": "☝️", "v": "✌️", "eyes": "👀", "fire": "🔥", "tada": "🎉",
    "rocket": "🚀", "100": "💯", "star": "⭐", "sparkles": "✨", "white_check_mark": "✅", "heavy_check_mark": "✔️",
    "x": "❌", "warning": "⚠️", "question": "❓", "exclamation": "❗", "bulb": "💡", "memo": "📝", "coffee": "☕",
    "beers": "🍻", "pizza": "🍕", "cake": "🍰", "gift": "🎁", "trophy": "🏆", "skull": "💀", "ghost": "👻",
    "see_no_evil": "🙈", "broken_heart": "💔", "blue_heart": "💙", "green_heart": "💚", "purple_heart": "💜",
    "yellow_heart": "💛", "orange_heart": "🧡", "white_heart": "🤍", "black_heart": "🖤", "heavy_plus_sign": "➕",
    "arrow_up": "⬆️", "point_right": "👉", "raising_hand": "🙋", "facepalm": "🤦", "shrug": "🤷",
    "smiling_imp": "😈", "hugging_face": "🤗", "saluting_face": "🫡", "melting_face": "🫠", "hourglass": "⌛",
    "zap": "⚡", "boom": "💥", "dart": "🎯", "hammer": "🔨", "wrench": "🔧", "bug": "🐛", "ship": "🚢",
    "white_frowning_face": "☹️", "disappointed": "😞", "relieved": "😌", "stuck_out_tongue": "😛", "yum": "😋",
    "innocent": "😇", "sleeping": "😴", "nerd_face": "🤓", "money_mouth_face": "🤑", "star-struck": "🤩",
    "grimacing": "😬", "thinking": "🤔", "handshake": "🤝", "crossed_fingers": "🤞", "metal": "🤘",
    "call_me_hand": "🤙", "writing_hand": "✍️", "checkered_flag": "🏁", "bell": "🔔", "lock": "🔒",
    "link": "🔗", "calendar": "📆", "chart_with_upwards_trend": "📈", "moneybag": "💰", "sunny": "☀️",
    "rainbow": "🌈", "snowflake": "❄️", "christmas_tree": "🎄", "balloon": "🎈", "confetti_ball": "🎊",
  ]
}
