import Foundation
import Testing

@testable import BubbleCore
@testable import BubbleKit

/// Hand-written conversations in imessage-exporter's forms (our own words, laid out as its
/// HTML and TXT writers lay them out), and a folder to read them from with their attachments.
enum IMessageFixtures {
  /// The 2.x/3.x HTML: the style sheet inlined, linked timestamps, tapbacks, a thread's reply
  /// also written at the top level, an edit, an unsent part, stickers, apps, announcements.
  static let html = """
    <html>
    <head>
    <meta charset="UTF-8">
    <style>
    .message .sent.iMessage { background-color: var(--imessage-blue); }
    </style>
    </head>
    <body>
    <div class="message">
    <div class="sent iMessage">
    <p><span class="timestamp"><a title="Reveal in Messages app" href="sms://open?message-guid=A1">Mar 03, 2024  9:15:02 AM</a> (Read by them after 2 minutes)</span>
    <span class="sender">Me</span></p>
    <p>Subject: <span class="subject">Picnic &amp; plans</span></p>
    <hr><div class="message_part">
    <span class="bubble">Bring the <b>blue</b> blanket &lt;3
    and snacks</span>
    </div>
    <div class="tapbacks">
    <hr><p>Tapbacks:</p>
    <div class="tapback"><span class="tapback"><b>Loved</b> by Rosa Diaz</span></div>
    <div class="tapback"><span class="tapback"><b>Loved</b> by Theo</span></div>
    <div class="tapback"><span class="tapback"><b>🎉</b> by Theo</span></div>
    </div>
    <div class="replies">
    <div class="reply" id="B2"><div class="message">
    <div class="received">
    <p><span class="timestamp"><a title="Reveal in Messages app" href="sms://open?message-guid=B2">Mar 03, 2024  9:20:40 AM</a> </span>
    <span class="reply_anchor"><a title="View in context" href="#r-B2">⇲</a></span>
    <span class="sender">Rosa Diaz</span></p>
    <hr><div class="message_part">
    <span class="bubble">On it!</span>
    </div>
    </div>
    </div>
    </div>
    <div class="reply" id="C3"><div class="message">
    <div class="received">
    <p><span class="timestamp"><a title="Reveal in Messages app" href="sms://open?message-guid=C3">Mar 03, 2024  9:21:00 AM</a> </span>
    <span class="sender">Theo</span></p>
    <hr><div class="message_part">
    <span class="bubble">Same &#x1F44D;</span>
    </div>
    </div>
    </div>
    </div>
    </div>
    </div>
    </div>

    <div class ="announcement"><p><span class="timestamp">Mar 03, 2024  9:18:00 AM</span> Theo named the conversation <b>Park Day</b></p></div>

    <div class="message", id="r-B2">
    <div class="received">
    <p><span class="timestamp"><a title="Reveal in Messages app" href="sms://open?message-guid=B2">Mar 03, 2024  9:20:40 AM</a> </span>
    <span class="reply_anchor"><a title="View in thread" href="#B2">⇱</a></span>
    <span class="sender">Rosa Diaz</span></p>
    <hr><div class="message_part">
    <span class="bubble">On it!</span>
    </div>
    <span class="reply_context">This message responded to an earlier message.</span>
    </div>
    </div>

    <div class="message">
    <div class="received">
    <p><span class="timestamp"><a title="Reveal in Messages app" href="sms://open?message-guid=D4">Mar 03, 2024  9:25:10 AM</a> (Read by you after 1 minute, 3 seconds)</span>
    <span class="sender">Theo</span></p>
    <hr><div class="message_part">
    <div class="attachment"><img src="attachments/7/cake.jpeg" loading="lazy"></div>
    </div>
    <div class="tapbacks">
    <hr><p>Tapbacks:</p>
    <div class="tapback"><img src="attachments/9/st.png" loading="lazy">
    <div class="sticker_name">App: Stickers</div> <div class="sticker_tapback">&nbsp;by Me</div></div>
    </div>
    <hr><div class="message_part">
    <span class="bubble">Cake is ready</span>
    </div>
    </div>
    </div>

    <div class="message">
    <div class="received">
    <p><span class="timestamp"><a title="Reveal in Messages app" href="sms://open?message-guid=E5">Mar 03, 2024  9:30:00 AM</a> </span>
    <span class="sender">Theo</span></p>
    <hr><div class="message_part">
    <div class="edited"><table><tbody><tr><td><span class="timestamp"></span></td><td>See you at noon</td></tr></tbody><tfoot><tr><td><span class="timestamp">Edited 12 seconds later</span></td><td>See you at 1pm</td></tr></tfoot></table></div>
    </div>
    </div>
    </div>

    <div class="message">
    <div class="sent iMessage">
    <p><span class="timestamp"><a title="Reveal in Messages app" href="sms://open?message-guid=F6">Mar 03, 2024  9:31:00 AM</a> </span>
    <span class="sender">Me</span></p>
    <hr><div class="message_part">
    <span class="unsent"><span class="unsent">You unsent this message part 4 seconds after sending!</span></span>
    </div>
    </div>
    </div>
    <div class ="announcement"><p><span class="timestamp">Mar 03, 2024  9:32:00 AM</span> Theo unsent a message.</p></div>
    <div class="message">
    <div class="received">
    <p><span class="timestamp"><a title="Reveal in Messages app" href="sms://open?message-guid=G7">Mar 03, 2024  9:33:00 AM</a> </span>
    <span class="sender">Rosa Diaz</span></p>
    <hr><div class="message_part">
    <span class="attachment_error">Unable to locate attachment: IMG_0042.HEIC</span>
    </div>
    </div>
    </div>

    <div class="message">
    <div class="received">
    <p><span class="timestamp"><a title="Reveal in Messages app" href="sms://open?message-guid=H8">Mar 03, 2024  9:34:00 AM</a> </span>
    <span class="sender">Rosa Diaz</span></p>
    <hr><div class="message_part">
    <div class="app"><a href="https://example.com/park-map"><div class="app_header"><img src="https://example.com/map.png" loading="lazy", onerror="this.style.display='none'"><div class="name">Example Parks</div></div><div class="app_footer"><div class="caption">Riverside Park map</div><div class="subcaption">Trails, toilets &amp; picnic spots</div></div></a></div>
    </div>
    </div>
    </div>

    <div class="message">
    <div class="sent iMessage">
    <p><span class="timestamp"><a title="Reveal in Messages app" href="sms://open?message-guid=I9">Mar 03, 2024  9:35:00 AM</a> </span>
    <span class="sender">Me</span></p>
    <hr><div class="message_part">
    <div class="app"><div class="app_header"><div class="name">Apple Pay</div></div><div class="app_footer"><div class="caption">$20.00</div></div></div>
    </div>
    <hr><div class="message_part">
    <div class="sticker"><img src="attachments/9/st.png" loading="lazy">
    <div class="sticker_name">App: Stickers</div></div>
    </div>
    </div>
    </div>

    <div class ="announcement"><p><span class="timestamp">Mar 03, 2024  9:36:00 AM</span> You added Sam Lee to the conversation.</p></div>

    <section>Not the exporter's</section>

    <div class="message">
    <div class="received">
    <p><span class="timestamp"><a title="Reveal in Messages app" href="sms://open?message-guid=J10">Mar 03, 2024  9:37:00 AM</a> </span></p>
    <hr><div class="message_part">
    <span class="bubble">Who am I?</span>
    </div>
    </div>
    </div>

    <div class="message">
    <div class="received">
    <p><span class="timestamp">Feb 30, 2024  9:38:00 AM</span>
    <span class="sender">Sam Lee</span></p>
    <span class="deleted">This message was deleted from the conversation!</span></p>
    <hr><div class="message_part">
    <span class="bubble">Hi all</span>
    </div>
    </div>
    </div>
    </body></html>
    """

