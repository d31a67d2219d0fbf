# Sourced by the benchmark scripts: `release_bubbles` builds the release `bubbles` as the README
# and the Makefile build it (the Swift runtime linked statically) and prints the binary's path.
release_bubbles() {
  swift build -c release --static-swift-stdlib --product bubbles >/dev/null || return 1
  echo "$(swift build -c release --show-bin-path)/bubbles"
}
