import Foundation
import Glibc
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// `bubbles serve` as an operator runs it: a process of its own, configured by flags and
/// environment variables, overloaded over loopback HTTP, stopped with SIGTERM.
@Suite("bubbles serve")
struct ServeCommandTests {
  /// A started server and its port (it binds port 0 and logs the one it got).
  struct Server {
    let process: RunningCLI
    let port: Int

    static func start(_ args: [String], environment: [String: String] = [:], descriptorLimit: Int? = nil)
      async throws -> Server
    {
      let process = try RunningCLI(
        args: ["serve", "--port", "0"] + args, environment: environment, descriptorLimit: descriptorLimit)
      let marker = "listening on 127.0.0.1:"
      // A loaded 2-core machine running the whole suite can take over a minute to start a process.
      try #require(try await process.waitForStderr(containing: marker, timeout: .seconds(240)), "\(process.stderr)")
      let rest = process.stderr.components(separatedBy: marker)[1]
      let port = try #require(Int(rest.prefix { $0.isNumber }))
      return Server(process: process, port: port)
    }

    func post(_ path: String, _ body: Data) async throws -> Int {
      var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
      request.httpMethod = "POST"
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.httpBody = body
      let (_, response) = try await Self.session.data(for: request)
      return (response as? HTTPURLResponse)?.statusCode ?? 0
    }

