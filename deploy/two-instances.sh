#!/usr/bin/env bash
# Two `bubbles serve` instances behind nginx, for real, on loopback (docs/deploy.md):
#   1. distinct bodies are spread over both instances (counted per upstream address);
#   2. a repeated body is answered from nginx's cache (HIT) without reaching an instance
#      (the instances' render counters in /metrics do not move); the key holds the body's SHA-256
#      (njs, deploy/bubbles-cache-key.js), so a 2 MB body and one of 8 MB (client_max_body_size)
#      are cached too, two bodies one byte apart are two entries, and an empty body is never cached;
#   3. one instance gets SIGTERM while it renders: that render still finishes, nginx retries the
#      instance's 503s on the other one and keeps answering from it, and the instance exits 0.
# nginx runs deploy/nginx.conf itself (only its addresses, port and paths replaced) as the current
# user, with every file under a temporary folder; no system nginx is touched.
#
#   deploy/two-instances.sh [path/to/bubbles]     (or BUBBLES=path/to/bubbles; KEEP_LOGS=1 keeps the logs)
# Without a binary it builds one: `swift build --product bubbles`. Installs nginx, its njs module
# and curl when missing (.ci/install-deps --deploy). Stops everything it started on exit; any
# failure exits 1 with a sentence saying what failed.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '%s\n' "$*"; }
fail() {
  printf 'two-instances: FAILED: %s\n' "$*" >&2
  [[ -n ${work:-} && -d ${work:-} ]] && show_logs >&2
  exit 1
}

# --- what to run -------------------------------------------------------------------------------
bubbles=${1:-${BUBBLES:-}}
if [[ -z $bubbles ]]; then
  say "two-instances: building bubbles (swift build --product bubbles)"
  swift build --product bubbles >/dev/null 2>&1 || fail "swift build --product bubbles failed; run it to see why"
  bubbles="$(swift build --show-bin-path)/bubbles"
fi
[[ -x $bubbles ]] || fail "$bubbles is not an executable file; pass the bubbles binary's path (or BUBBLES=...)"
bubbles=$(cd "$(dirname "$bubbles")" && pwd)/$(basename "$bubbles")
.ci/install-deps --deploy || fail "nginx, its njs module or curl is missing and could not be installed; run .ci/install-deps --deploy as root"
nginx=$(command -v nginx || echo /usr/sbin/nginx)
[[ -x $nginx ]] || fail "no nginx binary after installing the package; is /usr/sbin on PATH?"
# Debian's path of libnginx-mod-http-js; loaded by absolute path, since this nginx's prefix is a
# temporary folder (Debian's own nginx.conf loads it through /etc/nginx/modules-enabled/).
njs_module=/usr/lib/nginx/modules/ngx_http_js_module.so
[[ -f $njs_module ]] || fail "no $njs_module after installing libnginx-mod-http-js"
njs_version=$(dpkg-query -W -f='${Version}' libnginx-mod-http-js 2>/dev/null || echo unknown)

started=$SECONDS
work=$(mktemp -d "${TMPDIR:-/tmp}/bubbles-two-instances.XXXXXX")
mkdir -p "$work/nginx" "$work/out"
pids=() long_curls=()
keep_work=${KEEP_LOGS:-0}

