#!/usr/bin/env bash
# Strata's real-X-server test suite.
#
# Starts a private Xvfb, runs the LCD clock in it (once presenting through
# MIT-SHM, once with --no-shm / XPutImage), and checks the window, its pixels
# against a headless render, hit testing by mouse clicks, the filter key and
# the quit key; then strata record, the window icon and HiDPI scaling
# (Tests/X11/record.sh), the inspector (Tests/X11/inspector.sh), and
# reliability: repeated launches, size limits, exit codes, record's signal
# cleanup, and 16- and 30-bit screens (Tests/X11/reliability.sh, which restarts
# Xvfb at those depths last). Every check prints "PASS name" or "FAIL name: why"; a check
# that cannot run is a FAIL. The last line is always "X11: N passed, M failed",
# and the exit status is 1 if anything failed.
set -euo pipefail

usage() {
  cat <<USAGE
Usage: Tests/X11/run.sh [--only GROUP[,GROUP…]] [-h|--help]

Groups, in the order they run: clock (the clock window through MIT-SHM and
XPutImage, and its live ticks), record, inspector, window, motion, bench,
reliability. --only runs the groups named and skips the rest; each group starts
from nothing the others left, so any one runs alone, e.g.
  Tests/X11/run.sh --only motion
  Tests/X11/run.sh --only record,inspector

Environment:
  STRATA         the strata binary to test (default: .build/release/strata,
                 relative to the repository root)
  XVFB_DISPLAYS  the display numbers Xvfb may take, first free one wins
                 (default: "90 91 92 93 94 95 96 97 98 99")

Starts its own Xvfb on the first free display of XVFB_DISPLAYS and kills it on exit.
Screenshots and logs go to a temporary directory that is kept, and printed,
when a check fails.
USAGE
}

