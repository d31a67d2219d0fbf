extension ImporterRegistry {
  /// The built-in importers, one folder each under Sources/BubbleCore/Import: adding one is its
  /// folder and a line here. Their order is `auto`'s, and the first reads what none recognises.
  public static let builtInImporters: [any ConversationImporter] = [
    BubblesImporter(),
    TelegramImporter(),
    // Before WhatsApp: its lines are WhatsApp's grammar, told apart by their stamps.
    SignalImporter(),
    WhatsAppImporter(),
    MetaExportImporter(app: .instagram),
    MetaExportImporter(app: .messenger),
    DiscordImporter(),
    SlackImporter(),
    // AI assistants' exports: a conversation with `mapping` and `current_node`, or `chat_messages`.
    ChatGPTImporter(),
    ClaudeImporter(),
    LineImporter(),
    KakaoImporter(),
    BotAPIImporter(),
    QuoteAPIImporter(),
    // Last: its HTML is told by the exporter's classes, its text by a stamp line alone.
    IMessageImporter(),
  ]

  /// `bubbles/1`, Telegram, Signal, WhatsApp, Instagram, Messenger, Discord, Slack, ChatGPT, Claude,
  /// LINE, KakaoTalk, the Telegram Bot API, quote-api and iMessage (imessage-exporter).
  public static let standard = ImporterRegistry(builtInImporters)
}
