import Benchmark
import BenchmarkSupport
import BubbleKit
import Foundation

// In-process figures per stage (issue 12): wall clock, CPU time, instructions (perf counters,
// when the machine has them), mallocs and peak resident memory, for two corpus samples, the
// Chromium peer's 200-message chat and a 3,000-message one made like it (ChatGenerator).
//
//   cd Benchmarks && swift package benchmark --target Rendering
//
// Each iteration's setup (a fresh renderer, the stage's input) runs before
// `startMeasurement()`, so only the stage is measured. "render" is the whole render from JSON
// bytes to PNG pages with a renderer made just before (empty caches); "render again" is the same
// renderer drawing the same chat once more (rows and shaped texts from its caches).

let benchmarks: @Sendable () -> Void = {
  let metrics: [BenchmarkMetric] = [
    .wallClock, .cpuTotal, .instructions, .mallocCountTotal, .peakMemoryResident,
  ]
  let stages: Stages
  do {
    stages = try Stages()
  } catch {
    fatalError("cannot load the default theme: \(error)")
  }

  // Iterations kept small: the whole suite takes minutes. The 3,000-message chat renders in
  // seconds, so it gets two.
  let cases: [(input: () throws -> BenchmarkInput, iterations: Int)] = [
    ({ try Inputs.corpus("direct-basics") }, 20),
    ({ try Inputs.corpus("group-rich-text") }, 10),
    ({ try Inputs.chat(messages: 200) }, 5),
    ({ try Inputs.chat(messages: 3000) }, 2),
  ]
  for (load, iterations) in cases {
    let input: BenchmarkInput
    do {
      input = try load()
    } catch {
      fatalError("\(error)")
    }
    let configuration = Benchmark.Configuration(
      metrics: metrics, warmupIterations: iterations > 2 ? 1 : 0, maxDuration: .seconds(10),
      maxIterations: iterations)
    let name = input.name

    Benchmark("\(name) render", configuration: configuration) { benchmark in
      let renderer = try stages.renderer()
      benchmark.startMeasurement()
      blackHole(try await stages.render(input, with: renderer))
      benchmark.stopMeasurement()
    }

    let again = try? stages.renderer()
    Benchmark("\(name) render again", configuration: configuration) { benchmark in
      guard let again else { return }
      _ = try await stages.render(input, with: again)
      benchmark.startMeasurement()
      blackHole(try await stages.render(input, with: again))
      benchmark.stopMeasurement()
    }

    Benchmark("\(name) decode", configuration: configuration) { _ in
      blackHole(try stages.decode(input))
    }

    Benchmark("\(name) layout", configuration: configuration) { benchmark in
      let renderer = try stages.renderer()
      let conversation = try stages.decode(input)
      let media = await stages.resolve(conversation, input, with: renderer)
      benchmark.startMeasurement()
      blackHole(stages.layout(conversation, media: media, with: renderer))
      benchmark.stopMeasurement()
    }

    Benchmark("\(name) draw", configuration: configuration) { benchmark in
      let renderer = try stages.renderer()
      let conversation = try stages.decode(input)
      let layout = stages.layout(
        conversation, media: await stages.resolve(conversation, input, with: renderer), with: renderer)
      benchmark.startMeasurement()
      blackHole(try stages.draw(layout))
      benchmark.stopMeasurement()
    }

    Benchmark("\(name) encode", configuration: configuration) { benchmark in
      let renderer = try stages.renderer()
      let conversation = try stages.decode(input)
      let layout = stages.layout(
        conversation, media: await stages.resolve(conversation, input, with: renderer), with: renderer)
      let canvases = try stages.draw(layout)
      benchmark.startMeasurement()
      blackHole(try stages.encode(canvases))
      benchmark.stopMeasurement()
    }
  }

  // One message appended to the 200-message chat: the renderer that drew the 200 re-renders
  // the last page, against a full render of the 201 by a fresh renderer.
  let appendConfiguration = Benchmark.Configuration(
    metrics: metrics, warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 5)
  Benchmark("append: full render of 201", configuration: appendConfiguration) { benchmark in
    let longer = try Inputs.appending(to: Inputs.chat(messages: 200))
    let renderer = try stages.renderer()
    benchmark.startMeasurement()
    blackHole(try await stages.render(longer, with: renderer))
    benchmark.stopMeasurement()
  }
  Benchmark("append: last page of 201 after 200", configuration: appendConfiguration) { benchmark in
    let base = try Inputs.chat(messages: 200)
    let longer = try Inputs.appending(to: base)
    let renderer = try stages.renderer()
    _ = try await stages.render(base, with: renderer)
    benchmark.startMeasurement()
    blackHole(try await stages.renderLastPage(longer, with: renderer))
    benchmark.stopMeasurement()
  }
}
