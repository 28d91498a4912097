#!/usr/bin/env bash
# Strata's window under hostile use: repeated launches, a window resized beyond
# the pixel budget, and screens that are not 24-bit. (Refused sizes and paths,
# exit codes and signals during `strata record` are headless: Tests/StrataCLITests.)
#
# The depth checks come last: they stop the group's Xvfb and start one at
# depth 16, then one at depth 30, on the same display numbers.
#
# launch/*: 50 launches in a row on one Xvfb, none told "no X display".
# limits/*: a window resized to 32767x32767 takes a shared-memory image of at
# most 256 MiB and still draws.
# depth/*: the clock on 16- and 30-bit screens equals the headless render,
# within what the screen's channels can hold.
# Every check prints PASS or FAIL; one that cannot run is a FAIL. The last line
# is "X11 reliability: N passed, M failed".
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

USAGE="The reliability group: 50 launches in a row, a window resized to 32767x32767, and
the clock on Xvfb restarted at depths 16 and 30."
suite_start reliability "$@"

REL_DIR="$WORK/reliability"
mkdir -p "$REL_DIR"
# 800x300 ARGB, the size of the clock window.
REL_CLOCK_BYTES=$((800 * 300 * 4))

# rel_wait_started PID ERR SECONDS: waits until the strata run PID has created
# its window (its "frame clock" line in ERR, a file it alone writes) or exited;
# returns 1 if it exited or the time ran out.
rel_wait_started() {
  local pid=$1 err=$2 i
  for ((i = 0; i < $3 * 100; i++)); do
    grep -qF "strata: frame clock" "$err" 2>/dev/null && return 0
    kill -0 "$pid" 2>/dev/null || return 1
    sleep 0.01
  done
  return 1
}

