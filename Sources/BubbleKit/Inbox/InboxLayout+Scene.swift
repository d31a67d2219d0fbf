import BubbleGraphics

extension InboxLayout {
  /// This layout with its scene placed: the header and tab bar, the rows (each with the avatars
  /// resolved for its conversation, by entry index) and the home indicator.
  func placingScene(totalUnread: Int, theme: Theme, fonts: any TextShaping, media: [Int: ResolvedMedia])
    -> InboxLayout
  {
    let scene = SceneBuilder(fonts: fonts, theme: theme)
    InboxHeaderChrome.place(self, scene: scene)
    TabBarChrome.place(in: tabBar, totalUnread: totalUnread, scene: scene)
    scene.clipped(to: listArea) {
      for (row, frame) in rows {
        scene.media = media[row.entryIndex] ?? .empty
        // A row never draws over its neighbours, whatever its scripts' line heights.
        scene.clipped(to: frame) { InboxRowScene.place(row, in: frame, scene: scene) }
      }
    }
    HomeIndicatorChrome.place(screen: size, scene: scene)
    var placed = self
    placed.scene = scene.scene
    return placed
  }
}
