#!/usr/bin/env bash
# The flat writer (PNG levels 1 and 2) against libdeflate level 2 on the scanlines of our renders:
# the corpus's pages in the default theme and in Telegram's and WhatsApp's (wallpapers), and the
# 200-message chat's two pages. Prints a Markdown table (docs/performance.md, issue 31).
#   Benchmarks/png-writers.sh
# Needs libdeflate-dev and Pillow (.ci/install-deps --test); builds the release binary.
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/release-bubbles.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bin=$(release_bubbles)
codecs=Sources/CImageCodecs
gcc -O2 -I "$codecs/include" -I "$codecs" Benchmarks/png-writers.c "$codecs/flat_deflate.c" "$codecs/flat_huffman.c" "$codecs/png_rows.c" \
  -o "$work/writers" -ldeflate -lpthread
pages() {  # NAME INPUT [render options...]: each page of the render as NAME[-N]
  local name=$1 input=$2
  shift 2
  "$bin" render "$input" -o "$work/$name.png" -q "$@"
}
pages direct-basics Examples/corpus/direct-basics.json
pages group-rich-text Examples/corpus/group-rich-text.json
pages scripts-and-emoji Examples/corpus/scripts-and-emoji.json
pages media-gallery Examples/corpus/media-gallery.json 2>/dev/null
pages ai-answer Examples/corpus/ai-answer.json --theme chatgpt
pages direct-basics-telegram Examples/corpus/direct-basics.json --theme telegram
pages direct-basics-whatsapp Examples/corpus/direct-basics.json --theme whatsapp
pages long200 Benchmarks/inputs/long200.json
echo "| page | px | MiB of scanlines | libdeflate 2 ms | bytes | flat ms | bytes | speed | size | instructions |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---|"
for png in "$work"/*.png; do
  name=$(basename "$png" .png)
  size=$(/usr/bin/python3 -c '
import sys
from PIL import Image
image = Image.open(sys.argv[1]).convert("RGB")
open(sys.argv[2], "wb").write(image.tobytes())
print(image.width, image.height)' "$png" "$work/$name.rgb")
  # shellcheck disable=SC2086
  "$work/writers" "$name" "$work/$name.rgb" $size
done
