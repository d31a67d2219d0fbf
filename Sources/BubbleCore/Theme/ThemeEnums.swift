/// Theme enums decode with a message that lists the allowed values.
private func decodeChoice<Choice: CaseIterable & RawRepresentable>(_ decoder: any Decoder) throws -> Choice
where Choice.RawValue == String {
  let container = try decoder.singleValueContainer()
  let text = try container.decode(String.self)
  guard let value = Choice(rawValue: text) else {
    let names = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    throw DecodingError.dataCorruptedError(
      in: container, debugDescription: "expected one of \(names), found \"\(text)\"")
  }
  return value
}

extension WideContentRule {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension AnswerAction {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension CodeLabel {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension TableLines {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension TailStyle {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension AvatarShape {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension AvatarVisibility {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension TailPlacement {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension VerticalAlignment {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension NamePlacement {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension StatusStyle {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension HourCycle {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension InputBarButton {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension InputBarSendPlacement {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension InputBarPlusShape {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension InputBarSendGlyph {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension PlusPanelVariant {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension NavigationTitleAlignment {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension ReplyStyle {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension ReplyNameColor {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension ReplyPreviewColor {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension ForwardedStyle {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension DeletedMessageStyle {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension FailedBadgePlacement {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension ReactionDisplay {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension WallpaperKind {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension MessageArrangement {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension FooterPlacement {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension SameMinuteTimes {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension DividerKind {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension AvatarFallback {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension TickStyle {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}

extension RunMessage {
  public init(from decoder: any Decoder) throws { self = try decodeChoice(decoder) }
}
