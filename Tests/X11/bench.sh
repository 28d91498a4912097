#!/usr/bin/env bash
# `strata bench`'s summary of the issues' targets, on the group's Xvfb. The
# figures themselves are not judged here (a timed test on a shared machine
# says nothing): what is checked is that every target the issues set is read
# in every run, and that --check's exit status follows the verdicts printed.
#
# bench/targets: two runs at 640x400 list the eleven targets of issues 9 and
# 13 and performance-targets.md, each with a reading per run; --check exits 4
# exactly when a verdict says MISSED, and names those targets, 0 otherwise.
# bench/no-display: without an X display the damaged present is reported not
# measured, the other targets of the section are read, and the exit is 0 (4 if one of those read missed).
# bench/bad-runs: --runs 0 is refused with exit 64 before any work.
# Every check prints PASS or FAIL; one that cannot run is a FAIL. The last line
# is "X11 bench: N passed, M failed".
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

USAGE="The bench group: \`strata bench --runs 2 --check\` reads every target of the
issues on the group's Xvfb, without a display the damaged present is not measured,
and --runs 0 is refused."
suite_start bench "$@"

BENCH_DIR="$WORK/bench"
mkdir -p "$BENCH_DIR"
# The targets as the issues name them (issue 9, issue 13, performance-targets.md).
BENCH_TARGETS=("clock tick, composite" "one of 1000 layers moved" "damaged present" "1000 animations evaluated"
  "1000 rounded layers" "10 000 opaque layers" "perspective page" "solid fill" "first shadow draw"
  "shadow reused" "2 threads, rounded field")

bench_targets() {
  local out="$BENCH_DIR/targets.out" err="$BENCH_DIR/targets.err" rc=0 name line missed why=""
  if [[ -n "$NO_X" || -n "$NO_STRATA" ]]; then
    fail "bench/targets" "cannot run: ${NO_X:-$NO_STRATA}"
    return 0
  fi
  timeout -k 5 300 "$STRATA" bench --size 640x400 --samples 3 --runs 2 --check \
    --display ":$DISPLAY_NUM" >"$out" 2>"$err" </dev/null || rc=$?
  if (( rc != 0 && rc != 4 )); then
    fail "bench/targets" "exit $rc, wanted 0 or 4: $(tail_of "$err")"
    return 0
  fi
  grep -q "^targets over 2 runs" "$out" || why+="no summary for 2 runs; "
  grep -q "not measured:" "$out" && why+="a target was not measured: $(grep "not measured:" "$out"); "
  for name in "${BENCH_TARGETS[@]}"; do
    line=$(grep -F "  $name " "$out" | tail -n 1 || true)
    # Two readings and the median: three numbers after the limit, then "N of 2".
    if ! grep -qE "^  $name +.+ (≤|≥) [0-9.]+ ?(×|ms) +-?[0-9]+\.[0-9]{3} +-?[0-9]+\.[0-9]{3} +-?[0-9]+\.[0-9]{3} +[0-9]+ of 2 +(met|MISSED)$" <<<"$line"; then
      why+="\"$name\" has no row with two readings (got: ${line:-nothing}); "
    fi
  done
  missed=$(grep -cE " MISSED$" "$out" || true)
  if (( missed > 0 && rc != 4 )); then why+="$missed targets MISSED but exit $rc; "; fi
  if (( missed == 0 && rc != 0 )); then why+="no target MISSED but exit $rc; "; fi
  if (( missed > 0 )) && ! grep -q "bench --check: $missed target.* missed on the median" "$err"; then
    why+="stderr does not name the $missed missed targets: $(tail_of "$err"); "
  fi
  if [[ -z "$why" ]]; then
    pass "bench/targets"
  else
    fail "bench/targets" "$why(output: $out)"
  fi
}

bench_no_display() {
  local out="$BENCH_DIR/no-display.out" err="$BENCH_DIR/no-display.err" rc=0 why="" name
  if [[ -n "$NO_STRATA" ]]; then
    fail "bench/no-display" "cannot run: $NO_STRATA"
    return 0
  fi
  env -u DISPLAY timeout -k 5 120 "$STRATA" bench --only damage --size 640x400 --samples 3 --check \
    >"$out" 2>"$err" </dev/null || rc=$?
  grep -q "damaged present: not measured" "$out" || why+="no line saying the damaged present was not measured; "
  grep -q "not measured:.*damaged present" "$out" || why+="the summary does not list the damaged present as not measured; "
  for name in "clock tick, composite" "one of 1000 layers moved" "1000 animations evaluated"; do
    grep -qF "  $name " "$out" || why+="\"$name\" was not read; "
  done
  # With --check, exit 4 only if a read target missed; the display's absence is no failure.
  if grep -qE " MISSED$" "$out"; then (( rc == 4 )) || why+="exit $rc with a target MISSED; "
  else (( rc == 0 )) || why+="exit $rc: $(tail_of "$err"); "; fi
  if [[ -z "$why" ]]; then
    pass "bench/no-display"
  else
    fail "bench/no-display" "$why(output: $out)"
  fi
}

bench_bad_runs() {
  local out="$BENCH_DIR/bad-runs.out" err="$BENCH_DIR/bad-runs.err" rc=0
  if [[ -n "$NO_STRATA" ]]; then
    fail "bench/bad-runs" "cannot run: $NO_STRATA"
    return 0
  fi
  timeout -k 5 30 "$STRATA" bench --runs 0 >"$out" 2>"$err" </dev/null || rc=$?
  if (( rc == 64 )) && grep -q -- "--runs must be from 1 to 100" "$err" && [[ ! -s "$out" ]]; then
    pass "bench/bad-runs"
  else
    fail "bench/bad-runs" "exit $rc (wanted 64 and the range on stderr, nothing measured): $(tail_of "$err")"
  fi
}

bench_targets
bench_no_display
bench_bad_runs

suite_end
