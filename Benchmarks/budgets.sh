#!/usr/bin/env bash
# Peak memory, wall time and exit status of the release `bubbles` on the inputs that used to
# exhaust memory or time (docs/robustness.md, "Budgets"). Needs GNU time (apt-get install time)
# and python3 (Benchmarks/budget-cases.py writes the inputs).
#   Benchmarks/budgets.sh [path/to/bubbles]    (default: builds and uses the release binary)
set -uo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/release-bubbles.sh
if [[ $# -ge 1 ]]; then
  bin=$(realpath "$1")
else
  bin=$(release_bubbles)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/budget-cases.py "$work/cases"
truncate -s 2G "$work/cases/huge.json"
mkdir -p "$work/out"

# One row: the case's label, then the command; killed after 300 s, and held to 4 GB of address
# space so that a runaway run (an old binary reading /dev/zero) fails instead of taking the
# machine's memory.
measure() {
  local label=$1; shift
  rm -f "$work/out"/*
  (ulimit -v 4000000; exec /usr/bin/time -f '%e %M' -o "$work/time" timeout 300 "$@" >/dev/null 2>"$work/stderr")
  local status=$?
  # GNU time puts "Command exited with non-zero status N" (or "terminated by signal") first.
  read -r seconds kilobytes < <(tail -n 1 "$work/time")
  [[ $kilobytes =~ ^[0-9]+$ ]] || { seconds=?; kilobytes=0; }
  [[ $status == 124 ]] && seconds=">300"
  printf '%-44s %8s s %8.0f MB   exit %3d   %s\n' "$label" "$seconds" "$((kilobytes / 1024))" "$status" \
    "$(grep -m1 -o 'error: .*' "$work/stderr" | cut -c1-90)"
}

cd "$work/cases"
printf '%-44s %10s %11s   %8s\n' "case" "time" "peak RSS" "status"
measure "render - < /dev/zero" bash -c "'$bin' render - -o '$work/out/a.png' < /dev/zero"
measure "1.6 GiB of zeros on stdin" bash -c "head -c 1600M /dev/zero | '$bin' render - -o '$work/out/a.png'"
measure "a 2 GiB input file" "$bin" render huge.json -o "$work/out/a.png"
measure "inbox of 1,000 entries of a 1.5 MB chat" "$bin" inbox inbox-1000.json -o "$work/out/a.png"
if "$bin" inbox --help | grep -q -- --max-inbox-bytes; then
  measure "the same, --max-inbox-bytes 2G" "$bin" inbox inbox-1000.json -o "$work/out/a.png" --max-inbox-bytes 2G
fi
measure "2,000 noise images" "$bin" render noise-2000.json -o "$work/out/a.png"
measure "tall page, --width 2000 --scale 3" \
  "$bin" render tall.json --width 2000 --scale 3 --max-page-height 32767 -o "$work/out/a.png"
measure "1,200 image messages" "$bin" render images-1200.json -o "$work/out/a.png"
measure "100 messages, one 49-megapixel PNG" "$bin" render big-49mp.json -o "$work/out/a.png"
