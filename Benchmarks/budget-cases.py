#!/usr/bin/env python3
"""Writes the inputs of the budget measurements in docs/robustness.md ("Budgets") into a folder.

    Benchmarks/budget-cases.py FOLDER

FOLDER/tall.json              3,000 text messages: one very tall page at --width 2000 --scale 3
FOLDER/images-1200.json       1,200 image messages over 40 noise images (pages that compress badly)
FOLDER/noise-2000.json        2,000 distinct noise images in one conversation
FOLDER/big-49mp.json          100 messages pointing at one 7000 x 7000 PNG
FOLDER/inbox-1000.json        an inbox of 1,000 entries naming the same 1.5 MB conversation file (10,000 messages)
"""
import json
import os
import random
import struct
import sys
import zlib


def png(path, width, height, row):
    """An 8-bit RGB PNG whose rows come from row(y) (bytes of width * 3)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    compressor = zlib.compressobj(6)
    parts = []
    for y in range(height):
        parts.append(compressor.compress(b"\x00" + row(y)))
    parts.append(compressor.flush())
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", b"".join(parts)) + chunk(b"IEND", b""))


def noise_png(path, width, height, seed):
    generator = random.Random(seed)
    png(path, width, height, lambda y: generator.randbytes(width * 3))


def conversation(messages):
    return {"format": "bubbles/1", "me": "me", "participants": [{"id": "me"}, {"id": "ann", "name": "Ann"}],
            "messages": messages}


def message(index, **fields):
    return {"id": f"m{index}", "from": "ann" if index % 2 else "me", "time": 1763600000 + index * 60, **fields}


def write(path, value):
    with open(path, "w") as file:
        json.dump(value, file)


def main(folder):
    os.makedirs(os.path.join(folder, "media"), exist_ok=True)
    media = lambda name: os.path.join(folder, "media", name)

    text = "Are we still on for the hike on Saturday? The forecast says sun until noon, then clouds."
    write(os.path.join(folder, "tall.json"), conversation([message(i, text=f"{i}: {text}") for i in range(3000)]))

    for i in range(40):
        noise_png(media(f"photo-{i}.png"), 400, 300, seed=i)
    write(os.path.join(folder, "images-1200.json"), conversation(
        [message(i, media={"type": "image", "src": f"media/photo-{i % 40}.png"}) for i in range(1200)]))

    for i in range(2000):
        noise_png(media(f"noise-{i}.png"), 128, 128, seed=1000 + i)
    write(os.path.join(folder, "noise-2000.json"), conversation(
        [message(i, media={"type": "image", "src": f"media/noise-{i}.png"}) for i in range(2000)]))

    ramp = bytes(range(256)) * (7000 * 3 // 256 + 2)
    png(media("big-49mp.png"), 7000, 7000, lambda y: ramp[y % 256: y % 256 + 7000 * 3])
    write(os.path.join(folder, "big-49mp.json"), conversation(
        [message(i, media={"type": "image", "src": "media/big-49mp.png"}) for i in range(100)]))

    write(os.path.join(folder, "large-chat.json"), conversation([message(i, text=f"{i}: {text}") for i in range(10000)]))
    write(os.path.join(folder, "inbox-1000.json"),
          {"format": "bubbles-inbox/1", "conversations": [{"file": "large-chat.json"} for _ in range(1000)]})


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