# Stops what was started (nginx, then the instances): SIGTERM, up to 5 s, then SIGKILL.
stop_all() {
  local pid i
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do
    for ((i = 0; i < 50; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  wait 2>/dev/null || true
  if [[ ${keep_work:-0} == 1 ]]; then say "two-instances: logs kept in $work"; else rm -rf "$work"; fi
}
trap stop_all EXIT
trap 'exit 130' INT TERM

show_logs() {
  keep_work=1
  local log
  for log in "$work/a.log" "$work/b.log" "$work/nginx/error.log"; do
    [[ -s $log ]] && { echo "--- last lines of $log"; tail -n 8 "$log"; }
  done
}

# Waits up to $1 seconds for the command after it to succeed.
wait_until() {
  local seconds=$1 deadline
  shift
  deadline=$((SECONDS + seconds))
  until "$@"; do
    ((SECONDS < deadline)) || return 1
    sleep 0.1
  done
}

# --- two instances on ports the kernel picks (--port 0; the port is read from the log) ---------
start_instance() {
  local name=$1
  "$bubbles" serve --host 127.0.0.1 --port 0 --workers 1 --queue 2 --deadline 10 \
    --media-root "$PWD/Examples/corpus" >"$work/$name.log" 2>&1 &
  pids+=($!)
  eval "pid_$name=$!"
}
bound_port() { sed -n 's/.*Server started and listening on 127\.0\.0\.1:\([0-9][0-9]*\).*/\1/p' "$work/$1.log"; }
has_port() { [[ -n $(bound_port "$1") ]]; }

start_instance a
start_instance b
for name in a b; do
  wait_until 20 has_port $name ||
    fail "instance $name did not report 'Server started and listening' within 20 s (see its log below)"
done
port_a=$(bound_port a) port_b=$(bound_port b)
addr_a=127.0.0.1:$port_a addr_b=127.0.0.1:$port_b

# --- nginx from deploy/nginx.conf ---------------------------------------------------------------
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

write_nginx_config() {
  local port=$1 user_line=""
  # Workers of a root master run as `nobody`, who could not use the temporary folder.
  [[ $(id -u) -eq 0 ]] && user_line="user $(id -un) $(id -gn);"
  sed -e "s#server 127.0.0.1:8081 #server $addr_a #" -e "s#server 127.0.0.1:8082 #server $addr_b #" \
    -e "s#listen 80;#listen 127.0.0.1:$port;#" -e "s#/var/cache/nginx/bubbles#$work/nginx/cache#" \
    -e "s#/var/log/nginx/bubbles.access.log#$work/nginx/access.log#" \
    -e "s#/etc/nginx/bubbles-cache-key.js#$PWD/deploy/bubbles-cache-key.js#" deploy/nginx.conf >"$work/nginx/bubbles.conf"
  local expected
  for expected in "server $addr_a " "server $addr_b " "listen 127.0.0.1:$port;" "$work/nginx/cache" "$work/nginx/access.log" \
    "from $PWD/deploy/bubbles-cache-key.js;"; do
    grep -qF -- "$expected" "$work/nginx/bubbles.conf" ||
      fail "deploy/nginx.conf changed: no line became '$expected'; update write_nginx_config in this script"
  done
  cat >"$work/nginx/nginx.conf" <<EOF
load_module $njs_module;
daemon off;
worker_processes 1;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log notice;
$user_line
events { worker_connections 128; }
http {
    client_body_temp_path $work/nginx/client_body;
    proxy_temp_path $work/nginx/proxy;
    fastcgi_temp_path $work/nginx/fastcgi;
    uwsgi_temp_path $work/nginx/uwsgi;
    scgi_temp_path $work/nginx/scgi;
    access_log off;
    include $work/nginx/bubbles.conf;
}
EOF
}

nginx_answers() { [[ $(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "http://127.0.0.1:$nginx_port/health/live") == 200 ]]; }

for attempt in 1 2 3; do
  nginx_port=$(free_port) || fail "python3 could not find a free port"
  write_nginx_config "$nginx_port"
  "$nginx" -t -p "$work/nginx/" -c "$work/nginx/nginx.conf" -e "$work/nginx/error.log" 2>"$work/nginx/test.log" ||
    fail "nginx -t refused the configuration: $(tail -n 2 "$work/nginx/test.log" | tr '\n' ' ')"
  "$nginx" -p "$work/nginx/" -c "$work/nginx/nginx.conf" -e "$work/nginx/error.log" &
  pid_nginx=$!
  if wait_until 10 nginx_answers; then break; fi
  kill -TERM "$pid_nginx" 2>/dev/null || true
  wait "$pid_nginx" 2>/dev/null || true
  grep -q "Address already in use" "$work/nginx/error.log" 2>/dev/null && ((attempt < 3)) && continue
  fail "nginx did not answer /health/live on 127.0.0.1:$nginx_port within 10 s"
done
pids=("$pid_nginx" "${pids[@]}")
say "two-instances: instance A $addr_a (pid $pid_a), instance B $addr_b (pid $pid_b), nginx 127.0.0.1:$nginx_port ($($nginx -v 2>&1 | sed 's/.*version: //'), njs $njs_version, deploy/nginx.conf)"
say "  bubbles: $bubbles"

# --- helpers -------------------------------------------------------------------------------------
body() { # body N: the demo conversation with message 8's text made unique
  sed "s/Sending this one now/Sending this one now (body $1)/" Examples/corpus/direct-basics.json >"$work/body-$1.json"
  echo "$work/body-$1.json"
}
# post FILE OUT [curl options...]: prints "status|upstream|proxy-cache" through nginx.
post() {
  local file=$1 out=$2
  shift 2
  curl -s --max-time 20 -o "$out" -H 'Content-Type: application/json' --data-binary "@$file" "$@" \
    -w '%{http_code}|%header{x-upstream}|%header{x-proxy-cache}\n' \
    "http://127.0.0.1:$nginx_port/v1/render?width=320" || echo "curl-failed||"
}
# Renders an instance counted: /v1/render requests in its /metrics (scraped directly, not via nginx).
renders_counted() {
  curl -s --max-time 5 "http://$1/metrics" |
    awk '/^bubbles_http_requests_total\{/ && /route="\/v1\/render"/ { sum += $NF } END { printf "%d\n", sum }'
}

# --- 1. distinct bodies spread over both instances ---------------------------------------------
declare -A answered=()
for i in 1 2 3 4 5 6 7 8; do
  IFS='|' read -r status upstream cache < <(post "$(body "$i")" "$work/out/$i.png")
  [[ $status == 200 ]] || fail "body $i through nginx answered $status (upstream '$upstream'), not 200"
  [[ $cache == MISS ]] || fail "body $i is new but nginx's cache said '$cache', not MISS"
  answered[$upstream]=$((${answered[$upstream]:-0} + 1))
done
count_a=${answered[$addr_a]:-0} count_b=${answered[$addr_b]:-0}
((count_a > 0 && count_b > 0 && count_a + count_b == 8)) ||
  fail "8 bodies were not spread over both instances: $(for k in "${!answered[@]}"; do printf '%s=%s ' "$k" "${answered[$k]}"; done)"
say "1. 8 distinct bodies through nginx: 200 MISS each; $count_a answered by A ($addr_a), $count_b by B ($addr_b)"

# --- 2. the same body again: nginx's cache, no instance reached --------------------------------
before_a=$(renders_counted "$addr_a") before_b=$(renders_counted "$addr_b")
IFS='|' read -r status upstream cache < <(post "$work/body-1.json" "$work/out/1-again.png")
[[ $status == 200 && $cache == HIT ]] || fail "body 1 again answered '$status $cache', not '200 HIT' from nginx's cache"
[[ -z $upstream ]] || fail "body 1 again was a HIT but names upstream '$upstream'"
cmp -s "$work/out/1.png" "$work/out/1-again.png" || fail "the cached answer to body 1 is not the bytes first rendered"
after_a=$(renders_counted "$addr_a") after_b=$(renders_counted "$addr_b")
[[ $before_a == "$after_a" && $before_b == "$after_b" ]] ||
  fail "an instance counted a render for the cached body: A $before_a -> $after_a, B $before_b -> $after_b"
etag=$(curl -s --max-time 20 -o /dev/null -D - -H 'Content-Type: application/json' --data-binary "@$work/body-1.json" \
  "http://127.0.0.1:$nginx_port/v1/render?width=320" | tr -d '\r' | sed -n 's/^[Ee][Tt]ag: //p')
IFS='|' read -r status upstream cache < <(post "$work/body-1.json" /dev/null -H "If-None-Match: $etag")
[[ $status == 304 ]] || fail "If-None-Match with the cached ETag answered $status, not 304"
say "2. body 1 again: 200 HIT from nginx's cache, same bytes, no upstream; renders counted by the" \
  "instances unchanged (A $before_a -> $after_a, B $before_b -> $after_b); If-None-Match: its ETag -> 304"

# --- 2b. the key holds the body's SHA-256, for a body of any size nginx accepts ------------------
# padded BYTES FILE [OLD NEW]: the demo conversation (OLD replaced by NEW, same length) padded
# with JSON whitespace to BYTES bytes, half before its messages and half after, so its text lies
# in the middle.
padded() {
  python3 - "$@" <<'PY'
import sys
size, out = int(sys.argv[1]), sys.argv[2]
body = open("Examples/corpus/direct-basics.json", "rb").read()
if len(sys.argv) > 4:
    body = body.replace(sys.argv[3].encode(), sys.argv[4].encode(), 1)
head, mark, rest = body.partition(b'"messages": [')
middle, brace, end = rest.rpartition(b"}")
before = (size - len(body)) // 2
after = size - len(body) - before
open(out, "wb").write(head + mark + b" " * before + middle + b" " * after + brace + end)
PY
}
# Whether nginx's cache holds an entry whose key ends in the SHA-256 of FILE's bytes.
keyed_by_hash() { grep -rqaF "application/json"$'\n'"$(sha256sum "$1" | cut -d' ' -f1)" "$work/nginx/cache"; }
big_bytes=2000000 max_bytes=$((8 << 20))
padded "$big_bytes" "$work/big-1.json"
padded "$big_bytes" "$work/big-2.json" "Sending this one now" "Sending this one noW"
padded "$max_bytes" "$work/max.json"
padded $((max_bytes + 1)) "$work/over.json"
differ_at=$( (cmp "$work/big-1.json" "$work/big-2.json" || true) | sed -n 's/.* byte \([0-9]*\),.*/\1/p')
((differ_at > big_bytes / 3)) || fail "the two ${big_bytes}-byte bodies do not differ deep inside (first difference at byte '$differ_at')"
big="" k=0
for n in big-1 big-1 big-2 big-2 max max; do
  k=$((k + 1))
  before_a=$(renders_counted "$addr_a") before_b=$(renders_counted "$addr_b")
  IFS='|' read -r status upstream cache < <(post "$work/$n.json" "$work/out/big-$k.png")
  [[ $status == 200 ]] || fail "body $n ($(wc -c <"$work/$n.json") bytes) answered $status (upstream '$upstream'), not 200"
  if [[ $cache == HIT ]]; then
    [[ -z $upstream && $before_a == "$(renders_counted "$addr_a")" && $before_b == "$(renders_counted "$addr_b")" ]] ||
      fail "body $n was a HIT but reached an instance (upstream '$upstream')"
    cmp -s "$work/out/big-$((k - 1)).png" "$work/out/big-$k.png" || fail "the cached answer to body $n is not the bytes first rendered"
  fi
  big+="$n:$cache "
done
[[ $big == "big-1:MISS big-1:HIT big-2:MISS big-2:HIT max:MISS max:HIT " ]] ||
  fail "the large bodies gave '$big', not 'big-1:MISS big-1:HIT big-2:MISS big-2:HIT max:MISS max:HIT'"
cmp -s "$work/out/big-1.png" "$work/out/big-3.png" && fail "two ${big_bytes}-byte bodies one byte apart got the same image"
for n in big-1 big-2 max; do keyed_by_hash "$work/$n.json" || fail "no entry in nginx's cache is keyed by the SHA-256 of $n.json"; done
IFS='|' read -r status upstream cache < <(post "$work/over.json" /dev/null)
[[ $status == 413 && -z $upstream ]] || fail "a body of $((max_bytes + 1)) bytes answered '$status' from '$upstream', not 413 from nginx"
# No Content-Length (chunked): the same bytes as body 2, so the same key; an empty body has nothing
# to hash and is never cached (the instance answers it, every time).
IFS='|' read -r status upstream cache < <(post "$work/body-2.json" /dev/null -H 'Transfer-Encoding: chunked')
[[ $status == 200 && $cache == HIT ]] || fail "body 2 sent chunked answered '$status $cache', not '200 HIT' (the key is the body's bytes)"
empty=""
for k in 1 2; do
  IFS='|' read -r status upstream cache < <(post /dev/null /dev/null)
  [[ -n $upstream ]] || fail "an empty body was answered without an instance ($status $cache)"
  empty+="$status $cache "
done
[[ $empty == "400 BYPASS 400 BYPASS " ]] || fail "an empty body twice gave '$empty', not '400 BYPASS' twice"
say "   the key is the body's SHA-256 (njs): a ${big_bytes}-byte body (JSON whitespace around the demo): MISS, then HIT" \
  "with the same bytes and no render counted; a body one byte apart (byte $differ_at): MISS (another image), HIT;" \
  "a body of ${max_bytes} bytes (client_max_body_size): MISS, HIT; each entry's key ends in sha256sum of its body;" \
  "$((max_bytes + 1)) bytes: 413 from nginx; body 2 again chunked: HIT; an empty body: 400 BYPASS twice"

# --- 3. SIGTERM to A while it renders; nginx keeps answering from B ----------------------------
# With one worker, a second long render waits in A's queue behind the first: SIGTERM lands while
# one runs and one waits, and both must finish (accepted renders are not dropped).
source Benchmarks/generate-chat.sh
generate 1000 "$work/long-1.json"
sed 's/Message 0:/Message zero:/' "$work/long-1.json" >"$work/long-2.json"
long_started=$EPOCHREALTIME
for n in 1 2; do
  curl -s --max-time 30 -o "$work/out/long-$n.png" -w '%{http_code} %{time_total}\n' -H 'Content-Type: application/json' \
    --data-binary "@$work/long-$n.json" "http://$addr_a/v1/render?width=320&page=1" >"$work/long-$n.status" &
  long_curls+=($!)
done
a_busy_and_queued() {
  local metrics
  metrics=$(curl -s --max-time 2 "http://$addr_a/metrics")
  grep -q '^bubbles_render_workers_busy[^ ]* [1-9]' <<<"$metrics" && grep -q '^bubbles_render_queue_depth[^ ]* [1-9]' <<<"$metrics"
}
for ((i = 0; i < 500; i++)); do a_busy_and_queued && break; sleep 0.02; done
((i < 500)) || fail "A's /metrics never showed one render running and one queued (the two 1000-message renders)"
kill -TERM "$pid_a"
sigterm_at=$EPOCHREALTIME
for i in 11 12 13 14 15 16; do
  IFS='|' read -r status upstream cache < <(post "$(body "$i")" "$work/out/$i.png")
  [[ $status == 200 ]] || fail "body $i after A's SIGTERM answered $status (upstream '$upstream'), not 200"
  last=${upstream##*, }
  [[ $last == "$addr_b" ]] || fail "body $i after A's SIGTERM was answered by '$upstream', not B ($addr_b)"
done
longest=0
for n in 1 2; do
  wait "${long_curls[$((n - 1))]}" || fail "long render $n, accepted by A before its SIGTERM, did not complete (curl failed)"
  read -r long_status long_seconds <"$work/long-$n.status"
  [[ $long_status == 200 ]] || fail "long render $n, accepted by A before its SIGTERM, answered $long_status, not 200"
  longest=$(awk -v a="$longest" -v b="$long_seconds" 'BEGIN { print (b > a ? b : a) }')
done
# Milliseconds from SIGTERM to the end of the later render: above 0, or nothing was in flight.
after_ms=$(awk -v s="$long_started" -v t="$longest" -v k="$sigterm_at" 'BEGIN { printf "%d", (s + t - k) * 1000 }')
((after_ms > 0)) || fail "both long renders ended before SIGTERM reached A (${after_ms#-} ms), so nothing was in flight; make them longer"
a_gone() { ! kill -0 "$pid_a" 2>/dev/null; }
wait_until 20 a_gone || fail "A did not exit within 20 s of SIGTERM"
a_exit=0
wait "$pid_a" || a_exit=$?
[[ $a_exit == 0 ]] || fail "A exited with status $a_exit after SIGTERM, not 0"
a_stopped_ms=$(awk -v k="$sigterm_at" -v n="$EPOCHREALTIME" 'BEGIN { printf "%d", (n - k) * 1000 }')
IFS='|' read -r status upstream cache < <(post "$(body 17)" "$work/out/17.png")
[[ $status == 200 && ${upstream##*, } == "$addr_b" ]] || fail "after A exited, body 17 answered '$status' from '$upstream', not 200 from B"
# nginx's log names every attempt: A's draining 503, or 502 when the connection to A failed (A
# closing its idle connections or no longer listening), then B's 200.
retried_503=$(grep -c "upstream=$addr_a, $addr_b upstream_status=503, 200 " "$work/nginx/access.log" || true)
retried_502=$(grep -c "upstream=$addr_a, $addr_b upstream_status=502, 200 " "$work/nginx/access.log" || true)
say "3. SIGTERM to A while it renders one 1000-message body and has another queued: both finished 200, the" \
  "later ${after_ms} ms after the signal;" \
  "A exited 0 (gone within ${a_stopped_ms} ms of the signal, polled every 100 ms). 6 new bodies meanwhile and 1 after:" \
  "200 from B each; nginx retried on B $retried_503 that A answered 503 while draining and $retried_502 whose connection to A failed (502)"
say "two-instances: passed in $((SECONDS - started)) s (after the build)"
