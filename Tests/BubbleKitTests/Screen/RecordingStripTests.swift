import Testing

@testable import BubbleKit

/// The voice state of apps whose mic is held to record (`input_bar.voice_mode: recording`): the
/// bar is a strip with the mark, the timer and "Slide to cancel", the mic a disc over it.
@Suite struct RecordingStripTests {
  func voiceScreen(_ theme: Theme, seconds: Int = 7) throws -> ScreenLayout {
    try ScreenRenderer(theme: theme).layout(
      try TestSupport.conversation(ScreenFixtures.short),
      screen: ScreenOptions(inputState: InputBarState(.voice), recordingSeconds: seconds))
  }

  @Test func telegramDrawsTheStripInsteadOfTheField() throws {
    let theme = try ThemeLoader.load("telegram")
    let style = theme.screen.inputBar
    let layout = try voiceScreen(theme, seconds: 67)
    let timer = try #require(SceneQueries.texts(layout.scene, "1:07").first)
    let label = try #require(SceneQueries.texts(layout.scene, style.recordingLabel).first)
    let dot = try #require(SceneQueries.fills(layout.scene, style.recordingRed).first)
    #expect(dot.maxX < timer.frame.minX && timer.frame.maxX < label.frame.minX)
    #expect(SceneQueries.texts(layout.scene, style.placeholder).isEmpty)
    // The disc is centred on the mic's resting place and overhangs the bar; the lock is above it.
    let disc = try #require(SceneQueries.fills(layout.scene, style.recordingDisc).first)
    #expect(abs(disc.width - style.recordingDiscSize) < 0.001 && disc.minY < layout.inputBar.frame.minY)
    #expect(label.frame.maxX < disc.minX)
    let lock = try #require(SceneQueries.icons(layout.scene, .lock).first)
    #expect(lock.frame.maxY < disc.minY && abs(lock.frame.midX - disc.midX) < 0.001)
    #expect(SceneQueries.icons(layout.scene, .mic).contains { abs($0.frame.midX - disc.midX) < 0.001 })
  }

  /// WhatsApp and Signal mark the strip with a red mic; a theme that rests its mic draws no strip.
  @Test func theMarkAndTheModeAreThemeData() throws {
    let whatsapp = try ThemeLoader.load("whatsapp")
    let marks = SceneQueries.icons(try voiceScreen(whatsapp).scene, .mic)
    #expect(marks.contains { $0.color == whatsapp.screen.inputBar.recordingRed })
    var resting = whatsapp
    resting.screen.inputBar.voiceMode = .idleMic
    let layout = try voiceScreen(resting)
    #expect(SceneQueries.texts(layout.scene, "0:07").isEmpty)
    #expect(SceneQueries.fills(layout.scene, whatsapp.screen.inputBar.recordingDisc).isEmpty)
  }

  @Test(arguments: ["telegram", "telegram-dark", "whatsapp", "signal", "signal-dark"])
  func appsWhoseMicIsHeldRecord(theme name: String) throws {
    #expect(try ThemeLoader.load(name).screen.inputBar.voiceMode == .recording)
  }

  @Test func theTimerShowsMinutesAndSeconds() {
    #expect(RecordingChrome.timerText(0) == "0:00")
    #expect(RecordingChrome.timerText(7) == "0:07")
    #expect(RecordingChrome.timerText(750) == "12:30")
  }

  @Test func aRecordingTimeOutOfRangeIsRefused() {
    #expect(ScreenOptions(recordingSeconds: -1).rangeProblems.count == 1)
    #expect(ScreenOptions(recordingSeconds: 3600).rangeProblems.count == 1)
    #expect(ScreenOptions(recordingSeconds: 3599).rangeProblems.isEmpty)
    let problems = RenderRequest(job: .screen(ScreenOptions(recordingSeconds: 5000))).problems(spelling: .parameters)
    #expect(problems.map(\.message).contains { $0.hasPrefix("recording-time must be from 0 to 3599") })
  }
}
