#!/usr/bin/env bash
# Builds the libFuzzer targets (address sanitizer on) and runs one or all of them for a time
# budget, each on its seeds plus the corpus it grew in earlier runs.
#   Fuzz/run.sh TARGET SECONDS [libFuzzer options...]
#   Fuzz/run.sh all SECONDS [libFuzzer options...]      one after the other, SECONDS each
# TARGET: conversation, theme, inbox, image, import, whatsapp, markdown, math or png (the PNG
# writer's C side alone, built with the address and undefined-behaviour sanitizers). Crashes,
# timeouts and out-of-memory inputs are kept in Fuzz/crashes/TARGET/ (the run then exits 1); the grown corpora in
# Fuzz/.build/corpus/TARGET/, the logs in Fuzz/.build/logs/TARGET.log. Extra options go to
# libFuzzer, e.g. `-fork=2 -ignore_crashes=1` to carry on past a crash and collect them all.
# FUZZ_JOBS=2 builds with two jobs (default 1: the machine is shared).
set -euo pipefail
cd "$(dirname "$0")"
fuzz=$PWD
root=$(cd .. && pwd)

usage() {
  echo "usage: Fuzz/run.sh conversation|theme|inbox|image|import|whatsapp|markdown|math|png|all SECONDS [libFuzzer options...]" >&2
  exit 64
}
[[ $# -ge 2 && $2 =~ ^[0-9]+$ ]] || usage
target=$1 seconds=$2
shift 2
case "$target" in
  conversation | theme | inbox | image | import | whatsapp | markdown | math | png) targets=("$target") ;;
  all) targets=(conversation theme inbox image import whatsapp markdown math png) ;;
  *) usage ;;
esac

"$root/.ci/install-deps"

# Coverage for libFuzzer and the address sanitizer, in the Swift code of both packages and in the
# C image shims. Not -sanitize=fuzzer: it links libFuzzer's `main` into every executable, the
# main package's build tool (EmbedThemesTool) too, which then fails to link. The targets start
# libFuzzer from their own `main` instead, from the library without one.
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
libfuzzer=$(find "$toolchain/lib/swift/clang/lib" -name 'libclang_rt.fuzzer_no_main-x86_64.a' | head -1)
[[ -n "$libfuzzer" ]] || { echo "run.sh: libclang_rt.fuzzer_no_main not found in $toolchain" >&2; exit 1; }
swift build --package-path "$fuzz" -c debug -j "${FUZZ_JOBS:-1}" \
  -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
  -Xcc -fsanitize=fuzzer-no-link,address -Xlinker "$libfuzzer" -Xlinker -lstdc++ >"$fuzz/.build-log.txt" 2>&1 || {
  grep -v "Cannot export local symbol" "$fuzz/.build-log.txt" | tail -40 >&2
  exit 1
}
rm -f "$fuzz/.build-log.txt"
bin=$(swift build --package-path "$fuzz" -c debug --show-bin-path)

# The PNG writer's target is C only: the toolchain's clang builds it with libFuzzer and both
# sanitizers straight from the sources the package compiles.
codecs=$root/Sources/CImageCodecs
rm -f "$bin/FuzzPNGWriter"
"$toolchain/bin/clang" -g -O1 -fuse-ld=lld -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
  -I "$codecs/include" -I "$codecs" "$fuzz/c/png_writer.c" "$codecs/flat_deflate.c" "$codecs/flat_huffman.c" \
  "$codecs/png_encode.c" "$codecs/png_piece.c" "$codecs/png_rows.c" "$codecs/deflate_walk.c" -ldeflate -lz -o "$bin/FuzzPNGWriter" \
  2>&1 | grep -v "Cannot export local symbol" >&2 || true
[[ -x "$bin/FuzzPNGWriter" ]] || { echo "run.sh: the png target did not build" >&2; exit 1; }

product() {
  case "$1" in
    conversation) echo FuzzConversation ;;
    theme) echo FuzzTheme ;;
    inbox) echo FuzzInbox ;;
    image) echo FuzzImage ;;
    import) echo FuzzImport ;;
    whatsapp) echo FuzzWhatsApp ;;
    markdown) echo FuzzMarkdown ;;
    math) echo FuzzMath ;;
    png) echo FuzzPNGWriter ;;
  esac
}

