#!/usr/bin/env bash
# Strata's Wayland test suite, against a real compositor it starts itself:
# Weston 10's headless backend with the pixman renderer (screenshots through
# weston-screenshooter, which needs Weston's --debug). Each check starts a
# Weston whose one output is exactly the window's size, with no panel, so the
# desktop shell puts the window at (0, 0) and a screenshot is the window.
#
# Checks: the clock and every still gallery page equal the headless render
# (animated pages frozen with --media-time), at scale 1 and on a scale-2 output;
# the live clock attaches only the damaged rectangles (the client's own
# --log-frames) and its idle CPU over 60 s stays under 0.5 %; backend selection
# by STRATA_BACKEND, --backend and WAYLAND_DISPLAY, with a dead socket falling
# back to X11 in one line; exit codes; Examples/HelloLayers unchanged on Wayland.
#
# Every check prints "PASS name" or "FAIL name: why"; one that cannot run is a
# FAIL. The last line is "Wayland: N passed, M failed"; exit status 1 if any failed.
set -euo pipefail

usage() {
  cat <<USAGE
Usage: Tests/Wayland/run.sh [-h|--help]

Environment:
  STRATA   the strata binary to test (default: .build/release/strata)
Needs weston, weston-screenshooter, ImageMagick and Xvfb (scripts/setup installs them).
Logs and screenshots go to a temporary directory, kept and printed when a check fails.
USAGE
}
case "${1:-}" in
  -h|--help) usage; exit 0 ;;
  "") ;;
  *) echo "Wayland/run.sh: unknown argument: $1" >&2; usage >&2; exit 2 ;;