  /// The same conversation as the TXT writer lays it out (a reply indented under its message and
  /// again at the top level, tapbacks followed by a blank line, a rename, an edit, unsent parts).
  static let text = """
    Mar 03, 2024  9:15:02 AM (Read by them after 2 minutes)
    Me
    Picnic & plans
    Bring the blue blanket <3
    and snacks
    Tapbacks:
    Loved by Rosa Diaz
    Loved by Theo
    🎉 by Theo

        Mar 03, 2024  9:20:40 AM
        Rosa Diaz
        On it!

        Mar 03, 2024  9:21:00 AM
        Theo
        Same 👍


    Mar 03, 2024  9:18:00 AM Theo renamed the conversation to Park Day

    Mar 03, 2024  9:20:40 AM
    Rosa Diaz
    On it!
    This message responded to an earlier message.

    Mar 03, 2024  9:25:10 AM (Read by you after 1 minute, 3 seconds)
    Theo
    attachments/7/cake.jpeg
    Tapbacks:
    Sticker from Me: attachments/9/st.png (App: Stickers) from Me

    Cake is ready

    Mar 03, 2024  9:30:00 AM
    Theo
    Mar 03, 2024  9:30:00 AM See you at noon
    Edited 12 seconds later: See you at 1pm


    Mar 03, 2024  9:31:00 AM
    Me
    You unsent this message part 4 seconds after sending!

    Mar 03, 2024  9:32:00 AM Theo unsent a message!

    Mar 03, 2024  9:33:00 AM
    Rosa Diaz
    IMG_0042.HEIC

    Mar 03, 2024  9:34:00 AM
    Rosa Diaz
    https://example.com/park-map
    Riverside Park map
    Trails, toilets & picnic spots

    Mar 03, 2024  9:35:00 AM
    Me
    Apple Pay transaction: $20.00
    Sticker from Me: attachments/9/st.png (App: Stickers)

    Mar 03, 2024  9:36:00 AM You added Sam Lee to the conversation.
    a stray line

    Mar 03, 2024  9:37:00 AM


    Feb 30, 2024  9:38:00 AM
    Sam Lee
    This message was deleted from the conversation!
    Hi all

    """

  static let utc = TimeZone(identifier: "UTC")!

  /// A folder holding `attachments/7/cake.jpeg` and `attachments/9/st.png` (the corpus's
  /// pictures), and nothing else; removed by the caller.
  static func exportFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imessage-\(UUID().uuidString)")
    let media = TestSupport.packageRoot.appendingPathComponent("Examples/corpus/media")
    for (source, target) in [
      ("mountains.jpg", "attachments/7/cake.jpeg"), ("smile-sticker.png", "attachments/9/st.png"),
    ] {
      let file = folder.appendingPathComponent(target)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: media.appendingPathComponent(source), to: file)
    }
    return folder
  }

  /// `text` imported as `auto` detects it, in UTC, from `folder` when given.
  static func imported(
    _ text: String, folder: URL? = nil, me: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> ImportedConversation {
    let options = ImportOptions(me: me, timeZone: utc)
    switch ConversationImport.importConversation(Data(text.utf8), options: options, baseDirectory: folder) {
    case .success(let imported): return imported
    case .failure(let error):
      Issue.record("import failed:\n\(error)", sourceLocation: sourceLocation)
      throw error
    }
  }

  /// The line (1-based) of the first line of `text` that contains `needle`.
  static func line(of needle: String, in text: String) -> Int? {
    TextChatBuilder.lines(of: text).firstIndex { $0.contains(needle) }.map { $0 + 1 }
  }
}
