#!/usr/bin/env bash
# The memory budgets, measured as a user meets them: a release build of `layoutty` rendering
# generated specs of a million sections or items and of 1e8 items; fails when a budget is missed
# (`bench --memory --strict` names it). A debug build's peaks measure nothing a user runs.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product layoutty
swift build -c release --product layoutty-bench
"$(swift build -c release --show-bin-path)/layoutty" bench --memory --strict
