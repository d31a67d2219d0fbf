# Sourced by the benchmark scripts: `generate N FILE` writes a group conversation of N messages
# mixing Latin, CJK, emoji and statuses (deterministic, so runs compare).
generate() {
  local count=$1 file=$2 sep=""
  {
    printf '{ "kind": "group", "me": "me", "participants": [{ "id": "me" }, { "id": "ann", "name": "Ann Lee" }, { "id": "li", "name": "李雷" }], "messages": ['
    for ((i = 0; i < count; i++)); do
      case $((i % 4)) in
        0) text="Message $i: are we still on for the hike on Saturday? 👍" ; from=ann ;;
        1) text="好的，第 $i 条消息。明天见 ☀️" ; from=li ;;
        2) text="Sure! Number $i, with a longer line that has to wrap inside the bubble at least once." ; from=me ;;
        3) text="😂😂" ; from=ann ;;
      esac
      printf '%s{ "id": "m%d", "from": "%s", "time": %d, "status": "read", "text": "%s" }' "$sep" "$i" "$from" $((1763600000 + i * 90)) "$text"
      sep=","
    done
    printf '] }\n'
  } > "$file"
}
