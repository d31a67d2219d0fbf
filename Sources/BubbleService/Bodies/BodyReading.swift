import BubbleCore
import Foundation
import Hummingbird

/// Reads a request's body: at most `maxBytes` (413, whether announced, sent or chunked), at the
/// `pace` (408), within the allowance (503) and not past a shutdown's grace (503).
struct BodyReading: Sendable {
  var maxBytes: Int
  var pace: BodyPace
  var allowance: BodyAllowance
  /// Grows by each chunk as it arrives.
  var reservation: BodyReservation

  var tooLarge: ServiceError {
    ServiceError(.contentTooLarge, "the body is larger than \(maxBytes >> 20) MB (the service's --max-body-mb)")
  }

  /// The body's bytes. A watch beside the read checks the pace every 100 ms and ends the read
  /// (cancelling it) when a problem comes up.
  func collect(_ request: Request) async throws(ServiceError) -> Data {
    if let length = request.headers[.contentLength].flatMap(Int.init), length > maxBytes { throw tooLarge }
    let received = Locked(0)
    let started = ContinuousClock.now
    let body = request.body
    do {
      return try await withThrowingTaskGroup(of: Data?.self) { group in
        group.addTask { try await read(body, counting: received) }
        group.addTask {
          while true {
            try await Task.sleep(for: .milliseconds(100))
            let now = ContinuousClock.now
            if let problem = pace.problem(
              received: received.withLock { $0 }, elapsed: now - started,
              shutdownSince: allowance.shutdownStart.map { now - $0 })
            {
              throw problem
            }
          }
        }
        defer { group.cancelAll() }
        while let finished = try await group.next() {
          if let data = finished { return data }
        }
        throw ServiceError(.internalServerError, "the body's read ended without its bytes")
      }
    } catch let error as ServiceError {
      throw error
    } catch {
      throw ServiceError(.badRequest, "cannot read the body: \(error)")
    }
  }

  private func read(_ body: RequestBody, counting received: Locked<Int>) async throws -> Data {
    var data = Data()
    for try await buffer in body {
      guard data.count + buffer.readableBytes <= maxBytes else { throw tooLarge }
      try reservation.hold(buffer.readableBytes)
      data.append(contentsOf: buffer.readableBytesView)
      let count = data.count
      received.withLock { $0 = count }
    }
    return data
  }
}
