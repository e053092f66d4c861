# Stateboard: `make demo` and `make test` are all a newcomer needs. Both install what is
# missing first (Debian/Ubuntu: apt-get; macOS: they say what to brew), then build.

SWIFT ?= swift
OUT ?= stateboard-out
# What the build and the renderer need: the C libraries (with headers), fontconfig and the
# pinned fonts (Inter stands in for SF Pro; Noto for Chinese/Japanese/Korean, Arabic, Hebrew, emoji).
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev librsvg2-dev libpng-dev libfreetype-dev fontconfig \
	fonts-inter fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji chromium
BREW_PACKAGES := pkg-config cairo pango librsvg libpng freetype fontconfig
SUDO := $(shell if [ "$$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then echo sudo; fi)

.PHONY: all deps build demo test bench clean help

all: build

help:
	@echo "make demo   install what is missing, build, render the examples and say where they are"
	@echo "make test   install what is missing, build, run every test"
	@echo "make bench  benchmarks (release build)"

deps:
	@command -v $(SWIFT) >/dev/null 2>&1 || { echo "error: no Swift toolchain found; install Swift 6 from swift.org"; exit 3; }
	@if [ "$$(uname)" = Darwin ]; then \
		if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists cairo pangocairo librsvg-2.0 libpng; then \
			echo "Missing libraries. On macOS run:"; \
			echo "  brew install $(BREW_PACKAGES)"; \
			echo "  brew install --cask font-inter font-noto-sans-cjk-sc font-noto-sans-arabic font-noto-sans-hebrew font-noto-color-emoji"; \
			exit 3; \
		fi; \
	else \
		missing=""; \
		for p in $(APT_PACKAGES); do \
			dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || missing="$$missing $$p"; \
		done; \
		if [ -n "$$missing" ]; then \
			echo "Installing Debian packages:$$missing"; \
			$(SUDO) apt-get update -qq && \
			DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing >/dev/null || \
			{ echo "error: apt-get could not install:$$missing"; exit 3; }; \
		fi; \
	fi

build: deps
	$(SWIFT) build --product stateboard

demo: build
	@$(SWIFT) run --skip-build stateboard render --out $(OUT)
	@echo ""
	@echo "Every state of the default theme is in $(OUT)/ios/ (a contact sheet per screen: $(OUT)/ios/*/contact-sheet.png)."
	@echo "Open $(OUT)/index.html to review them all."

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) run --skip-build stateboard validate Themes/*
	@echo "Verifying the bundled themes against Snapshots/ (release build: a failing run stays fast; report in .build/verify-report):"
	$(SWIFT) build -c release --product stateboard
	.build/release/stateboard verify --report .build/verify-report
	$(SWIFT) test --skip-build
	@echo "Rendering in parallel under the thread sanitizer:"
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --filter RendererBehaviourTests

bench: deps
	$(SWIFT) build -c release --product stateboard
	$(SWIFT) run -c release stateboard-bench

clean:
	rm -rf .build $(OUT)
