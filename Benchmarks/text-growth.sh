#!/usr/bin/env bash
# How the cost of one render grows with the length of one text, family by family: the release
# `bubbles` binary renders a two-message conversation whose one text doubles from 1 KiB to the
# 64 KiB limit of a message's text. Prints the median wall and CPU time of `runs` renders, the peak
# memory (GNU time, when installed: apt-get install time) and the time per KiB; flat time per KiB down a
# family is linear cost. The conversations are generated with python3. ms per KiB is CPU time
# (user + system) when GNU time is installed: the machine is shared and wall time is noisy.
#   Benchmarks/text-growth.sh [runs-per-size, default 3] [largest size in KiB, default 64]
#   BUBBLES=/path/to/old/bubbles Benchmarks/text-growth.sh 1 16     # an older binary
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/release-bubbles.sh
runs=${1:-3}
largest=${2:-64}

.ci/install-deps
# BUBBLES=path measures another binary (an older build, for a before-and-after table).
if [[ -n "${BUBBLES:-}" ]]; then
  bin=$BUBBLES
else
  bin=$(release_bubbles)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# generate FAMILY BYTES FILE: a conversation whose one long text is at most BYTES of UTF-8.
generate() {
  python3 - "$@" <<'PYTHON'
import json, sys
family, size, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]

def fill(unit, budget):
    """`unit` repeated to at most `budget` bytes of UTF-8."""
    return unit * max(1, budget // len(unit.encode()))

participants = [{"id": "me"}, {"id": "ann", "name": "Ann Lee"}]
first = {"id": "m0", "from": "ann", "time": 1763600000, "text": "Hi"}
second = {"id": "m1", "from": "ann", "time": 1763600060, "text": "Hello"}
if family == "words":
    second["text"] = fill("lorem ipsum dolor sit amet ", size)
elif family in ("word", "contact-sheet", "draft"):
    second["text"] = fill("a", size)
elif family == "marks":
    second["text"] = "a" + fill("\u0301", size - 1)
elif family == "zwj":
    second["text"] = fill("\U0001F469\u200D\U0001F469\u200D\U0001F467\u200D\U0001F466", size)
elif family == "pre":
    second["text"] = [{"type": "pre", "text": fill("x=1;", size)}]
elif family == "name":
    participants[1]["name"] = "a" + fill("\u0301", size - 1)
elif family == "reply":
    second.update(reply_to="gone", reply_preview={"from": "ann", "text": fill("a", size)})
elif family == "segments":
    styles = ["bold", "code", "text_link", "spoiler", "plain"]
    second["text"] = [{"type": styles[i % len(styles)], "text": "a"} for i in range(size)]
else:
    sys.exit("unknown family " + family)
if family == "draft":
    second["text"] = "Hello"
conversation = {"kind": "group", "me": "me", "participants": participants, "messages": [first, second]}
with open(path, "w") as out:
    json.dump(conversation, out, ensure_ascii=False)
PYTHON
}

# Sets `args` to what renders FILE for FAMILY.
arguments() {
  local family=$1 file=$2
  case $family in
    draft) args=(render "$file" -o "$work/out.png" --screen 390x844 --input-state text
      --draft "$(head -c "$(cat "$file.size")" /dev/zero | tr '\0' a)") ;;
    contact-sheet) args=(contact-sheet "$file" -o "$work/out.png") ;;
    *) args=(render "$file" -o "$work/out.png") ;;
  esac
}

# Runs `args` `runs` times; prints the median wall ms, the median CPU ms (user + system: steadier
# than wall time on a shared machine) and the largest peak RSS in MB ("n/a" without GNU time).
measure() {
  local walls=() cpus=() peak=0 start end line
  for ((r = 0; r < runs; r++)); do
    start=$(date +%s%N)
    if [[ -x /usr/bin/time ]]; then
      line=$(/usr/bin/time -f '%U %S %M' "$bin" "${args[@]}" 2>&1 >/dev/null | tail -1)
      cpus+=("$(awk '{ printf "%d", ($1 + $2) * 1000 }' <<<"$line")")
      peak=$(awk -v p="$peak" '{ print ($3 > p ? $3 : p) }' <<<"$line")
    else
      "$bin" "${args[@]}" >/dev/null 2>&1
    fi
    end=$(date +%s%N)
    walls+=($(((end - start) / 1000000)))
  done
  local middle=$(((runs + 1) / 2))
  local wall cpu
  wall=$(printf '%s\n' "${walls[@]}" | sort -n | sed -n "${middle}p")
  if [[ ${#cpus[@]} -gt 0 ]]; then
    cpu=$(printf '%s\n' "${cpus[@]}" | sort -n | sed -n "${middle}p")
    echo "$wall $cpu $((peak / 1024))"
  else
    echo "$wall n/a n/a"
  fi
}

families=(words word marks zwj pre name reply draft segments contact-sheet)
printf '%-14s %6s %8s %8s %8s %11s %9s\n' "family" "KiB" "wall ms" "CPU ms" "peak MB" "CPU ms/KiB" "x/doubling"
for family in "${families[@]}"; do
  previous=n/a
  for ((kib = 1; kib <= largest; kib *= 2)); do
    file="$work/$family-$kib.json"
    # The segments family counts characters: one segment per byte of text.
    bytes=$((kib * 1024))
    [[ $family == segments ]] || bytes=$((bytes - 8))
    echo "$bytes" >"$file.size"
    generate "$family" "$bytes" "$file"
    arguments "$family" "$file"
    read -r wall cpu peak <<<"$(measure)"
    # Linear cost with a fixed start-up approaches x2 per doubling; quadratic approaches x4.
    printf '%-14s %6d %8s %8s %8s %11s %9s\n' "$family" "$kib" "$wall" "$cpu" "$peak" \
      "$(awk -v a="$cpu" -v b="$kib" 'BEGIN { if (a == "n/a") print "n/a"; else printf "%.1f", a / b }')" \
      "$(awk -v a="$cpu" -v b="$previous" 'BEGIN { if (a == "n/a" || b == "n/a" || b == 0) print "-"; else printf "%.2f", a / b }')"
    previous=$cpu
  done
done
