#!/usr/bin/env bash
# Load on quote-api's route of `bubbles serve` (issue 28): POST /generate.webp with a quote-api
# request of three messages (Benchmarks/inputs/quote-dialog.json: a same-sender pair and a reply,
# Cyrillic and an emoji, avatars as initials), a 512 px WebP sticker each, through the cases of
# Benchmarks/serve-load.sh: uncached (every body distinct: a number unique to the request
# appended to each text), cached, and 4x overload. Stickers per second per core: 1000 / the
# server's CPU ms per uncached response.
#   Benchmarks/generate-load.sh [seconds per case, default 10]
set -euo pipefail
cd "$(dirname "$0")/.."
SERVE_LOAD_PATH=/generate.webp SERVE_LOAD_BODY=Benchmarks/inputs/quote-dialog.json exec Benchmarks/serve-load.sh "$@"
