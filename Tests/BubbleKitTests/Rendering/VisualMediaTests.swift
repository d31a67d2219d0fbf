import BubbleKit
import Foundation
import Testing

/// Photos, albums, videos, stickers, link previews and locations: layout facts
/// (Telegram's sizes, overlay footers, bubble-less stickers) and snapshots.
///
/// Snapshot fixtures use PNG media only (the corpus PNGs and pictures drawn
/// here as data URIs), so references do not depend on the JPEG decoder.
@Suite struct VisualMediaTests {
  // MARK: Photos

  @Test func photoFitsTelegramsBoundsAndKeepsItsAspectRatio() async throws {
    let rows = try await messageRows(
      Fixtures.conversation([
        Fixtures.message("1", from: "ann", media: Fixtures.image(Pictures.landscape)),
        Fixtures.message("2", from: "ann", media: Fixtures.image(Pictures.portrait)),
      ]))
    let landscape = try #require(rows[0].first("image"))
    #expect(landscape.width == 300)
    #expect(abs(landscape.width / landscape.height - 16.0 / 9) < 0.02)
    let portrait = try #require(rows[1].first("image"))
    #expect(portrait.height == 380)
    #expect(abs(portrait.width / portrait.height - 9.0 / 16) < 0.02)
    for row in rows {
      let bubble = try #require(row.first("bubble"))
      // 2 pt media insets on each side (Telegram).
      #expect(bubble.width <= 300 + 4)
      #expect(try #require(row.first("image")).minX == bubble.minX + 2)
    }
  }

  @Test func extremeAspectRatiosAreCroppedToTheMinimums() async throws {
    let rows = try await messageRows(
      Fixtures.conversation([
        Fixtures.message("1", from: "ann", media: Fixtures.image("media/missing.png", width: 1000, height: 100)),
        Fixtures.message("2", from: "ann", media: Fixtures.image("media/missing.png", width: 100, height: 1000)),
      ]))
    let banner = try #require(rows[0].first("image"))
    #expect(banner.width == 300 && banner.height == 74)
    let pole = try #require(rows[1].first("image"))
    #expect(pole.width == 170 && pole.height == 380)
  }

  @Test func theTimeSitsOverAPhotoWithoutCaptionAndBelowACaption() async throws {
    let rows = try await messageRows(
      Fixtures.conversation([
        Fixtures.message("1", from: "me", media: Fixtures.image("media/tiles.png")),
        Fixtures.message("2", from: "me", text: "A caption", media: Fixtures.image("media/tiles.png")),
      ]))
    let photo = try #require(rows[0].first("image"))
    let footer = try #require(rows[0].first("footer"))
    #expect(photo.contains(footer))
    // Telegram: the pill is 6 from the photo's bottom and trailing edges.
    #expect(abs(photo.maxX - footer.maxX - 6) < 0.01)
    #expect(abs(photo.maxY - footer.maxY - 6) < 0.01)

    let captioned = try #require(rows[1].first("image"))
    let text = try #require(rows[1].first("text"))
    let captionFooter = try #require(rows[1].first("footer"))
    #expect(text.minY >= captioned.maxY)
    #expect(captionFooter.minY >= captioned.maxY)
  }

  @Test func aMissingPhotoIsAPlaceholderOfItsDeclaredShapeAndAWarning() async throws {
    let result = try await TestSupport.render(
      try TestSupport.conversation(
        Fixtures.conversation([
          Fixtures.message(
            "m17", from: "ann", media: Fixtures.image("media/does-not-exist.png", width: 800, height: 600))
        ])))
    let photo = try #require(messageRows(result)[0].first("image"))
    #expect(photo.width == 300 && photo.height == 225)
    #expect(result.warnings.contains { $0.contains("message m17") && $0.contains("does-not-exist.png") })
  }

  // MARK: Albums, videos

  @Test func albumTilesStayInsideTheMosaicAndTheFooterOverlaysIt() async throws {
    let rows = try await messageRows(
      Fixtures.conversation([
        Fixtures.message("1", from: "ann", media: Fixtures.album([Pictures.landscape, "media/tiles.png"])),
        Fixtures.message(
          "2", from: "me", text: "Ten of them",
          media: Fixtures.album(Array(repeating: Pictures.portrait, count: 10), videoEvery: 3)),
      ]))
    for row in rows {
      let album = try #require(row.first("album"))
      let bubble = try #require(row.first("bubble"))
      #expect(album.width <= 300)
      #expect(album.height <= 380)
      #expect(abs(bubble.width - album.width - 4) < 0.01)
    }
    #expect(try #require(rows[0].first("album")).contains(try #require(rows[0].first("footer"))))
    #expect(try #require(rows[1].first("footer")).minY >= (try #require(rows[1].first("album"))).maxY)
  }

