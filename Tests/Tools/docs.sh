#!/usr/bin/env bash
# Builds every DocC catalogue with warnings as errors (a broken <doc:> or ``symbol`` link fails):
# part of README's test command, so CI checks the documentation as it checks the code.
set -euo pipefail
cd "$(dirname "$0")/../.."
for target in CollectionLayout UIKit TerminalCollectionView LayouttyTerminal UIKitTerminal CollectionLayoutTesting LayouttySpec; do
  swift package generate-documentation --target "$target" --warnings-as-errors > /dev/null 2>&1 \
    || { echo "docs: $target's catalogue has warnings (see them: swift package generate-documentation --target $target --warnings-as-errors)" >&2; exit 1; }
done
echo "docs: 7 catalogues built, no warnings"
