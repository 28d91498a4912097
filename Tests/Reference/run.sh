#!/usr/bin/env bash
# Strata's reference-image suite: holds `strata render` of every test scene to the images
# the independent reference renderer (scripts/reference/render.py) drew, committed in
# Tests/Reference/expected/. Makes the Python venv first (scripts/reference/setup), then
# runs scripts/reference/compare.py, whose last line is "reference: N passed, M failed".
set -euo pipefail

usage() {
  cat <<USAGE
Usage: Tests/Reference/run.sh [-h|--help] [--keep DIR] [CASE...]

Environment:
  STRATA   the strata binary to test (default: .build/release/strata)

--keep DIR keeps Strata's renders and diff images (red: over the threshold away from
edges, yellow: on edges, blue: text left out) in DIR. The expected images are made with
  .venv-reference/bin/python scripts/reference/render.py --all
USAGE
}

case "${1:-}" in
  -h|--help) usage; exit 0 ;;
esac

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
if [[ -n "${STRATA:-}" && "$STRATA" == */* && "$STRATA" != /* ]]; then
  STRATA="$PWD/$STRATA"
fi
cd "$ROOT"
export STRATA=${STRATA:-$ROOT/.build/release/strata}

if ! scripts/reference/setup; then
  echo "reference: 0 passed, 1 failed (scripts/reference/setup failed)"
  exit 1
fi
exec .venv-reference/bin/python scripts/reference/compare.py "$@"
