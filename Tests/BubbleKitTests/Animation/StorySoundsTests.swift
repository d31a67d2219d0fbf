import BubbleKit
import Testing

@Suite struct StorySoundsTests {
  @Test func theSoundsAreShortQuietAndEndInSilence() {
    for (sound, seconds) in [(StorySound.sent, 0.12), (.received, 0.2)] {
      let samples = StorySounds.samples(sound)
      #expect(samples.count == Int(seconds * 48_000))
      let loudest = samples.map(abs).max() ?? 0
      #expect(loudest > 0.1 && loudest < 0.6, "\(sound) peaks at \(loudest)")
      #expect(abs(samples.last ?? 1) < 0.001, "\(sound) ends without a click")
      #expect(StorySounds.samples(sound) == samples)
    }
  }

  @Test func theTrackPlacesEachSoundAtItsCue() {
    let track = StorySounds.track(duration: 1, cues: [(0.25, .sent), (0.5, .received), (2, .sent)])
    #expect(track.count == 48_000)
    #expect(track[0..<12_000].allSatisfy { $0 == 0 })
    #expect(Array(track[12_000..<12_000 + 5_760]) == StorySounds.samples(.sent))
    #expect(Array(track[24_000..<24_000 + 9_600]) == StorySounds.samples(.received))
    #expect(track[33_600...].allSatisfy { $0 == 0 }, "a cue after the end is left out")
  }

  @Test func soundsOnTopOfEachOtherAreClipped() {
    let cues = Array(repeating: (time: 0.0, kind: StorySound.received), count: 10)
    let track = StorySounds.track(duration: 0.3, cues: cues)
    #expect(track.allSatisfy { (-1...1).contains($0) })
    #expect(track.contains(1) || track.contains(-1))
    #expect(StorySounds.track(duration: 0, cues: cues).isEmpty)
  }
}
