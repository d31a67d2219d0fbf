import BenchmarkSupport
import BubbleKit
import Foundation

// bubbles-bench: warm in-process figures for Benchmarks/compare.py, timed by the wall clock
// (medians), with the process's CPU time and peak RSS beside them.
//
//   bubbles-bench warm [--runs N] [--warmup N] [--threads N] [-o DIR] [--json FILE] IN.json...
//   bubbles-bench append [--runs N] [--threads N] [--json FILE]
//   (--threads: a render's threads, default the processors)
//   bubbles-bench generate N OUT.json

let usage = """
  usage: bubbles-bench warm [--runs N] [--warmup N] [--threads N] [-o DIR] [--json FILE] IN.json...
         bubbles-bench append [--runs N] [--threads N] [--json FILE]
         bubbles-bench generate N OUT.json
  """

struct Arguments {
  var positional: [String] = []
  var options: [String: String] = [:]

  init(_ arguments: ArraySlice<String>) throws {
    var rest = arguments
    while let argument = rest.popFirst() {
      if argument.hasPrefix("-") {
        guard let value = rest.popFirst() else { throw BenchmarkInputError(description: "\(argument) needs a value") }
        options[argument] = value
      } else {
        positional.append(argument)
      }
    }
  }

  func int(_ name: String, default value: Int) throws -> Int {
    guard let text = options[name] else { return value }
    guard let number = Int(text), number >= 0 else { throw BenchmarkInputError(description: "\(name) \(text)") }
    return number
  }
}

/// Median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

/// CPU time of the whole process (every thread), in milliseconds.
func processCPUMilliseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

/// The process's peak resident set (VmHWM), in KiB.
func peakResidentKiB() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
  let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
  return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
}

func writeJSON(_ object: [String: Any], to path: String?) throws {
  guard let path else { return }
  let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
  try data.write(to: URL(fileURLWithPath: path))
}

/// Wall and CPU time of one call.
func timed<T>(_ body: () async throws -> T) async rethrows -> (value: T, wall: Double, cpu: Double) {
  let clock = ContinuousClock()
  let cpu = processCPUMilliseconds()
  let start = clock.now
  let value = try await body()
  return (value, milliseconds(clock.now - start), processCPUMilliseconds() - cpu)
}

/// Per image, from reading the JSON file to writing the PNG files, as the Chromium peer's warm
/// figure is (its browser's start is not counted, nor is our renderer's):
///  - fresh: a renderer made just before the clock starts, so its caches (rows, shaped texts,
///    decoded images) are empty: a warm process drawing a conversation it has not seen (its font
///    system takes the Pango font map an ended one left, with fontconfig's matches and the
///    loaded faces, as any renderer in a warm process does);
///  - same: one renderer for every run, so from the second run on rows and texts come from its
///    caches: the same conversation drawn again.
/// The runs go through the files in turn, as the peer's do.
func warm(_ arguments: Arguments) async throws {
  let runs = try arguments.int("--runs", default: 7)
  let warmup = try arguments.int("--warmup", default: 2)
  let threads = try arguments.int("--threads", default: ProcessInfo.processInfo.activeProcessorCount)
  let outDirectory = URL(fileURLWithPath: arguments.options["-o"] ?? NSTemporaryDirectory())
  try FileManager.default.createDirectory(at: outDirectory, withIntermediateDirectories: true)
  let stages = try Stages(options: RenderOptions(threads: threads))
  let paths = arguments.positional
  guard !paths.isEmpty else { throw BenchmarkInputError(description: usage) }

  func renderFile(_ path: String, with renderer: ConversationRenderer) async throws -> RenderResult {
    let input = try Inputs.file(URL(fileURLWithPath: path))
    let result = try await stages.render(input, with: renderer)
    for (index, page) in result.pages.enumerated() {
      let suffix = result.pages.count == 1 ? "" : "-\(index + 1)"
      try Data(page.png).write(to: outDirectory.appendingPathComponent("\(input.name)\(suffix).png"))
    }
    return result
  }

  for _ in 0..<warmup {
    for path in paths { _ = try await renderFile(path, with: stages.renderer()) }
  }
  let same = try stages.renderer()
  for path in paths { _ = try await renderFile(path, with: same) }  // fills its caches
  var fresh: [String: [Double]] = [:]
  var freshCPU: [String: [Double]] = [:]
  var again: [String: [Double]] = [:]
  var rendererTimes: [Double] = []
  var shapes: [String: [String: Any]] = [:]
  for _ in 0..<runs {
    for path in paths {
      let made = try await timed { try stages.renderer() }
      rendererTimes.append(made.wall)
      let first = try await timed { try await renderFile(path, with: made.value) }
      fresh[path, default: []].append(first.wall)
      freshCPU[path, default: []].append(first.cpu)
      let second = try await timed { try await renderFile(path, with: same) }
      again[path, default: []].append(second.wall)
      shapes[path] = [
        "pages": first.value.pages.count, "pixel_height": first.value.pages.map(\.pixelHeight).reduce(0, +),
        "png_bytes": first.value.pages.map(\.png.count).reduce(0, +),
        "rows_laid_out_fresh": first.value.statistics.rowsLaidOut,
        "rows_laid_out_same": second.value.statistics.rowsLaidOut,
      ]
    }
  }
  var report: [String: Any] = [:]
  print("warm renders, median of \(runs) (ms):  fresh renderer (empty caches) / same renderer (cached rows)")
  for path in paths {
    var entry = shapes[path] ?? [:]
    entry["fresh_ms"] = median(fresh[path] ?? [])
    entry["fresh_cpu_ms"] = median(freshCPU[path] ?? [])
    entry["same_ms"] = median(again[path] ?? [])
    entry["fresh_runs_ms"] = fresh[path] ?? []
    entry["same_runs_ms"] = again[path] ?? []
    report[path] = entry
    let name = URL(fileURLWithPath: path).lastPathComponent
    print(
      name.padding(toLength: max(name.count, 28), withPad: " ", startingAt: 0)
        + String(format: " %8.1f %8.1f", median(fresh[path] ?? []), median(again[path] ?? []))
        + "   \(entry["pixel_height"] ?? 0) px, \(entry["pages"] ?? 0) page(s)")
  }
  let peak = peakResidentKiB()
  print(
    String(format: "renderer creation: median %.1f ms; peak RSS %.0f MiB", median(rendererTimes), Double(peak) / 1024))
  try writeJSON(
    ["files": report, "renderer_ms": median(rendererTimes), "peak_rss_kib": peak, "runs": runs],
    to: arguments.options["--json"])
}

