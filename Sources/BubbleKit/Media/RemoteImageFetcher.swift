import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches an http(s) image when the user opted in, with a timeout and a size
/// cap enforced while downloading (so a huge response never fills memory).
enum RemoteImageFetcher {
  static func fetch(_ address: String, maxBytes: Int, timeout: TimeInterval) -> Result<[UInt8], MediaProblem> {
    guard let url = URL(string: address), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
    else { return .failure(MediaProblem("not a valid http(s) URL")) }
    let collector = Collector(maxBytes: maxBytes)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    let session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
    defer { session.invalidateAndCancel() }
    session.dataTask(with: url).resume()
    guard collector.done.wait(timeout: .now() + timeout + 1) == .success else {
      return .failure(MediaProblem("no answer from \(url.host ?? address) within \(Int(timeout)) s"))
    }
    return collector.result
  }

  /// Receives the body and stops it at the cap.
  private final class Collector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let maxBytes: Int
    let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var data = Data()
    private var failure: MediaProblem?

    init(maxBytes: Int) { self.maxBytes = maxBytes }

    var result: Result<[UInt8], MediaProblem> {
      lock.lock()
      defer { lock.unlock() }
      if let failure { return .failure(failure) }
      return data.isEmpty ? .failure(MediaProblem("empty response")) : .success([UInt8](data))
    }

    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
      completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
      if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
        fail("the server answered HTTP \(http.statusCode)")
        completionHandler(.cancel)
      } else if response.expectedContentLength > Int64(maxBytes) {
        fail("the image is larger than \(maxBytes >> 20) MiB")
        completionHandler(.cancel)
      } else {
        completionHandler(.allow)
      }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive chunk: Data) {
      lock.lock()
      data.append(chunk)
      let tooLarge = data.count > maxBytes
      lock.unlock()
      if tooLarge {
        fail("the image is larger than \(maxBytes >> 20) MiB")
        dataTask.cancel()
      }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
      // Checked here too: the response callback is not always delivered before the body.
      if let http = task.response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
        fail("the server answered HTTP \(http.statusCode)")
      }
      if let error { fail("download failed: \(error.localizedDescription)") }
      done.signal()
    }

    private func fail(_ message: String) {
      lock.lock()
      if failure == nil { failure = MediaProblem(message) }
      lock.unlock()
    }
  }
}