    func get(_ path: String) async throws -> (status: Int, text: String) {
      let (data, response) = try await Self.session.data(from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
      return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    static let session: URLSession = {
      let configuration = URLSessionConfiguration.ephemeral
      configuration.httpMaximumConnectionsPerHost = 64
      configuration.timeoutIntervalForRequest = 120
      return URLSession(configuration: configuration)
    }()

    /// Resident and peak memory in KiB, from /proc.
    func memory() throws -> (resident: Int, peak: Int) {
      let status = try String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
      let field = { (name: String) -> Int in
        let line = status.split(separator: "\n").first { $0.hasPrefix(name + ":") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
      }
      return (field("VmRSS"), field("VmHWM"))
    }
  }

  /// A distinct valid conversation (so no cache answers it), padded with spaces to `length` bytes.
  static func body(_ number: Int, length: Int) -> Data {
    let messages = (0..<40).map { index in
      #"{ "id": "m\#(index)", "from": "\#(index % 2 == 0 ? "me" : "ann")", "time": "2026-11-21T09:\#(String(format: "%02d", index)):00Z", "text": "Request \#(number), line \#(index)" }"#
    }
    let json = ChatJSON.document(messages)
    return Data(json.utf8) + Data(repeating: UInt8(ascii: " "), count: max(0, length - json.utf8.count))
  }

  @Test("overloaded: only 200 and 503, the process stays up, its memory stops growing; SIGTERM exits 0")
  func overloadKeepsMemoryBounded() async throws {
    let server = try await Server.start(["--workers", "1", "--queue", "1", "--cache-mb", "0", "--max-body-mb", "1"])
    var statuses: [Int: Int] = [:]
    var peakAfterWarmUp = 0
    for wave in 0..<10 {
      let replies = try await withThrowingTaskGroup(of: Int.self) { group in
        for request in 0..<12 {
          group.addTask {
            try await server.post("/v1/render?scale=1", Self.body(wave * 100 + request, length: 600_000))
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      for status in replies { statuses[status, default: 0] += 1 }
      if wave == 1 { peakAfterWarmUp = try server.memory().peak }
    }
    #expect(Set(statuses.keys).isSubset(of: [200, 503]), "\(statuses)")
    #expect(statuses[200, default: 0] >= 10 && statuses[503, default: 0] >= 10, "\(statuses)")
    #expect(server.process.isRunning)
    #expect(try await server.get("/health/live").status == 200)
    // 96 more requests of 600 KB each after the warm-up: a leak of a body or a page per request
    // would add well over this.
    let growth = try server.memory().peak - peakAfterWarmUp
    #expect(growth < 32 << 10, "peak memory grew by \(growth) KiB after the warm-up")
    let metrics = try await server.get("/metrics").text
    #expect(metrics.contains(#"bubbles_http_requests_total{route="/v1/render",status="503"}"#))
    server.process.send(SIGTERM)
    let end = try await server.process.finish(timeout: .seconds(30))
    #expect(end.exited && end.status == 0, "\(server.process.stderr.suffix(2000))")
  }

  @Test("configured by environment variables, a flag winning over its variable")
  func environmentConfiguresTheServer() async throws {
    let server = try await Server.start(
      ["--queue", "3"], environment: ["BUBBLES_WORKERS": "1", "BUBBLES_QUEUE": "7", "BUBBLES_CACHE_MB": "0"])
    #expect(try await server.post("/v1/render?scale=1", Self.body(1, length: 0)) == 200)
    // Logged once the port is bound, by then.
    #expect(server.process.stderr.contains("queue=3 workers=1"), "\(server.process.stderr)")
    server.process.send(SIGINT)
    let end = try await server.process.finish(timeout: .seconds(30))
    #expect(end.exited && end.status == 0)
  }

  @Test("a bad flag or variable stops it before it listens, with status 64 and a sentence")
  func badConfigurationIsAUsageError() async throws {
    let flag = try await CLI.run(args: ["serve", "--workers", "0"])
    expectExit(flag, 64)
    #expect(flag.stderr.contains("--workers must be between 1 and 64, not 0"), "\(flag.stderr)")
    let variable = try RunningCLI(args: ["serve"], environment: ["BUBBLES_DEADLINE": "soon"])
    let end = try await variable.finish(timeout: .seconds(30))
    #expect(end.exited && end.status == 64)
    #expect(variable.stderr.contains("BUBBLES_DEADLINE"), "\(variable.stderr)")
    let level = try await CLI.run(args: ["serve", "--log-level", "loud"])
    expectExit(level, 64)
    #expect(level.stderr.contains(#"--log-level must be one of trace, debug, info"#), "\(level.stderr)")
  }

  @Test("a bad theme in --themes-dir stops it before it listens: status 64, the problem at file:line:column")
  func aBadThemeStopsTheStart() async throws {
    try await withTemporaryDirectory { folder in
      try folder.write(#"{ "extends": "default", "description": "fine" }"#, to: "good.json")
      try folder.write("{\n  \"extends\": \"default\",\n  \"bubble\": { \"radius\": 5000 }\n}\n", to: "brand.json")
      let bad = try await CLI.run(args: ["serve", "--port", "0", "--themes-dir", folder.path])
      expectExit(bad, 64)
      let file = folder.appending(file: "brand.json").path
      #expect(bad.stderr.contains("bubbles: error: --themes-dir \(folder.path): brand.json is not a valid theme"))
      #expect(
        bad.stderr.contains("\(file):3:25: bubble.radius: expected a number from 0 to "), "\(bad.stderr)")
      #expect(!bad.stderr.contains("listening") && !bad.stderr.contains("Usage"), "\(bad.stderr)")
      // A built-in theme's name, by the environment variable.
      try FileManager.default.removeItem(at: folder.appending(file: "brand.json"))
      try folder.write(#"{ "extends": "default" }"#, to: "telegram.json")
      let clash = try await CLI.run(args: ["serve", "--port", "0"], environment: ["BUBBLES_THEMES_DIR": folder.path])
      expectExit(clash, 64)
      #expect(clash.stderr.contains("telegram is a built-in theme's name; a custom theme cannot replace it"))
    }
    let missing = try await CLI.run(args: ["serve", "--themes-dir", "/no/such/folder"])
    expectExit(missing, 64)
    #expect(missing.stderr.contains("--themes-dir /no/such/folder is not a folder"), "\(missing.stderr)")
  }

  @Test("a port in use stops it with a sentence that says what to do, and no start is logged")
  func aPortInUseIsASentence() async throws {
    let listener = try LoopbackListener()
    defer { listener.close() }
    let server = try RunningCLI(args: ["serve", "--port", String(listener.port)])
    let end = try await server.finish(timeout: .seconds(240))
    #expect(end.exited && end.status == 1, "\(server.stderr)")
    #expect(server.stderr.contains("127.0.0.1:\(listener.port) is in use by another process"), "\(server.stderr)")
    #expect(server.stderr.contains("choose another port with --port or BUBBLES_PORT"))
    #expect(!server.stderr.contains("serving") && !server.stderr.contains("errno"), "\(server.stderr)")
  }
}

/// A socket listening on a free loopback port: the port a second server cannot take.
struct LoopbackListener {
  let descriptor: Int32
  let port: Int

  init() throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        bind(descriptor, socketAddress, length) == 0 && listen(descriptor, 1) == 0
          && getsockname(descriptor, socketAddress, &length) == 0
      }
    }
    guard descriptor >= 0, bound else { throw CocoaError(.fileWriteUnknown) }
    self.descriptor = descriptor
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  func close() { Glibc.close(descriptor) }
}
