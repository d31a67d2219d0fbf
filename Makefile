# Builds and installs the `bubbles` tool, its shell completions and its man page.
#
#   make                                   # release build, completions and man page
#   make install PREFIX=/usr/local         # DESTDIR is honoured, for packagers
#   make uninstall PREFIX=/usr/local
#
# SCRATCH keeps this build apart from another one in the same tree (`swift build --scratch-path`).
# SWIFT_BUILD_FLAGS adds flags to the release build. The Swift runtime and Foundation are linked
# statically (--static-swift-stdlib): the binary needs no toolchain at run time, and a cold process
# starts faster without loading and binding 14 more shared libraries (docs/performance.md).

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
SCRATCH ?= .build
SWIFT_BUILD_FLAGS ?=

BINDIR := $(DESTDIR)$(PREFIX)/bin
SHAREDIR := $(DESTDIR)$(PREFIX)/share
BASH_DIR := $(SHAREDIR)/bash-completion/completions
ZSH_DIR := $(SHAREDIR)/zsh/site-functions
FISH_DIR := $(SHAREDIR)/fish/vendor_completions.d
MAN_DIR := $(SHAREDIR)/man/man1

SWIFT_RELEASE := $(SWIFT) build -c release --static-swift-stdlib --scratch-path $(SCRATCH) $(SWIFT_BUILD_FLAGS)
GENERATED := $(SCRATCH)/bubbles-share

.PHONY: all build completions man install uninstall clean-generated

all: build completions man

# The binary is copied aside, where the completions and the man page are made from it.
build:
	$(SWIFT_RELEASE) --product bubbles
	mkdir -p $(GENERATED)
	cp "$$($(SWIFT_RELEASE) --show-bin-path)/bubbles" $(GENERATED)/bubbles

# The completion scripts come from the binary itself (swift-argument-parser).
completions: build
	$(GENERATED)/bubbles --generate-completion-script bash > $(GENERATED)/bubbles.bash
	$(GENERATED)/bubbles --generate-completion-script zsh > $(GENERATED)/_bubbles
	$(GENERATED)/bubbles --generate-completion-script fish > $(GENERATED)/bubbles.fish

# The binary writes its man page: every command's help, and the exit statuses and environment
# variables it has (docs/bubbles.1 is the same page, kept by .ci/generate-references).
man: build
	$(GENERATED)/bubbles manual > $(GENERATED)/bubbles.1

install: all
	install -d $(BINDIR) $(BASH_DIR) $(ZSH_DIR) $(FISH_DIR) $(MAN_DIR)
	install -m 755 $(GENERATED)/bubbles $(BINDIR)/bubbles
	install -m 644 $(GENERATED)/bubbles.bash $(BASH_DIR)/bubbles
	install -m 644 $(GENERATED)/_bubbles $(ZSH_DIR)/_bubbles
	install -m 644 $(GENERATED)/bubbles.fish $(FISH_DIR)/bubbles.fish
	install -m 644 $(GENERATED)/bubbles.1 $(MAN_DIR)/bubbles.1

uninstall:
	rm -f $(BINDIR)/bubbles $(BASH_DIR)/bubbles $(ZSH_DIR)/_bubbles $(FISH_DIR)/bubbles.fish $(MAN_DIR)/bubbles.1

clean-generated:
	rm -rf $(GENERATED)
