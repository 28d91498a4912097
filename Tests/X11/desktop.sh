#!/usr/bin/env bash
# Strata's desktop conventions: its window's icon and HiDPI. (`strata record`,
# headless, is checked by the Swift tests in Tests/StrataCLITests.)
#
# desktop/*: under the group's Xvfb, the window's _NET_WM_ICON, and HiDPI from
# Xft.dpi (set with xrdb) giving a 2x window that matches a --scale 2 render.
# Every check prints PASS or FAIL; one that cannot run is a FAIL. The last line
# is "X11 desktop: N passed, M failed".
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

USAGE="The desktop group: the clock window's _NET_WM_ICON, and HiDPI from Xft.dpi against
a --scale 2 render (strata record itself is checked headless by Tests/StrataCLITests)."
suite_start desktop "$@"

REC_DIR="$WORK/desktop"
REC_PID=""
REC_WID=""
mkdir -p "$REC_DIR"

# rec_open_clock DIR [ARGS…]: starts `strata run clock --time 12:34:56 ARGS…`
# and waits for its window; sets REC_PID and REC_WID, or prints why and returns
# 1. Not to be run in $(…): the variables, and the process, must stay in this shell.
rec_open_clock() {
  local dir=$1 deadline rc
  shift
  mkdir -p "$dir"
  REC_WID=""
  "$STRATA" run clock --time 12:34:56 --filter nearest "$@" >"$dir/stdout.txt" 2>"$dir/stderr.txt" </dev/null &
  REC_PID=$!
  STRATA_PIDS+=("$REC_PID")
  deadline=$((SECONDS + 20))
  while ((SECONDS < deadline)); do
    if ! kill -0 "$REC_PID" 2>/dev/null; then
      rc=0; wait "$REC_PID" || rc=$?
      echo "strata exited (status $rc) before its window appeared; stderr: $(tail_of "$dir/stderr.txt")"
      return 1
    fi
    REC_WID=$(find_window) || true
    [[ -n "$REC_WID" ]] && return 0
    sleep 0.2
  done
  echo "no window titled '$TITLE' within 20 s; stderr: $(tail_of "$dir/stderr.txt")"
  return 1
}

