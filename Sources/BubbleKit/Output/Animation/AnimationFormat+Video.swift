import BubbleGraphics

extension AnimationFormat {
  /// MP4: H.264 from FFmpeg's libx264, found when the file is written (README "Chat stories"),
  /// with AAC sound; opaque, even sides.
  public static let mp4 = AnimationFormat(
    name: "mp4", extensions: ["mp4", "m4v"], mediaType: "video/mp4", carriesSound: true, keepsAlpha: false,
    needsEvenSize: true
  ) { settings throws(GraphicsError) in try VideoWriter(container: .mp4, settings: settings) }

  /// WebM: VP9 (libvpx), with alpha for a clear canvas (a Telegram video sticker), Opus sound.
  public static let webm = AnimationFormat(
    name: "webm", extensions: ["webm"], mediaType: "video/webm", carriesSound: true, needsEvenSize: true
  ) { settings throws(GraphicsError) in try VideoWriter(container: .webm, settings: settings) }
}
