import BubbleService
import Hummingbird
import Logging
import ServiceLifecycle

/// A chat backend's own Hummingbird application, with BubbleKit's routes mounted under
/// /chat-images: `POST /chat-images/v1/thumbnail?w=320&h=320` renders a thumbnail of the
/// conversation in the body. Its own route, `GET /`, answers beside them.
///
///     swift run EmbeddingExample [PORT]      (0 picks a free port; the log names the one it got)
@main
struct ChatBackend {
  static func main() async throws {
    let port = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 8080
    let logger = Logger(label: "chat-backend")
    let bubbles = try BubbleRoutes(ServiceConfiguration(workers: 2))

    let router = Router()
    router.get("/") { _, _ in "the chat backend's own route\n" }
    bubbles.add(to: router.group("chat-images"), parts: [.api, .metrics])

    let app = Application(
      router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)),
      logger: logger)
    // The render pool beside the application: on SIGTERM or SIGINT it lets accepted renders finish.
    let group = ServiceGroup(
      services: [app, bubbles.service], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
    try await group.run()
  }
}
