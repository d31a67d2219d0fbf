#!/usr/bin/env bash
# Times one batch of 40 conversations (the corpus and generated ones of 10 to 300 messages)
# rendered by the release `bubbles` with --jobs 1 against --jobs 2, and prints the ratio. Uses
# hyperfine when installed (apt-get install -y hyperfine), else the median of RUNS runs. The
# machine is shared and noisy: look at `uptime` before, and compare the ratio, not the times.
#   Benchmarks/batch.sh [runs, default 5]
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/release-bubbles.sh
runs=${1:-5}

.ci/install-deps
bin=$(release_bubbles)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The corpus with its media, and 36 generated conversations: 40 inputs.
mkdir -p "$work/in"
cp -R Examples/corpus/. "$work/in/"
source Benchmarks/generate-chat.sh
sizes=(10 40 100 300)
for ((n = 0; n < 36; n++)); do generate "${sizes[$((n % 4))]}" "$work/in/chat-$n.json"; done
inputs=("$work"/in/*.json)

batch() { "$bin" render "${inputs[@]}" --output-dir "$work/out-$1" --jobs "$1" -q; }

echo "${#inputs[@]} inputs; $(nproc) processors; load before: $(uptime | sed 's/.*load average: //')"
if command -v hyperfine >/dev/null; then
  hyperfine --warmup 1 --runs "$runs" --export-json "$work/times.json" \
    --command-name "jobs 1" "$bin render ${inputs[*]} --output-dir $work/out-1 --jobs 1 -q" \
    --command-name "jobs 2" "$bin render ${inputs[*]} --output-dir $work/out-2 --jobs 2 -q"
  python3 - "$work/times.json" <<'EOF'
import json, sys
one, two = (r["median"] for r in json.load(open(sys.argv[1]))["results"])
print(f"median --jobs 1: {one:.2f} s, --jobs 2: {two:.2f} s; speed-up {one / two:.2f}x")
EOF
else
  median_ms() {
    local times=() start end
    for ((r = 0; r < runs; r++)); do
      start=$(date +%s%N)
      batch "$1"
      end=$(date +%s%N)
      times+=($(((end - start) / 1000000)))
    done
    printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p"
  }
  batch 1 # warm-up
  one=$(median_ms 1)
  two=$(median_ms 2)
  awk -v a="$one" -v b="$two" 'BEGIN { printf "median --jobs 1: %d ms, --jobs 2: %d ms; speed-up %.2fx\n", a, b, a / b }'
fi
echo "load after: $(uptime | sed 's/.*load average: //')"
