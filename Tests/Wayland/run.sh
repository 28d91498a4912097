#!/usr/bin/env bash
# Strata's Wayland test suite, against a real compositor it starts itself:
# Weston 10's headless backend with the pixman renderer (screenshots through
# weston-screenshooter, which needs Weston's --debug). Each check starts a
# Weston whose one output is exactly the window's size, with no panel, so the
# desktop shell puts the window at (0, 0) and a screenshot is the window.
# Weston offers no server-side decorations, so every window there draws its own
# 30-point title bar above the app's layers: the app's pixels start 30 down.
#
# Checks: the clock and every still gallery page equal the headless render
# (animated pages frozen with --media-time), at scale 1 and on a scale-2 output;
# the live clock attaches only the damaged rectangles (the client's own
# --log-frames) and its idle CPU over 60 s stays under 0.5 %; backend selection
# by STRATA_BACKEND, --backend and WAYLAND_DISPLAY, with a dead socket falling
# back to X11 in one line; exit codes; Examples/HelloLayers unchanged on Wayland;
# real keys and a resize under sway; a click, a compositor without xdg-shell, a
# huge configure and buffers never released under a small fake compositor.
#
# Every check prints "PASS name" or "FAIL name: why"; one that cannot run is a
# FAIL. The last line is "Wayland: N passed, M failed"; exit status 1 if any failed.
set -euo pipefail

usage() {
  cat <<USAGE
Usage: Tests/Wayland/run.sh [-h|--help]

Environment:
  STRATA   the strata binary to test (default: .build/release/strata)
Needs weston, sway, grim, wtype, ImageMagick, Xvfb, gcc and libwayland-dev
(scripts/setup installs them).
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
  sway_stop 2>/dev/null || true
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

# off_by_more_than_one A B: how many pixels differ by more than one level of 255 in
# a channel (0.5 % of the range: one level is 0.39 %, two 0.78 %). Below Weston's
# title bar the app's layers are drawn 30 points down the surface, and a few
# blurred, tiled or warped pixels round the other way on that grid.
off_by_more_than_one() { compare -metric AE -fuzz 0.5% "$1" "$2" null: 2>&1 || true; }

# content SHOT W H SCALE OUT: the app's part of a screenshot, below the title bar.
content() { convert "$1" -crop "$2x$3+0+$((30 * $4))" +repage "$5"; }

# title_bar_ok SHOT WIDTH: the bar's grey (0.92) at its left, dark title text in its middle.
title_bar_ok() {
  local grey dark
  grey=$(convert "$1" -format "%[fx:int(255*p{12,15}.r)]" info:)
  dark=$(convert "$1" -crop "$(( $2 / 3 ))x14+$(( $2 / 3 ))+8" -threshold 50% -format "%[fx:int(w*h*(1-mean))]" info:)
  if (( grey < 230 || grey > 240 )); then echo "title bar grey is $grey, expected 235"; return 1; fi
  if (( dark < 20 )); then echo "no title text in the bar ($dark dark pixels)"; return 1; fi
}

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
  weston_start 800 330 || { fail "$name" "weston did not start"; return; }
  if ! launch "$err" clock --time 12:34:56; then
    fail "$name" "no frame: $(tail_of "$err")"; stop_pid "$pid"; return
  fi
  if ! grep -q "Wayland window on 'strata-test'.*client-side decorations" "$err"; then
    why="not a Wayland window with its own title bar: $(tail_of "$err")"
  fi
  shoot "$WORK/clock.png" || why="no screenshot"
  stop_pid "$pid"
  "$STRATA" render clock --time 12:34:56 --size 800x300 --out "$WORK/clock-ref.png" >/dev/null 2>&1 || why="render failed"
  if [[ -z "$why" ]]; then
    convert "$WORK/clock-ref.png" -alpha off "$WORK/clock-ref.png"
    content "$WORK/clock.png" 800 300 1 "$WORK/clock-content.png"
    local diff; diff=$(differing "$WORK/clock-content.png" "$WORK/clock-ref.png")
    [[ "$diff" == 0 ]] || why="$diff pixels differ from the headless render"
  fi
  if [[ -z "$why" ]]; then pass "$name"; else fail "$name" "$why"; fi
  if [[ -f "$WORK/clock.png" ]] && why=$(title_bar_ok "$WORK/clock.png" 800); then
    pass "wayland/own-title-bar"
  else
    fail "wayland/own-title-bar" "${why:-no screenshot}"
  fi
}

