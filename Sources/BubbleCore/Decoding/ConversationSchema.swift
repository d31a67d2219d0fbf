/// docs/conversation.schema.json without the content kinds: each kind adds its `media` object
/// (`ContentKind.fieldsSchema`) and its name to `media.type` when the schema is generated
/// (`bubbles schema conversation`). Kept beside the decoder, which reads what it describes.
extension ConversationDecoder {
  public static let schemaWithoutKinds = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "title": "BubbleKit conversation (bubbles/1)",
      "description": "A chat conversation for BubbleKit. See conversation-format.md. Unknown properties are allowed (BubbleKit warns about them); null counts as absent for optional fields. Checked by BubbleKit but not by this schema: unique ids, references (from, me, unread_from), day-of-month, byte-size limits, duplicate JSON keys.",
      "type": "object",
      "required": [
        "participants",
        "messages"
      ],
      "properties": {
        "format": {
          "description": "Format marker; if given, exactly \"bubbles/1\".",
          "enum": [
            "bubbles/1",
            null
          ]
        },
        "title": {
          "description": "Chat title.",
          "type": [
            "string",
            "null"
          ],
          "maxLength": 65536
        },
        "kind": {
          "description": "direct (default) or group; group chats show sender names.",
          "enum": [
            "direct",
            "group",
            null
          ],
          "default": "direct"
        },
        "me": {
          "description": "Participant whose messages are outgoing. Absent: all messages are incoming.",
          "if": {
            "type": "null"
          },
          "else": {
            "$ref": "#/$defs/id"
          }
        },
        "participants": {
          "description": "Everyone who can send; at most 10,000.",
          "type": "array",
          "maxItems": 10000,
          "items": {
            "$ref": "#/$defs/participant"
          }
        },
        "unread_from": {
          "description": "Message id; an \"Unread messages\" divider is drawn right above it.",
          "if": {
            "type": "null"
          },
          "else": {
            "$ref": "#/$defs/id"
          }
        },
        "messages": {
          "description": "Oldest first; at most 10,000. May be empty.",
          "type": "array",
          "maxItems": 10000,
          "items": {
            "$ref": "#/$defs/message"
          }
        }
      },
      "$defs": {
        "storySeconds": {
          "type": [
            "number",
            "null"
          ],
          "minimum": 0,
          "maximum": 60
        },
        "nonEmptyString": {
          "type": "string",
          "minLength": 1,
          "maxLength": 65536
        },
        "id": {
          "description": "An id: a non-empty string, unique within its list (uniqueness is checked by BubbleKit, not by this schema).",
          "type": "string",
          "minLength": 1,
          "maxLength": 65536
        },
        "mediaSource": {
          "description": "A picture: a path relative to the conversation file's folder (never leaving it), a base64 data: URI, an http(s) URL (fetched only when allowed; else drawn as a placeholder), or telegram-file: and a Telegram Bot API file_id (downloaded only through a configured Bot API server with a bot token). Whether it can be loaded is checked when rendering, with a warning and a placeholder, not here.",
          "type": "string",
          "minLength": 1,
          "if": {
            "pattern": "^[Dd][Aa][Tt][Aa]:"
          },
          "then": {
            "maxLength": 16777216
          },
          "else": {
            "maxLength": 65536,
            "if": {
              "pattern": "^[Tt][Ee][Ll][Ee][Gg][Rr][Aa][Mm]-[Ff][Ii][Ll][Ee]:"
            },
            "then": {
              "pattern": "^[^:]*:[A-Za-z0-9_-]{1,256}$"
            }
          },
          "examples": [
            "media/sunset.jpg",
            "data:image/png;base64,iVBORw0KGgo...",
            "https://example.com/a.png",
            "telegram-file:AgACAgIAAxkBAAIBZ2Vx"
          ]
        },
        "color": {
          "description": "\"#RRGGBB\": a hash and exactly six hex digits.",
          "type": "string",
          "pattern": "^#[0-9A-Fa-f]{6}$"
        },
        "time": {
          "description": "An ISO 8601 / RFC 3339 time with a UTC offset (\"2026-11-20T09:12:00+08:00\", \"...Z\"; seconds and fractions optional; 't' or a space may replace 'T'; offsets Z, +hh:mm, +hhmm or +hh), or whole Unix seconds from year 1 to 9999. A time without an offset is an error. The day is also checked against the month by BubbleKit (not by this schema).",
          "oneOf": [
            {
              "type": "string",
              "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])[Tt ]([01][0-9]|2[0-3]):[0-5][0-9](:([0-5][0-9]|60)([.,][0-9]+)?)?([Zz]|[+-]([01][0-9]|2[0-3])(:?[0-5][0-9])?)$"
            },
            {
              "type": "integer",
              "minimum": -62135596800,
              "maximum": 253402300799
            }
          ]
        },
        "dimension": {
          "description": "A size hint in pixels.",
          "type": "integer",
          "minimum": 1,
          "maximum": 100000
        },
        "optionalDimension": {
          "description": "A dimension, or null for none.",
          "if": {
            "type": "null"
          },
          "else": {
            "$ref": "#/$defs/dimension"
          }
        },
        "duration": {
          "description": "Seconds, up to a year.",
          "type": "number",
          "minimum": 0,
          "maximum": 31536000
        },
        "richText": {
          "description": "A plain string, an array of strings and text segments (Telegram Desktop export shape) joined in order, or {\"markdown\": source}. At most 64 KiB of UTF-8 in total per message (checked by BubbleKit).",
          "anyOf": [
            {
              "type": "string",
              "maxLength": 65536
            },
            {
              "type": "array",
              "items": {
                "anyOf": [
                  {
                    "type": "string",
                    "maxLength": 65536
                  },
                  {
                    "$ref": "#/$defs/segment"
                  }
                ]
              }
            },
            {
              "type": "object",
              "description": "Markdown: CommonMark with GitHub's tables, task lists and strikethrough, and TeX math between $ and $, $$ and $$, \\( and \\), \\[ and \\].",
              "required": [
                "markdown"
              ],
              "properties": {
                "markdown": {
                  "type": "string",
                  "maxLength": 65536
                }
              },
              "additionalProperties": false
            }
          ]
        },
        "styleName": {
          "description": "A text style. Known: plain, bold, italic, underline, strikethrough, code, pre, link, text_link, mention, hashtag, cashtag, bot_command, email, phone, spoiler, blockquote, and mention_name (read as mention). Unknown names are drawn as plain text with a warning, so any string is accepted.",
          "type": "string",
          "examples": [
            "plain",
            "bold",
            "italic",
            "underline",
            "strikethrough",
            "code",
            "pre",
            "link",
            "text_link",
            "mention",
            "hashtag",
            "cashtag",
            "bot_command",
            "email",
            "phone",
            "spoiler",
            "blockquote"
          ]
        },
        "segment": {
          "description": "A run of text with styles: either \"type\" (one style) or \"types\" (several), not both.",
          "type": "object",
          "required": [
            "text"
          ],
          "properties": {
            "text": {
              "description": "The characters, drawn literally. Required (may be empty).",
              "type": "string",
              "maxLength": 65536
            },
            "type": {
              "description": "One style.",
              "if": {
                "type": "null"
              },
              "else": {
                "$ref": "#/$defs/styleName"
              }
            },
            "types": {
              "description": "Several styles combined, e.g. [\"bold\", \"italic\"]; at most 64.",
              "if": {
                "type": "null"
              },
              "else": {
                "type": "array",
                "maxItems": 64,
                "items": {
                  "$ref": "#/$defs/styleName"
                }
              }
            },
            "href": {
              "description": "Link target of a text_link.",
              "type": [
                "string",
                "null"
              ],
              "maxLength": 65536
            },
            "user_id": {
              "description": "Mentioned participant of a mention (not checked); Telegram's mention_name writes a numeric id.",
              "type": [
                "string",
                "integer",
                "null"
              ],
              "maxLength": 65536,
              "minimum": 0,
              "maximum": 9007199254740991
            },
            "language": {
              "description": "Language of a pre block (informational).",
              "type": [
                "string",
                "null"
              ],
              "maxLength": 65536
            }
          },
          "not": {
            "description": "Not both \"type\" and \"types\".",
            "required": [
              "type",
              "types"
            ],
            "properties": {
              "type": {
                "not": {
                  "type": "null"
                }
              },
              "types": {
                "not": {
                  "type": "null"
                }
              }
            }
          },
          "additionalProperties": true
        },
        "participant": {
          "type": "object",
          "required": [
            "id"
          ],
          "properties": {
            "id": {
              "description": "Unique participant id; used by \"from\", \"me\" and mentions.",
              "$ref": "#/$defs/id"
            },
            "name": {
              "description": "Display name. Default: the id (an empty name warns and shows the id).",
              "type": [
                "string",
                "null"
              ],
              "maxLength": 65536
            },
            "avatar": {
              "description": "Avatar picture. Without one: initials on a shape coloured from the id.",
              "if": {
                "type": "null"
              },
              "else": {
                "$ref": "#/$defs/mediaSource"
              }
            },
            "color": {
              "description": "Name colour in group chats. Default: from the theme's palette, chosen by the id.",
              "if": {
                "type": "null"
              },
              "else": {
                "$ref": "#/$defs/color"
              }
            },
            "palette": {
              "description": "Which colour of the theme's name and avatar palettes, from 0, wrapping round (an app's own rule: Telegram's is the user id modulo 7). Default: chosen by a stable hash of the id.",
              "type": "integer",
              "minimum": 0,
              "maximum": 1000000
            }
          },
          "additionalProperties": true
        },
        "reaction": {
          "type": "object",
          "required": [
            "emoji"
          ],
          "properties": {
            "emoji": {
              "description": "The reaction. Required, non-empty.",
              "$ref": "#/$defs/nonEmptyString"
            },
            "count": {
              "description": "How many people reacted (integer 1 to 1000000000). Default 1.",
              "type": [
                "integer",
                "null"
              ],
              "minimum": 1,
              "maximum": 1000000000
            },
            "mine": {
              "description": "Whether \"me\" reacted (drawn highlighted). Default false.",
              "type": [
                "boolean",
                "null"
              ]
            }
          },
          "additionalProperties": true
        },
        "replyPreview": {
          "description": "Used when reply_to names a message that is not in the conversation.",
          "type": "object",
          "properties": {
            "from": {
              "description": "Name of the replied message's sender, as displayed.",
              "type": [
                "string",
                "null"
              ],
              "maxLength": 65536
            },
            "text": {
              "description": "One-line text of the replied message.",
              "type": [
                "string",
                "null"
              ],
              "maxLength": 65536
            }
          },
          "additionalProperties": true
        },
        "pollOption": {
          "type": "object",
          "required": [
            "text"
          ],
          "properties": {
            "text": {
              "description": "The answer. Required (may be empty).",
              "type": "string",
              "maxLength": 65536
            },
            "votes": {
              "description": "Votes (integer 0 to 1000000000). Default 0.",
              "type": [
                "integer",
                "null"
              ],
              "minimum": 0,
              "maximum": 1000000000
            }
          },
          "additionalProperties": true
        },
        "albumItem": {
          "description": "One tile of an album: an image or a video.",
          "type": "object",
          "required": [
            "type"
          ],
          "properties": {
            "type": {
              "description": "image or video.",
              "enum": [
                "image",
                "video"
              ]
            }
          },
          "allOf": [
            {
              "if": {
                "required": [
                  "type"
                ],
                "properties": {
                  "type": {
                    "const": "image"
                  }
                }
              },
              "then": {
                "$ref": "#/$defs/media_image"
              }
            },
            {
              "if": {
                "required": [
                  "type"
                ],
                "properties": {
                  "type": {
                    "const": "video"
                  }
                }
              },
              "then": {
                "$ref": "#/$defs/media_video"
              }
            }
          ],
          "additionalProperties": true
        },
        "media": {
          "description": "At most one per message; \"type\" selects the other fields.",
          "type": "object",
          "required": [
            "type"
          ],
          "properties": {
            "type": {
              "description": "The media type."
            }
          },
          "additionalProperties": true
        },
        "message": {
          "type": "object",
          "required": [
            "id"
          ],
          "properties": {
            "id": {
              "description": "Unique message id; target of reply_to and unread_from.",
              "$ref": "#/$defs/id"
            },
            "type": {
              "description": "message (default): a bubble; system: a centred notice with \"text\" and no sender needed; recalled: a notice \"NAME recalled a message\".",
              "enum": [
                "message",
                "system",
                "recalled",
                null
              ],
              "default": "message"
            },
            "from": {
              "description": "Sender participant id. Required unless type is system; must name a participant.",
              "if": {
                "type": "null"
              },
              "else": {
                "$ref": "#/$defs/id"
              }
            },
            "time": {
              "description": "When it was sent: footer time, date separators and grouping.",
              "if": {
                "type": "null"
              },
              "else": {
                "$ref": "#/$defs/time"
              }
            },
            "text": {
              "description": "The text, or the caption when media is present.",
              "if": {
                "type": "null"
              },
              "else": {
                "$ref": "#/$defs/richText"
              }
            },
            "media": {
              "description": "Attached media.",
              "if": {
                "type": "null"
              },
              "else": {
                "$ref": "#/$defs/media"
              }
            },
            "reply_to": {
              "description": "Id of the replied message (may be outside this file).",
              "if": {
                "type": "null"
              },
              "else": {
                "$ref": "#/$defs/nonEmptyString"
              }
            },
            "reply_preview": {
              "description": "Header content when reply_to is not in this file.",
              "if": {
                "type": "null"
              },
              "else": {
                "$ref": "#/$defs/replyPreview"
              }
            },
            "forwarded_from": {
              "description": "Draws a \"Forwarded from NAME\" header.",
              "type": [
                "string",
                "null"
              ],
              "maxLength": 65536
            },
            "edited": {
              "description": "Adds an \"edited\" label. Default false.",
              "type": [
                "boolean",
                "null"
              ]
            },
            "status": {
              "description": "Delivery status, drawn on outgoing messages only.",
              "enum": [
                "sending",
                "sent",
                "delivered",
                "read",
                "failed",
                null
              ]
            },
            "reactions": {
              "description": "Reaction chips under the content; at most 100.",
              "if": {
                "type": "null"
              },
              "else": {
                "type": "array",
                "maxItems": 100,
                "items": {
                  "$ref": "#/$defs/reaction"
                }
              }
            },
            "pinned": {
              "description": "Adds a pin mark. Default false.",
              "type": [
                "boolean",
                "null"
              ]
            },
            "timing": {
              "description": "When the message plays in a chat story (bubbles animate), in seconds at speed 1; each value left out is computed from the message.",
              "type": [
                "object",
                "null"
              ],
              "properties": {
                "delay": {
                  "description": "The pause before the message starts.",
                  "$ref": "#/$defs/storySeconds"
                },
                "typing": {
                  "description": "How long \"typing...\" shows (another's message) or the input bar types it (one's own); 0 for none.",
                  "$ref": "#/$defs/storySeconds"
                },
                "hold": {
                  "description": "How long the message stays before the next one starts.",
                  "$ref": "#/$defs/storySeconds"
                }
              }
            }
          },
          "allOf": [
            {
              "description": "Only a system message may omit \"from\".",
              "if": {
                "required": [
                  "type"
                ],
                "properties": {
                  "type": {
                    "const": "system"
                  }
                }
              },
              "else": {
                "required": [
                  "from"
                ],
                "properties": {
                  "from": {
                    "$ref": "#/$defs/id"
                  }
                }
              }
            },
            {
              "description": "A normal message needs \"text\" or \"media\".",
              "if": {
                "required": [
                  "type"
                ],
                "properties": {
                  "type": {
                    "enum": [
                      "system",
                      "recalled"
                    ]
                  }
                }
              },
              "else": {
                "anyOf": [
                  {
                    "required": [
                      "text"
                    ],
                    "properties": {
                      "text": {
                        "not": {
                          "type": "null"
                        }
                      }
                    }
                  },
                  {
                    "required": [
                      "media"
                    ],
                    "properties": {
                      "media": {
                        "not": {
                          "type": "null"
                        }
                      }
                    }
                  }
                ]
              }
            }
          ],
          "additionalProperties": true
        }
      },
      "additionalProperties": true,
      "$comment": "Optional fields accept null (BubbleKit treats null as absent); required fields do not. Integers may be written 3.0. Unknown properties are allowed (additionalProperties: true)."
    }
    """#
}
