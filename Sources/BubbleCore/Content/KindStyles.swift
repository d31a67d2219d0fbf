/// Each registered content kind's theme section laid over its defaults, decoded once. Layout reads
/// kinds' styles per node, thousands of times a render; `Theme.style(for:)` encodes, merges and
/// decodes JSON on every call, so a renderer makes this table once for its theme and registry
/// (both fixed for its life, so the table never goes stale) and nodes read it through
/// `NodeContext.style(for:)`.
public struct KindStyles: Sendable {
  private let styles: [ObjectIdentifier: any ContentStyle]
  /// The theme's sections as written, for kinds outside the table.
  private let sections: [String: ThemeValue]

  /// Decodes the style of every kind of `kinds` from `theme`. An invalid section gives the kind's
  /// defaults, as `Theme.style(for:)` does (`kindSectionProblems` says what is wrong).
  public init(theme: Theme, kinds: ContentKinds = ContentKinds()) {
    let sections = theme.kinds ?? [:]
    func decode<Kind: ContentKind>(_ kind: Kind.Type) -> any ContentStyle {
      Theme.style(for: kind, section: sections[Kind.typeName])
    }
    var styles: [ObjectIdentifier: any ContentStyle] = [:]
    for kind in kinds.all { styles[ObjectIdentifier(kind)] = decode(kind) }
    self.styles = styles
    self.sections = sections
  }

  /// The style of `kind`: looked up when the kind was in the table, else decoded on this call.
  public func style<Kind: ContentKind>(for kind: Kind.Type) -> Kind.Style {
    if let style = styles[ObjectIdentifier(kind)] as? Kind.Style { return style }
    return Theme.style(for: kind, section: sections[Kind.typeName])
  }
}