  @Test func videoHeightsFollowTheirOrientation() async throws {
    let rows = try await messageRows(
      Fixtures.conversation([
        Fixtures.message("1", from: "ann", media: Fixtures.video(Pictures.square, duration: 125)),
        Fixtures.message("2", from: "ann", media: Fixtures.video(Pictures.portrait, duration: 7)),
        Fixtures.message("3", from: "ann", media: Fixtures.video(nil, width: 1280, height: 720, duration: nil)),
      ]))
    let square = try #require(rows[0].first("video"))
    #expect(square.height == 250 && square.width == 250)
    let portrait = try #require(rows[1].first("video"))
    #expect(portrait.height == 360)
    let posterless = try #require(rows[2].first("video"))
    #expect(posterless.width == 300 && posterless.height == 169)
    #expect(posterless.contains(try #require(rows[2].first("footer"))))
  }

  // MARK: Stickers

  @Test func aStickerHasNoBubbleAndFitsItsBox() async throws {
    let result = try await TestSupport.render(
      try TestSupport.conversation(
        Fixtures.conversation([
          Fixtures.message("1", from: "ann", media: Fixtures.sticker("media/smile-sticker.png", emoji: "😊")),
          Fixtures.message("2", from: "me", media: Fixtures.sticker("media/gone.png", emoji: "🐱")),
        ])))
    for row in messageRows(result) {
      #expect(row.first("bubble") == nil)
      let sticker = try #require(row.first("sticker"))
      #expect(sticker.width <= 160 && sticker.height <= 160)
      #expect(sticker.contains(try #require(row.first("footer"))))
    }
    #expect(result.warnings.contains { $0.contains("message 2") && $0.contains("gone.png") })
  }

  // MARK: Link previews, locations

  @Test func aLinkPreviewIsACardUnderTheTextInsideTheBubble() async throws {
    let rows = try await messageRows(
      Fixtures.conversation([
        Fixtures.message(
          "1", from: "ann", text: "https://example.com",
          media: Fixtures.linkPreview(image: Pictures.landscape, title: "A title", description: "Some words")),
        Fixtures.message(
          "2", from: "me", text: "https://example.com",
          media: Fixtures.linkPreview(image: "media/avatar-alice.png", title: "A title", description: "Some words")),
        Fixtures.message(
          "3", from: "me", text: "https://example.com",
          media: Fixtures.linkPreview(image: "media/missing.png", title: "No image", description: nil)),
      ]))
    var heights: [Double] = []
    for row in rows {
      let bubble = try #require(row.first("bubble"))
      let text = try #require(row.first("text"))
      let card = try #require(row.first("link_preview"))
      #expect(card.minY >= text.maxY)
      #expect(card.minX >= bubble.minX + 11 - 0.01 && card.maxX <= bubble.maxX - 11 + 0.01)
      heights.append(card.height)
    }
    // The wide image sits under the text, the square one beside it as a thumbnail, the missing one not at all.
    #expect(heights[0] > 150)
    #expect(heights[1] >= 56 && heights[1] < 100)
    #expect(heights[2] < 56)
  }

  @Test func aLocationIsAMapWithItsTitleAndAddressInside() async throws {
    let rows = try await messageRows(
      Fixtures.conversation([
        Fixtures.message("1", from: "ann", media: Fixtures.location(title: "North Gate", address: "Trail Rd 1")),
        Fixtures.message("2", from: "me", media: Fixtures.location(title: nil, address: nil)),
      ]))
    let withText = try #require(rows[0].first("location"))
    #expect(withText.width == 300 && withText.height > 160)
    #expect(try #require(rows[0].first("footer")).minY >= withText.maxY)
    let mapOnly = try #require(rows[1].first("location"))
    #expect(mapOnly.height == 160)
    #expect(mapOnly.contains(try #require(rows[1].first("footer"))))
  }

