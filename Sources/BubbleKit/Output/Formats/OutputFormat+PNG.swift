extension OutputFormat {
  /// PNG, deflated strip by strip as the page is drawn (`OutputEncoding.pngLevel`).
  public static let png = OutputFormat(
    name: "png", extensions: ["png"], mediaType: "image/png",
    signature: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], production: .png)
}
