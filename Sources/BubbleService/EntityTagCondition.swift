import Foundation

/// What an `If-None-Match` field says of a request's entity tag: `*`, a list of tags (weak ones,
/// `W/"..."`, compared as strong) holding it, or not.
enum EntityTagCondition: Equatable {
  case unmatched, tag, any

  init(_ field: String, entityTag: String) {
    let candidates = field.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    if candidates.contains("*") {
      self = .any
    } else if candidates.contains(where: { $0 == entityTag || $0 == "W/" + entityTag }) {
      self = .tag
    } else {
      self = .unmatched
    }
  }
}