# rel_launches: `strata run` 50 times in a row, each stopped once its window
# exists. Each stop leaves the server without clients, so it resets, and the
# next launch meets that reset: what used to be refused as "no X display".
rel_launches() {
  local i j pid rc refused=0 other=0 first="" err t0 ms slowest=0 total=0
  if [[ -n "$NO_X" || -n "$NO_STRATA" ]]; then
    fail "launch/fifty-in-a-row" "cannot run: ${NO_X:-$NO_STRATA}"
    return 0
  fi
  for ((i = 1; i <= 50; i++)); do
    # A file of its own: the child truncates a shared one only after the fork,
    # and the previous launch's line must not count for this one.
    err="$REL_DIR/launch-$i.err"
    t0=$(date +%s%N)
    "$STRATA" run clock --time "$TIME" >/dev/null 2>"$err" </dev/null &
    pid=$!
    STRATA_PIDS+=("$pid")
    if rel_wait_started "$pid" "$err" 10; then
      ms=$((($(date +%s%N) - t0) / 1000000))
      total=$((total + ms))
      (( ms > slowest )) && slowest=$ms
      # strata run keeps SIGTERM's default action; stop_pid's 0.1 s steps
      # would add seconds over 50 launches.
      kill -TERM "$pid" 2>/dev/null || true
      for ((j = 0; j < 300; j++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.01; done
      kill -KILL "$pid" 2>/dev/null || true
      wait "$pid" 2>/dev/null || true
      continue
    fi
    rc=0
    if kill -0 "$pid" 2>/dev/null; then stop_pid "$pid"; rc=timeout; else wait "$pid" || rc=$?; fi
    if grep -qF "no X display" "$err"; then refused=$((refused + 1)); else other=$((other + 1)); fi
    [[ -z "$first" ]] && first="launch $i (exit $rc): $(tail_of "$err")"
  done
  if (( refused + other == 0 )); then
    pass "launch/fifty-in-a-row (window made in $((total / 50)) ms on average, at most $slowest ms)"
  else
    fail "launch/fifty-in-a-row" "$refused of 50 refused with 'no X display', $other failed otherwise; first: $first"
  fi
}

# rel_segment_bytes PID: prints the size of the largest System V shared-memory
# segment PID created (0 if none).
rel_segment_bytes() {
  awk -v pid="$1" 'NR > 1 && $5 == pid && $4 > max {max = $4} END {printf "%.0f\n", max}' /proc/sysvipc/shm
}

# rel_window_budget: a window resized to 32767x32767 draws into an image of at
# most PixelBudget (256 MiB), not a 4 GiB segment, and draws the clock again
# once back at 800x300.
rel_window_budget() {
  local dir="$REL_DIR/window" pid wid="" bytes="" i blocked=""
  mkdir -p "$dir"
  [[ -n "$NO_X" || -n "$NO_STRATA" ]] && blocked="cannot run: ${NO_X:-$NO_STRATA}"
  [[ -z "$blocked" && ! -r /proc/sysvipc/shm ]] && blocked="/proc/sysvipc/shm is not readable"
  [[ -z "$blocked" && -n "$NO_REF_NEAREST" ]] && blocked="$NO_REF_NEAREST"
  if [[ -z "$blocked" ]]; then
    "$STRATA" run clock --time "$TIME" --filter nearest >"$dir/stdout.txt" 2>"$dir/stderr.txt" </dev/null &
    pid=$!
    STRATA_PIDS+=("$pid")
    for ((i = 0; i < 100; i++)); do
      wid=$(find_window) || true
      [[ -n "$wid" ]] && break
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.2
    done
    [[ -z "$wid" ]] && blocked="no clock window (stderr: $(tail_of "$dir/stderr.txt"))"
  fi
  if [[ -z "$blocked" ]] && ! timeout 10 xdotool windowsize "$wid" 32767 32767 >/dev/null 2>&1; then
    blocked="xdotool windowsize $wid 32767 32767 failed"
  fi
  if [[ -n "$blocked" ]]; then
    fail "limits/window-image-within-budget" "$blocked"
    fail "limits/window-draws-after-huge" "$blocked"
    [[ -n "${pid:-}" ]] && stop_pid "$pid"
    return 0
  fi
  for ((i = 0; i < 100; i++)); do
    bytes=$(rel_segment_bytes "$pid")
    (( bytes > REL_CLOCK_BYTES )) && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  if ! kill -0 "$pid" 2>/dev/null; then
    fail "limits/window-image-within-budget" "strata died after the resize (stderr: $(tail_of "$dir/stderr.txt"))"
  elif (( bytes <= REL_CLOCK_BYTES )); then
    fail "limits/window-image-within-budget" "no larger shared-memory image within 10 s of the resize (largest: $bytes bytes)"
  elif (( bytes > 256 * 1024 * 1024 )); then
    fail "limits/window-image-within-budget" "the 32767x32767 window took a $bytes-byte segment, over 256 MiB"
  else
    pass "limits/window-image-within-budget ($bytes bytes for 32767x32767)"
  fi
  local why
  if ! timeout 10 xdotool windowsize "$wid" 800 300 >/dev/null 2>&1; then
    fail "limits/window-draws-after-huge" "xdotool windowsize $wid 800 300 failed"
  elif why=$(shoot_until_match "$wid" "$dir/shot.png" "$WORK/ref-nearest.png"); then
    pass "limits/window-draws-after-huge"
  else
    fail "limits/window-draws-after-huge" "$why"
  fi
  stop_pid "$pid"
}

# rel_pae A B: prints compare's peak absolute error between A and B, as a
# fraction of full scale (0..1); returns 1, printing why, if compare failed.
rel_pae() {
  local out rc=0
  out=$(timeout 60 compare -metric PAE "$1" "$2" null: 2>&1) || rc=$?
  if (( rc > 1 )); then
    echo "compare failed (exit $rc): $(echo "$out" | tr '\n' ' ')"
    return 1
  fi
  sed -n 's/.*(\([0-9.e+-]*\)).*/\1/p' <<<"$out"
}

# rel_depth DEPTH LEVELS: restarts Xvfb at DEPTH and checks that the clock's
# window differs from the headless render by at most LEVELS of 255 in any
# channel of any pixel: what rounding to the screen's channels can cost.
rel_depth() {
  local depth=$1 levels=$2 name="depth/$1-matches-render" dir="$REL_DIR/depth-$1"
  local pid="" wid="" i pae="" why="" shot
  mkdir -p "$dir"
  if [[ -n "$NO_X" || -n "$NO_STRATA" ]]; then fail "$name" "cannot run: ${NO_X:-$NO_STRATA}"; return 0; fi
  if [[ -n "$NO_REF_NEAREST" ]]; then fail "$name" "$NO_REF_NEAREST"; return 0; fi
  [[ -n "$XVFB_PID" ]] && stop_pid "$XVFB_PID"
  XVFB_PID=""
  if ! start_xvfb "$depth"; then
    fail "$name" "Xvfb at depth $depth could not be started: $NO_X"
    return 0
  fi
  export DISPLAY=":$DISPLAY_NUM"
  "$STRATA" run clock --time "$TIME" --filter nearest >"$dir/stdout.txt" 2>"$dir/stderr.txt" </dev/null &
  pid=$!
  STRATA_PIDS+=("$pid")
  for ((i = 0; i < 100; i++)); do
    wid=$(find_window) || true
    [[ -n "$wid" ]] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  if [[ -z "$wid" ]]; then
    why="no clock window on the depth-$depth screen (stderr: $(tail_of "$dir/stderr.txt"))"
  else
    # Up to ~5 s for the first frame to arrive.
    for ((i = 0; i < 10; i++)); do
      shot="$dir/shot.png"
      if ! why=$(shoot "$wid" "$shot"); then break; fi
      if ! pae=$(rel_pae "$shot" "$WORK/ref-nearest.png"); then why=$pae; break; fi
      why=""
      awk -v p="$pae" -v l="$levels" 'BEGIN {exit !(p * 255 <= l + 0.01)}' && break
      why="peak channel difference $(awk -v p="$pae" 'BEGIN {printf "%.1f", p * 255}') of 255 levels, over $levels ($shot)"
      sleep 0.5
    done
  fi
  if [[ -z "$why" ]]; then
    pass "$name (peak difference $(awk -v p="$pae" 'BEGIN {printf "%.1f", p * 255}') of at most $levels levels; $(grep -m1 -o 'drawing to [^(]*[^( ]' "$dir/stderr.txt"))"
  else
    fail "$name" "$why"
  fi
  stop_pid "$pid"
}

# The headless render the window checks compare with: the clock at $TIME, nearest filter.
NO_REF_NEAREST=$(ref_clock nearest)

rel_launches
rel_window_budget
# 5 bits keep a channel to within 8 levels of 255 (pixman truncates, the
# screenshot widens again); 10 bits to within 1.
rel_depth 16 8
rel_depth 30 1

suite_end
