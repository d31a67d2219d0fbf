#!/usr/bin/env bash
# Peak RSS per input byte of the release `bubbles` for every kind of input it reads
# (docs/robustness.md, "Memory per input byte (issue 24)"). Needs GNU time (apt-get install time),
# python3 with Pillow (Benchmarks/memory-cases.py writes the inputs).
#   Benchmarks/memory-per-byte.sh [path/to/bubbles]    (default: builds and uses the release binary)
set -uo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/release-bubbles.sh
if [[ $# -ge 1 ]]; then bin=$(realpath "$1"); else bin=$(release_bubbles); fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/memory-cases.py "$work/cases"
mkdir -p "$work/out"
cd "$work/cases"

# Peak RSS in KiB of one run (GNU time's %M, the process's ru_maxrss), held to 4 GB of address space.
peak() {
  rm -f "$work/out"/*
  (ulimit -v 4000000; exec /usr/bin/time -f '%M' -o "$work/time" "$@" >/dev/null 2>"$work/stderr")
  echo $? >"$work/status"
  tail -n 1 "$work/time"
}

# One row: kind, command, input bytes, peak, and the peak above the command's baseline per input byte.
row() {
  local label=$1 bytes=$2 baseline=$3; shift 3
  local kilobytes; kilobytes=$(peak "$@")
  local status; status=$(cat "$work/status")
  awk -v label="$label" -v bytes="$bytes" -v kb="$kilobytes" -v base="$baseline" -v status="$status" 'BEGIN {
    printf "| %-44s | %10.1f MB | %7.0f MB | %6.2f | %d |\n", label, bytes / 1e6, kb * 1024 / 1e6,
      (kb - base) * 1024 / bytes, status }'
}

size() { stat -c %s "$@" | awk '{ total += $1 } END { print total }'; }

render_base=$(peak "$bin" render tiny.json -o "$work/out/a.png")
validate_base=$(peak "$bin" validate tiny.json)
inbox_base=$(peak "$bin" inbox inbox-1000.json -o "$work/out/a.png" --max-inbox-entries 1000)
echo "baselines (KiB): render $render_base, validate $validate_base, inbox of 1,000 entries $inbox_base"
echo "| input | input | peak RSS | bytes per input byte | exit |"
echo "|---|---:|---:|---:|---:|"
row "bubbles JSON, 10,000 messages: render" "$(size bubbles-10000.json)" "$render_base" \
  "$bin" render bubbles-10000.json -o "$work/out/a.png"
row "bubbles JSON, 10,000 messages: validate" "$(size bubbles-10000.json)" "$validate_base" \
  "$bin" validate bubbles-10000.json
row "bubbles JSON, 16 MB of tiny unknown values: render" "$(size bubbles-unknown-16mb.json)" "$render_base" \
  "$bin" render bubbles-unknown-16mb.json -o "$work/out/a.png"
row "bubbles JSON, 63 MB of tiny unknown values: validate" "$(size bubbles-unknown-63mb.json)" "$validate_base" \
  "$bin" validate bubbles-unknown-63mb.json
row "Telegram JSON export, 9,000 messages: validate" "$(size telegram-9000.json)" "$validate_base" \
  "$bin" validate telegram-9000.json
row "WhatsApp text, 9,000 lines: validate" "$(size whatsapp-9000.txt)" "$validate_base" \
  "$bin" validate whatsapp-9000.txt --from whatsapp
row "WhatsApp zip, 9,000 lines: validate" "$(size whatsapp-9000.zip)" "$validate_base" \
  "$bin" validate whatsapp-9000.zip
row "inbox JSON, 16 MB of tiny unknown values" "$(size inbox-1000-unknown-16mb.json)" "$inbox_base" \
  "$bin" inbox inbox-1000-unknown-16mb.json -o "$work/out/a.png"
for extension in png jpg webp; do
  row "six 7000 x 7000 ${extension^^}s: render" "$(size images-$extension.json [0-5].$extension)" "$render_base" \
    "$bin" render "images-$extension.json" -o "$work/out/a.png"
done
