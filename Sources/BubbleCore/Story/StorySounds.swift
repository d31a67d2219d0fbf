import Foundation

/// The two sounds a chat story plays (`--sound`): a message going out and one coming in.
public enum StorySound: Sendable, Hashable, CaseIterable {
  /// A soft rising two-tone pop, about 120 ms.
  case sent
  /// A soft falling two-note chime, about 200 ms.
  case received
}

/// A story's sound track, synthesised here (no sound files to license or ship): mono Float
/// samples at 48 kHz in -1...1, the same on every run.
public enum StorySounds {
  public static let sampleRate = 48_000

  /// One sound's samples.
  public static func samples(_ sound: StorySound) -> [Float] {
    switch sound {
    case .sent: sentPop
    case .received: receivedChime
    }
  }

  /// `duration` seconds of silence with each cue's sound starting at its `time` (in seconds;
  /// cues outside the track are cut off), mixed and clipped to -1...1.
  public static func track(duration: Double, cues: [(time: Double, kind: StorySound)]) -> [Float] {
    guard duration.isFinite, duration > 0 else { return [] }
    let length = Int((duration * Double(sampleRate)).rounded())
    var mix = [Float](repeating: 0, count: length)
    for cue in cues where cue.time.isFinite && cue.time >= 0 {
      let start = Int((cue.time * Double(sampleRate)).rounded())
      guard start < length else { continue }
      let sound = samples(cue.kind)
      for (offset, sample) in sound.prefix(length - start).enumerated() { mix[start + offset] += sample }
    }
    return mix.map { min(1, max(-1, $0)) }
  }

  // Low levels: the sounds sit under music or a voice-over the viewer may add.
  private static let sentPop: [Float] = render(
    seconds: 0.12,
    tones: [
      Tone(frequency: 587.33, start: 0, attack: 0.004, decay: 0.018, level: 0.30),  // D5
      Tone(frequency: 880.00, start: 0.045, attack: 0.004, decay: 0.022, level: 0.30),  // A5, a fifth up
    ])

  private static let receivedChime: [Float] = render(
    seconds: 0.2,
    tones: [
      Tone(frequency: 1318.51, start: 0, attack: 0.003, decay: 0.05, level: 0.22),  // E6
      Tone(frequency: 987.77, start: 0.07, attack: 0.003, decay: 0.06, level: 0.22),  // B5, a fourth down
    ])

  /// A sine with a soft overtone, rising linearly over `attack` s then dying away exponentially
  /// (`decay` s to fall to 1/e).
  private struct Tone {
    var frequency: Double
    var start: Double
    var attack: Double
    var decay: Double
    var level: Double

    func value(at time: Double) -> Double {
      let t = time - start
      guard t >= 0 else { return 0 }
      let envelope = t < attack ? t / attack : exp(-(t - attack) / decay)
      let phase = 2 * Double.pi * frequency * t
      return level * envelope * (sin(phase) + 0.25 * sin(2 * phase))
    }
  }

  private static func render(seconds: Double, tones: [Tone]) -> [Float] {
    let count = Int(seconds * Double(sampleRate))
    return (0..<count).map { index in
      let time = Double(index) / Double(sampleRate)
      // The last 5 ms fade to silence so that no sound ends in a click.
      let fade = min(1, (seconds - time) / 0.005)
      return Float(tones.reduce(0) { $0 + $1.value(at: time) } * fade)
    }
  }
}
