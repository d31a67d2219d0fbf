#!/usr/bin/env bash
# Runs the light rows of issue 11's table of hostile inputs against a `bubbles` binary and prints
# one line each: exit status, seconds, peak RSS and the first line of stderr. The heavy rows
# (thousands of images, a 2 GiB file, a 1,000-entry inbox, tall pages) are Benchmarks/budgets.sh;
# every numeric theme key in turn is Benchmarks/theme-number-sweep.py; text growth is
# Benchmarks/text-growth.sh. docs/robustness.md ("The issue's cases") has the results.
#   Benchmarks/hostile-inputs.sh [path/to/bubbles]     # default: build and use the release binary
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/release-bubbles.sh
root=$PWD

.ci/install-deps
if [[ $# -ge 1 ]]; then
  bin=$(readlink -f "$1")
else
  bin=$(release_bubbles)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
mkdir inbox-folder
cp -r "$root/Examples/corpus/direct-basics.json" "$root/Examples/corpus/media" .
mv direct-basics.json chat.json

theme() { printf '%s' "$2" >"$1.json"; }
theme huge '{ "fonts": { "text_size": 1e308 }, "avatar": { "size": 1e9 }, "canvas": { "padding_top": 1e300 }, "kinds": { "link_preview": { "title_max_lines": 1e9 } } }'
theme spacing '{ "bubble": { "group_spacing": 1e6, "text_insets": { "top": 1e9 } }, "fonts": { "text_size": 10000 } }'
theme row0 '{ "screen": { "inbox": { "row_height": 0 } } }'
theme emoji '{ "fonts": { "big_emoji_sizes": [64, -52, 44] } }'
theme panel '{ "screen": { "emoji_panel": { "columns": 1e300, "row_height": 0, "emoji_size": 1e9 } } }'
theme size0 '{ "fonts": { "text_size": 0 }, "names": { "size": -3 } }'
theme int64 '{ "screen": { "input_bar": { "max_lines": 9223372036854775807 }, "inbox": { "preview_lines": 1e300 } } }'
printf '{ "conversations": [{ "file": "/etc/passwd" }, { "file": "../../etc/os-release" }] }' >inbox-folder/inbox.json
python3 - <<'EOF'
import json
chat = json.load(open("chat.json"))
word = {"format": "bubbles/1", "me": "me", "participants": [{"id": "me"}, {"id": "a", "name": "A"}],
        "messages": [{"id": "1", "from": "a", "text": "x" * 65536}]}
json.dump(word, open("word.json", "w"))
segments = dict(word, messages=[{"id": "1", "from": "a",
                                "text": [{"type": "bold", "text": "b"} if i % 2 else "a" for i in range(65000)]}])
json.dump(segments, open("segments.json", "w"))
escape = dict(word, messages=[{"id": "1", "from": "a", "media": {
    "type": "image", "src": "x\u001b]0;pwned\u0007\u001b[31m\u0000.png", "width": 10, "height": 10}}])
json.dump(escape, open("escape.json", "w"))
EOF
mkfifo fifo.png

# The first line of stderr, with the next when it is the first of the problems listed under it;
# control bytes shown as ^X (`cat -v`), so that a raw escape in the output would be visible.
first_problem() {
  head -2 stderr.txt | awk 'NR == 1 { line = $0 } NR == 2 && /^  / { sub(/^ +/, ""); line = line " " $0 } END { print line }' |
    sed 's|/tmp/[^/]*/||g' | cut -c1-150 | cat -v
}

printf '%-52s %6s %8s %9s   %s\n' "input" "status" "seconds" "peak RSS" "first line of stderr"
row() {
  local label=$1
  shift
  local status=0 first seconds kilobytes
  /usr/bin/time -f '%e %M' -o time.txt timeout 120 "$@" >/dev/null 2>stderr.txt </dev/null || status=$?
  read -r seconds kilobytes < <(tail -1 time.txt) || true
  first=$(first_problem)
  printf '%-52s %6s %8s %6s MB   %s\n' "$label" "$status" "$seconds" "$((${kilobytes:-0} / 1024))" "$first"
}
stdin_row() {
  local label=$1 source=$2
  shift 2
  local status=0 seconds kilobytes
  /usr/bin/time -f '%e %M' -o time.txt timeout 120 "$@" <"$source" >/dev/null 2>stderr.txt || status=$?
  read -r seconds kilobytes < <(tail -1 time.txt) || true
  printf '%-52s %6s %8s %6s MB   %s\n' "$label" "$status" "$seconds" "$((${kilobytes:-0} / 1024))" \
    "$(first_problem)"
}

row "theme: sizes 1e9, padding 1e300, text size 1e308" "$bin" render chat.json -o out.png --theme huge.json
row "theme: group spacing 1e6, padding 1e9, text 10000" "$bin" render chat.json -o out.png --theme spacing.json
row "inbox theme: row height 0" "$bin" inbox "$root/Examples/inbox.json" -o out.png --theme row0.json
row "theme: negative big-emoji size" "$bin" render chat.json -o out.png --theme emoji.json
row "theme: emoji panel values, screen mode" "$bin" render chat.json -o out.png --theme panel.json --screen 390x844 --input-state emoji
row "theme: font size 0 and -3" "$bin" render chat.json -o out.png --theme size0.json
row "theme: Int64.max and 1e300 in integer keys" "$bin" render chat.json -o out.png --theme int64.json
stdin_row "render - < /dev/zero" /dev/zero "$bin" render - -o out.png
row "inbox entries naming /etc/passwd, ../../etc" "$bin" inbox inbox-folder/inbox.json -o out.png
row "--draft of 100,000 characters (screen mode)" "$bin" render chat.json -o out.png --screen 390x844 --draft "$(head -c 100000 /dev/zero | tr '\0' 'w')"
row "contact sheet of a 64 KiB one-word message" "$bin" contact-sheet word.json -o out.png
row "65,000 one-character styled segments" "$bin" render segments.json -o out.png --max-segments 65000
row "-o naming a FIFO" "$bin" render chat.json -o fifo.png
row "-o naming /dev/full" "$bin" render chat.json -o /dev/full
row "a media path holding ESC, OSC, BEL and NUL" "$bin" render escape.json -o out.png
