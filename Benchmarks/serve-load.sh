#!/usr/bin/env bash
# Load on `bubbles serve` (issue 13's targets): 320x320 thumbnails of direct-basics through
# POST /v1/thumbnail, with wrk on loopback, each case bounded in time:
#   uncached  every request a distinct body (Benchmarks/serve-load.lua, "distinct": a number
#             unique to the request in every message id and longer text), so neither the image
#             cache nor the renderer's row and text caches serve it: a new conversation each time.
#             Not --cache-mb 0 with one body, which would still find every row laid out.
#             4 connections: the 2 workers busy and 2 waiting, so nothing is refused.
#   cached    the same body every time: after the first, answered from the image cache.
#   overload  distinct bodies on 4x the connections the workers and queue take (2 + 4 -> 24):
#             only 200 and 503 should come back; p50/p99 of the accepted (200) ones from the
#             server's own log line (duration_ms: from the request's arrival in the handler to its
#             response, queueing for a worker included), since wrk's latency mixes in the 503s.
# The server runs with --media-root Examples/corpus (the avatar is drawn), 2 workers, the default
# queue (2 per worker) and cache (64 MB), and logs its line per request to a file, as deployed.
# wrk shares the 2 cores with the server: its client threads are part of the load. Per case:
# requests/s, wrk's p50/p99 of all responses, statuses, the server's CPU per response
# (/proc/PID/stat utime+stime before and after).
#   Benchmarks/serve-load.sh [seconds per case, default 10]
#   SERVE_LOAD_BIN=/path/to/bubbles Benchmarks/serve-load.sh   (that binary, not built here)
#   SERVE_LOAD_PATH=/generate.webp SERVE_LOAD_BODY=FILE ...      (another route and body:
#                                                               Benchmarks/generate-load.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/release-bubbles.sh
seconds=${1:-10}

command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
# SERVE_LOAD_BIN: a bubbles built elsewhere (to compare two builds under the same load).
bin=${SERVE_LOAD_BIN:-$(release_bubbles)}
work=$(mktemp -d)
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  if [ -n "${SERVE_LOAD_KEEP:-}" ]; then echo "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$bin" serve --port "$port" --workers 2 --media-root Examples/corpus 2>"$work/server.log" &
server=$!
url="http://127.0.0.1:$port${SERVE_LOAD_PATH:-/v1/thumbnail?w=320&h=320}"
for ((try = 0; try < 100; try++)); do
  curl -sf "http://127.0.0.1:$port/health/ready" >/dev/null && break
  sleep 0.1
done
body=${SERVE_LOAD_BODY:-Examples/corpus/direct-basics.json}
# Warm up: fonts and the avatar loaded by both workers.
SERVE_LOAD_MODE=distinct SERVE_LOAD_RUN=0 wrk -t 1 -c 2 -d 2s -s Benchmarks/serve-load.lua "$url" -- "$body" >/dev/null

ticks=$(getconf CLK_TCK)
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$server/stat"; }

# run NAME MODE CONNECTIONS
runs=0
run() {
  local name=$1 mode=$2 connections=$3 before after lines_before
  runs=$((runs + 1))
  lines_before=$(wc -l <"$work/server.log")
  before=$(cpu_ticks)
  SERVE_LOAD_MODE=$mode SERVE_LOAD_RUN=$runs wrk -t 2 -c "$connections" -d "${seconds}s" --latency -s Benchmarks/serve-load.lua \
    "$url" -- "$body" >"$work/$name.txt"
  after=$(cpu_ticks)
  tail -n +"$((lines_before + 1))" "$work/server.log" >"$work/$name.log"
  python3 - "$name" "$work/$name.txt" "$work/$name.log" "$((after - before))" "$ticks" "$connections" <<'EOF'
import re, statistics, sys
name, wrk_path, log_path, cpu, ticks, connections = sys.argv[1:]
out = open(wrk_path).read()
rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
# Our done()'s line, not wrk's "Non-2xx or 3xx responses: N".
responses = int(re.search(r"^responses: (\d+)", out, re.MULTILINE).group(1))
latency = re.search(r"all responses' latency: (.*)", out).group(1)
statuses = re.search(r"statuses: (.*)", out).group(1)
errors = re.search(r"socket errors: (.*)", out).group(1)
cpu_ms = int(cpu) * 1000 / int(ticks) / max(1, responses)
accepted = sorted(
    float(m.group(1)) for line in open(log_path)
    if "status=200" in line and (m := re.search(r"duration_ms=([\d.]+)", line)))
def pct(p):
    return accepted[min(len(accepted) - 1, int(p / 100 * len(accepted)))] if accepted else float("nan")
print(f"{name}: {rate:.0f} requests/s on {connections} connections; {latency}; statuses {statuses}; "
      f"socket errors {errors}; server CPU {cpu_ms:.2f} ms per response")
print(f"{name}: accepted (200) in the server's log: {len(accepted)}, p50 {pct(50):.2f} ms, p99 {pct(99):.2f} ms")
EOF
}

echo "$(nproc) processors; load before: $(uptime | sed 's/.*load average: //'); $seconds s per case"
run uncached distinct 4
# One request first, so the cache holds the body before 32 connections ask for it at once (the
# service renders every request it has not cached yet: it does not merge identical ones in flight).
curl -sf -o /dev/null -H 'Content-Type: application/json' --data-binary "@$body" "$url"
run cached same 32
run overload distinct 24
echo "load after: $(uptime | sed 's/.*load average: //')"