GROUPS_ALL="clock record inspector window motion bench reliability"
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

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# A STRATA given relative to the caller's directory keeps meaning that file.
if [[ -n "${STRATA:-}" && "$STRATA" == */* && "$STRATA" != /* ]]; then
  STRATA="$PWD/$STRATA"
fi
cd "$ROOT"
STRATA=${STRATA:-.build/release/strata}
# Windows here must be X11 ones even inside a Wayland session.
unset WAYLAND_DISPLAY STRATA_BACKEND

TITLE='Strata — LCD clock'
TIME=12:34:56

PASSED=0
FAILED=0
SUMMARY_PRINTED=0
XVFB_PID=""
STRATA_PIDS=()
WORK=$(mktemp -d /tmp/strata-x11.XXXXXX)

pass() { echo "PASS $1"; PASSED=$((PASSED + 1)); }
fail() { echo "FAIL $1: $2"; FAILED=$((FAILED + 1)); }

summary() {
  if (( FAILED > 0 )); then
    echo "screenshots and logs kept in $WORK"
  else
    rm -rf "$WORK"
  fi
  SUMMARY_PRINTED=1
  echo "X11: $PASSED passed, $FAILED failed"
}

stop_pid() {  # stop_pid PID: TERM, then KILL after 3 s; reaps it if it is our child
  local pid=$1 i
  kill -0 "$pid" 2>/dev/null || { wait "$pid" 2>/dev/null || true; return 0; }
  kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < 30; i++)); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}

cleanup() {
  local rc=$? pid
  set +e
  trap '' PIPE   # if our reader went away, still clean up
  for pid in "${STRATA_PIDS[@]}"; do stop_pid "$pid"; done
  [[ -n "$XVFB_PID" ]] && stop_pid "$XVFB_PID"
  if (( SUMMARY_PRINTED == 0 )); then
    fail "suite" "aborted before finishing (exit status $rc)"
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

have() { command -v "$1" >/dev/null 2>&1; }

# ---------------------------------------------------------------- Xvfb ----

start_xvfb() {  # start_xvfb [DEPTH]: sets DISPLAY_NUM and XVFB_PID; on failure sets NO_X to why
  local n i depth=${1:-24}
  if ! have Xvfb; then NO_X="Xvfb is not installed (run scripts/setup)"; return 1; fi
  if ! have xdotool; then NO_X="xdotool is not installed (run scripts/setup)"; return 1; fi
  for n in ${XVFB_DISPLAYS:-90 91 92 93 94 95 96 97 98 99}; do
    [[ -e /tmp/.X$n-lock || -e /tmp/.X11-unix/X$n ]] && continue
    Xvfb ":$n" -screen 0 "1280x800x$depth" -nolisten tcp >"$WORK/xvfb-$n.log" 2>&1 </dev/null &
    XVFB_PID=$!
    for ((i = 0; i < 100; i++)); do  # up to ~10 s
      kill -0 "$XVFB_PID" 2>/dev/null || break
      if DISPLAY=":$n" timeout 2 xdotool getdisplaygeometry >/dev/null 2>&1; then
        DISPLAY_NUM=$n
        return 0
      fi
      sleep 0.1
    done
    stop_pid "$XVFB_PID"   # died or never answered: try the next number
    XVFB_PID=""
  done
  NO_X="no Xvfb answered on any free display of ${XVFB_DISPLAYS:-:90..:99} (logs: $WORK/xvfb-*.log)"
  return 1
}

# ------------------------------------------------------------- helpers ----

# ae A B FUZZ: prints compare's AE pixel count; returns 1 (printing why) if
# compare itself failed (e.g. missing file, different sizes).
ae() {
  local out rc=0
  out=$(timeout 60 compare -metric AE -fuzz "$3" "$1" "$2" null: 2>&1) || rc=$?
  if (( rc > 1 )); then
    echo "compare failed (exit $rc): $(echo "$out" | tr '\n' ' ')"
    return 1
  fi
  echo "$out" | tr -d '[:space:]'
}

# render_ref FILTER OUT: headless render, alpha dropped; prints why on failure.
render_ref() {
  local filter=$1 out=$2 raw=${2%.png}-raw.png rc=0
  timeout -k 5 120 "$STRATA" render clock --time "$TIME" --filter "$filter" --size 800x300 \
    --out "$raw" >"$WORK/render-$filter.log" 2>&1 || rc=$?
  if (( rc != 0 )); then
    echo "headless render --filter $filter failed (exit $rc): $(tail -n 3 "$WORK/render-$filter.log" | tr '\n' ' ')"
    return 1
  fi
  if ! timeout 60 convert "$raw" -alpha off "$out" >"$WORK/convert-$filter.log" 2>&1; then
    echo "convert of $raw failed: $(tr '\n' ' ' <"$WORK/convert-$filter.log")"
    return 1
  fi
}

# shoot WID OUT: screenshot of the window, alpha dropped; prints why on failure.
shoot() {
  local wid=$1 out=$2
  if ! timeout 20 xwd -silent -id "$wid" -display ":$DISPLAY_NUM" >"${out%.png}.xwd" 2>"${out%.png}.err"; then
    echo "xwd failed: $(tr '\n' ' ' <"${out%.png}.err")"
    return 1
  fi
  if ! timeout 60 convert "xwd:${out%.png}.xwd" -alpha off "$out" 2>"${out%.png}.err"; then
    echo "convert xwd:- failed: $(tr '\n' ' ' <"${out%.png}.err")"
    return 1
  fi
  rm -f "${out%.png}.xwd" "${out%.png}.err"
}

# shoot_until_match WID SHOT REF: screenshots (for up to ~5 s, in case a frame
# is still on its way) until AE with fuzz 1% is 0. Prints why on failure.
shoot_until_match() {
  local wid=$1 shot=$2 ref=$3 i why count
  for ((i = 0; i < 10; i++)); do
    if ! why=$(shoot "$wid" "$shot"); then echo "$why"; return 1; fi
    if ! count=$(ae "$shot" "$ref" 1%); then echo "$count"; return 1; fi
    [[ "$count" == 0 ]] && return 0
    sleep 0.5
  done
  echo "$count pixels differ (compare -metric AE -fuzz 1%) between $shot and $ref"
  return 1
}

# wait_line FILE LINE SECONDS: polls until FILE has a line exactly LINE.
wait_line() {
  local file=$1 line=$2 i
  for ((i = 0; i < $3 * 10; i++)); do
    grep -qxF -- "$line" "$file" 2>/dev/null && return 0
    sleep 0.1
  done
  return 1
}

# wait_text FILE TEXT SECONDS: polls until FILE contains TEXT somewhere.
wait_text() {
  local file=$1 text=$2 i
  for ((i = 0; i < $3 * 10; i++)); do
    grep -qF -- "$text" "$file" 2>/dev/null && return 0
    sleep 0.1
  done
  return 1
}

tail_of() { tail -n 3 "$1" 2>/dev/null | tr '\n' ' '; }

# find_window: prints the id of the visible window titled exactly $TITLE.
# First `xdotool search --name`, which (xdotool 3.20160805) matches WM_NAME
# only; ICCCM makes WM_NAME of type STRING Latin-1, where the em dash cannot
# be stored, so a correct client may have "Strata ? LCD clock" there. Then the
# exact title in _NET_WM_NAME (UTF-8), which `xdotool getwindowname` prefers.
find_window() {
  local w
  w=$(timeout 1 xdotool search --sync --onlyvisible --name "$TITLE" 2>/dev/null | head -n 1) || true
  if [[ -n "$w" ]]; then echo "$w"; return 0; fi
  for w in $(timeout 2 xdotool search --onlyvisible --name 'Strata' 2>/dev/null); do
    if [[ "$(timeout 2 xdotool getwindowname "$w" 2>/dev/null)" == "$TITLE" ]]; then
      echo "$w"
      return 0
    fi
  done
  return 1
}

# --------------------------------------------------------------- checks ----

# Pixels of screenshots, shared by the inspector and motion groups.
# ins_pixels PNG X,Y...: prints "X,Y=R,G,B" for each point, one per line.
ins_pixels() {
  local png=$1 raw size
  shift
  raw="${png%.png}.rgb"
  size=$(timeout 20 identify -format '%w' "$png" 2>/dev/null) || return 1
  timeout 60 convert "$png" -depth 8 "rgb:$raw" 2>/dev/null || return 1
  python3 - "$raw" "$size" "$@" <<'PY'
import sys
raw, width, points = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
data = open(raw, "rb").read()
for point in points:
    x, y = (int(v) for v in point.split(","))
    o = (y * width + x) * 3
    print(f"{x},{y}=" + ",".join(str(b) for b in data[o:o + 3]))
PY
  rm -f "$raw"
}

# ins_check_pixels PNG EXPECT...: whether every EXPECT holds in PNG. EXPECT is
# "X,Y=R,G,B" (that colour) or "X,Y!R,G,B" (any other). Prints the mismatches.
ins_check_pixels() {
  local png=$1 expect point got op want why=""
  shift
  local -A seen=()
  while IFS== read -r point got; do seen[$point]=$got; done < <(ins_pixels "$png" "${@%%[=!]*}")
  for expect in "$@"; do
    point=${expect%%[=!]*}
    op=${expect:${#point}:1}
    want=${expect#*[=!]}
    got=${seen[$point]:-unreadable}
    if [[ $op == "=" && $got != "$want" ]]; then why+=" ($point) is $got, expected $want;"
    elif [[ $op == "!" && $got == "$want" ]]; then why+=" ($point) is still $want;"
    fi
  done
  [[ -z "$why" ]] || { echo "in $png:$why"; return 1; }
}

# Windows of `strata run`, shared by the window and motion groups.
# win_find TITLE: prints the id of the visible window whose _NET_WM_NAME is TITLE.
win_find() {
  local w
  for w in $(timeout 2 xdotool search --onlyvisible --name "${1%% *}" 2>/dev/null); do
    if [[ "$(timeout 2 xdotool getwindowname "$w" 2>/dev/null)" == "$1" ]]; then
      echo "$w"
      return 0
    fi
  done
  return 1
}

# win_wait PID TITLE: waits up to 20 s for the window; prints its id or why not.
win_wait() {
  local pid=$1 title=$2 wid deadline=$((SECONDS + 20))
  while ((SECONDS < deadline)); do
    kill -0 "$pid" 2>/dev/null || { echo "exited before its window appeared"; return 1; }
    wid=$(win_find "$title") && { echo "$wid"; return 0; }
    sleep 0.2
  done
  echo "no window titled '$title' within 20 s"
  return 1
}

# win_launch ERR TITLE ARGS...: runs `strata run ARGS...` in the background,
# stderr to ERR, and waits for its window titled TITLE. Sets the caller's pid
# and wid; without a window, wid says why and the status is 1.
win_launch() {
  local err=$1 title=$2
  shift 2
  "$STRATA" run "$@" >/dev/null 2>"$err" &
  pid=$!
  STRATA_PIDS+=("$pid")
  wid=$(win_wait "$pid" "$title")
}

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

NO_STRATA=""
if [[ "$STRATA" == */* ]]; then
  [[ -x "$STRATA" && -f "$STRATA" ]] || NO_STRATA="strata binary not found at '$STRATA' (build it: swift build -c release --product strata)"
