import BubbleKit
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// One request, one pipeline: the same request gives the same bytes from the CLI (`bubbles
/// render`), the service (`bubbles serve`, over loopback HTTP) and the library (`Pipeline`), for
/// every job and format. Each front end fills the same `RenderRequest` from its own spelling.
@Suite("the same request gives the same bytes everywhere")
struct SameBytesTests {
  /// A job and format as each front end says it.
  struct Case: Sendable, CustomStringConvertible {
    var cli: [String]
    var route: String
    var request: RenderRequest
    var description: String { cli.joined(separator: " ") }
  }

  static let chat = "media-gallery"

  static let cases: [Case] = {
    let screen = ScreenOptions(
      size: Size(width: 390, height: 844), inputState: InputBarState(.text), draft: "On my way")
    let box = ThumbnailSize(pixelWidth: 240, pixelHeight: 320)
    var cases: [Case] = []
    for (encoding, flags, query) in [
      (OutputEncoding.png, ["--format", "png"], "format=png"),
      (.webp(), ["--format", "webp"], "format=webp"),
      (.webp(quality: 80), ["--format", "webp", "--quality", "80"], "format=webp&quality=80"),
      (.jpeg(quality: 70), ["--format", "jpeg", "--quality", "70"], "format=jpeg&quality=70"),
      (.svg, ["--format", "svg"], "format=svg"),
    ] {
      cases.append(
        Case(
          cli: flags + ["--scale", "1"], route: "/v1/render?scale=1&page=1&\(query)",
          request: RenderRequest(job: .page(1), style: RenderStyle(scale: 1), encoding: encoding)))
      cases.append(
        Case(
          cli: flags + ["--screen", "390x844", "--input-state", "text", "--draft", "On my way", "--theme", "telegram"],
          route: "/v1/render?screen=390x844&input-state=text&draft=On%20my%20way&theme=telegram&\(query)",
          request: RenderRequest(job: .screen(screen), theme: .builtIn("telegram"), encoding: encoding)))
      guard !encoding.format.isVector else { continue }
      cases.append(
        Case(
          cli: flags + ["--thumbnail", "240x320", "--fit", "start", "--theme", "wechat"],
          route: "/v1/thumbnail?w=240&h=320&fit=start&theme=wechat&\(query)",
          request: RenderRequest(job: .thumbnail(box, fit: .start), theme: .builtIn("wechat"), encoding: encoding)))
    }
    cases.append(
      Case(
        cli: ["--format", "pdf", "--timezone", "+08:00", "--clock", "12"],
        route: "/v1/render?format=pdf&timezone=%2B08:00&clock=12",
        request: RenderRequest(style: RenderStyle(timeZone: "+08:00", clock: .h12), encoding: .pdf)))
    return cases
  }()

  @Test("CLI, service and library: identical bytes per job and format")
  func identicalBytes() async throws {
    let server = try await ServeCommandTests.Server.start(["--media-root", Paths.corpus.path, "--cache-mb", "0"])
    let file = Paths.corpus.appendingPathComponent("\(Self.chat).json")
    let body = try Data(contentsOf: file)
    let conversation = try ConversationDecoder.decode(body, kinds: ContentNodeRegistry.standard.contentKinds).get()
      .conversation
    let pipeline = Pipeline()
    for example in Self.cases {
      let cli = try await CLI.run(args: ["render", file.path, "-o", "-"] + example.cli)
      #expect(cli.status == 0, "\(example): \(cli.stderr)")
      let (status, served) = try await Self.post(server, example.route, body)
      #expect(status == 200, "\(example): \(String(decoding: served.prefix(300), as: UTF8.self))")
      var images = try await pipeline.render(
        example.request, input: RenderInput(conversation, baseDirectory: Paths.corpus))
      let library = try #require(try images.next(), "\(example)")
      #expect(!library.isEmpty)
      #expect(cli.stdout == Data(library), "\(example): CLI \(cli.stdout.count) bytes, library \(library.count)")
      #expect(served == Data(library), "\(example): service \(served.count) bytes, library \(library.count)")
      #expect(library.starts(with: example.request.encoding.format.signature), "\(example)")
    }
    server.process.send(SIGTERM)
    _ = try await server.process.finish(timeout: .seconds(30))
  }

  static func post(_ server: ServeCommandTests.Server, _ path: String, _ body: Data) async throws -> (Int, Data) {
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)\(path)")!)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = body
    let (data, response) = try await ServeCommandTests.Server.session.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
  }

  @Test("CLI and library: identical bytes for an inbox and a contact sheet")
  func identicalListsAndSheets() async throws {
    let file = Paths.corpus.appendingPathComponent("direct-basics.json")
    let conversation = try ConversationDecoder.decode(
      try Data(contentsOf: file), kinds: ContentNodeRegistry.standard.contentKinds
    ).get().conversation
    let inboxFile = Paths.packageRoot.appendingPathComponent("Examples/inbox.json")
    let inbox = try InboxDecoder.decode(
      try Data(contentsOf: inboxFile), directory: inboxFile.deletingLastPathComponent()
    ).get().inbox
    let themes: [ThemeChoice] = [.builtIn("telegram"), .builtIn("wechat")]
    let cases: [(cli: [String], request: RenderRequest, input: RenderInput)] = [
      (
        ["inbox", inboxFile.path, "--format", "jpeg", "--theme", "wechat"],
        RenderRequest(
          job: .inbox(size: Size(width: 390, height: 844), now: nil), theme: .builtIn("wechat"), encoding: .jpeg()),
        RenderInput(inbox: inbox)
      ),
      (
        ["contact-sheet", file.path, "--format", "webp", "--themes", "telegram,wechat"],
        RenderRequest(
          job: .contactSheet(themes: themes, screen: nil), style: RenderStyle(scale: 1), encoding: .webp()),
        RenderInput(conversation, baseDirectory: Paths.corpus)
      ),
    ]
    let pipeline = Pipeline()
    for example in cases {
      let cli = try await CLI.run(args: example.cli + ["-o", "-"])
      #expect(cli.status == 0, "\(example.cli): \(cli.stderr)")
      var images = try await pipeline.render(example.request, input: example.input)
      let library = try #require(try images.next())
      #expect(cli.stdout == Data(library), "\(example.cli): CLI \(cli.stdout.count) bytes, library \(library.count)")
    }
  }
}
