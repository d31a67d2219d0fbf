/// BubbleKit's version, in one place: `bubbles --version` prints it, and a test checks that the
/// newest section of CHANGELOG.md names the same version, so a release cannot forget either.
public enum BubbleKitVersion {
  public static let current = "0.1.0"
}