run_desktop() {
  local why blocked="" props size
  [[ -n "$NO_X" ]] && blocked="cannot run: $NO_X"
  [[ -z "$blocked" && -n "$NO_STRATA" ]] && blocked="cannot run: $NO_STRATA"
  [[ -z "$blocked" ]] && ! have xprop && blocked="xprop is not installed (x11-utils; scripts/setup)"

  # The window carries its icon at 16, 32 and 48 pixels.
  if [[ -n "$blocked" ]]; then
    fail "desktop/net-wm-icon" "$blocked"
  elif ! rec_open_clock "$REC_DIR/icon" >"$REC_DIR/icon-open.txt"; then
    fail "desktop/net-wm-icon" "$(cat "$REC_DIR/icon-open.txt")"
    stop_pid "$REC_PID"
  else
    props=$(timeout 10 xprop -id "$REC_WID" _NET_WM_ICON 2>&1) || true
    echo "$props" >"$REC_DIR/icon/xprop.txt"
    if ! grep -q '^_NET_WM_ICON(CARDINAL)' <<<"$props"; then
      fail "desktop/net-wm-icon" "no _NET_WM_ICON on window $REC_WID: $(head -n 1 <<<"$props")"
    else
      local missing="" side
      for side in 16 32 48; do
        grep -qF "Icon ($side x $side)" <<<"$props" || missing+=" ${side}x$side"
      done
      if [[ -n "$missing" ]]; then
        fail "desktop/net-wm-icon" "_NET_WM_ICON lacks$missing (sizes: $(grep -o 'Icon ([0-9]* x [0-9]*)' <<<"$props" | tr '\n' ' '))"
      else
        pass "desktop/net-wm-icon (16x16, 32x32, 48x48)"
      fi
    fi
    stop_pid "$REC_PID"
  fi

  # Xft.dpi 192 makes a 2x window whose pixels are the --scale 2 render. 600x225
  # points, so that the 1200x450 pixels fit on the group's 1280x800 screen and the
  # screenshot holds the whole window.
  if [[ -z "$blocked" ]] && ! have xrdb; then
    blocked="xrdb is not installed, so Xft.dpi cannot be set (apt-get install x11-xserver-utils; scripts/setup)"
  fi
  local ref2="$REC_DIR/ref-scale2.png" holder=""
  if [[ -z "$blocked" ]]; then
    # An X server resets when its last client disconnects, dropping the root window's
    # properties, RESOURCE_MANAGER among them (a desktop always has its window manager
    # connected). This client stays connected until the check is done.
    timeout -k 5 300 xprop -root -spy RESOURCE_MANAGER >"$REC_DIR/resource-manager.txt" 2>&1 </dev/null &
    holder=$!
    STRATA_PIDS+=("$holder")
    sleep 0.3
    if ! timeout -k 5 120 "$STRATA" render clock --time 12:34:56 --size 600x225 --scale 2 \
         --out "$REC_DIR/ref-scale2-raw.png" >"$REC_DIR/ref-scale2.log" 2>&1; then
      blocked="headless render --scale 2 failed: $(tail_of "$REC_DIR/ref-scale2.log")"
    elif ! timeout 60 convert "$REC_DIR/ref-scale2-raw.png" -alpha off "$ref2" >>"$REC_DIR/ref-scale2.log" 2>&1; then
      blocked="convert of the --scale 2 render failed: $(tail_of "$REC_DIR/ref-scale2.log")"
    elif ! echo 'Xft.dpi: 192' | timeout 10 xrdb -nocpp -merge >"$REC_DIR/xrdb.log" 2>&1; then
      blocked="xrdb -merge failed: $(tail_of "$REC_DIR/xrdb.log")"
    elif ! timeout 10 xrdb -query 2>/dev/null | grep -q '^Xft.dpi:[[:space:]]*192$'; then
      blocked="after xrdb -merge, xrdb -query does not show Xft.dpi: 192"
    fi
  fi
  if [[ -n "$blocked" ]]; then
    fail "desktop/hidpi-window-size" "$blocked"
    fail "desktop/hidpi-matches-render" "$blocked"
  elif ! rec_open_clock "$REC_DIR/hidpi" --size 600x225 >"$REC_DIR/hidpi-open.txt"; then
    why=$(cat "$REC_DIR/hidpi-open.txt")
    fail "desktop/hidpi-window-size" "$why"
    fail "desktop/hidpi-matches-render" "$why"
    stop_pid "$REC_PID"
  else
    size=$(timeout 10 xdotool getwindowgeometry --shell "$REC_WID" 2>/dev/null |
      awk -F= '$1 == "WIDTH" {w = $2} $1 == "HEIGHT" {h = $2} END {print w "x" h}') || true
    if [[ "$size" == 1200x450 ]]; then
      pass "desktop/hidpi-window-size (Xft.dpi 192: --size 600x225 is 1200x450 pixels)"
    else
      fail "desktop/hidpi-window-size" "with Xft.dpi 192 the --size 600x225 clock window is '$size', expected 1200x450 (2x)"
    fi
    if why=$(shoot_until_match "$REC_WID" "$REC_DIR/hidpi/shot.png" "$ref2"); then
      pass "desktop/hidpi-matches-render"
    else
      fail "desktop/hidpi-matches-render" "$why"
    fi
    stop_pid "$REC_PID"
  fi
  # Leave the server's resources as they were for anything that runs after.
  have xrdb && [[ -z "$NO_X" ]] && timeout 10 xrdb -remove >/dev/null 2>&1 || true
  stop_pid "$holder"
}

run_desktop

suite_end
