/// The part of Themes/README.md above the key tables: how themes are found, laid over one another
/// and checked. `<!-- RANGES -->` becomes the table of number ranges.
enum ThemeReferenceIntro {
  static let text = #"""
    # Themes

    A theme is all of the look and none of the code, the BubbleKit counterpart of
    NetEase NIMKit's `NIMKitConfig`: colours, fonts, sizes, radii, tail shape,
    where avatars, names and times go, and when the renderer draws separators.
    Theme files are JSON. The same conversation rendered with `--theme telegram`,
    `--theme wechat` or `--theme imessage` should look like that app.

    ```sh
    bubbles themes                                   # list the built-in themes
    bubbles render chat.json -o chat.png --theme wechat
    bubbles render chat.json -o chat.png --theme ./my-theme.json
    bubbles contact-sheet chat.json -o sheet.png      # one column per built-in theme
    ```

    ## Built-in themes

    | Name | Looks like | Extends |
    |---|---|---|
    | `default` | Telegram-like; the base every other theme is laid over, and the only file that must have every key | (none) |
    | `telegram` | Telegram iOS "Day Classic": white and pale-green bubbles, hook tail, blue-grey canvas, coloured names, inline time and green ticks | `default` (but sets almost every key itself) |
    | `telegram-dark` | Telegram Night: `#182533` / `#2B5278` bubbles on `#0E1621` | `telegram` (colours only) |
    | `wechat` | WeChat: `#95EC69` / white 4 pt bubbles with a side triangle on `#EDEDED`, rounded-square avatars on both sides, grey names above bubbles, centred time headers, no times or ticks in bubbles | `default` |
    | `imessage` | Apple Messages: `#0B84FE` / `#E9E9EB` bubbles with a curved tail on white, grey names above bubbles, timestamp headers | `default` |
    | `whatsapp` | WhatsApp: `#D9FDD3` / white bubbles with a corner flap on `#EFEAE2`, white date pills, blue read ticks | `default` |
    | `nim` | NetEase NIMKit's defaults: blue / white bubbles, 42 pt round avatars on both sides, 14 pt text, time pills every 5 minutes | `default` |

    Each file's `notes` says where its numbers come from and which ones are
    estimates.

    ## How a theme is found and built