esac

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
if [[ -n "${STRATA:-}" && "$STRATA" == */* && "$STRATA" != /* ]]; then STRATA="$PWD/$STRATA"; fi
cd "$ROOT"
STRATA=${STRATA:-.build/release/strata}
WORK=$(mktemp -d /tmp/strata-wayland.XXXXXX)
export XDG_RUNTIME_DIR="$WORK/runtime"
mkdir -m 0700 "$XDG_RUNTIME_DIR"
unset WAYLAND_DISPLAY DISPLAY STRATA_BACKEND
PASSED=0
FAILED=0
WESTON_PID=""
XVFB_PID=""

pass() { echo "PASS $1"; PASSED=$((PASSED + 1)); }
fail() { echo "FAIL $1: $2"; FAILED=$((FAILED + 1)); }
tail_of() { tail -c 400 "$1" 2>/dev/null | tr '\n' '|'; }

cleanup() {
  [[ -n "$WESTON_PID" ]] && kill "$WESTON_PID" 2>/dev/null || true
  [[ -n "$XVFB_PID" ]] && kill "$XVFB_PID" 2>/dev/null || true
  if (( FAILED > 0 )); then echo "Wayland: logs and screenshots kept in $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

# weston_start WIDTH HEIGHT [SCALE]: a headless Weston with one output of that
# size in logical pixels, on socket "strata-test"; WAYLAND_DISPLAY is set for it.
# No animations: the desktop shell's default zoom fades new windows in.
weston_start() {
  weston_stop
  cat >"$WORK/weston.ini" <<INI
[core]
idle-time=0
[shell]
panel-position=none
background-color=0xff102030
animation=none
startup-animation=none
focus-animation=none
INI
  weston --config="$WORK/weston.ini" --backend=headless-backend.so --use-pixman --debug \
    --socket=strata-test --width="$1" --height="$2" --scale="${3:-1}" >"$WORK/weston.log" 2>&1 &
  WESTON_PID=$!
  export WAYLAND_DISPLAY=strata-test
  local i
  for i in $(seq 50); do
    [[ -S "$XDG_RUNTIME_DIR/strata-test" ]] && return 0
    sleep 0.1
  done
  echo "weston did not start: $(tail_of "$WORK/weston.log")"
  return 1
}

weston_stop() {
  if [[ -n "$WESTON_PID" ]]; then kill "$WESTON_PID" 2>/dev/null || true; wait "$WESTON_PID" 2>/dev/null || true; fi
  WESTON_PID=""
  unset WAYLAND_DISPLAY
}

# shoot OUT: the output's pixels, as an opaque PNG.
shoot() {
  local before
  rm -f "$WORK"/wayland-screenshot-*.png
  (cd "$WORK" && timeout 10 weston-screenshooter >/dev/null 2>&1) || return 1
  before=$(ls "$WORK"/wayland-screenshot-*.png 2>/dev/null | head -1)
  [[ -n "$before" ]] || return 1
  convert "$before" -alpha off "$1"
  rm -f "$before"
}

# differing A B: how many pixels differ.
differing() { compare -metric AE "$1" "$2" null: 2>&1 || true; }

# launch ERR ARGS...: strata run ARGS in the background (pid in $pid), waits for
# its first frame (the "Wayland window" line and a frame in --log-frames).
launch() {
  local err=$1; shift
  "$STRATA" run "$@" --log-frames >"$err.out" 2>"$err" &
  pid=$!
  local i
  for i in $(seq 100); do
    if grep -q "frame 1 at" "$err" 2>/dev/null; then sleep 0.3; return 0; fi
    kill -0 "$pid" 2>/dev/null || return 1
    sleep 0.1
  done
  return 1
}

stop_pid() { kill "$1" 2>/dev/null || true; wait "$1" 2>/dev/null || true; }

for tool in weston weston-screenshooter convert compare; do
  command -v "$tool" >/dev/null || { fail "wayland/tools" "$tool is missing (scripts/setup installs it)"; }
done
[[ -x "$STRATA" ]] || fail "wayland/tools" "no strata binary at $STRATA"
if (( FAILED > 0 )); then echo "Wayland: $PASSED passed, $FAILED failed"; exit 1; fi

# ------------------------------------------------------------- clock ----
# The clock at 12:34:56 on a Wayland window equals the headless render, pixel
# for pixel: the same renderer draws both, and Weston's pixman renderer copies
# an opaque ARGB8888 buffer as it is.
check_clock() {
  local name=wayland/clock-matches-render err="$WORK/clock.err" why=""
  weston_start 800 300 || { fail "$name" "weston did not start"; return; }
  if ! launch "$err" clock --time 12:34:56; then
    fail "$name" "no frame: $(tail_of "$err")"; stop_pid "$pid"; return
  fi
  if ! grep -q "Wayland window on 'strata-test'" "$err"; then why="not a Wayland window: $(tail_of "$err")"; fi
  shoot "$WORK/clock.png" || why="no screenshot"
  stop_pid "$pid"
  "$STRATA" render clock --time 12:34:56 --size 800x300 --out "$WORK/clock-ref.png" >/dev/null 2>&1 || why="render failed"
  if [[ -z "$why" ]]; then
    convert "$WORK/clock-ref.png" -alpha off "$WORK/clock-ref.png"
    local diff; diff=$(differing "$WORK/clock.png" "$WORK/clock-ref.png")
    [[ "$diff" == 0 ]] || why="$diff pixels differ from the headless render"
  fi
  if [[ -z "$why" ]]; then pass "$name"; else fail "$name" "$why"; fi
}

# ------------------------------------------------------------- pages ----
# Every gallery page at 900 × 720, animated ones frozen 0.5 s in, equals the
# headless render of the same page at the same media time.
check_pages() {
  local name=wayland/pages-match-render bad="" page err shot ref diff count=0
  weston_start 900 720 || { fail "$name" "weston did not start"; return; }
  for page in $("$STRATA" list | awk '/^gallery\// { print $1 }'); do
    err="$WORK/page.err"; shot="$WORK/${page//\//-}.png"; ref="$WORK/${page//\//-}-ref.png"
    if ! launch "$err" "$page" --size 900x720 --media-time 0.5; then
      bad+=" $page: no frame ($(tail_of "$err"));"; stop_pid "$pid"; continue
    fi
    sleep 0.5
    shoot "$shot" || { bad+=" $page: no screenshot;"; stop_pid "$pid"; continue; }
    stop_pid "$pid"
    "$STRATA" render "$page" --size 900x720 --media-time 0.5 --out "$ref" >/dev/null 2>&1 || { bad+=" $page: render failed;"; continue; }
    convert "$ref" -alpha off "$ref"
    diff=$(differing "$shot" "$ref")
    [[ "$diff" == 0 ]] || bad+=" $page: $diff pixels differ;"
    count=$((count + 1))
  done
  if [[ -z "$bad" && $count -gt 10 ]]; then pass "$name ($count pages)"; else fail "$name" "${bad:-only $count pages}"; fi
}

# ------------------------------------------------------------- scale ----
# On a scale-2 output the window's buffer has twice the pixels each way
# (wl_surface.set_buffer_scale 2), and equals the headless render at --scale 2.
check_scale() {
  local name=wayland/integer-scale err="$WORK/scale.err" why=""
  weston_start 800 300 2 || { fail "$name" "weston did not start"; return; }
  if ! launch "$err" clock --time 12:34:56; then
    fail "$name" "no frame: $(tail_of "$err")"; stop_pid "$pid"; return
  fi
  # The window learns its output's scale when it enters it, after the first frame.
  local i
  for i in $(seq 30); do grep -q "drew 960000 " "$err" && break; sleep 0.1; done
  grep -q "drew 960000 " "$err" || why="no whole frame of 1600 x 600 pixels (scale 2): $(tail_of "$err")"
  shoot "$WORK/scale.png" || why="no screenshot"
  stop_pid "$pid"
  "$STRATA" render clock --time 12:34:56 --size 800x300 --scale 2 --out "$WORK/scale-ref.png" >/dev/null 2>&1 || why="render failed"
  if [[ -z "$why" ]]; then
    convert "$WORK/scale-ref.png" -alpha off "$WORK/scale-ref.png"
    local diff; diff=$(differing "$WORK/scale.png" "$WORK/scale-ref.png")
    [[ "$diff" == 0 ]] || why="$diff pixels differ from the render at scale 2"
  fi
  if [[ -z "$why" ]]; then pass "$name"; else fail "$name" "$why"; fi
}

# ------------------------------------------------------ damage and idle ----
# The live clock: after the first whole frame (800 × 300 = 240 000 pixels) each
# tick draws and attaches only the digits that changed (one cell, 16 524 pixels,
# most seconds), one frame a second, no frame callbacks asked for between; an
# idle clock over 60 s uses under 0.5 % of a CPU.
check_live_clock() {
  local err="$WORK/live.err" hz t0 t1 cpu frames whole median
  weston_start 800 300 || { fail "wayland/damage-only" "weston did not start"; return; }
  if ! launch "$err" clock; then
    fail "wayland/damage-only" "no frame: $(tail_of "$err")"; fail "wayland/idle-cpu" "no frame"; stop_pid "$pid"; return
  fi
  sleep 2
  hz=$(getconf CLK_TCK)
  t0=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
  sleep 60
  t1=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
  stop_pid "$pid"
  frames=$(grep -c "^strata: frame " "$err" || true)
  # Ticks after the first frame: none redraws the whole window, and the typical one (the
  # seconds digit alone) draws under a tenth of it.
  whole=$(awk '/^strata: frame / && $3 != 1 && $7 >= 240000 { n++ } END { print n + 0 }' "$err")
  median=$(awk '/^strata: frame / && $3 != 1 { print $7 }' "$err" | sort -n | awk '{ a[NR] = $1 } END { print (NR ? a[int((NR + 1) / 2)] : -1) }')
  if (( frames >= 55 && frames <= 66 && whole == 0 && median >= 0 && median < 24000 )); then
    pass "wayland/damage-only ($frames frames in about 62 s, median tick $median pixels of 240000)"
  else
    fail "wayland/damage-only" "$frames frames in about 62 s (expected one a second), $whole ticks redrew the whole window, median tick $median pixels (limit 24000)"
  fi
  cpu=$(python3 -c "print(f'{($t1 - $t0) / $hz / 60 * 100:.3f}')")
  if python3 -c "import sys; sys.exit(0 if $cpu < 0.5 else 1)"; then
    pass "wayland/idle-cpu ($cpu % over 60 s)"
  else
    fail "wayland/idle-cpu" "$cpu % of a CPU over 60 s (limit 0.5 %)"
  fi
}

# ----------------------------------------------------- backend choice ----
# WAYLAND_DISPLAY set: Wayland first. STRATA_BACKEND=x11 or --backend x11: X11
# although Wayland answers. A dead WAYLAND_DISPLAY: one line, then X11. Wayland
# alone with nothing there: exit 2. A bad --backend: exit 64.
check_backends() {
  local err="$WORK/backend.err" bad="" rc
  weston_start 800 300 || { fail "wayland/backend-choice" "weston did not start"; return; }
  local display
  for display in 95 96 97 98 99; do
    [[ -e /tmp/.X11-unix/X$display ]] && continue
    Xvfb ":$display" -screen 0 1024x768x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
    XVFB_PID=$!
    break
  done
  local i
  for i in $(seq 50); do [[ -e /tmp/.X11-unix/X$display ]] && break; sleep 0.1; done
  export DISPLAY=":$display"
  if launch "$err" clock --time 12:34:56; then
    grep -q "Wayland window" "$err" || bad+=" WAYLAND_DISPLAY set: not Wayland ($(tail_of "$err"));"
  else bad+=" WAYLAND_DISPLAY set: no frame;"; fi
  stop_pid "$pid"
  if STRATA_BACKEND=x11 launch "$err" clock --time 12:34:56; then
    grep -q "Wayland window" "$err" && bad+=" STRATA_BACKEND=x11 opened Wayland;"
    grep -q "presenting with" "$err" || bad+=" STRATA_BACKEND=x11: no X11 window ($(tail_of "$err"));"
  else bad+=" STRATA_BACKEND=x11: no frame ($(tail_of "$err"));"; fi
  stop_pid "$pid"
  if launch "$err" clock --time 12:34:56 --backend x11,wayland; then
    grep -q "presenting with" "$err" || bad+=" --backend x11,wayland: not X11;"
  else bad+=" --backend x11,wayland: no frame;"; fi
  stop_pid "$pid"
  if WAYLAND_DISPLAY=no-such-socket launch "$err" clock --time 12:34:56; then
    local lines; lines=$(grep -c "no-such-socket" "$err" || true)
    (( lines == 1 )) || bad+=" dead WAYLAND_DISPLAY: $lines lines name it, expected 1;"
    grep -q "using X11 instead" "$err" || bad+=" dead WAYLAND_DISPLAY: no fallback line ($(tail_of "$err"));"
  else bad+=" dead WAYLAND_DISPLAY: no X11 frame ($(tail_of "$err"));"; fi
  stop_pid "$pid"
  rc=0; WAYLAND_DISPLAY=no-such-socket timeout 20 "$STRATA" run clock --backend wayland >/dev/null 2>"$err" || rc=$?
  (( rc == 2 )) || bad+=" --backend wayland with no compositor: exit $rc, expected 2;"
  rc=0; timeout 20 "$STRATA" run clock --backend mir >/dev/null 2>"$err" || rc=$?
  (( rc == 64 )) || bad+=" --backend mir: exit $rc, expected 64;"
  kill "$XVFB_PID" 2>/dev/null || true; wait "$XVFB_PID" 2>/dev/null || true; XVFB_PID=""
  unset DISPLAY
  if [[ -z "$bad" ]]; then pass "wayland/backend-choice"; else fail "wayland/backend-choice" "$bad"; fi
}

# ----------------------------------------------------------- lost ----
# The compositor dies under a running window: exit 3 with a line saying so.
check_lost() {
  local err="$WORK/lost.err" rc=0
  weston_start 800 300 || { fail "wayland/compositor-dies" "weston did not start"; return; }
  if ! launch "$err" clock; then fail "wayland/compositor-dies" "no frame"; stop_pid "$pid"; return; fi
  kill "$WESTON_PID"; wait "$WESTON_PID" 2>/dev/null || true; WESTON_PID=""
  wait "$pid" || rc=$?
  if (( rc == 3 )) && grep -q "Wayland compositor" "$err"; then
    pass "wayland/compositor-dies"
  else
    fail "wayland/compositor-dies" "exit $rc, expected 3; stderr: $(tail_of "$err")"
  fi
}

# ---------------------------------------------------------- example ----
# Examples/HelloLayers, unchanged, on Wayland: its red card (40, 60, 140, 100)
# is red at its centre and the root's background shows around it.
check_example() {
  local name=wayland/example-runs err="$WORK/hello.err" bin why=""
  if ! timeout 900 swift build --package-path "$ROOT/Examples/HelloLayers" >"$WORK/hello-build.log" 2>&1; then
    fail "$name" "swift build of Examples/HelloLayers failed: $(tail_of "$WORK/hello-build.log")"; return
  fi
  bin=$(swift build --package-path "$ROOT/Examples/HelloLayers" --show-bin-path)/HelloLayers
  weston_start 600 220 || { fail "$name" "weston did not start"; return; }
  "$bin" >"$err.out" 2>"$err" &
  pid=$!
  local i
  for i in $(seq 50); do grep -q "Wayland window" "$err" 2>/dev/null && break; sleep 0.1; done
  sleep 1
  shoot "$WORK/hello.png" || why="no screenshot"
  stop_pid "$pid"
  grep -q "Wayland window" "$err" || why="not a Wayland window: $(tail_of "$err")"
  if [[ -z "$why" ]]; then
    local card; card=$(convert "$WORK/hello.png" -format "%[fx:int(255*p{110,110}.r)],%[fx:int(255*p{110,110}.g)],%[fx:int(255*p{110,110}.b)]" info:)
    local r=${card%%,*} rest=${card#*,}; local g=${rest%%,*} b=${rest#*,}
    (( r > 180 && g < 80 && b < 80 )) || why="the red card's centre is $card"
  fi
  if [[ -z "$why" ]]; then pass "$name"; else fail "$name" "$why"; fi
}

check_clock
check_pages
check_scale
check_backends
check_lost
check_example
check_live_clock
weston_stop
echo "Wayland: $PASSED passed, $FAILED failed"
(( FAILED == 0 ))