/// The 200-message chat with one message appended: a full render by a fresh renderer against
/// the renderer that drew the 200 messages re-rendering the last page (and, for scale, all pages).
func append(_ arguments: Arguments) async throws {
  let runs = try arguments.int("--runs", default: 5)
  let threads = try arguments.int("--threads", default: ProcessInfo.processInfo.activeProcessorCount)
  let stages = try Stages(options: RenderOptions(threads: threads))
  let base = try Inputs.chat(messages: 200)
  let longer = try Inputs.appending(to: base)
  var full: [Double] = []
  var fullCPU: [Double] = []
  var last: [Double] = []
  var lastCPU: [Double] = []
  var all: [Double] = []
  _ = try await stages.render(longer, with: stages.renderer())  // warm-up
  for _ in 0..<runs {
    let fresh = try stages.renderer()
    let whole = try await timed { try await stages.render(longer, with: fresh) }
    full.append(whole.wall)
    fullCPU.append(whole.cpu)
    let drew = try stages.renderer()
    _ = try await stages.render(base, with: drew)
    let page = try await timed { try await stages.renderLastPage(longer, with: drew) }
    last.append(page.wall)
    lastCPU.append(page.cpu)
    let other = try stages.renderer()
    _ = try await stages.render(base, with: other)
    all.append(try await timed { try await stages.render(longer, with: other) }.wall)
  }
  let report: [String: Any] = [
    "full_ms": median(full), "full_cpu_ms": median(fullCPU), "last_page_ms": median(last),
    "last_page_cpu_ms": median(lastCPU), "all_pages_same_renderer_ms": median(all), "runs": runs,
  ]
  print(
    String(
      format: "append one message to 200, median of %d: full render %.1f ms (CPU %.1f); last page again %.1f ms "
        + "(CPU %.1f) = %.1f%% of full (CPU %.1f%%); all pages, same renderer %.1f ms",
      runs, median(full), median(fullCPU), median(last), median(lastCPU), 100 * median(last) / median(full),
      100 * median(lastCPU) / median(fullCPU), median(all)))
  try writeJSON(report, to: arguments.options["--json"])
}

func main() async throws {
  let arguments = try Arguments(CommandLine.arguments.dropFirst(2))
  switch CommandLine.arguments.dropFirst().first {
  case "warm": try await warm(arguments)
  case "append": try await append(arguments)
  case "generate":
    guard arguments.positional.count == 2, let count = Int(arguments.positional[0]), count > 0 else {
      throw BenchmarkInputError(description: usage)
    }
    try Inputs.chat(messages: count).json.write(to: URL(fileURLWithPath: arguments.positional[1]))
  default:
    throw BenchmarkInputError(description: usage)
  }
}

do {
  try await main()
} catch {
  FileHandle.standardError.write(Data("bubbles-bench: \(error)\n".utf8))
  exit(1)
}