else
  have "$STRATA" || NO_STRATA="strata binary '$STRATA' not found on PATH"
fi

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
NO_REF_NEAREST="" NO_REF_LINEAR=""
if [[ -n "$NO_STRATA" ]]; then
  NO_REF_NEAREST="cannot render the reference: $NO_STRATA"
  NO_REF_LINEAR=$NO_REF_NEAREST
else
  NO_REF_NEAREST=$(render_ref nearest "$WORK/ref-nearest.png") || true
  NO_REF_LINEAR=$(render_ref linear "$WORK/ref-linear.png") || true
fi

NO_X=""
DISPLAY_NUM=""
if start_xvfb; then
  export DISPLAY=":$DISPLAY_NUM"
  echo "Xvfb :$DISPLAY_NUM (pid $XVFB_PID); strata: $STRATA"
else
  NO_X="Xvfb could not be started: $NO_X"
  unset DISPLAY
fi

if wanted clock; then
  run_mode shm
  run_mode no-shm
  run_live
fi
# strata record (headless), then the window's icon and HiDPI scale. Its helpers (rec_probe,
# rec_video_frame) serve the inspector and window groups too, so it is always read; its checks
# run only in its group.
RECORD_CHECKS=$(wanted record && echo 1 || true)
source "$ROOT/Tests/X11/record.sh"
# The layer inspector: strata inspect, and the overlay and panel in a window.
if wanted inspector; then source "$ROOT/Tests/X11/inspector.sh"; fi
# The exported window API (example package), flash updates, frame pacing, pages, idle CPU.
if wanted window; then source "$ROOT/Tests/X11/window.sh"; fi
# Motion with real input: a click's flight on gallery/implicit, slowed, frozen, inspected.
if wanted motion; then source "$ROOT/Tests/X11/motion.sh"; fi
# strata bench's summary of the issues' targets, with and without a display.
if wanted bench; then source "$ROOT/Tests/X11/bench.sh"; fi
# Launches, limits, exit codes, record's signals; last, as it restarts Xvfb at depths 16 and 30.
if wanted reliability; then source "$ROOT/Tests/X11/reliability.sh"; fi

summary
if (( FAILED > 0 )); then
  exit 1
fi
exit 0
