import ArgumentParser
import BubbleKit
import Foundation

struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a conversation to PNG.",
    discussion: """
      A conversation taller than --max-page-height pixels is split at bubble
      boundaries into OUTPUT-1.png, OUTPUT-2.png, ...; the paths written are
      printed on stdout. Output is written to a temporary file and renamed, so a
      failed run never leaves a partial or stale image behind.

      Examples:
        bubbles render Examples/corpus/direct-basics.json -o chat.png
        bubbles render chat.json -o chat.png --width 430 --scale 3 --timezone Asia/Shanghai
        bubbles render - -o - < chat.json > chat.png
      """)

  @Argument(help: "The conversation JSON file, or - for standard input.")
  var input: String

  @Option(name: [.short, .customLong("output")], help: "The PNG to write, or - for standard output.")
  var output: String

  @OptionGroup var style: StyleOptions

  @Option(help: "Canvas width in points (200 to 2000).")
  var width: Double = 390

  @Option(help: "Split pages taller than this many pixels (256 to 32767).")
  var maxPageHeight: Int = 16384

  @Flag(help: "Fetch http(s) media sources (by default they draw as placeholders).")
  var allowRemoteMedia = false

  @Option(help: "Draw one phone screen of this size in points (like 390x844) instead of pages.")
  var screen: String?

  @Option(help: "With --screen: the input bar's state: initial, text, voice, emoji or plus.")
  var inputState: String?

  @Option(help: "With --screen: text typed into the input field.")
  var draft: String?

  @Option(help: "With --screen and --input-state text: the keyboard's height in points (default: the theme's).")
  var keyboardHeight: Double?

  func validate() throws {
    guard RenderOptions.widthRange.contains(width) else {
      throw ValidationError("--width must be between 200 and 2000 points, not \(width)")
    }
    guard RenderOptions.pageHeightRange.contains(maxPageHeight) else {
      throw ValidationError("--max-page-height must be between 256 and 32767 pixels, not \(maxPageHeight)")
    }
    try validateScreenOptions()
  }

  func run() throws {
    // Option problems (theme, output path) fail before anything is touched.
    let targets = OutputTargets(output)
    try targets.checkUsable(input: input)
    let selectedTheme = try style.loadTheme()
    do {
      try renderAndWrite(targets, theme: selectedTheme)
    } catch {
      targets.removeStaleImages(keeping: [])
      throw error
    }
  }

  private func renderAndWrite(_ targets: OutputTargets, theme selectedTheme: Theme) throws {
    let loaded = try InputLoader.load(input)
    let options = RenderOptions(
      width: width, scale: style.scale, timeZone: style.timeZone, hourCycle: style.hourCycle,
      maxPageHeight: maxPageHeight,
      allowsRemoteMedia: allowRemoteMedia)
    if let screenOptions = try screenOptions() {
      try renderScreen(loaded, screen: screenOptions, options: options, theme: selectedTheme, to: targets)
      return
    }
    let result: RenderResult
    do {
      let renderer = try ConversationRenderer(theme: selectedTheme)
      result = try renderer.render(loaded.conversation, options: options, baseDirectory: loaded.baseDirectory)
    } catch {
      Diagnostics.printError("rendering failed: \(error)")
      throw ExitStatus.failure
    }
    for warning in result.warnings { Diagnostics.printWarning("\(loaded.displayName): \(warning)") }
    try write(result.pages, to: targets)
  }

  private func write(_ pages: [RenderedPage], to targets: OutputTargets) throws {
    if targets.isStandardOutput {
      guard pages.count == 1 else {
        Diagnostics.printError(
          "the conversation needs \(pages.count) pages of at most \(maxPageHeight) px; write to a file (-o chat.png) or raise --max-page-height"
        )
        throw ExitStatus.failure
      }
      FileHandle.standardOutput.write(Data(pages[0].png))
      return
    }
    let urls = targets.urls(pageCount: pages.count)
    do {
      try AtomicFileWriter.write(zip(urls, pages).map { ($0, $1.png) })
    } catch {
      Diagnostics.printError(
        "cannot write \(urls[0].path): \(error.localizedDescription); check that the folder exists and is writable")
      throw ExitStatus.failure
    }
    targets.removeStaleImages(keeping: urls)
    for url in urls { print(url.path) }
  }
}

/// Where the pages go: OUTPUT.png for one page, OUTPUT-1.png, OUTPUT-2.png, ... for more.
struct OutputTargets {
  let path: String
  init(_ path: String) { self.path = path }

  var isStandardOutput: Bool { path == "-" }

  /// Refuses an output that is a folder or the input itself.
  func checkUsable(input: String) throws {
    guard !isStandardOutput else { return }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      Diagnostics.printError("-o \(path) is a folder; give the image's file name, like \(path)/chat.png")
      throw ExitStatus.failure
    }
    let outputPath = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    if input != "-", URL(fileURLWithPath: input).resolvingSymlinksInPath().path == outputPath {
      Diagnostics.printError("-o \(path) is the input file; choose another name for the image")
      throw ExitStatus.failure
    }
  }

  func urls(pageCount: Int) -> [URL] {
    let url = URL(fileURLWithPath: path)
    guard pageCount > 1 else { return [url] }
    return (1...pageCount).map(pageURL)
  }

  private func pageURL(_ number: Int) -> URL {
    let url = URL(fileURLWithPath: path)
    let ext = url.pathExtension.isEmpty ? "png" : url.pathExtension
    let stem = url.deletingPathExtension().lastPathComponent
    return url.deletingLastPathComponent().appendingPathComponent("\(stem)-\(number).\(ext)")
  }

  /// Removes images of earlier runs at these targets (OUTPUT.png and OUTPUT-N.png) not in `keeping`.
  func removeStaleImages(keeping: [URL]) {
    guard !isStandardOutput else { return }
    let keep = Set(keeping.map(\.path))
    var candidates = [URL(fileURLWithPath: path)]
    var number = 1
    while FileManager.default.fileExists(atPath: pageURL(number).path) || number <= keeping.count {
      candidates.append(pageURL(number))
      number += 1
    }
    for url in candidates where !keep.contains(url.path) && Self.isPNGFile(url) {
      try? FileManager.default.removeItem(at: url)
    }
  }

  /// Only images are ever removed: a regular file starting with the PNG signature.
  private static func isPNGFile(_ url: URL) -> Bool {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let handle = try? FileHandle(forReadingFrom: url)
    else { return false }
    defer { try? handle.close() }
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    return (try? handle.read(upToCount: 8)).map { [UInt8]($0) == signature } ?? false
  }
}
