#!/usr/bin/env bash
# The LCD clock in a real window: without a display `strata run` says so and
# fails quickly; on the group's Xvfb, the clock presenting through MIT-SHM and
# with --no-shm (XPutImage): the window and its presenter, its pixels against a
# headless render, hit testing by mouse clicks, the filter key and the quit
# key; then the live clock following the wall clock.
# Every check prints "PASS name" or "FAIL name: why"; a check that cannot run
# is a FAIL. The last line is "X11 clock: N passed, M failed", and the exit
# status is 1 if anything failed.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

USAGE="The clock group: \`strata run clock\` without a display, then the clock window
through MIT-SHM and through XPutImage (--no-shm) against headless renders, clicks,
the L and Q keys, and the live clock's ticks."
suite_start clock "$@"

# run_mode MODE: the window checks for one presenter (MODE = shm or no-shm).
run_mode() {
  local mode=$1 flags=() expect
  if [[ $mode == shm ]]; then
    expect="presenting with MIT-SHM"
  else
    flags=(--no-shm)
    expect="presenting with XPutImage"
  fi
  local dir="$WORK/$mode"
  mkdir -p "$dir"
  local out="$dir/stdout.txt" err="$dir/stderr.txt"
  local blocked="" why pid="" wid="" i rc count

  # 1. the window appears, and the presenter is the expected one.
  if [[ -n "$NO_X" ]]; then
    blocked="cannot run: $NO_X"
    fail "$mode/window" "$blocked"
  elif [[ -n "$NO_STRATA" ]]; then
    blocked="cannot run: $NO_STRATA"
    fail "$mode/window" "$blocked"
  else
    "$STRATA" run clock --time "$TIME" --filter nearest "${flags[@]}" >"$out" 2>"$err" &
    pid=$!
    STRATA_PIDS+=("$pid")
    local deadline=$((SECONDS + 20))
    while ((SECONDS < deadline)); do
      if ! kill -0 "$pid" 2>/dev/null; then
        rc=0; wait "$pid" || rc=$?
        blocked="strata exited (status $rc) before its window appeared; stderr: $(tail_of "$err")"
        break
      fi
      wid=$(find_window) || true
      [[ -n "$wid" ]] && break
      sleep 0.2
    done
    if [[ -z "$wid" && -z "$blocked" ]]; then
      blocked="no visible window titled '$TITLE' (WM_NAME or _NET_WM_NAME) within 20 s"
      local w props
      w=$(timeout 5 xdotool search --onlyvisible --name 'Strata' 2>/dev/null | head -n 1) || true
      if [[ -n "$w" ]]; then
        props=$(timeout 5 xprop -id "$w" WM_NAME _NET_WM_NAME 2>&1 | tr '\n' ' ') || true
        blocked+=" (a window matching 'Strata' exists: $props)"
      else
        blocked+=" (no visible window matching 'Strata' at all)"
      fi
      blocked+="; stderr: $(tail_of "$err")"
    fi
    if [[ -n "$blocked" ]]; then
      fail "$mode/window" "$blocked"
    else
      pass "$mode/window"
    fi
  fi

  if [[ -n "$blocked" ]]; then
    fail "$mode/presenter" "$blocked"
  elif wait_text "$err" "$expect" 5; then
    pass "$mode/presenter"
  else
    fail "$mode/presenter" "stderr does not contain '$expect' (stderr: $(tail_of "$err"))"
  fi

  # 2. the window's pixels are the headless render's.
  if [[ -n "$blocked" ]]; then
    fail "$mode/nearest-matches-render" "$blocked"
  elif [[ -n "$NO_REF_NEAREST" ]]; then
    fail "$mode/nearest-matches-render" "$NO_REF_NEAREST"
  elif why=$(shoot_until_match "$wid" "$dir/shot-nearest.png" "$WORK/ref-nearest.png"); then
    pass "$mode/nearest-matches-render"
  else
    fail "$mode/nearest-matches-render" "$why"
  fi

  # 3. clicks are hit-tested to the layer under the pointer.
  local target x y
  for target in "hours-tens 110 150" "seconds-ones 690 150" "background 20 20"; do
    read -r target x y <<<"$target"
    if [[ -n "$blocked" ]]; then
      fail "$mode/click-$target" "$blocked"
      continue
    fi
    if ! timeout 10 xdotool mousemove --window "$wid" "$x" "$y" click 1 >/dev/null 2>&1; then
      fail "$mode/click-$target" "xdotool mousemove/click at ($x,$y) failed"
    elif wait_line "$out" "$target" 5; then
      pass "$mode/click-$target"
    else
      fail "$mode/click-$target" "no line '$target' on stdout within 5 s of clicking ($x,$y) (stdout: $(tail_of "$out"))"
    fi
  done

  # 4. 'l' switches to linear filtering.
  if [[ -n "$blocked" ]]; then
    fail "$mode/linear-matches-render" "$blocked"
    fail "$mode/linear-differs-from-nearest" "$blocked"
  else
    local keyed=1
    timeout 10 xdotool key --window "$wid" l >/dev/null 2>&1 || keyed=0
    sleep 0.5
    if (( keyed == 0 )); then
      fail "$mode/linear-matches-render" "xdotool key l failed"
    elif [[ -n "$NO_REF_LINEAR" ]]; then
      fail "$mode/linear-matches-render" "$NO_REF_LINEAR"
    elif why=$(shoot_until_match "$wid" "$dir/shot-linear.png" "$WORK/ref-linear.png"); then
      pass "$mode/linear-matches-render"
    else
      fail "$mode/linear-matches-render" "$why"
    fi
    if [[ ! -s "$dir/shot-nearest.png" || ! -s "$dir/shot-linear.png" ]]; then
      fail "$mode/linear-differs-from-nearest" "missing screenshot(s) in $dir"
    elif ! count=$(ae "$dir/shot-nearest.png" "$dir/shot-linear.png" 0); then
      fail "$mode/linear-differs-from-nearest" "$count"
    elif [[ "$count" != 0 ]]; then
      pass "$mode/linear-differs-from-nearest"
    else
      fail "$mode/linear-differs-from-nearest" "the screenshot after pressing 'l' is identical to the nearest one ($dir/shot-linear.png)"
    fi
  fi

  # 5. 'q' quits with status 0.
  if [[ -n "$blocked" ]]; then
    fail "$mode/quit-with-q" "$blocked"
  else
    # xdotool's status is not the verdict: when the window is gone before the
    # key release is sent, xdotool reports BadWindow and exits 1.
    timeout 10 xdotool key --window "$wid" q >"$dir/xdotool-q.log" 2>&1 || true
    for ((i = 0; i < 50; i++)); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    if kill -0 "$pid" 2>/dev/null; then
      fail "$mode/quit-with-q" "still running 5 s after 'q' (xdotool: $(tail_of "$dir/xdotool-q.log"))"
    else
      rc=0; wait "$pid" || rc=$?
      if (( rc == 0 )); then
        pass "$mode/quit-with-q"
      else
        fail "$mode/quit-with-q" "exited with status $rc (stderr: $(tail_of "$err"))"
      fi
    fi
  fi

  # Whatever happened, this instance is gone before the next one starts.
  [[ -n "$pid" ]] && stop_pid "$pid"
  return 0
}