  @Test func aNarrowCanvasKeepsEveryMediaTypeInsideIt() async throws {
    let result = try await TestSupport.render(
      try TestSupport.conversation(Fixtures.groupChat), options: TestSupport.patient(RenderOptions(width: 200)))
    for row in messageRows(result) {
      for part in row.parts where part.kind != "avatar" {
        #expect(part.frame.minX >= 0 && part.frame.maxX <= 200, "\(part.kind) leaves the canvas")
      }
    }
  }

  // MARK: Snapshots

  /// Names only: the fixtures carry data URIs too long for a test's name.
  @Test(arguments: Fixtures.snapshots.keys.sorted())
  func snapshot(name: String) async throws {
    let json = try #require(Fixtures.snapshots[name])
    let result = try await TestSupport.render(try TestSupport.conversation(json))
    #expect(result.pages.count == 1)
    try Snapshot.assertMatches(result.pages[0].png, named: name)
  }

  // MARK: Helpers

  /// A message row's parts, with frames in conversation coordinates.
  struct Row {
    var parts: [(kind: String, frame: Rect)]
    func first(_ kind: String) -> Rect? { parts.first { $0.kind == kind }?.frame }
  }

  private func messageRows(_ conversation: String) async throws -> [Row] {
    messageRows(try await TestSupport.render(try TestSupport.conversation(conversation)))
  }

  private func messageRows(_ result: RenderResult) -> [Row] {
    let separators: Set<String> = ["date_separator", "notice", "unread_divider"]
    return result.layout.rows.compactMap { placed in
      let parts = placed.row.parts
      guard !parts.contains(where: { separators.contains($0.kind) }) else { return nil }
      return Row(parts: parts.map { ($0.kind, $0.frame.offsetBy(dx: 0, dy: placed.y)) })
    }
  }
}

extension Rect {
  fileprivate func contains(_ other: Rect) -> Bool {
    other.minX >= minX - 0.01 && other.maxX <= maxX + 0.01 && other.minY >= minY - 0.01 && other.maxY <= maxY + 0.01
  }
}

/// Conversations for the tests above.
private enum Fixtures {
  static let participants = """
    "participants": [
      { "id": "me", "name": "Me" },
      { "id": "ann", "name": "Ann Lee", "avatar": "media/avatar-alice.png" },
      { "id": "bob", "name": "Bob", "avatar": "media/avatar-bob.png" },
      { "id": "raj", "name": "Raj Patel" }
    ]
    """

  static func conversation(_ messages: [String], kind: String = "direct") -> String {
    """
    { "kind": "\(kind)", "me": "me", \(participants), "messages": [
    \(messages.joined(separator: ",\n"))
    ] }
    """
  }

