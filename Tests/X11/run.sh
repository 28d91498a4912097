#!/usr/bin/env bash
# Strata's real-X-server test suite: runs its groups, each its own script and
# its own process with its own Xvfb (Tests/X11/GROUP.sh, on the helpers of
# Tests/X11/lib.sh), in order: clock (the LCD clock through MIT-SHM and
# XPutImage, and live), desktop (the window icon and HiDPI scaling),
# inspector, window, motion, bench, and reliability (repeated launches, a
# window resized past the pixel budget, and 16- and
# 30-bit screens). Every check prints "PASS name" or "FAIL name: why"; a check
# that cannot run is a FAIL, and so is a group that ends without its summary
# line ("X11 GROUP: N passed, M failed"). The last line is always
# "X11: N passed, M failed", the sum over the groups, and the exit status is 1
# if anything failed.
set -euo pipefail

usage() {
  cat <<USAGE
Usage: Tests/X11/run.sh [--only GROUP[,GROUP…]] [-h|--help]

Groups, in the order they run: clock (the clock window through MIT-SHM and
XPutImage, and its live ticks), desktop, inspector, window, motion, bench,
reliability. --only runs the groups named and skips the rest. Each group is
its own script, run as its own process with its own Xvfb, so any one runs
alone, e.g.
  Tests/X11/run.sh --only motion      (or Tests/X11/motion.sh)
  Tests/X11/run.sh --only desktop,inspector

Environment:
  STRATA         the strata binary to test (default: .build/release/strata,
                 relative to the repository root)
  XVFB_DISPLAYS  the display numbers Xvfb may take, first free one wins
                 (default: "90 91 92 93 94 95 96 97 98 99")

Each group starts its own Xvfb on the first free display of XVFB_DISPLAYS and
kills it on exit. Screenshots and logs go to a temporary directory per group
that is kept, and printed, when one of its checks fails.
USAGE
}

GROUPS_ALL="clock desktop inspector window motion bench reliability"
ONLY=""
while (( $# > 0 )); do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --only)
      [[ -n "${2:-}" ]] || { echo "run.sh: --only needs a group: $GROUPS_ALL" >&2; exit 2; }
      ONLY="${2//,/ }"
      shift 2
      ;;
    --only=*) ONLY="${1#--only=}"; ONLY="${ONLY//,/ }"; shift ;;
    *) echo "run.sh: unknown argument: $1" >&2; usage >&2; exit 2 ;;
  esac
done
for group in $ONLY; do
  [[ " $GROUPS_ALL " == *" $group "* ]] || { echo "run.sh: no group '$group' (groups: $GROUPS_ALL)" >&2; exit 2; }
done
# wanted GROUP: whether GROUP runs.
wanted() { [[ -z "$ONLY" || " $ONLY " == *" $1 "* ]]; }

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# A STRATA given relative to the caller's directory keeps meaning that file: the
# groups are started from this same directory, so they resolve it alike.

PASSED=0
FAILED=0
SUMMARY_PRINTED=0
CURRENT=""  # the running group
CHILD=""    # its script's pid
TAILER=""   # the tail -f streaming its output
LOGS=$(mktemp -d /tmp/strata-x11-run.XXXXXX)

summary() {
  SUMMARY_PRINTED=1
  echo "X11: $PASSED passed, $FAILED failed"
}

# cleanup: on any exit, stops a group still running (its own traps stop its
# Xvfb and windows), and prints the summary if it was not printed yet.
cleanup() {
  local rc=$?
  set +e
  trap '' PIPE
  if [[ -n "$CHILD" ]]; then
    local child_rc=0
    kill -0 "$CHILD" 2>/dev/null && kill -TERM "$CHILD" 2>/dev/null
    wait "$CHILD" 2>/dev/null || child_rc=$?
    [[ -n "$TAILER" ]] && wait "$TAILER" 2>/dev/null
    count_group "$CURRENT" "$child_rc"
  fi
  rm -rf "$LOGS"
  if (( SUMMARY_PRINTED == 0 )); then
    echo "FAIL suite: aborted before finishing (exit status $rc)"
    FAILED=$((FAILED + 1))
    summary
    rc=1
  fi
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 141' PIPE
trap 'exit 143' TERM

# count_group GROUP RC: adds the counts of GROUP's last line ("X11 GROUP: N passed,
# M failed") to PASSED and FAILED. A group without that line, or one that exited
# non-zero (RC) with no failed check, counts as one FAIL named GROUP.
count_group() {
  local group=$1 rc=$2 last
  last=$(tail -n 1 "$LOGS/$group.out" 2>/dev/null) || true
  if [[ "$last" =~ ^X11\ $group:\ ([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
    PASSED=$((PASSED + BASH_REMATCH[1]))
    FAILED=$((FAILED + BASH_REMATCH[2]))
    if (( rc != 0 && BASH_REMATCH[2] == 0 )); then
      echo "FAIL $group: exited with status $rc though no check failed"
      FAILED=$((FAILED + 1))
    fi
  else
    echo "FAIL $group: ended (exit status $rc) without its summary line 'X11 $group: N passed, M failed' (last line: '$last')"
    FAILED=$((FAILED + 1))
  fi
}

# run_group GROUP: runs Tests/X11/GROUP.sh as its own process, streaming its
# output (stdout through a file, to read its last line; stderr as it comes),
# then counts it (count_group).
run_group() {
  local group=$1 rc=0
  CURRENT=$group
  : >"$LOGS/$group.out"
  # Job control for this one launch: the group gets its own process group and
  # keeps SIGINT (a script's background jobs would otherwise ignore it, and so
  # would every process the group starts). A signal to run.sh is passed on by
  # cleanup, as SIGTERM.
  set -m
  "$HERE/$group.sh" >"$LOGS/$group.out" </dev/null &
  CHILD=$!
  set +m
  tail -n +1 -f --pid="$CHILD" "$LOGS/$group.out" &
  TAILER=$!
  wait "$CHILD" || rc=$?
  wait "$TAILER" || true
  CHILD="" TAILER=""
  count_group "$group" "$rc"
}

for group in $GROUPS_ALL; do
  if wanted "$group"; then run_group "$group"; fi
done

summary
if (( FAILED > 0 )); then
  exit 1
fi
exit 0
