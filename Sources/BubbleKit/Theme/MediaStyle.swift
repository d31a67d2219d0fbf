/// Looks of visual media: photos, albums, videos, stickers, link previews, locations.
public struct MediaStyle: Sendable, Equatable, Codable {
}
