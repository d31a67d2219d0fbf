#!/usr/bin/env python3
"""Writes the sample Telegram Desktop exports (result.json) in the shape tdesktop's
export_output_json.cpp writes: `date` in the exporting computer's local time (here UTC+1,
Europe/Berlin in November) without an offset, `date_unixtime` as a string, integer ids,
`from_id` as "user<id>", text as a string or an array of strings and entities, and
`text_entities`. Run from this folder's parent: python3 tools/make-samples.py"""
import json
from datetime import datetime, timedelta, timezone

OFFSET = timedelta(hours=1)


def stamp(local):
    when = datetime.fromisoformat(local)
    unix = int((when - OFFSET).replace(tzinfo=timezone.utc).timestamp())
    return {"date": local, "date_unixtime": str(unix)}


def entities(parts):
    """`text` as tdesktop writes it (plain runs as strings, one plain run as a string) and
    `text_entities` (every run an object)."""
    objects = [p if isinstance(p, dict) else {"type": "plain", "text": p} for p in parts]
    text = [p if isinstance(p, str) else p for p in parts]
    if len(text) == 1 and isinstance(text[0], str):
        text = text[0]
    return {"text": text, "text_entities": objects}


ANA = {"from": "Ana Souza", "from_id": "user1001"}
BEN = {"from": "Ben Carter", "from_id": "user1002"}
MEI = {"from": "陈美玲", "from_id": "user1003"}
DEV = {"from": "Dev Patel", "from_id": "user1004"}


def message(id, local, sender, parts=(), **extra):
    body = {"id": id, "type": "message", **stamp(local), **sender}
    body.update(extra)
    body.update(entities(list(parts)) if parts else {"text": "", "text_entities": []})
    return body


def service(id, local, actor, action, **extra):
    body = {"id": id, "type": "service", **stamp(local), "actor": actor["from"], "actor_id": actor["from_id"],
            "action": action}
    body.update(extra)
    body.update({"text": "", "text_entities": []})
    return body


NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"