# ------------------------------------------------------------- pages ----
# Every gallery page at 900 × 720, animated ones frozen 0.5 s in, equals the
# headless render of the same page at the same media time, within one level.
check_pages() {
  local name=wayland/pages-match-render bad="" page err shot ref diff count=0
  weston_start 900 750 || { fail "$name" "weston did not start"; return; }
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
    content "$shot" 900 720 1 "$shot"
    diff=$(off_by_more_than_one "$shot" "$ref")
    [[ "$diff" == 0 ]] || bad+=" $page: $diff pixels differ by more than one level;"
    count=$((count + 1))
  done
  if [[ -z "$bad" && $count -gt 10 ]]; then pass "$name ($count pages)"; else fail "$name" "${bad:-only $count pages}"; fi
}

# ------------------------------------------------------------- scale ----
# On a scale-2 output the window's buffer has twice the pixels each way
# (wl_surface.set_buffer_scale 2), and equals the headless render at --scale 2.
check_scale() {
  local name=wayland/integer-scale err="$WORK/scale.err" why=""
  weston_start 800 330 2 || { fail "$name" "weston did not start"; return; }
  if ! launch "$err" clock --time 12:34:56; then
    fail "$name" "no frame: $(tail_of "$err")"; stop_pid "$pid"; return
  fi
  # The window learns its output's scale when it enters it, after the first frame.
  local i
  for i in $(seq 30); do grep -q "drew 1056000 " "$err" && break; sleep 0.1; done
  grep -q "drew 1056000 " "$err" || why="no whole frame of 1600 x 660 pixels (scale 2): $(tail_of "$err")"
  shoot "$WORK/scale.png" || why="no screenshot"
  stop_pid "$pid"
  "$STRATA" render clock --time 12:34:56 --size 800x300 --scale 2 --out "$WORK/scale-ref.png" >/dev/null 2>&1 || why="render failed"
  if [[ -z "$why" ]]; then
    convert "$WORK/scale-ref.png" -alpha off "$WORK/scale-ref.png"
    content "$WORK/scale.png" 1600 600 2 "$WORK/scale.png"
    local diff; diff=$(differing "$WORK/scale.png" "$WORK/scale-ref.png")
    [[ "$diff" == 0 ]] || why="$diff pixels differ from the render at scale 2"
  fi
  if [[ -z "$why" ]]; then pass "$name"; else fail "$name" "$why"; fi
}

