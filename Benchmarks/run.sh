#!/usr/bin/env bash
# Measures the release `bubbles` binary on generated conversations: the median of
# several runs per case and ratios between cases measured in the same run (this
# machine is noisy; compare ratios, not absolute times). Peak memory comes from
# GNU time when it is installed (apt-get install time).
#   Benchmarks/run.sh [runs-per-case, default 7]
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/release-bubbles.sh
runs=${1:-7}

.ci/install-deps
bin=$(release_bubbles)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

source Benchmarks/generate-chat.sh

# Median wall time in milliseconds of `runs` renders.
median_ms() {
  local times=() start end
  for ((r = 0; r < runs; r++)); do
    start=$(date +%s%N)
    "$bin" render "$@" -o "$work/out.png" >/dev/null 2>&1
    end=$(date +%s%N)
    times+=($(((end - start) / 1000000)))
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p"
}

peak_rss() {
  if [[ -x /usr/bin/time ]]; then
    /usr/bin/time -f '%M' "$bin" render "$@" -o "$work/out.png" 2>&1 >/dev/null | tail -1 | awk '{ printf "%.0f MB", $1 / 1024 }'
  else
    echo "n/a"
  fi
}

for n in 10 100 1000; do generate "$n" "$work/chat-$n.json"; done

base=$(median_ms "$work/chat-10.json")
printf '%-34s %10s %8s %10s\n' "case" "median ms" "ratio" "peak RSS"
row() {
  local label=$1; shift
  local ms; ms=$(median_ms "$@")
  printf '%-34s %10d %8.2f %10s\n' "$label" "$ms" "$(awk -v a="$ms" -v b="$base" 'BEGIN { print (b > 0 ? a / b : 0) }')" "$(peak_rss "$@")"
}
printf '%-34s %10d %8.2f %10s\n' "10 messages (baseline)" "$base" 1 "$(peak_rss "$work/chat-10.json")"
row "100 messages" "$work/chat-100.json"
row "1000 messages (paged)" "$work/chat-1000.json"
row "100 messages, scale 1" "$work/chat-100.json" --scale 1
row "100 messages, scale 3" "$work/chat-100.json" --scale 3
row "100 messages, wechat theme" "$work/chat-100.json" --theme wechat
row "media-gallery sample" Examples/corpus/media-gallery.json
row "100 messages, phone screen" "$work/chat-100.json" --screen 390x844 --input-state text

# What one render costs, stage by stage (one run each; the counts are exact, the times noisy).
echo
echo "stages of one render (bubbles render --stats):"
for n in 100 1000; do
  "$bin" render "$work/chat-$n.json" -o "$work/out.png" --stats 2>&1 >/dev/null | sed "s|^.*chat-$n.json|  $n messages|"
done
