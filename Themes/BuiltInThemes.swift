import Foundation

/// Locates the theme files shipped with BubbleKit (this folder, as bundle resources).
public enum BuiltInThemes {
  public static var directory: URL? { Bundle.module.resourceURL }
}
