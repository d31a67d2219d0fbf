/// Looks of card-like content: voice, audio, file, contact, call, poll, red packet, transfer.
public struct CardStyle: Sendable, Equatable, Codable {
}
