#!/usr/bin/env bash
# Builds and tests LayouttySnapshotTesting, the package beside Layoutty's (its own folder, so a
# user of CollectionLayout or UIKit never resolves swift-snapshot-testing): its example tests
# compare screens with the committed snapshots and never record one — a missing or changed
# snapshot fails the run. Built in the root's own scratch folder, .build (ignored), so the
# Layoutty modules `swift test` just built are reused: only swift-snapshot-testing and the
# package's own targets compile (15 s instead of 51 s here). A root build afterwards
# re-resolves its own dependencies (about 10 s).
set -euo pipefail
cd "$(dirname "$0")/../.."
log=$(mktemp)
# Where swift-snapshot-testing writes a failing screen for a diff tool: a folder of this run's.
artifacts=$(mktemp -d)
trap 'rm -rf "$log" "$artifacts"' EXIT
if ! SNAPSHOT_TESTING_RECORD=never SNAPSHOT_ARTIFACTS="$artifacts" swift test --package-path Sources/LayouttySnapshotTesting \
  --scratch-path .build > "$log" 2>&1; then
  grep -E -A40 "✘ Test .*recorded an issue|error:" "$log" | grep -v "withSnapshotTesting\|ksdiff\|// \.\.\.\|^  *}$" | head -150
  echo "snapshot-testing: the example snapshot tests failed" >&2
  exit 1
fi
echo "snapshot-testing: $(grep -E "✔ Test run with" "$log" | sed 's/^✔ //')"
