#!/usr/bin/env bash
# Strata's memory check: first resident memory flat over 10 000 frames of animated pages
# (Tests/Memory/resident.sh, no valgrind), then valgrind's memcheck over `strata soak` (the
# window's frame path, headless) for the clock and for the animated gallery pages, paged every
# 100 frames. Fails when resident memory grows, on any "definitely lost" block and on any memory
# error (invalid read or write, use of uninitialised values). Last line: "valgrind: ...
# definitely lost in N blocks ...".
set -euo pipefail

usage() {
  cat <<USAGE
Usage: Tests/Memory/run.sh [-h|--help] [--keep DIR]

First Tests/Memory/resident.sh: strata soak of gallery/spinner, gallery/springs and the clock
with cross-faded ticks, 10000 frames each without valgrind; fails when resident memory after
frame 10000 exceeds that after frame 1000 by more than 256 KiB (RESIDENT_MARGIN_KIB).

Then, under valgrind (memcheck, --leak-check=full):
  1. strata soak clock --time 12:34:56 --animated-ticks --frames N --size 320x240
     (a tick every 60 frames, each digit cross-fading with a CATransition)
  2. strata soak gallery/spinner gallery/springs gallery/implicit gallery/keyframe-path
       gallery/group gallery/timing-functions gallery/cube gallery/text
       --page-every 100 --frames N --size 320x240
     (a fresh page every 100 frames, cycling; the implicit page clicked every 25 frames)
Suppressions: Tests/Memory/valgrind.supp (system-library reports only, each explained).

Exits 0 when resident memory is flat and both runs end with 0 bytes definitely lost and 0
errors, 1 otherwise, 2 when valgrind or the strata binary is missing.

Environment:
  STRATA          the strata binary (default: .build/release/strata)
  MEMORY_FRAMES   frames per run (default: 10000)
--keep DIR keeps valgrind's logs in DIR (default: a temporary directory, removed on success).
USAGE
}

keep=""
while (( $# > 0 )); do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --keep) [[ $# -ge 2 ]] || { echo "memory: --keep needs a directory" >&2; exit 2; }; keep=$2; shift 2 ;;
    *) echo "memory: unknown argument: $1" >&2; usage >&2; exit 2 ;;
  esac
done

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
if [[ -n "${STRATA:-}" && "$STRATA" == */* && "$STRATA" != /* ]]; then
  STRATA="$PWD/$STRATA"
fi
STRATA=${STRATA:-$ROOT/.build/release/strata}
FRAMES=${MEMORY_FRAMES:-10000}
SUPPRESSIONS="$ROOT/Tests/Memory/valgrind.supp"

# Resident memory flat over 10 000 frames, without valgrind (Tests/Memory/resident.sh).
resident_failed=0
STRATA="$STRATA" "$ROOT/Tests/Memory/resident.sh" || resident_failed=$?
(( resident_failed == 1 )) || resident_failed=0   # 2: not run, reported below

if ! command -v valgrind >/dev/null 2>&1; then
  echo "valgrind: not run: valgrind is not installed (scripts/setup installs it)"
  exit $(( resident_failed == 1 ? 1 : 2 ))
fi
if [[ ! -x "$STRATA" ]]; then
  echo "valgrind: not run: no strata binary at $STRATA"
  exit 2
fi
if [[ -n "$keep" ]]; then
  mkdir -p "$keep"
  logs=$keep
else
  logs=$(mktemp -d /tmp/strata-memory.XXXXXX)
fi

# An exit status valgrind uses only for its own findings, so that strata's own failures
# (1, 64) are told apart.
VALGRIND_FOUND=97
failed=0
summary=()
total_definite=0
total_blocks=0

# leak_figure LOG KIND: "BYTES BLOCKS" of one LEAK SUMMARY line ("0 0" when absent: no leak
# summary is printed when nothing was allocated and left).
leak_figure() {
  local line
  line=$(grep -E "==[0-9]+== +$2: " "$1" | tail -1 || true)
  [[ -n "$line" ]] || { echo "0 0"; return; }
  echo "$line" | sed -E 's/.*: ([0-9,]+) bytes in ([0-9,]+) blocks.*/\1 \2/' | tr -d ,
}

# soak NAME ARGS...: one strata soak under valgrind.
soak() {
  local name=$1; shift
  local log="$logs/$name.log"
  local started=$SECONDS rc=0
  valgrind --tool=memcheck --leak-check=full --errors-for-leak-kinds=definite \
    --error-exitcode=$VALGRIND_FOUND --num-callers=40 --suppressions="$SUPPRESSIONS" \
    --log-file="$log" "$STRATA" soak "$@" --frames "$FRAMES" --size 320x240 \
    >"$logs/$name.out" 2>"$logs/$name.err" || rc=$?
  local seconds=$(( SECONDS - started ))
  local definite indirect possible errors suppressed
  read -r definite definite_blocks < <(leak_figure "$log" "definitely lost")
  read -r indirect _ < <(leak_figure "$log" "indirectly lost")
  read -r possible _ < <(leak_figure "$log" "possibly lost")
  read -r suppressed _ < <(leak_figure "$log" "suppressed")
  errors=$(grep -E "==[0-9]+== ERROR SUMMARY: " "$log" | tail -1 | sed -E 's/.*ERROR SUMMARY: ([0-9,]+) errors.*/\1/' | tr -d , || true)
  errors=${errors:-unknown}
  if grep -q "debuginfo reader" "$log"; then
    echo "memory: $name: valgrind could not read the binary's debug info (clang's DWARF 5 in a C target;" \
         "build with: swift build -c release --product strata -Xcc -gdwarf-4, as scripts/test does)"
  fi
  echo "memory: $name: $(tail -1 "$logs/$name.out" 2>/dev/null || true)"
  echo "memory: $name: definitely lost $definite bytes in $definite_blocks blocks, indirectly lost $indirect bytes," \
       "possibly lost $possible bytes, suppressed $suppressed bytes, $errors errors, ${seconds} s under valgrind"
  total_definite=$(( total_definite + definite ))
  total_blocks=$(( total_blocks + definite_blocks ))
  summary+=("$FRAMES frames $name")
  if (( rc != 0 )) || [[ "$errors" != 0 ]] || (( definite != 0 )); then
    failed=1
    if (( rc != 0 && rc != VALGRIND_FOUND )); then
      echo "memory: $name: strata soak exited $rc: $(tail -3 "$logs/$name.err" | tr '\n' ' ')"
    fi
    # The first reports: the records valgrind printed before its summary.
    grep -E "==[0-9]+== " "$log" | sed -n '/definitely lost in loss record\|Invalid \|uninitialised\|Conditional jump/,+14p' | head -60
    echo "memory: $name: full log in $log"
  fi
}

cd "$ROOT"
soak clock clock --time 12:34:56 --animated-ticks
soak pages gallery/spinner gallery/springs gallery/implicit gallery/keyframe-path gallery/group \
  gallery/timing-functions gallery/cube gallery/text --page-every 100

if (( failed == 0 )) && [[ -z "$keep" ]]; then rm -rf "$logs"; fi
joined=$(printf '%s + ' "${summary[@]}")
echo "valgrind: ${joined% + }, $total_definite bytes definitely lost in $total_blocks blocks" \
     "($( (( failed == 0 )) && echo "passed" || echo "FAILED"), ${SECONDS} s)"
(( resident_failed == 0 )) || failed=1
exit $failed
