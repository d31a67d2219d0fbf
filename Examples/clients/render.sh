#!/usr/bin/env bash
# A client of `bubbles serve` with curl: a page, a thumbnail, a phone screen and a validation.
#   Examples/clients/render.sh http://127.0.0.1:8080 chat.json OUTPUT_FOLDER
# --fail-with-body makes curl exit 22 on an error answer and still print its problem+json.
set -euo pipefail
base=$1 chat=$2 out=$3
mkdir -p "$out"
post() { curl --silent --show-error --fail-with-body -H 'Content-Type: application/json' --data-binary "@$chat" "$@"; }
post "$base/v1/render?width=390&scale=2" -o "$out/page.png" -D "$out/page.headers"
post "$base/v1/thumbnail?w=320&h=320&fit=end&format=webp" -o "$out/thumbnail.webp"
post "$base/v1/render?screen=390x844&input-state=text&draft=Hi" -o "$out/screen.png"
post "$base/v1/validate" -o "$out/validation.json"
grep -i '^x-render-warnings:' "$out/page.headers"
cat "$out/validation.json"; echo
