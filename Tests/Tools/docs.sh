#!/usr/bin/env bash
# Builds every DocC catalogue with warnings as errors (a broken <doc:> or ``symbol`` link fails):
# part of README's test command, so CI checks the documentation as it checks the code. One
# plugin run for all of them: the symbol graphs are extracted once (7 runs took 48 s, one 30).
set -euo pipefail
cd "$(dirname "$0")/../.."
targets=(CoreGraphics QuartzCore CollectionLayout LayouttyDevice UIKit TerminalCollectionView LayouttyTerminal UIKitPreview UIKitTerminal CollectionLayoutTesting LayouttySpec)
command=(swift package generate-documentation "${targets[@]/#/--target=}" --warnings-as-errors)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! "${command[@]}" > "$log" 2>&1; then
  grep -E "warning:|error:" "$log" | head -40 >&2
  echo "docs: a catalogue has warnings (all of them: ${command[*]})" >&2
  exit 1
fi
echo "docs: ${#targets[@]} catalogues built, no warnings"