  static func message(
    _ id: String, from sender: String, minute: Int = 0, text: String? = nil, status: String = "read", media: String
  ) -> String {
    let time = "2026-03-01T10:\(minute < 10 ? "0" : "")\(minute):00Z"
    var fields = [#""id": "\#(id)""#, #""from": "\#(sender)""#, #""time": "\#(time)""#, #""media": \#(media)"#]
    if let text { fields.append(#""text": "\#(text)""#) }
    if sender == "me" { fields.append(#""status": "\#(status)""#) }
    return "{ " + fields.joined(separator: ", ") + " }"
  }

  static func image(_ src: String, width: Int? = nil, height: Int? = nil) -> String {
    var fields = [#""type": "image""#, #""src": "\#(src)""#]
    if let width, let height { fields += [#""width": \#(width)"#, #""height": \#(height)"#] }
    return "{ " + fields.joined(separator: ", ") + " }"
  }

  static func video(_ poster: String?, width: Int? = nil, height: Int? = nil, duration: Double?) -> String {
    var fields = [#""type": "video""#]
    if let poster { fields.append(#""poster": "\#(poster)""#) }
    if let width, let height { fields += [#""width": \#(width)"#, #""height": \#(height)"#] }
    if let duration { fields.append(#""duration": \#(duration)"#) }
    return "{ " + fields.joined(separator: ", ") + " }"
  }

  /// Items are images, except every `videoEvery`-th, which is a video with that picture as its poster.
  static func album(_ sources: [String], videoEvery: Int = 0) -> String {
    let items = sources.enumerated().map { index, source in
      videoEvery > 0 && (index + 1) % videoEvery == 0
        ? video(source, duration: Double(15 * (index + 1))) : image(source)
    }
    return #"{ "type": "album", "items": [ "# + items.joined(separator: ", ") + " ] }"
  }

  static func sticker(_ src: String, emoji: String?) -> String {
    var fields = [#""type": "sticker""#, #""src": "\#(src)""#, #""width": 512"#, #""height": 512"#]
    if let emoji { fields.append(#""emoji": "\#(emoji)""#) }
    return "{ " + fields.joined(separator: ", ") + " }"
  }

  static func linkPreview(
    image: String?, site: String? = "Example", title: String?, description: String?
  ) -> String {
    var fields = [#""type": "link_preview""#, #""url": "https://example.com""#]
    if let site { fields.append(#""site_name": "\#(site)""#) }
    if let title { fields.append(#""title": "\#(title)""#) }
    if let description { fields.append(#""description": "\#(description)""#) }
    if let image { fields.append(#""image": "\#(image)""#) }
    return "{ " + fields.joined(separator: ", ") + " }"
  }

  static func location(
    latitude: Double = 22.2783, longitude: Double = 114.1747, title: String?, address: String?, src: String? = nil
  ) -> String {
    var fields = [#""type": "location""#, #""latitude": \#(latitude)"#, #""longitude": \#(longitude)"#]
    if let title { fields.append(#""title": "\#(title)""#) }
    if let address { fields.append(#""address": "\#(address)""#) }
    if let src { fields.append(#""src": "\#(src)""#) }
    return "{ " + fields.joined(separator: ", ") + " }"
  }

  // MARK: Snapshot conversations

  static let snapshots = [
    "media-photos": photos, "media-albums": albums, "media-videos": videos, "media-stickers": stickers,
    "media-link-previews": linkPreviews, "media-locations": locations, "media-group-chat": groupChat,
  ]

  static let photos = conversation([
    message("1", from: "ann", media: image(Pictures.landscape)),
    message("2", from: "ann", minute: 1, text: "Tall one, with a caption", media: image(Pictures.portrait)),
    message("3", from: "me", minute: 2, media: image("media/tiles.png")),
    message("4", from: "me", minute: 3, text: "Panorama", media: image(Pictures.panorama)),
    message(
      "5", from: "ann", minute: 9, text: "This one is missing", media: image("media/gone.png", width: 800, height: 600)),
  ])

  static let albums = conversation([
    message("1", from: "ann", media: album([Pictures.landscape, Pictures.portrait])),
    message(
      "2", from: "me", minute: 5, text: "Three, one a video",
      media: album([Pictures.portrait, "media/tiles.png", Pictures.sea], videoEvery: 3)),
    message(
      "3", from: "ann", minute: 10,
      media: album(
        [Pictures.landscape, "media/tiles.png", Pictures.sea, Pictures.portrait, "media/gone.png"], videoEvery: 4)),
  ])

  static let videos = conversation([
    message("1", from: "ann", media: video(Pictures.sea, duration: 125)),
    message("2", from: "me", minute: 1, text: "Portrait video", media: video(Pictures.portrait, duration: 3725)),
    message("3", from: "ann", minute: 2, media: video(nil, width: 1280, height: 720, duration: 9)),
  ])

  static let stickers = conversation([
    message("1", from: "ann", media: sticker("media/smile-sticker.png", emoji: "😊")),
    message("2", from: "me", minute: 1, media: sticker("media/smile-sticker.png", emoji: nil)),
    message("3", from: "ann", minute: 2, media: sticker("media/gone.png", emoji: "🐱")),
    message("4", from: "me", minute: 3, media: sticker("media/gone.png", emoji: nil)),
  ])

  static let linkPreviews = conversation([
    message(
      "1", from: "ann", text: "Look: https://example.com/hikes",
      media: linkPreview(
        image: Pictures.landscape, site: "Example Travel", title: "Ten hikes you should not miss this autumn",
        description: "From the peak to the bay: routes, difficulty and the best sunset views over the harbour.")),
    message(
      "2", from: "me", minute: 1, text: "https://example.com/about",
      media: linkPreview(
        image: "media/avatar-alice.png", site: "Example", title: "About us", description: "Who we are and what we do.")),
    message(
      "3", from: "ann", minute: 2, text: "https://example.com/tiles.png",
      media: linkPreview(image: "media/tiles.png", site: nil, title: nil, description: nil)),
    message(
      "4", from: "me", minute: 3, text: "No picture here: https://example.com/news",
      media: linkPreview(image: "media/gone.png", site: "Example News", title: "A headline", description: nil)),
  ])

  static let locations = conversation([
    message("1", from: "ann", media: location(title: "North Gate Parking", address: "Trail Rd 1, Hong Kong")),
    message(
      "2", from: "me", minute: 1, media: location(latitude: 48.8584, longitude: 2.2945, title: nil, address: nil)),
    message(
      "3", from: "me", minute: 2, text: "Meet here",
      media: location(
        latitude: 40.7128, longitude: -74.006, title: "City Hall Park", address: "New York, NY 10007",
        src: "media/tiles.png")),
  ])

  /// Every visual media type in a group chat: names above the media, avatars beside.
  static let groupChat = conversation(
    [
      message("1", from: "ann", media: image(Pictures.landscape)),
      message(
        "2", from: "bob", minute: 1, text: "Two from me",
        media: album([Pictures.sea, "media/tiles.png"], videoEvery: 2)),
      message("3", from: "raj", minute: 2, media: video(Pictures.sea, duration: 42)),
      message("4", from: "me", minute: 3, text: "Tiles, with a caption", media: image("media/tiles.png")),
      message("5", from: "ann", minute: 4, media: sticker("media/smile-sticker.png", emoji: "😊")),
      message(
        "6", from: "bob", minute: 5,
        media: location(
          latitude: -33.8568, longitude: 151.2153, title: "Opera House", address: "Bennelong Point, Sydney")),
      message(
        "7", from: "raj", minute: 6, text: "https://example.com",
        media: linkPreview(image: "media/avatar-bob.png", title: "Example Domain", description: "For use in documents.")
      ),
    ], kind: "group")
}

/// Small PNG pictures drawn here (a data URI each): landscapes and a sea of
/// known aspect ratios, recognisable as photos at a glance.
enum Pictures {
  static let landscape = dataURI(width: 320, height: 180, scene: .hills)
  static let portrait = dataURI(width: 180, height: 320, scene: .hills)
  static let panorama = dataURI(width: 360, height: 120, scene: .hills)
  static let square = dataURI(width: 200, height: 200, scene: .sea)
  static let sea = dataURI(width: 320, height: 180, scene: .sea)

  enum Scene { case hills, sea }

  static func dataURI(width: Int, height: Int, scene: Scene) -> String {
    var pixels = [UInt32](repeating: 0, count: width * height)
    let w = Double(width)
    let h = Double(height)
    let sun = (x: w * 0.7, y: h * 0.32, radius: min(w, h) * 0.12)
    for y in 0..<height {
      for x in 0..<width {
        let fx = Double(x)
        let fy = Double(y)
        let t = fy / h
        // Sky: blue at the top fading to warm near the horizon.
        var color = mix((0.38, 0.62, 0.86), (0.98, 0.78, 0.55), t * 1.3)
        if hypot(fx - sun.x, fy - sun.y) < sun.radius { color = (1.0, 0.86, 0.4) }
        switch scene {
        case .hills:
          let far = h * (0.6 + 0.06 * sin(fx / w * 7))
          let near = h * (0.74 + 0.07 * sin(fx / w * 4 + 1.5))
          if fy > far { color = (0.42, 0.62, 0.4) }
          if fy > near { color = mix((0.28, 0.5, 0.26), (0.18, 0.36, 0.18), (fy - near) / (h - near)) }
        case .sea:
          let horizon = h * 0.55
          if fy > horizon {
            let wave = 0.04 * sin(fx / w * 40 + fy / h * 25)
            color = mix((0.12, 0.42, 0.66), (0.04, 0.22, 0.42), (fy - horizon) / (h - horizon) + wave)
          }
        }
        pixels[y * width + x] = argb(color)
      }
    }
    let image = RasterImage.fromARGB(pixels, width: width, height: height)!
    let png = try! image.pngData()
    return "data:image/png;base64," + Data(png).base64EncodedString()
  }

  private static func mix(
    _ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double
  ) -> (Double, Double, Double) {
    let t = min(1, max(0, t))
    return (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
  }

  private static func argb(_ color: (Double, Double, Double)) -> UInt32 {
    func byte(_ value: Double) -> UInt32 { UInt32((min(1, max(0, value)) * 255).rounded()) }
    return 0xFF00_0000 | byte(color.0) << 16 | byte(color.1) << 8 | byte(color.2)
  }
}
