#!/usr/bin/env bash
# What of UIKit real files need and Layoutty's UIKit lacks, ranked by how many files need it:
#   Tests/Tools/api-coverage.sh DIR [--objc] [--alone] [--per-project N] [--jobs N] [--report FILE]
# DIR holds projects (one checkout per folder). Each folder's files naming UICollectionView are
# compiled as `layoutty preview --check --project` compiles them (api_coverage.py says how); the
# report counts the files that compile and ranks what the others miss.
# Nothing is written into DIR or the checkout.
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -ge 1 ] && [ -d "$1" ] || { echo "usage: $0 DIR [--objc] [--jobs N] [--report FILE]" >&2; exit 2; }
# Release: the preview's own work (SwiftParser, the port) is several times faster than in debug.
swift build --package-path "$here" -c release --product layoutty >&2
swift build --package-path "$here" -c release --product layoutty-preview >&2
# An installed copy (program and kit): the checkout may be rebuilt while the run goes on.
copy=$(mktemp -d "${TMPDIR:-/tmp}/layoutty-api-coverage-XXXXXX")
trap 'rm -rf "$copy"' EXIT
"$here/.build/release/layoutty" install --prefix "$copy" >/dev/null
python3 "$here/Tests/Tools/api_coverage.py" "$copy/bin/layoutty-preview" "$@"
