#!/usr/bin/env python3
"""Writes the inputs of Benchmarks/memory-per-byte.sh into the folder given: a small and a
large input of every kind `bubbles` reads (docs/robustness.md, "Memory per input byte")."""
import io
import json
import os
import sys
import zipfile

from PIL import Image

out = sys.argv[1]
os.makedirs(out, exist_ok=True)


def write(name, text):
    with open(os.path.join(out, name), "w", encoding="utf-8") as f:
        f.write(text)


def bubbles(messages, extra=""):
    rows = ",\n".join(
        '{"id": "m%d", "from": "%s", "time": %d, "text": "Message %d: a line of chat text."}'
        % (i, "me" if i % 3 == 0 else "ann", 1763600000 + 600 * i, i)
        for i in range(messages))
    return ('{"format": "bubbles/1", %s"me": "me", "participants": [{"id": "me"}, {"id": "ann"}],\n'
            '"messages": [%s]}' % (extra, rows))


def tiny_values(count):
    return "[" + "0," * (count - 1) + "0]"


write("tiny.json", bubbles(2))
write("bubbles-10000.json", bubbles(10000))
write("bubbles-unknown-16mb.json", bubbles(200, '"attachments": %s, ' % tiny_values(8_000_000)))
write("bubbles-unknown-63mb.json", bubbles(200, '"attachments": %s, ' % tiny_values(31_500_000)))


def telegram(messages):
    rows = []
    for i in range(messages):
        text = "Message %d of a long Telegram chat, with a few words to read." % i
        rows.append({"id": i + 1, "type": "message", "date": "2026-11-20T18:00:00", "date_unixtime": "1795194000",
                     "from": "Ben Carter" if i % 2 else "Ana Souza", "from_id": "user100%d" % (1 + i % 2),
                     "text": text, "text_entities": [{"type": "plain", "text": text}]})
    return json.dumps({"name": "Ben Carter", "type": "personal_chat", "id": 1002, "messages": rows}, indent=1)


write("telegram-9000.json", telegram(9000))


def whatsapp(lines):
    return "".join(
        "[21/11/2026, %02d:%02d:%02d] %s: message %d of a long chat, with some words in it to make the "
        "line about as long as people write them.\n"
        % (i // 3600 % 24, i // 60 % 60, i % 60, "Ana Lima" if i % 2 == 0 else "Bruno Costa", i)
        for i in range(lines))


write("whatsapp-9000.txt", whatsapp(9000))
with zipfile.ZipFile(os.path.join(out, "whatsapp-9000.zip"), "w", zipfile.ZIP_DEFLATED) as archive:
    archive.writestr("_chat.txt", whatsapp(9000))

entries = []
for index in range(1000):
    messages = [{"id": "m%d" % m, "from": "ann", "time": 1763600000, "text": "Hello %d" % m} for m in range(5)]
    entries.append({"conversation": {"title": "Chat %d" % index, "participants": [{"id": "ann"}],
                                     "messages": messages}})
write("inbox-1000.json", json.dumps({"format": "bubbles-inbox/1", "conversations": entries}))
write("inbox-1000-unknown-16mb.json",
      '{"format": "bubbles-inbox/1", "archive": %s, "conversations": %s}'
      % (tiny_values(8_000_000), json.dumps(entries)))

# Six flat 7000 x 7000 pictures per format (issue 24's image bomb), each with its own bytes.
flat = Image.new("RGB", (7000, 7000), (0x33, 0x66, 0x99))
for extension, options in [("png", {}), ("jpg", {"quality": 80}), ("webp", {"lossless": True})]:
    buffer = io.BytesIO()
    flat.save(buffer, format={"jpg": "JPEG"}.get(extension, extension.upper()), **options)
    for index in range(6):
        with open(os.path.join(out, "%d.%s" % (index, extension)), "wb") as f:
            f.write(buffer.getvalue() + bytes([index]))
    rows = ",\n".join('{"id": "m%d", "from": "ann", "media": {"type": "image", "src": "%d.%s"}}'
                      % (i, i, extension) for i in range(6))
    write("images-%s.json" % extension,
          '{"participants": [{"id": "me"}, {"id": "ann"}], "me": "me", "messages": [%s]}' % rows)