single = {
    "name": "Weekend hike 🥾",
    "type": "private_group",
    "id": 4242424242,
    "messages": [
        service(1, "2026-11-21T09:00:00", ANA, "create_group", title="Weekend hike 🥾",
                members=["Ana Souza", "Ben Carter", "陈美玲"]),
        message(2, "2026-11-21T09:14:02", ANA, ["Morning! Trail plan for ", {"type": "bold", "text": "Saturday"},
                                                 " is up: ", {"type": "link", "text": "https://trails.example/ridge"}]),
        message(3, "2026-11-21T09:15:40", BEN, [{"type": "mention_name", "text": "Ana", "user_id": 1001},
                                                 " looks great 🙌 ", {"type": "hashtag", "text": "#ridgeloop"}],
                reply_to_message_id=2),
        message(4, "2026-11-21T09:17:05", MEI, ["我带三明治，", {"type": "spoiler", "text": "还有惊喜甜点"}, " 🍰"]),
        message(5, "2026-11-21T09:20:11", ANA, ["View from the last visit"],
                photo="photos/photo_1@21-11-2026_09-20-11.jpg", width=480, height=320,
                reactions=[{"type": "emoji", "count": 2, "emoji": "👍",
                            "recent": [{"from": "Ben Carter", "from_id": "user1002", "date": "2026-11-21T09:21:00"}]},
                           {"type": "emoji", "count": 1, "emoji": "❤"}]),
        message(6, "2026-11-21T09:21:30", BEN, file="stickers/sticker.webp", media_type="sticker",
                sticker_emoji="😄", width=256, height=256),
        message(7, "2026-11-21T09:31:40", MEI, file="voice_messages/audio_1@21-11-2026_09-31-40.ogg",
                media_type="voice_message", mime_type="audio/ogg", duration_seconds=7),
        message(8, "2026-11-21T09:40:00", ANA, ["Route map, print it if you can"], file="files/route-map.pdf",
                file_name="route-map.pdf", file_size=48213, mime_type="application/pdf"),
        message(9, "2026-11-21T09:42:12", BEN, place_name="Ridge trailhead car park",
                address="Forststraße 12, Garmisch",
                location_information={"latitude": 47.4921, "longitude": 11.0955}),
        message(10, "2026-11-21T09:45:00", ANA, poll={
            "question": "Start time?", "closed": False, "total_voters": 3,
            "answers": [{"text": "7:00", "voters": 1, "chosen": False},
                        {"text": "8:30", "voters": 2, "chosen": True},
                        {"text": "10:00", "voters": 0, "chosen": False}]}),
        service(11, "2026-11-21T09:46:10", ANA, "pin_message", message_id=10),
        message(12, "2026-11-21T10:02:11", BEN, ["Last year's descent 😅"],
                file="video_files/video_1@21-11-2026_10-02-11.mp4",
                thumbnail="video_files/video_1@21-11-2026_10-02-11.mp4_thumb.jpg", media_type="video_file",
                mime_type="video/mp4", duration_seconds=42, width=1280, height=720),
        message(13, "2026-11-21T10:05:00", MEI, ["Trail report: ", {"type": "text_link", "text": "snow above 1800 m",
                                                                    "href": "https://trails.example/report"}],
                forwarded_from="Alpine Trail Conditions"),
        message(14, "2026-11-21T10:07:30", DEV, ["Packing list, as code:\n",
                                                 {"type": "pre", "text": "water: 2 l\nsnacks: yes\nheadlamp: true",
                                                  "language": "yaml"},
                                                 "\nand run ", {"type": "code", "text": "check-weather --sat"}]),
        service(15, "2026-11-21T10:20:00", BEN, "phone_call", duration_seconds=185, discard_reason="hangup"),
        service(16, "2026-11-21T10:31:00", ANA, "phone_call", discard_reason="missed"),
        message(17, "2026-11-21T10:33:20", BEN, [{"type": "strikethrough", "text": "7:00"}, " ",
                                                 {"type": "underline", "text": "8:30"}, " it is, ",
                                                 {"type": "italic", "text": "finally"}],
                edited="2026-11-21T10:34:02", edited_unixtime=stamp("2026-11-21T10:34:02")["date_unixtime"]),
        message(18, "2026-11-21T10:40:00", MEI, contact_information={
            "first_name": "Mountain", "last_name": "Rescue", "phone_number": "+49 112"}),
        message(19, "2026-11-21T10:45:00", ANA, [{"type": "custom_emoji", "text": "🏔️", "document_id": "5368324170671202286"},
                                                 " Questions: ", {"type": "email", "text": "ana@example.com"}, ", ",
                                                 {"type": "phone", "text": "+49 170 1234567"}, ", or ",
                                                 {"type": "bot_command", "text": "/weather"}, " in the ",
                                                 {"type": "cashtag", "text": "$HIKE"}, " bot"]),
        message(20, "2026-11-21T10:50:00", BEN, file="files/summit-song.mp3", media_type="audio_file",
                performer="The Switchbacks", title="Summit Song", mime_type="audio/mpeg", duration_seconds=214),
        message(21, "2026-11-21T10:52:00", MEI, file=NOT_INCLUDED, media_type="video_message",
                mime_type="video/mp4", duration_seconds=12, width=384, height=384, thumbnail=NOT_INCLUDED),
        message(22, "2026-11-21T10:55:00", ANA, photo="photos/photo_2@21-11-2026_10-55-00.jpg", width=320, height=480),
        service(23, "2026-11-21T11:00:00", ANA, "invite_members", members=["Dev Patel"]),
        message(24, "2026-11-21T11:02:00", DEV, [{"type": "blockquote", "text": "The mountains are calling"},
                                                 "\nand I must go. See you all at 8:30!"]),
    ],
}

# A whole account's export: `personal_information` names its owner; `chats.list` its chats.
account = {
    "about": "Here is the data you requested.",
    "personal_information": {"user_id": 1001, "first_name": "Ana", "last_name": "Souza",
                             "phone_number": "+49 170 1234567", "username": "@ana_hikes", "bio": ""},
    "chats": {
        "about": "This page lists all chats from this export.",
        "list": [
            {"name": "Ben Carter", "type": "personal_chat", "id": 1002, "messages": [
                message(501, "2026-11-20T18:00:00", BEN, ["Are we still on for Saturday?"]),
                message(502, "2026-11-20T18:01:10", ANA, ["Yes! ", {"type": "bold", "text": "8:30"}, " at the car park"]),
                message(503, "2026-11-20T18:02:00", BEN, ["👍"]),
            ]},
            {"type": "saved_messages", "id": 1001, "messages": [
                message(601, "2026-11-19T07:30:00", ANA, ["Buy new bootlaces"]),
            ]},
            {"name": "Trail Club", "type": "private_supergroup", "id": 1777000, "messages": [
                message(701, "2026-11-18T12:00:00", DEV, ["Welcome to the club ⛰"]),
            ]},
        ],
    },
    "left_chats": {"about": "This page lists all supergroups and channels from this export that you've left.",
                   "list": []},
}

for path, document in [("single-chat/result.json", single), ("account/result.json", account)]:
    with open(path, "w", encoding="utf-8") as out:
        json.dump(document, out, ensure_ascii=False, indent=1)
        out.write("\n")