# run_live: the clock follows the wall clock. Each tick must land just after
# a whole second (no drift), show the local time of that second, and the
# window must then show exactly the headless render of that time.
run_live() {
  local dir="$WORK/live" pid="" wid="" rc
  mkdir -p "$dir"
  if [[ -n "$NO_X" || -n "$NO_STRATA" ]]; then
    fail "live/ticks" "cannot run: ${NO_X:-$NO_STRATA}"
    fail "live/matches-render" "cannot run: ${NO_X:-$NO_STRATA}"
    return 0
  fi
  "$STRATA" run clock --filter nearest --log-ticks >"$dir/stdout.txt" 2>"$dir/stderr.txt" </dev/null &
  pid=$!
  for ((i = 0; i < 40; i++)); do
    [[ $(grep -c '^strata: tick ' "$dir/stderr.txt" 2>/dev/null) -ge 3 ]] && break
    sleep 0.1
  done
  # A tick just arrived: the next is ~1 s away, time enough for a screenshot.
  wid=$(find_window) || true
  local last shown ok=1 why=""
  last=$(grep '^strata: tick ' "$dir/stderr.txt" | tail -n 1)
  shown=$(echo "$last" | awk '{print $3}')
  if [[ -n "$wid" ]]; then
    shoot "$wid" "$dir/shot.png" >"$dir/shoot.log" 2>&1 || true
  fi
  sleep 1.5
  stop_pid "$pid"
  # ticks: "strata: tick HH:MM:SS at EPOCH.micro"
  why=$(grep '^strata: tick ' "$dir/stderr.txt" | python3 -c '
import sys, time
ticks = [(l.split()[2], float(l.split()[4])) for l in sys.stdin]
if len(ticks) < 3:
    print(f"only {len(ticks)} ticks logged"); sys.exit(1)
for shown, at in ticks:
    late = at - int(at)
    if late > 0.05:
        print(f"tick {shown} drawn {late*1000:.1f} ms after the second"); sys.exit(1)
    if time.strftime("%H:%M:%S", time.localtime(int(at))) != shown:
        print(f"tick at {at} shows {shown}"); sys.exit(1)
for (_, a), (_, b) in zip(ticks, ticks[1:]):
    if abs((b - a) - 1) > 0.05:
        print(f"ticks {a} and {b} are not one second apart"); sys.exit(1)
print(f"{len(ticks)} ticks, each at most {max(at - int(at) for _, at in ticks)*1000:.2f} ms after the second")
') && pass "live/ticks ($why)" || fail "live/ticks" "$why"
  if [[ -z "$wid" || ! -f "$dir/shot.png" ]]; then
    fail "live/matches-render" "no window or screenshot (see $dir)"
  else
    local TIME=$shown count
    if ! why=$(render_ref nearest "$dir/ref.png"); then
      fail "live/matches-render" "$why"
    elif ! count=$(ae "$dir/shot.png" "$dir/ref.png" 1%); then
      fail "live/matches-render" "$count"
    elif [[ "$count" == 0 ]]; then
      pass "live/matches-render ($shown)"
    else
      fail "live/matches-render" "$count pixels differ from the render of $shown ($dir)"
    fi
  fi
}

# ------------------------------------------------------------------ main ----

# Without a display, strata run must say so and fail, quickly.
if [[ -n "$NO_STRATA" ]]; then
  fail "no-display" "cannot run: $NO_STRATA"
else
  rc=0
  env -u DISPLAY timeout -k 2 5 "$STRATA" run clock >"$WORK/no-display.out" 2>"$WORK/no-display.err" </dev/null || rc=$?
  if (( rc == 124 || rc == 137 )); then
    fail "no-display" "'strata run clock' without DISPLAY was still running after 5 s"
  elif (( rc == 0 )); then
    fail "no-display" "'strata run clock' without DISPLAY exited 0"
  elif ! grep -qF "no X display" "$WORK/no-display.err"; then
    fail "no-display" "exit status $rc but stderr has no 'no X display' line (stderr: $(tail_of "$WORK/no-display.err"))"
  else
    pass "no-display"
  fi
fi

# The reference renders (shared by both presenters).
NO_REF_NEAREST=$(ref_clock nearest)
NO_REF_LINEAR=$(ref_clock linear)

run_mode shm
run_mode no-shm
run_live

suite_end