# ------------------------------------------------------ damage and idle ----
# The live clock: after the first whole frame (800 × 330 = 264 000 pixels) each
# tick draws and attaches only the digits that changed (one cell, 16 524 pixels,
# most seconds), one frame a second, no frame callbacks asked for between; an
# idle clock over 60 s uses under 0.5 % of a CPU.
check_live_clock() {
  local err="$WORK/live.err" hz t0 t1 cpu frames whole median
  weston_start 800 330 || { fail "wayland/damage-only" "weston did not start"; return; }
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
  whole=$(awk '/^strata: frame / && $3 != 1 && $7 >= 264000 { n++ } END { print n + 0 }' "$err")
  median=$(awk '/^strata: frame / && $3 != 1 { print $7 }' "$err" | sort -n | awk '{ a[NR] = $1 } END { print (NR ? a[int((NR + 1) / 2)] : -1) }')
  if (( frames >= 55 && frames <= 66 && whole == 0 && median >= 0 && median < 24000 )); then
    pass "wayland/damage-only ($frames frames in about 62 s, median tick $median pixels of 264000)"
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
# is red at its centre, 30 points down for the title bar.
check_example() {
  local name=wayland/example-runs err="$WORK/hello.err" bin why=""
  if ! timeout 900 swift build --package-path "$ROOT/Examples/HelloLayers" >"$WORK/hello-build.log" 2>&1; then
    fail "$name" "swift build of Examples/HelloLayers failed: $(tail_of "$WORK/hello-build.log")"; return
  fi
  bin=$(swift build --package-path "$ROOT/Examples/HelloLayers" --show-bin-path)/HelloLayers
  weston_start 600 250 || { fail "$name" "weston did not start"; return; }
  "$bin" >"$err.out" 2>"$err" &
  pid=$!
  local i
  for i in $(seq 50); do grep -q "Wayland window" "$err" 2>/dev/null && break; sleep 0.1; done
  sleep 1
  shoot "$WORK/hello.png" || why="no screenshot"
  stop_pid "$pid"
  grep -q "Wayland window" "$err" || why="not a Wayland window: $(tail_of "$err")"
  if [[ -z "$why" ]]; then
    local card; card=$(convert "$WORK/hello.png" -format "%[fx:int(255*p{110,140}.r)],%[fx:int(255*p{110,140}.g)],%[fx:int(255*p{110,140}.b)]" info:)
    local r=${card%%,*} rest=${card#*,}; local g=${rest%%,*} b=${rest#*,}
    (( r > 180 && g < 80 && b < 80 )) || why="the red card's centre is $card"
  fi
  if [[ -z "$why" ]]; then pass "$name"; else fail "$name" "$why"; fi
}


# ------------------------------------------------------------- sway ----
# Real input on Wayland, through a headless wlroots compositor: sway with the
# headless backend and the pixman renderer (it refuses root, so as root it runs
# as the unprivileged user strata-wayland-test, made here if missing), keys
# through wtype's virtual keyboard, resizes through swaymsg, pixels through
# grim. Sway decorates windows itself (xdg-decoration), so the window has no
# title bar of its own and fills the 800 × 600 output.
# Keys: the clock starts nearest; L makes it linear; both equal the headless
# render at 800 × 600. Ctrl+Shift+I opens the inspector. A resize to a floating
# 600 × 400 window (N first: nearest again) redraws it at that size, equal to the render at 600 × 400.
# (Headless sway has no pointer device, so clicks are not injected here.)
SWAY_PID=""
sway_run() {  # sway_run COMMAND...: runs it as the compositor's user, in its session
  if [[ -n "$SWAY_USER" ]]; then
    runuser -u "$SWAY_USER" -- env XDG_RUNTIME_DIR="$SWAY_RUNTIME" WAYLAND_DISPLAY="$SWAY_DISPLAY" \
      SWAYSOCK="$SWAY_SOCK" HOME="$SWAY_RUNTIME" "$@"
  else
    env XDG_RUNTIME_DIR="$SWAY_RUNTIME" WAYLAND_DISPLAY="$SWAY_DISPLAY" SWAYSOCK="$SWAY_SOCK" "$@"
  fi
}

sway_start() {
  SWAY_USER=""
  if (( $(id -u) == 0 )); then
    SWAY_USER=strata-wayland-test
    id "$SWAY_USER" >/dev/null 2>&1 || useradd -M -s /usr/sbin/nologin "$SWAY_USER" 2>/dev/null ||
      { echo "cannot make the user $SWAY_USER sway needs (it refuses root)"; return 1; }
  fi
  SWAY_RUNTIME="$WORK/sway-runtime"
  mkdir -m 0700 "$SWAY_RUNTIME"
  [[ -n "$SWAY_USER" ]] && chown "$SWAY_USER" "$SWAY_RUNTIME"
  chmod 755 "$WORK"
  cat >"$WORK/sway.cfg" <<CFG
output HEADLESS-1 resolution 800x600 position 0,0
default_border none
default_floating_border none
CFG
  chmod 644 "$WORK/sway.cfg"
  SWAY_DISPLAY="" SWAY_SOCK=""
  if [[ -n "$SWAY_USER" ]]; then
    runuser -u "$SWAY_USER" -- env XDG_RUNTIME_DIR="$SWAY_RUNTIME" WLR_BACKENDS=headless WLR_RENDERER=pixman \
      WLR_LIBINPUT_NO_DEVICES=1 HOME="$SWAY_RUNTIME" sway -c "$WORK/sway.cfg" >"$WORK/sway.log" 2>&1 &
  else
    env XDG_RUNTIME_DIR="$SWAY_RUNTIME" WLR_BACKENDS=headless WLR_RENDERER=pixman WLR_LIBINPUT_NO_DEVICES=1 \
      sway -c "$WORK/sway.cfg" >"$WORK/sway.log" 2>&1 &
  fi
  SWAY_PID=$!
  local i
  for i in $(seq 50); do
    SWAY_SOCK=$(ls "$SWAY_RUNTIME"/sway-ipc.*.sock 2>/dev/null | head -1)
    SWAY_DISPLAY=$(cd "$SWAY_RUNTIME" && ls wayland-* 2>/dev/null | grep -v lock | head -1)
    [[ -n "$SWAY_SOCK" && -n "$SWAY_DISPLAY" ]] && return 0
    sleep 0.1
  done
  echo "sway did not start: $(tail_of "$WORK/sway.log")"
  return 1
}

sway_stop() {
  [[ -n "$SWAY_PID" ]] || return 0
  sway_run swaymsg exit >/dev/null 2>&1 || true
  sleep 0.3
  pkill -P "$SWAY_PID" 2>/dev/null || true
  kill "$SWAY_PID" 2>/dev/null || true
  wait "$SWAY_PID" 2>/dev/null || true
  SWAY_PID=""
}

# sway_shot OUT: the output's pixels.
sway_shot() {
  rm -f "$SWAY_RUNTIME/shot.png"
  sway_run grim "$SWAY_RUNTIME/shot.png" 2>/dev/null || return 1
  convert "$SWAY_RUNTIME/shot.png" -alpha off "$1"
}

check_sway() {
  local keys=wayland/sway-keys inspector=wayland/sway-inspector-key resize=wayland/sway-resize
  local why="" err="$WORK/sway-clock.err" tool
  for tool in sway grim wtype swaymsg; do
    command -v "$tool" >/dev/null || why="$tool is missing (scripts/setup installs it)"
  done
  if [[ -z "$why" ]] && ! sway_start >"$WORK/sway-start.txt"; then why="$(cat "$WORK/sway-start.txt")"; fi
  if [[ -n "$why" ]]; then fail "$keys" "$why"; fail "$inspector" "$why"; fail "$resize" "$why"; sway_stop; return; fi
  # A virtual keyboard kept for the whole check: headless sway has none, and a keyboard
  # that appears with each wtype would reach the window only after wtype's keys.
  sway_run wtype -s 600000 -m shift >/dev/null 2>&1 &
  local keeper=$!
  sleep 0.3
  sway_run "$STRATA" run clock --time 12:34:56 --log-frames >"$err.out" 2>"$err" &
  local spid=$! i
  for i in $(seq 100); do grep -q "drew 480000 " "$err" 2>/dev/null && break; sleep 0.1; done
  sleep 0.3
  "$STRATA" render clock --time 12:34:56 --size 800x600 --out "$WORK/sway-nearest-ref.png" >/dev/null 2>&1
  "$STRATA" render clock --time 12:34:56 --size 800x600 --filter linear --out "$WORK/sway-linear-ref.png" >/dev/null 2>&1
  convert "$WORK/sway-nearest-ref.png" -alpha off "$WORK/sway-nearest-ref.png"
  convert "$WORK/sway-linear-ref.png" -alpha off "$WORK/sway-linear-ref.png"
  why=""
  if ! grep -q "drew 480000 " "$err"; then
    why="no 800 x 600 frame: $(tail_of "$err")"
  else
    sway_shot "$WORK/sway-nearest.png" || why="no screenshot"
    [[ -z "$why" ]] && d=$(differing "$WORK/sway-nearest.png" "$WORK/sway-nearest-ref.png") && [[ "$d" != 0 ]] &&
      why="before L: $d pixels differ from the nearest render"
    sway_run wtype l
    sleep 0.6
    sway_shot "$WORK/sway-linear.png" || why="no screenshot"
    [[ -z "$why" ]] && d=$(differing "$WORK/sway-linear.png" "$WORK/sway-linear-ref.png") && [[ "$d" != 0 ]] &&
      why="after L: $d pixels differ from the linear render"
  fi
  if [[ -z "$why" ]]; then pass "$keys"; else fail "$keys" "$why"; fi
  sway_run wtype -M ctrl -M shift i -m shift -m ctrl
  sleep 0.5
  if grep -q "inspector open" "$err"; then pass "$inspector"; else fail "$inspector" "no 'inspector open' line: $(tail_of "$err")"; fi
  sway_run wtype -M ctrl -M shift i -m shift -m ctrl
  sway_run wtype n
  sleep 0.3
  why=""
  sway_run swaymsg "floating enable, resize set 600 400, move position 0 0" >/dev/null 2>&1 || why="swaymsg refused the resize"
  for i in $(seq 30); do grep -q "drew 240000 " "$err" && break; sleep 0.1; done
  sleep 0.3
  if [[ -z "$why" ]] && ! grep -q "drew 240000 " "$err"; then why="no whole 600 x 400 frame after the resize: $(tail_of "$err")"; fi
  if [[ -z "$why" ]]; then
    sway_shot "$WORK/sway-resized.png" || why="no screenshot"
    "$STRATA" render clock --time 12:34:56 --size 600x400 --out "$WORK/sway-resized-ref.png" >/dev/null 2>&1
    convert "$WORK/sway-resized-ref.png" -alpha off "$WORK/sway-resized-ref.png"
    convert "$WORK/sway-resized.png" -crop 600x400+0+0 +repage "$WORK/sway-resized.png"
    d=$(differing "$WORK/sway-resized.png" "$WORK/sway-resized-ref.png")
    [[ "$d" == 0 ]] || why="$d pixels differ from the render at 600 x 400"
  fi
  if [[ -z "$why" ]]; then pass "$resize"; else fail "$resize" "$why"; fi
  kill "$spid" "$keeper" 2>/dev/null || true
  sway_run pkill -f "strata run clock" 2>/dev/null || true
  sway_run pkill -x wtype 2>/dev/null || true
  wait "$spid" 2>/dev/null || true
  sway_stop
}


# ---------------------------------------------------- fake compositor ----
# Tests/Wayland/fake-compositor.c, built here against libwayland-server: a
# compositor that does on demand what Weston and sway will not. A pointer click
# it sends at (100, 130) surface-local, 30 points under the window's own title
# bar, prints the layer hit on gallery/borders ("borders", its page's grid);
# a compositor without xdg_wm_base is refused with the reason (exit 1); a
# configure to 100 000 × 100 000 keeps the frame within the pixel budget
# (64 Mpixel) and the window running; a compositor that never releases a buffer
# sees at most three, and one line saying so, and the window keeps running.
FAKE=""
fake_build() {
  local dir="$WORK/fake"
  mkdir -p "$dir"
  wayland-scanner server-header /usr/share/wayland-protocols/stable/xdg-shell/xdg-shell.xml "$dir/xdg-shell-server-protocol.h" &&
  wayland-scanner private-code /usr/share/wayland-protocols/stable/xdg-shell/xdg-shell.xml "$dir/xdg-shell-protocol.c" &&
  gcc -O1 -Wall -Wextra -Wno-cast-function-type -I"$dir" -o "$dir/fake-compositor" "$ROOT/Tests/Wayland/fake-compositor.c" \
    "$dir/xdg-shell-protocol.c" -lwayland-server >"$dir/build.log" 2>&1 && FAKE="$dir/fake-compositor"
}

# fake_start NAME ARGS...: the fake compositor on socket NAME (pid in $fpid, log $WORK/NAME.log).
fake_start() {
  local name=$1; shift
  "$FAKE" --socket "$name" "$@" >"$WORK/$name.log" 2>&1 &
  fpid=$!
  local i
  for i in $(seq 50); do grep -q listening "$WORK/$name.log" 2>/dev/null && return 0; sleep 0.1; done
  return 1
}

check_fake() {
  local names="wayland/click-prints-hit-layer wayland/no-xdg-shell wayland/huge-configure wayland/buffers-never-released"
  if ! fake_build; then
    local n; for n in $names; do fail "$n" "the fake compositor did not build: $(tail_of "$WORK/fake/build.log")"; done
    return
  fi
  unset DISPLAY
  local err out rc why
  # A click.
  err="$WORK/fake-click.err"; out="$WORK/fake-click.out"
  fake_start fake-click --click 100 130 --exit-after 15
  WAYLAND_DISPLAY=fake-click "$STRATA" run gallery/borders >"$out" 2>"$err" &
  pid=$!
  local i; for i in $(seq 50); do [[ -s "$out" ]] && break; sleep 0.1; done
  stop_pid "$pid"; stop_pid "$fpid"
  if grep -q "clicked 100 130" "$WORK/fake-click.log" && [[ "$(head -1 "$out")" == "borders" ]]; then
    pass "wayland/click-prints-hit-layer"
  else
    fail "wayland/click-prints-hit-layer" "printed '$(head -1 "$out")', expected 'borders'; compositor: $(tail_of "$WORK/fake-click.log"); $(tail_of "$err")"
  fi
  # No xdg_wm_base.
  err="$WORK/fake-noxdg.err"
  fake_start fake-noxdg --no-xdg-shell --exit-after 15
  rc=0; WAYLAND_DISPLAY=fake-noxdg timeout 20 "$STRATA" run clock --backend wayland >/dev/null 2>"$err" || rc=$?
  stop_pid "$fpid"
  if (( rc == 1 )) && grep -q "no xdg_wm_base" "$err"; then
    pass "wayland/no-xdg-shell"
  else
    fail "wayland/no-xdg-shell" "exit $rc (expected 1), stderr: $(tail_of "$err")"
  fi
  # A configure to 100 000 × 100 000.
  err="$WORK/fake-huge.err"
  fake_start fake-huge --configure 100000 100000 --exit-after 15
  WAYLAND_DISPLAY=fake-huge "$STRATA" run clock --time 12:34:56 >/dev/null 2>"$err" &
  pid=$!
  for i in $(seq 100); do grep -q "^commit" "$WORK/fake-huge.log" && break; sleep 0.1; done
  sleep 0.5
  why=""
  local size; size=$(grep -m1 "^commit" "$WORK/fake-huge.log" | awk '{ print $2 }')
  if [[ -z "$size" ]]; then why="no frame committed: $(tail_of "$err")"
  elif (( ${size%x*} * ${size#*x} > 64 * 1024 * 1024 || ${size%x*} > 32767 || ${size#*x} > 32767 )); then why="a ${size} frame is past the pixel budget"
  elif ! kill -0 "$pid" 2>/dev/null; then why="the window died: $(tail_of "$err")"; fi
  stop_pid "$pid"; stop_pid "$fpid"
  if [[ -z "$why" ]]; then pass "wayland/huge-configure (frames of $size)"; else fail "wayland/huge-configure" "$why"; fi
  # Buffers never released: the clock ticks every second; three frames go out, then one line.
  err="$WORK/fake-hold.err"
  fake_start fake-hold --hold-buffers --exit-after 20
  WAYLAND_DISPLAY=fake-hold "$STRATA" run clock >/dev/null 2>"$err" &
  pid=$!
  # Three ticks go out by about 3 s; the fourth waits, and 2 s later comes the line.
  sleep 7.5
  why=""
  local commits; commits=$(grep -c "^commit" "$WORK/fake-hold.log" || true)
  (( commits == 3 )) || why="$commits frames committed, expected 3 (the pool's size)"
  grep -q "held all 3 frame buffers" "$err" || why+=" no line about the held buffers: $(tail_of "$err")"
  (( $(grep -c "held all 3" "$err") <= 1 )) || why+=" the line came more than once"
  kill -0 "$pid" 2>/dev/null || why+=" the window died"
  stop_pid "$pid"; stop_pid "$fpid"
  if [[ -z "$why" ]]; then pass "wayland/buffers-never-released"; else fail "wayland/buffers-never-released" "$why"; fi
}

check_clock
check_pages
check_scale
check_backends
check_lost
check_example
check_sway
check_fake
check_live_clock
weston_stop
echo "Wayland: $PASSED passed, $FAILED failed"
(( FAILED == 0 ))
