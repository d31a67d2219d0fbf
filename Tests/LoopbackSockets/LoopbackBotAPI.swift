import Foundation

/// A Telegram Bot API server on loopback, as far as files go: `getFile` answers for the files it
/// holds (`{"ok":false,...}` for others, 401 for another token), then each file's bytes at
/// `/file/bot<token>/<file_path>`. It counts the requests (`server.requestedPaths`).
public struct LoopbackBotAPI {
  public static let token = "123456789:AAE-secret_TOKEN-for-tests"

  /// What `getFile` says of one `file_id`, and the bytes at its path.
  public struct File: Sendable {
    public var path: String
    public var bytes: [UInt8]
    /// `file_size` as the answer declares it; the bytes' count when `nil`.
    public var declaredSize: Int?

    public init(path: String, bytes: [UInt8], declaredSize: Int? = nil) {
      self.path = path
      self.bytes = bytes
      self.declaredSize = declaredSize
    }
  }

  public let server: LoopbackHTTPServer

  public var url: URL { URL(string: "http://127.0.0.1:\(server.port)")! }

  /// `answers` replace `getFile`'s answer for a file_id; `delay` holds up every other answer.
  public init(files: [String: File], answers: [String: LoopbackHTTPServer.Response] = [:], delay: Double = 0) throws {
    let token = Self.token
    let routes = answers
    let getFile = Self.getFilePath("")
    server = try LoopbackHTTPServer { path in
      if path.hasPrefix(getFile) {
        let id = String(path.dropFirst(getFile.count))
        if let answer = routes[id] { return answer }
        guard let file = files[id] else {
          return Self.json(
            400, #"{"ok":false,"error_code":400,"description":"Bad Request: invalid file_id"}"#, delay: delay)
        }
        let size = file.declaredSize ?? file.bytes.count
        let result =
          #"{"file_id":"\#(id)","file_unique_id":"u\#(id)","file_size":\#(size),"file_path":"\#(file.path)"}"#
        return Self.json(200, #"{"ok":true,"result":\#(result)}"#, delay: delay)
      }
      if path.hasPrefix("/bot") {
        return Self.json(401, #"{"ok":false,"error_code":401,"description":"Unauthorized"}"#, delay: delay)
      }
      if let file = files.values.first(where: { path == "/file/bot\(token)/\($0.path)" }) {
        return LoopbackHTTPServer.Response(body: file.bytes, delay: delay)
      }
      return LoopbackHTTPServer.Response(status: 404, body: Array("Not Found".utf8), contentType: "text/plain")
    }
  }

  public static func json(_ status: Int, _ text: String, delay: Double = 0) -> LoopbackHTTPServer.Response {
    LoopbackHTTPServer.Response(status: status, body: Array(text.utf8), contentType: "application/json", delay: delay)
  }

  public func stop() { server.stop() }

  /// The `getFile` request's path for `id`, as the server sees it.
  public static func getFilePath(_ id: String) -> String { "/bot\(token)/getFile?file_id=\(id)" }
}
