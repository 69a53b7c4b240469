#!/usr/bin/env bash
# The formatter's check, as CI runs it: every Swift file of ours formatted by `.swift-format`
# (`swift format -i` on a file fixes it). The files that stand for a user's code (port fixtures,
# the UIKit demos) keep their authors' shapes and are left out.
set -euo pipefail
cd "$(dirname "$0")/../.."
git ls-files -z '*.swift' ':!:Tests/LayouttyCLITests/PortFixtures' ':!:Demos/UIKitLayouts' \
  | xargs -0 swift format lint --strict --parallel
