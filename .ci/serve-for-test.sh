# Sourced by CI scripts that need a real `bubbles serve` on loopback:
#   serve_for_test BUBBLES_BINARY LOG_FILE [FLAG...]
# starts it on a free port (--port 0), waits until it listens and sets $server_pid and
# $server_url; stop_test_server ends it (call it from an EXIT trap). Fails with the log when it
# does not start within 10 s.
serve_for_test() {
  local bubbles=$1 log=$2
  shift 2
  "$bubbles" serve --port 0 "$@" >"$log" 2>&1 &
  server_pid=$!
  local port=
  for _ in $(seq 100); do
    port=$(grep -o 'listening on 127.0.0.1:[0-9]*' "$log" | head -1 | cut -d: -f2 || true)
    [[ -n $port ]] && break
    sleep 0.1
  done
  if [[ -z $port ]]; then
    echo "bubbles serve did not start:" >&2
    cat "$log" >&2
    return 1
  fi
  server_url=http://127.0.0.1:$port
}

stop_test_server() {
  if [[ -n ${server_pid:-} ]]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
}
