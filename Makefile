# Stateboard: `make demo` and `make test` are all a newcomer needs. Both install what is
# missing first (Debian/Ubuntu: apt-get; macOS: they say what to brew), then build.

SWIFT ?= swift
OUT ?= stateboard-out
# What the build and the renderer need: the C libraries (with headers), fontconfig and the
# pinned fonts (Inter stands in for SF Pro; Noto for Chinese/Japanese/Korean, Arabic, Hebrew, emoji,
# and, from fonts-noto-core, every other script iOS's system font falls back to; fonts-noto-cjk-extra
# and fonts-noto-extra add every weight of them, so a semibold text style is semibold in every
# script). strace: the
# hostile-input tests check which files a refused run opened.
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev librsvg2-dev libpng-dev libdeflate-dev libfreetype-dev libpoppler-glib-dev libjpeg-dev libheif-dev fontconfig \
	fonts-inter fonts-noto-cjk fonts-noto-cjk-extra fonts-noto-core fonts-noto-extra fonts-noto-color-emoji chromium python3-pip unzip strace
BREW_PACKAGES := pkg-config cairo pango librsvg libpng libdeflate freetype poppler jpeg-turbo libheif fontconfig
# The symbol set SF Symbols names are drawn from: Lucide's SVGs (ISC/MIT), taken from its Python
# package (pinned: the references were drawn with it) into the user's data folder, where the
# renderer looks for it (STATEBOARD_SYMBOLS overrides). Nothing of it enters the repository.
SYMBOLS_SET := lucide-1.1.4
SYMBOLS_PACKAGE := lucide==1.1.4
SYMBOLS_DIR ?= $(or $(XDG_DATA_HOME),$(HOME)/.local/share)/stateboard/symbols/$(SYMBOLS_SET)
SUDO := $(shell if [ "$$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then echo sudo; fi)

.PHONY: all deps symbols build demo test test-steps race-build race-check bench bench-scale clean clean-modules format format-check help fuzz fuzz-build sanitize leaks docs typecheck-times \
	install uninstall api-check symbol-sheet symbol-sheet-check

all: build

help:
	@echo "make demo   install what is missing, build, render the examples and say where they are"
	@echo "make test   install what is missing, build, run every test"
	@echo "make install  the stateboard command into PREFIX/bin (release build; PREFIX=/usr/local by default)"
	@echo "make api-check  the Stateboard library's public API against the last version tag (part of make test)"
	@echo "make bench  benchmarks (release build)"
	@echo "make bench-scale  peak memory of render, record and serve at 1,000 / 10,000 / 50,000 images (long)"
	@echo "make symbol-sheet  render the sheet of the symbols Stateboard draws into docs/images/symbols.png (symbol-sheet-check: compare)"
	@echo "make docs   the DocC catalogue (articles, tutorial, API) into .build/docs, warnings as errors"
	@echo "make fuzz   libFuzzer over the theme and scene decoders, the resolver, layout, the app's string files, asset catalogs, markup and PDF images (FUZZ_SECONDS each)"
	@echo "make sanitize  every test under the address and the thread sanitizer"
	@echo "make leaks  the leak tests (a draw that throws half-way) under AddressSanitizer with LeakSanitizer on"
	@echo "make format  swift-format the code with .swift-format (make format-check: report only)"
	@echo "make typecheck-times  the functions and expressions the type checker spends longest on (over TYPECHECK_MS, 200 by default)"
	@echo "make clean-modules  recompile Stateboard's own modules and the example's on the next build (after a struct's stored properties changed, a type moved module or a C target gained a header)"

deps:
	@command -v $(SWIFT) >/dev/null 2>&1 || { echo "error: no Swift toolchain found; install Swift 6 from swift.org"; exit 3; }
	@if [ "$$(uname)" = Darwin ]; then \
		if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists cairo pangocairo librsvg-2.0 libpng libdeflate poppler-glib libjpeg libheif; then \
			echo "Missing libraries. On macOS run:"; \
			echo "  brew install $(BREW_PACKAGES)"; \
			echo "  export PKG_CONFIG_PATH=\"\$$(brew --prefix jpeg-turbo)/lib/pkgconfig:\$$PKG_CONFIG_PATH\"   # jpeg-turbo is keg-only"; \
			echo "  brew install --cask font-inter font-noto-sans-cjk-sc font-noto-sans-arabic font-noto-sans-hebrew font-noto-color-emoji"; \
			echo "  brew install --cask font-noto-sans-thai font-noto-sans-devanagari …   # the Noto face of each other script your app ships (docs/Drawing.md)"; \
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
	@$(MAKE) --no-print-directory symbols

# Installs the symbol set once (staged, then renamed into place).
symbols:
	@if [ ! -f "$(SYMBOLS_DIR)/inbox.svg" ]; then \
		echo "Installing the symbol set $(SYMBOLS_SET) ($(SYMBOLS_PACKAGE) from PyPI) into $(SYMBOLS_DIR)"; \
		stage="$$(mktemp -d)" && \
		python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary :all: -d "$$stage" $(SYMBOLS_PACKAGE) && \
		unzip -q -o "$$stage"/lucide-*.whl 'lucide/lucide.zip' 'lucide-*.dist-info/licenses/LICENSE' -d "$$stage/wheel" && \
		mkdir -p "$$stage/set" && unzip -q -o "$$stage/wheel/lucide/lucide.zip" '*.svg' -d "$$stage/set" && \
		cp "$$stage"/wheel/lucide-*.dist-info/licenses/LICENSE "$$stage/set/LICENSE" && \
		mkdir -p "$$(dirname "$(SYMBOLS_DIR)")" && rm -rf "$(SYMBOLS_DIR)" && mv "$$stage/set" "$(SYMBOLS_DIR)" && rm -rf "$$stage" || \
		{ echo "error: could not install the symbol set $(SYMBOLS_PACKAGE) (python3 -m pip download)"; exit 3; }; \
	fi

build: deps
	$(SWIFT) build --product stateboard

# The sheet of the symbols Stateboard draws itself (docs/Symbols.md): the scene the tool writes,
# rendered by the tool. symbol-sheet-check fails when the committed sheet is not what it draws now.
SYMBOL_SHEET := docs/images/symbols.png
symbol-sheet: build
	@scene="$$(mktemp --suffix=.yaml)" && .build/debug/stateboard symbols --sheet-scene > "$$scene" && \
		.build/debug/stateboard render-scene "$$scene" -o $(SYMBOL_SHEET) --scale 2; status=$$?; rm -f "$$scene"; exit $$status
symbol-sheet-check: build
	@scene="$$(mktemp --suffix=.yaml)" && out="$$(mktemp --suffix=.png)" && .build/debug/stateboard symbols --sheet-scene > "$$scene" && \
		.build/debug/stateboard render-scene "$$scene" -o "$$out" --scale 2 && cmp -s "$$out" $(SYMBOL_SHEET); status=$$?; rm -f "$$scene" "$$out"; \
		[ $$status = 0 ] || { echo "error: $(SYMBOL_SHEET) is not what Stateboard draws now: run make symbol-sheet"; exit 1; }

demo: build
	@$(SWIFT) run --skip-build stateboard render --out $(OUT)
	@echo ""
	@echo "Every state of the default theme is in $(OUT)/ios/ (a contact sheet per screen: $(OUT)/ios/*/contact-sheet.png)."
	@echo "Open $(OUT)/index.html to review them all."

# `make test` times itself (wall and CPU) into .build/make-test-time.txt; `make bench` prints it.
test: deps
	@start=$$(date +%s); $(MAKE) --no-print-directory test-steps || exit 1; end=$$(date +%s); \
		mkdir -p .build; times > .build/make-test-cpu.txt; cpu=$$(tail -1 .build/make-test-cpu.txt); \
		echo "$$(( (end - start) / 60 )) min $$(( (end - start) % 60 )) s wall, CPU user+system of the steps: $$cpu" | tee .build/make-test-time.txt

# One debug build serves the tests, validate, verify and the example package's tests (lint of the
# bundled themes is a suite's, not a step of its own: the same check twice cost half a minute): with
# STATEBOARD_EXAMPLE set, Package.swift adds Examples/InboxScreen's targets to this build (its own
# manifest, which users build, is resolved as well). The thread sanitizer's check builds the library
# alone, into .build-race.
test-steps: export STATEBOARD_EXAMPLE = 1
test-steps:
	@mkdir -p .build
	@echo "Functions over 60 lines without a written reason (the house rule; .ci/long-functions.py):"
	@out=$$(python3 .ci/long-functions.py --check Sources) || { echo "$$out"; exit 1; }; echo "$$out" | tail -1
	@echo "$(SWIFT) build --build-tests"
	@{ $(SWIFT) build --build-tests 2>&1; echo $$? > .build/build-status; } | tee .build/build.log; \
		[ "$$(cat .build/build-status)" = 0 ] || exit 1; \
		if grep -E '^$(CURDIR)/(Sources|Tests|Examples)/[^:]+:[0-9]+:[0-9]+: warning:' .build/build.log; then \
			echo "error: the build warns about Stateboard's own code (above, in .build/build.log): fix it, Stateboard builds without warnings"; exit 1; fi
	.build/debug/stateboard validate Themes/*
	@echo "Verifying the bundled themes against Snapshots/ (report in .build/verify-report):"
	.build/debug/stateboard verify --report .build/verify-report
	@echo "Every suite but the live preview's, with the example app package's (Examples/InboxScreen: its screen model and snapshot tests;"
	@echo "LintTests.bundledThemesHaveNoLintErrors lints the bundled themes, errors failing it):"
	$(SWIFT) test --skip-build --skip StateboardServerTests
	@echo "Side by side: the live preview's server and browser tests, in a process of their own (they mostly wait on a"
	@echo "browser); the thread sanitizer's check (its own build folder); the example package's manifest; the DocC"
	@echo "catalogue, warnings as errors (its build waits for the server tests to release .build), then the library's API"
	@echo "against the last version tag (make api-check):"
	@$(SWIFT) test --skip-build --filter StateboardServerTests > .build/server-tests.log 2>&1 & server=$$!; \
		$(MAKE) --no-print-directory race-check > .build/race-check.log 2>&1 & race=$$!; status=0; \
		env -u STATEBOARD_EXAMPLE $(SWIFT) package --package-path Examples/InboxScreen describe --type json > /dev/null || status=1; \
		if $(MAKE) --no-print-directory docs > .build/docs.log 2>&1; then grep -E "^Documentation: " .build/docs.log; \
		else echo "DocC failed (.build/docs.log):"; grep -E "error|warning" .build/docs.log | head -40; status=1; fi; \
		if $(MAKE) --no-print-directory api-check > .build/api-check.log 2>&1; then grep -E "^API check skipped|^No breaking changes" .build/api-check.log; \
		else echo "The API check found breaking changes (.build/api-check.log; see make api-check in the Makefile):"; \
			grep -E "API breakage|💔|error" .build/api-check.log | head -40; status=1; fi; \
		if wait $$server; then grep -E "^. Test run with" .build/server-tests.log; \
		else echo "The live preview's tests failed (.build/server-tests.log):"; grep -E "✘|error:" .build/server-tests.log | head -40; status=1; fi; \
		if wait $$race; then grep -E "^(verify|render), " .build/race-check.log; \
		else echo "The thread sanitizer's check failed (.build/race-check.log):"; tail -60 .build/race-check.log; status=1; fi; \
		exit $$status

# The command as a tool on the PATH: a release build, one binary copied into $(PREFIX)/bin (the
# bundled themes are compiled into it). On Linux the Swift runtime is linked in statically, so the
# binary runs without a toolchain; the C libraries, fonts and symbol set come from `make deps`.
# sudo is used for the copy only, when the folder is not writable (the build stays the user's).
PREFIX ?= /usr/local
INSTALL_DIR = $(DESTDIR)$(PREFIX)/bin
STATIC_STDLIB := $(shell [ "$$(uname)" = Linux ] && echo --static-swift-stdlib)
install: deps
	$(SWIFT) build -c release --product stateboard $(STATIC_STDLIB)
	@bin="$$($(SWIFT) build -c release --show-bin-path)/stateboard"; \
		if mkdir -p "$(INSTALL_DIR)" 2>/dev/null && [ -w "$(INSTALL_DIR)" ]; then sudo=""; else sudo="$(SUDO)"; fi; \
		$$sudo mkdir -p "$(INSTALL_DIR)" && $$sudo install -m 755 "$$bin" "$(INSTALL_DIR)/stateboard" || exit 1; \
		echo "Installed $(INSTALL_DIR)/stateboard: try stateboard render, then open stateboard-out/index.html"

uninstall:
	@if [ -w "$(INSTALL_DIR)" ]; then rm -f "$(INSTALL_DIR)/stateboard"; else $(SUDO) rm -f "$(INSTALL_DIR)/stateboard"; fi
	@echo "Removed $(INSTALL_DIR)/stateboard"

# The Stateboard library's public API (the product's modules) against the last version tag, so a
# break is a decision, never an accident: a rename keeps a deprecated spelling (Sources/Stateboard/
# Deprecations.swift), and a break that is meant is listed, with its reason, in
# .ci/api-breakage-allowlist.txt and in CHANGELOG.md. The tag's API is built once in a folder of
# its own and kept in .build/api-baseline (by commit); a clone with no tag (a shallow clone) skips the
# check and says so. API_BASELINE=<treeish> compares with another revision.
# The tool compares the modules a library product names: Package.swift's Stateboard product names
# every module it re-exports. 0.1.0's named its own module alone, so against a baseline like it the
# two modules it has are compared (--targets): the tool rebuilds the whole baseline on every run
# while any module it is asked for has no baseline file, and there it never would.
API_BASELINE ?= $(shell git describe --tags --abbrev=0 --match '[0-9]*.[0-9]*.[0-9]*' 2>/dev/null)
API_SCOPE = $(if $(shell git show "$(API_BASELINE):Package.swift" 2>/dev/null | grep -F '"Stateboard", "StateboardCore"'),--products,--targets) \
	Stateboard StateboardSnapshotTesting
api-check:
	@if [ -z "$(API_BASELINE)" ]; then \
		echo "API check skipped: this clone has no version tag (a shallow clone?); git fetch --tags, then make api-check"; \
	else \
		echo "Checking the Stateboard library's public API against $(API_BASELINE):"; \
		STATEBOARD_API_CHECK=1 $(SWIFT) package diagnose-api-breaking-changes "$(API_BASELINE)" $(API_SCOPE) \
			--baseline-dir .build/api-baseline --breakage-allowlist-path .ci/api-breakage-allowlist.txt; \
	fi

# The thread sanitizer over the library's concurrent paths (Tests/RaceCheck: verify a slice of every
# bundled theme with 4 jobs, then an incremental render twice), built with the library alone into
# .build-race; a data race halts it. `make sanitize` runs every test under the sanitizers.
# Line tables only (-gline-tables-only): the reports keep their file:line, and the instrumented
# build costs a quarter less (75 against 100 CPU-s here).
race-build: deps
	env -u STATEBOARD_EXAMPLE STATEBOARD_RACE_CHECK=1 $(SWIFT) build --sanitize=thread --scratch-path .build-race --product StateboardRaceCheck \
		-Xswiftc -gline-tables-only

race-check: race-build
	TSAN_OPTIONS=halt_on_error=1 .build-race/debug/StateboardRaceCheck

# Fuzzing: each entry point is its own executable (Tests/Fuzz/<name>), declared only when
# STATEBOARD_FUZZ is set and built with -sanitize=fuzzer,address into .build-fuzz. Seeds: the
# bundled themes, the hostile corpus, the scene files and earlier findings (Tests/FuzzRegressions,
# which `make test` replays). New crash inputs land in .build-fuzz/crashes/<name>/. Leak detection
# is off, as in `make sanitize`: a static built on first use (the node-kind registry) reads as a
# leak of the input that first touched it.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= FuzzThemeDecoder FuzzSceneDecoder FuzzResolver FuzzLayout FuzzStringCatalog FuzzStringsFiles FuzzAssetCatalog FuzzMarkup FuzzPDF
FUZZ_FLAGS := --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address
fuzz-build: deps
	@for t in $(FUZZ_TARGETS); do STATEBOARD_FUZZ=1 $(SWIFT) build $(FUZZ_FLAGS) --product $$t || exit 1; done

fuzz: fuzz-build
	@status=0; for t in $(FUZZ_TARGETS); do \
		mkdir -p .build-fuzz/corpus/$$t .build-fuzz/crashes/$$t; \
		case $$t in \
			FuzzThemeDecoder|FuzzResolver) for f in Themes/*/theme.yaml Tests/Hostile/*/theme.yaml; do [ -f "$$f" ] && cp "$$f" .build-fuzz/corpus/$$t/seed-$$(echo $$f | tr / _); done ;; \
			FuzzStringCatalog) for f in $$(find Tests/Fixtures Tests/Hostile -name '*.xcstrings'); do cp "$$f" .build-fuzz/corpus/$$t/seed-$$(echo $$f | tr / _); done ;; \
			FuzzStringsFiles) for f in $$(find Tests/Fixtures Tests/Hostile -name '*.strings' -o -name '*.stringsdict'); do cp "$$f" .build-fuzz/corpus/$$t/seed-$$(echo $$f | tr / _); done ;; \
			FuzzAssetCatalog) for f in $$(find Tests/Fixtures Tests/Hostile -path '*.xcassets/*' -name Contents.json); do cp "$$f" .build-fuzz/corpus/$$t/seed-$$(echo $$f | tr / _); done ;; \
			FuzzMarkup) ;; \
			FuzzPDF) for f in $$(find Tests/Fixtures Tests/Hostile -name '*.pdf'); do cp "$$f" .build-fuzz/corpus/$$t/seed-$$(echo $$f | tr / _); done ;; \
			*) for f in Tests/Scenes/*.yaml Tests/Hostile/*/scene.yaml; do [ -f "$$f" ] && cp "$$f" .build-fuzz/corpus/$$t/seed-$$(echo $$f | tr / _); done ;; \
		esac; \
		[ -d Tests/FuzzRegressions/$$t ] && cp Tests/FuzzRegressions/$$t/* .build-fuzz/corpus/$$t/ 2>/dev/null; \
		echo "fuzzing $$t for $(FUZZ_SECONDS) s"; \
		STATEBOARD_FUZZ=1 STATEBOARD_LIMITS="yamlNodes=20000,nodes=2000" ASAN_OPTIONS=detect_leaks=0 .build-fuzz/debug/$$t .build-fuzz/corpus/$$t -max_total_time=$(FUZZ_SECONDS) -timeout=30 -rss_limit_mb=2048 \
			-max_len=65536 -artifact_prefix=.build-fuzz/crashes/$$t/ -print_final_stats=1 || status=1; \
	done; exit $$status

# Every test under AddressSanitizer, then under ThreadSanitizer (scratch paths .build-asan, .build-tsan).
# Leak detection is off: Foundation's process-lifetime allocations (the build plugin's tool) read as leaks.
sanitize: deps
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan

# A draw that throws half-way frees its Cairo contexts and surfaces: the leak tests
# (Tests/StateboardLeakTests) under AddressSanitizer with LeakSanitizer on. STATEBOARD_LEAKS cuts
# the package down to the Render module, what it needs and these tests, so the sanitized build in
# .build-leaks is a small one. Tests/lsan-suppressions.txt forgives what lives as long as the
# process (fontconfig's caches, Swift statics LeakSanitizer cannot see a pointer to), never Cairo.
leaks: deps
	STATEBOARD_LEAKS=1 $(SWIFT) build --build-tests --sanitize=address --scratch-path .build-leaks
	STATEBOARD_LEAKS=1 ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-leaks

# The DocC catalogue (Sources/Stateboard/Stateboard.docc) and the API, as a static site.
docs: deps
	$(SWIFT) package --disable-sandbox generate-documentation --target Stateboard --warnings-as-errors \
		--transform-for-static-hosting --output-path .build/docs
	@echo "Documentation: .build/docs (a static site: serve the folder, e.g. python3 -m http.server -d .build/docs,"
	@echo "and open http://localhost:8000/documentation/stateboard; on macOS: swift package --disable-sandbox preview-documentation --target Stateboard)"

# BENCH_BASELINE=path/to/an/older/release/stateboard: the matrix group times that build's
# `render --jobs 1` in the same run, alternating with this build's (old beside new).
bench: deps
	$(SWIFT) build -c release --product stateboard
	$(SWIFT) run -c release stateboard-bench $(if $(BENCH_BASELINE),--baseline $(BENCH_BASELINE))
	@echo "A passing and a failing snapshot test in a debug build (as a developer's tests run):"
	@STATEBOARD_EXAMPLE=1 $(SWIFT) build --build-tests >/dev/null
	@STATEBOARD_EXAMPLE=1 STATEBOARD_BENCH=1 $(SWIFT) test --skip-build --filter SnapshotCostBenchmark 2>&1 | grep -E '^snapshot|✘|error'

# Peak memory of render, render again and record at the issue's three matrix sizes (1,000 /
# 10,000 / 50,000 images, `variants` shape): about an hour and a half on a quiet 2-core machine,
# so not part of `make bench` (which measures 1,000 / 5,000 / 10,000). BENCH_BASELINE=path/to/an/
# older/release/stateboard measures that build in the same run, a row each (old beside new).
bench-scale: deps
	$(SWIFT) build -c release --product stateboard
	$(SWIFT) run -c release stateboard-bench scale --scale-sizes 1000,10000,50000 --scale-shapes variants \
		--scale-commands validate,render,rerender,record,serve $(if $(BENCH_BASELINE),--scale-baseline $(BENCH_BASELINE))

# The functions and expressions the type checker spends longest on, slowest first: a debug build
# of the package and its tests in a folder of its own (.build-typecheck), Stateboard's own modules
# recompiled each time, with the compiler's warnings for bodies and expressions over TYPECHECK_MS.
# (One expression in a test, a sum inside `#require`, once cost every build 15 s.)
TYPECHECK_MS ?= 200
typecheck-times: deps
	@mkdir -p .build-typecheck; find .build-typecheck/*/debug -path '*/[Ss]tateboard*.build/*.o' -delete 2>/dev/null; rm -rf .build-typecheck/*/debug/Modules/Stateboard* .build-typecheck/*/debug/Modules/stateboard*
	@STATEBOARD_EXAMPLE=1 $(SWIFT) build --build-tests --scratch-path .build-typecheck \
		-Xswiftc -Xfrontend -Xswiftc -warn-long-function-bodies=$(TYPECHECK_MS) \
		-Xswiftc -Xfrontend -Xswiftc -warn-long-expression-type-checking=$(TYPECHECK_MS) > .build-typecheck/build.log 2>&1 || \
		{ tail -20 .build-typecheck/build.log; exit 1; }
	@echo "Type-checked in over $(TYPECHECK_MS) ms (ms, where, what):"
	@grep -E "^/.*: warning: .* took [0-9]+ms to type-check" .build-typecheck/build.log | \
		sed -E 's|^$(CURDIR)/||; s/^([^ ]*): warning: (.*) took ([0-9]+)ms to type-check.*/\3 \1 \2/' | sort -u | sort -rn | head -40

# The real-apps sweep (docs/RealAppsSweep.md): init --from-xcode, validate, render and lint on every
# app checkout in APPS, one Markdown row per app and the errors grouped by cause. It builds first,
# unless STATEBOARD names a binary to run; SWEEP_FLAGS passes --jobs, --timeout and --logs DIR.
.PHONY: sweep
ifneq ($(filter sweep,$(MAKECMDGOALS)),)
ifeq ($(wildcard $(APPS)),)
$(error usage: make sweep APPS=<folder of app checkouts> [STATEBOARD=<binary>] [SWEEP_FLAGS='--jobs 2 --logs DIR'])
endif
endif
sweep: $(if $(STATEBOARD),,build)
	python3 Tests/RealApps/sweep "$(APPS)" $(SWEEP_FLAGS) \
		--stateboard "$(or $(STATEBOARD),$$($(SWIFT) build --product stateboard --show-bin-path)/stateboard)"

# swift-format with the repository's .swift-format (4 spaces, 160 columns), which the code follows;
# `make format-check` reports any difference (the CI workflow's format job).
format:
	swift format format --in-place --configuration .swift-format --recursive Sources Tests Examples Package.swift

format-check:
	swift format lint --strict --configuration .swift-format --recursive Sources Tests Examples Package.swift

# Stateboard's own compiled modules, debug and release, not the dependencies': an incremental build
# after a struct's stored properties change can keep code built against the old layout in the
# modules importing it (a release `make bench` crashed so after ImageNode gained two properties).
# The example package's objects too: compiled against a type's old module (one moved between
# Stateboard's modules), they fail to link with an undefined symbol an incremental build never fixes.
clean-modules:
	find .build/*/debug .build/*/release \( -path '*/[Ss]tateboard*.build/*.o' -o -path '*/InboxScreen*.build/*.o' \) -delete 2>/dev/null; \
		rm -rf .build/*/debug/Modules/Stateboard* .build/*/debug/Modules/stateboard* .build/*/release/Modules/Stateboard* .build/*/release/Modules/stateboard* \
			.build/*/debug/Modules/InboxScreen*; \
		find .build*/*/debug/ModuleCache .build*/*/release/ModuleCache -name 'C[A-Z]*.pcm' -delete 2>/dev/null; true

clean:
	rm -rf .build .build-fuzz .build-asan .build-tsan .build-race .build-leaks .build-typecheck $(OUT)