    - **Built-in names.** `--theme NAME` (and `"extends": "NAME"`) picks a file
      shipped in this folder. An unknown name is an error that lists the built-in
      names.
    - **Paths.** Anything containing `/` or ending in `.json` is a path. On the
      command line it is relative to the current directory, and may be anywhere;
      it must be a regular file (a FIFO or a device is refused without being read).
    - **`extends`.** A theme file may name the theme it builds on: a built-in name,
      or a path *inside the folder of the file that says it*, by the rule of
      media paths: relative, without `..`, without an absolute path, without a
      symbolic link leading out of the folder. A theme may come from a service,
      so it can only reach files beside it: `"extends": "/etc/passwd"` is refused
      without opening the file, and no message ever quotes a file outside the
      folder. A file without `extends` builds on `default`. Chains work
      (`mine.json` -> `shared/base.json` -> `telegram` -> `default`; each file's
      `extends` stays inside its own folder) up to 8 files deep; a cycle
      (`a` -> `b` -> `a`) is an error that prints the chain. A theme decoded from
      memory (`ThemeLoader.decode` without a folder) may extend built-in themes
      only.
    - **Laying over.** The file is laid over its base key by key: objects merge
      recursively, so `{ "bubble": { "radius": 12 } }` changes only the radius;
      every other value (numbers, strings, colours, booleans, arrays such as
      palettes and font lists) replaces the base's value whole. `default.json` is
      the only complete theme; everything else only says what differs.
    - **Checking.** Every key must be one of those listed below (unknown keys are
      errors, so a typo cannot be silently ignored); `notes` and `extends` are the
      only extra keys, and only at the top. Errors name the key path and where it
      is in the file, for example
      `bubble.radios (line 3, column 5): unknown key; expected one of radius, merged_radius, ...`
      or `incoming.bubble (line 4, column 15): expected a colour like "#RRGGBB" or "#RRGGBBAA", found "#GGG"`.
      Unknown keys in a base file are reported against that file. Sections under
      `kinds` are checked the same way against the content kinds (`bubbles`
      knows the built-in ones; a library user passes their own to
      `ThemeLoader.load(_:kinds:)`), for example
      `kinds.voice.bar_widht (line 6, column 15): unknown key; expected one of bar_gap, bar_width, ...`.
    - **Ranges.** Every number must lie in its key's range (see
      [Ranges](#ranges); the reference below gives each key's), or the file is
      rejected before anything is drawn:
      `bubble.radius (line 3, column 15): expected a number from 0 to 2000, found 1e+300`.
      Custom kinds' keys follow the same rules by name.
    - **`name`.** A theme that extends another inherits its `name` and
      `description`; set your own.

    ### A user theme

    `~/themes/night-wechat.json`: WeChat's layout in dark colours, from any folder.

    ```json
    {
      "extends": "wechat",
      "name": "night-wechat",
      "description": "WeChat layout, dark",
      "notes": "Colours picked by eye from WeChat's dark mode.",
      "canvas": { "background": "#111111" },
      "incoming": { "bubble": "#2C2C2C", "text": "#D5D5D5" },
      "outgoing": { "bubble": "#3EB575", "text": "#111111" },
      "date_separator": { "text": "#FFFFFF4D" }
    }
    ```

    ```sh
    bubbles render chat.json -o chat.png --theme ~/themes/night-wechat.json
    ```

    A theme may extend another user theme in its folder, for example
    `"extends": "shared/company.json"`, which may in turn extend `telegram`. Keep
    shared themes below the themes that use them: `"../shared/company.json"` is
    refused.

    ### Validating with the JSON Schema

    [`theme.schema.json`](theme.schema.json) (JSON Schema 2020-12) describes every
    key: types, allowed values, colour syntax, each number's minimum and maximum
    (the loader's ranges), and no unknown keys anywhere. Every key is optional,
    since files are overlays. A file the loader rejects for an unknown key, a
    wrong type or a value out of range fails the schema too; what the schema
    cannot see is whether an `extends` target exists.

    ```sh
    python3 -c 'import json, sys, jsonschema
    schema = json.load(open("Themes/theme.schema.json"))
    for path in sys.argv[1:]:
        jsonschema.validate(json.load(open(path)), schema)
        print(path, "ok")' ~/themes/night-wechat.json
    ```

    Theme files cannot carry a `"$schema"` key (it would be an unknown key);
    point your editor at the schema by file pattern instead.

    ## Units, colours and types

    - Sizes, distances and radii are **points**; the renderer multiplies them by
      `--scale` for pixels. Font sizes are points too. Fractional values are fine.
    - **colour**: `"#RRGGBB"` or `"#RRGGBBAA"`, alpha last (`#00000000` is fully
      transparent, `#00000080` is black at 50%). The loader also accepts `#RGB`,
      but the schema does not: write six or eight digits.
    - **insets**: `{ "top": 6, "left": 11, "bottom": 6, "right": 11 }`; in an
      overlay you may give only some of the four. Defaults below are written
      top / left / bottom / right.
    - **colours**, **strings**, **numbers**: JSON arrays of those.
    - **integer**: a whole number.

    ### Ranges

    Each number has a minimum and a maximum, chosen so that every built-in theme
    fits and no value can make layout trap, loop without end, or hand Pango or
    Cairo a size they refuse (a text size of 0, a canvas of 10^300 points). The
    range goes by the key's name, the first rule that fits; a key of an inset
    (`bubble.text_insets.top`) or an element of a list (`fonts.big_emoji_sizes`)
    takes its key's rule. The same rules check your own kinds' keys.

    <!-- RANGES -->

    ## Key reference

    Every key, by section, with its value in `default.json` (a kind's: its
    `defaultStyle`). Paths are written dotted: `bubble.radius` is
    `{ "bubble": { "radius": ... } }`. This file and theme.schema.json are generated
    from the Swift types (`.ci/generate-references`, which runs `bubbles themes
    --reference` and `--schema`): the meanings are each section type's
    `keyReference` (`Sources/BubbleCore/Theme/*+Reference.swift`, and each kind's
    `Style` in its folder); edit them there.

    ### Top level


    """#
}
