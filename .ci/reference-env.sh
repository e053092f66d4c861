#!/usr/bin/env bash
# The reference environment's steps (what .ci/Containerfile runs, and what can be run on any
# Debian bookworm machine with Swift 6.3 instead of a container): the Makefile's Debian packages
# and pinned fonts, the symbol set, and the `stateboard` command installed into PREFIX.
#
#   .ci/reference-env.sh [--snapshot 20261126T000000Z] [--prefix /usr/local]
#
# --snapshot points apt at Debian's archive as it was at that moment (snapshot.debian.org), which
# pins every package to that day's versions; without it, today's bookworm is used.
set -euo pipefail
cd "$(dirname "$0")/.."

snapshot="" prefix="/usr/local"
while [ $# -gt 0 ]; do
    case "$1" in
        --snapshot) snapshot="$2"; shift 2 ;;
        --prefix) prefix="$2"; shift 2 ;;
        *) echo "usage: $0 [--snapshot YYYYMMDDTHHMMSSZ] [--prefix DIR]" >&2; exit 2 ;;
    esac
done

. /etc/os-release
if [ "${VERSION_CODENAME:-}" != bookworm ]; then
    echo "warning: this is ${PRETTY_NAME:-an unknown system}, not Debian bookworm: the references are drawn on bookworm, so verify will report drift" >&2
fi
if [ -n "$snapshot" ]; then
    case "$snapshot" in
        [0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]T[0-9][0-9][0-9][0-9][0-9][0-9]Z) ;;
        *) echo "error: --snapshot takes a moment such as 20261126T000000Z" >&2; exit 2 ;;
    esac
    # One source list, the archive of that moment; its Release files are past their validity.
    rm -f /etc/apt/sources.list.d/debian.sources
    echo "deb [check-valid-until=no] http://snapshot.debian.org/archive/debian/$snapshot bookworm main" > /etc/apt/sources.list
    echo "deb [check-valid-until=no] http://snapshot.debian.org/archive/debian-security/$snapshot bookworm-security main" >> /etc/apt/sources.list
fi

# make and pip are what `make deps` itself needs; the Makefile's APT_PACKAGES is the one list of
# the libraries and fonts (make deps installs what is missing of it, and the symbol set).
if ! command -v make >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends make >/dev/null
fi
make --no-print-directory deps
make --no-print-directory install PREFIX="$prefix"
"$prefix/bin/stateboard" themes >/dev/null
echo "The reference environment is ready: $prefix/bin/stateboard (fonts: $(fc-list | wc -l) faces)"
