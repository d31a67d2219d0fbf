#!/usr/bin/env bash
# Times zlib against libdeflate on the scanlines of our own renders (what PNG encoding compresses).
#   Benchmarks/png-compressors.sh [CONVERSATION.json ...]   (default: two corpus samples)
# Needs zlib1g-dev and Pillow (.ci/install-deps --test); builds the release binary.
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/release-bubbles.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bin=$(release_bubbles)
gcc -O2 Benchmarks/png-compressors.c -o "$work/compressors" -lz -ldeflate
inputs=("$@")
[[ ${#inputs[@]} -gt 0 ]] || inputs=(Examples/corpus/direct-basics.json Examples/corpus/group-rich-text.json)
for input in "${inputs[@]}"; do
  "$bin" render "$input" -o "$work/page.png" >/dev/null
  size=$(/usr/bin/python3 -c '
import sys
from PIL import Image
image = Image.open(sys.argv[1]).convert("RGB")
open(sys.argv[2], "wb").write(image.tobytes())
print(image.width, image.height)' "$work/page.png" "$work/page.rgb")
  echo "## $input (${size/ /x} px)"
  "$work/compressors" "$work/page.rgb" $size
done
