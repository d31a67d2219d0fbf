#!/usr/bin/env bash
# Peak memory of decoding and drawing each sample photo: the release `bubbles` renders a
# conversation of one photo message, and the same conversation with a text message instead; the
# difference of their peak RSS (GNU time) is what the photo costs, beside its decoded surface
# (width x height x 4 bytes, when file(1) tells the size).
#   Benchmarks/image-memory.sh [IMAGE...]     default: every image in Examples/corpus/media
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/release-bubbles.sh
[[ -x /usr/bin/time ]] || { echo "image-memory.sh: needs GNU time (apt-get install time)" >&2; exit 1; }

.ci/install-deps
bin=$(release_bubbles)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[[ $# -gt 0 ]] || set -- Examples/corpus/media/*

# A one-message conversation; the message shows the photo at `$1`, or a line of text.
conversation() {
  local content='"text": "A line of text instead of the photo"'
  [[ -n "${1:-}" ]] && content="\"media\": { \"type\": \"image\", \"src\": \"$1\" }"
  printf '{ "format": "bubbles/1", "me": "me", "participants": [{ "id": "me" }, { "id": "ann" }],
  "messages": [{ "id": "1", "from": "ann", "time": 1763600000, %s }] }\n' "$content"
}

# Peak RSS in kB of rendering `$1` (the median of three runs).
peak_kb() {
  for _ in 1 2 3; do
    /usr/bin/time -f '%M' "$bin" render "$1" -o "$work/out.png" -q 2>&1 >/dev/null | tail -1
  done | sort -n | sed -n 2p
}

conversation > "$work/text.json"
base=$(peak_kb "$work/text.json")
printf '%-22s %12s %14s %14s\n' "image" "pixels" "surface" "peak RSS +"
for image in "$@"; do
  name=$(basename "$image")
  cp "$image" "$work/$name"
  conversation "$name" > "$work/photo.json"
  peak=$(peak_kb "$work/photo.json")
  # The size from file(1) when it tells one (it does for PNG and JPEG).
  dims=$(file -b "$image" 2>/dev/null | grep -oE '[0-9]+ ?x ?[0-9]+' | tail -1 | tr -d ' ' || true)
  surface=$(awk -v d="$dims" 'BEGIN { if (split(d, s, "x") == 2) printf "%.1f MB", s[1] * s[2] * 4 / 1048576; else print "?" }')
  printf '%-22s %12s %14s %11.1f MB\n' "$name" "${dims:-?}" "$surface" "$(awk -v a="$peak" -v b="$base" 'BEGIN { print (a - b) / 1024 }')"
done
printf '(baseline: a one-text-message conversation, peak RSS %.1f MB)\n' "$(awk -v b="$base" 'BEGIN { print b / 1024 }')"