# The seeds of a target, copied into one folder (libFuzzer reads folders, and a sample's
# neighbours, such as Examples/corpus/media, are not seeds for every target).
seed() {
  local name=$1 folder=$fuzz/.build/seeds/$1
  rm -rf "$folder" && mkdir -p "$folder"
  case "$name" in
    conversation) cp "$root"/Examples/corpus/*.json "$folder/" ;;
    theme) cp "$root"/Themes/*.json "$root"/Examples/inbox/wechat-screen.json "$folder/" && rm -f "$folder/theme.schema.json" ;;
    inbox) cp "$fuzz"/seeds/inbox/*.json "$folder/" ;;
    markdown) cp "$fuzz"/seeds/markdown/*.md "$folder/" ;;
    png) cp "$fuzz"/seeds/png/* "$folder/" ;;
    image) cp "$fuzz"/seeds/image/* "$root"/Examples/corpus/media/* "$folder/" ;;
    import) for export in "$root"/Examples/exports/telegram/*/result.json; do
        cp "$export" "$folder/telegram-$(basename "$(dirname "$export")").json"
      done
      cp "$fuzz"/seeds/import/*.json "$fuzz"/seeds/import/*.txt "$fuzz"/seeds/import/*.csv "$fuzz"/seeds/import/*.html "$folder/" ;;
    # A first byte (the font size the target picks) before each formula.
    math)
      for formula in "$fuzz"/seeds/math/*.tex; do
        { printf '\x10'; cat "$formula"; } >"$folder/$(basename "$formula")"
      done ;;
    # A first byte (the date order the target picks) before each chat.
    whatsapp)
      for chat in "$fuzz"/seeds/whatsapp/*.txt "$root"/Examples/exports/whatsapp/*/*.txt \
        "$root"/Examples/exports/whatsapp/*.zip "$root"/Examples/exports/whatsapp/hostile/*.zip; do
        { printf '\0'; cat "$chat"; } >"$folder/$(basename "$chat" | tr ' ' '-')"
      done ;;
  esac
  echo "$folder"
}

options() {
  case "$1" in
    image | png) echo "-max_len=65536" ;;
    whatsapp) echo "-max_len=32768 -dict=$fuzz/whatsapp.dict" ;;
    markdown) echo "-max_len=32768 -dict=$fuzz/markdown.dict" ;;
    math) echo "-max_len=4096 -dict=$fuzz/math.dict" ;;
    *) echo "-max_len=32768 -dict=$fuzz/json.dict" ;;
  esac
}

failed=0
for name in "${targets[@]}"; do
  corpus=$fuzz/.build/corpus/$name crashes=$fuzz/crashes/$name log=$fuzz/.build/logs/$name.log
  mkdir -p "$corpus" "$crashes" "$(dirname "$log")"
  seeds=$(seed "$name")
  before=$(find "$crashes" -type f | wc -l)
  # Swift's own backtracer would hold a crashing process for its report: libFuzzer and ASan
  # report instead. Leak checks are on (a Swift value leaked per input would grow unbounded).
  # shellcheck disable=SC2046
  SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$root/.ci/lsan-suppressions.txt:print_suppressions=0" "$bin/$(product "$name")" "$corpus" "$seeds" \
    -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2560 -print_final_stats=1 \
    -artifact_prefix="$crashes/" $(options "$name") "$@" >"$log" 2>&1 || true
  after=$(find "$crashes" -type f | wc -l)
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || echo "?")
  coverage=$(grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9]+[a-zA-Z]*' "$log" | tail -1 || true)
  echo "fuzz $name: ${seconds}s, $runs runs, ${coverage:-no coverage line}, $((after - before)) new finding(s) in Fuzz/crashes/$name (log: Fuzz/.build/logs/$name.log)"
  if [[ $after -gt $before ]]; then
    failed=1
    grep -E "^(SUMMARY|==[0-9]+==ERROR)|Fatal error|deadly signal|ALARM|out-of-memory" "$log" | head -5 >&2 || true
  fi
done
exit "$failed"
