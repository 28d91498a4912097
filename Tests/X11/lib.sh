# Strata's real-X-server test suite: the library every group's script sources
# (never run on its own). A group script is
#
#   #!/usr/bin/env bash
#   set -euo pipefail
#   source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
#   USAGE="..."            # optional: its -h/--help text
#   suite_start GROUP "$@"
#   ... checks: each prints "PASS name" or "FAIL name: why" (pass, fail) ...
#   suite_end
#
# suite_start gives the group its own temporary directory (WORK), its own Xvfb
# (DISPLAY) and traps that stop whatever it started; suite_end prints its last
# line, "X11 GROUP: N passed, M failed", and exits 1 if anything failed. A check
# that cannot run is a FAIL; a group that aborts prints "FAIL GROUP: aborted …"
# and its summary line all the same.
#
# State the helpers share with a group (set by suite_start):
#   ROOT         the repository root, also the working directory
#   STRATA       the strata binary under test; NO_STRATA says why it cannot run
#   WORK         this group's temporary directory (kept, and named, on failure)
#   DISPLAY_NUM  the Xvfb's display number; NO_X says why there is no Xvfb
#   XVFB_PID     the Xvfb's pid (stopped on exit)
#   STRATA_PIDS  pids to stop on exit: add every process left running in the background
#   TITLE, TIME  the clock window's title and the time it is shown at

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  echo "Tests/X11/lib.sh is sourced by the group scripts (Tests/X11/*.sh), not run" >&2
  exit 2
fi

TITLE='Strata — LCD clock'
TIME=12:34:56

SUITE_GROUP=""
PASSED=0
FAILED=0
SUMMARY_PRINTED=0
XVFB_PID=""
DISPLAY_NUM=""
STRATA_PIDS=()
WORK=""
NO_X=""
NO_STRATA=""

# suite_usage: prints the group's usage: $USAGE if the script set one, and the
# environment every group reads.
suite_usage() {
  local what=${USAGE:-}
  [[ -n "$what" ]] || what="The $SUITE_GROUP group of Strata's X11 suite."
  cat <<USAGE
Usage: Tests/X11/$SUITE_GROUP.sh [-h|--help]

$what

Runs alone, from any directory; Tests/X11/run.sh runs every group.

Environment:
  STRATA         the strata binary to test (default: .build/release/strata,
                 relative to the repository root)
  XVFB_DISPLAYS  the display numbers Xvfb may take, first free one wins
                 (default: "90 91 92 93 94 95 96 97 98 99")

Starts its own Xvfb on the first free display of XVFB_DISPLAYS and kills it on exit.
Screenshots and logs go to a temporary directory that is kept, and printed,
when a check fails. The last line is "X11 $SUITE_GROUP: N passed, M failed";
the exit status is 1 if anything failed.
USAGE
}

# suite_start GROUP ARGS...: handles -h/--help (usage, exit 0) and refuses any
# other argument (exit 2); sets ROOT (and cd's there), STRATA and NO_STRATA,
# WORK; installs the cleanup and signal traps; starts a private Xvfb and exports
# DISPLAY, or unsets DISPLAY and sets NO_X to why not.
suite_start() {
  SUITE_GROUP=$1
  shift
  while (( $# > 0 )); do
    case "$1" in
      -h|--help) suite_usage; exit 0 ;;
      *) echo "$SUITE_GROUP.sh: unknown argument: $1" >&2; suite_usage >&2; exit 2 ;;
    esac
  done

  ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
  # A STRATA given relative to the caller's directory keeps meaning that file.
  if [[ -n "${STRATA:-}" && "$STRATA" == */* && "$STRATA" != /* ]]; then
    STRATA="$PWD/$STRATA"
  fi
  cd "$ROOT"
  STRATA=${STRATA:-.build/release/strata}
  # Windows here must be X11 ones even inside a Wayland session.
  unset WAYLAND_DISPLAY STRATA_BACKEND

  WORK=$(mktemp -d "/tmp/strata-x11-$SUITE_GROUP.XXXXXX")
  trap cleanup EXIT
  trap 'exit 129' HUP
  trap 'exit 130' INT
  trap 'exit 141' PIPE
  trap 'exit 143' TERM

  NO_STRATA=""
  if [[ "$STRATA" == */* ]]; then
    [[ -x "$STRATA" && -f "$STRATA" ]] || NO_STRATA="strata binary not found at '$STRATA' (build it: swift build -c release --product strata)"
  else
    have "$STRATA" || NO_STRATA="strata binary '$STRATA' not found on PATH"
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
}

# suite_end: prints the summary (the group's last line) and exits, 1 if a check failed.
suite_end() {
  summary
  if (( FAILED > 0 )); then
    exit 1
  fi
  exit 0
}

# pass NAME: reports a passed check. fail NAME WHY: reports a failed one.
pass() { echo "PASS $1"; PASSED=$((PASSED + 1)); }
fail() { echo "FAIL $1: $2"; FAILED=$((FAILED + 1)); }

# summary: keeps WORK (naming it) if a check failed, else removes it; prints
# "X11 GROUP: N passed, M failed".
summary() {
  if (( FAILED > 0 )); then
    echo "screenshots and logs kept in $WORK"
  else
    rm -rf "$WORK"
  fi
  SUMMARY_PRINTED=1
  echo "X11 $SUITE_GROUP: $PASSED passed, $FAILED failed"
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

# cleanup: the EXIT trap: stops STRATA_PIDS and the Xvfb; if the group ends
# before suite_end, reports "FAIL GROUP: aborted …" and the summary, exit 1.
cleanup() {
  local rc=$? pid
  set +e
  trap '' PIPE   # if our reader went away, still clean up
  for pid in "${STRATA_PIDS[@]}"; do stop_pid "$pid"; done
  [[ -n "$XVFB_PID" ]] && stop_pid "$XVFB_PID"
  if (( SUMMARY_PRINTED == 0 )); then
    fail "$SUITE_GROUP" "aborted before finishing (exit status $rc)"
    summary
    rc=1
  fi
  exit "$rc"
}

# have COMMAND: whether COMMAND is on PATH.
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

# render_ref FILTER OUT: headless render of the clock at $TIME, 800x300, alpha
# dropped; prints why on failure.
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

# ref_clock FILTER: renders the reference $WORK/ref-FILTER.png (render_ref);
# prints why it could not (nothing when it is there). Always returns 0.
ref_clock() {
  if [[ -n "$NO_STRATA" ]]; then
    echo "cannot render the reference: $NO_STRATA"
  else
    render_ref "$1" "$WORK/ref-$1.png" || true
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

# tail_of FILE: FILE's last 3 lines on one line (for a FAIL's why).
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
  win_find "$TITLE"
}

# ------------------------------------------------------------- pixels ----

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

# ------------------------------------------------------------ windows ----

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

# ------------------------------------------------------------- videos ----

# Videos, shared by the inspector and window groups.
# rec_probe FILE: prints "frames width height codec" of FILE's video stream.
rec_probe() {
  timeout 60 ffprobe -v error -count_frames -select_streams v:0 \
    -show_entries stream=nb_read_frames,width,height,codec_name -of default=nw=1 "$1" 2>&1 |
    awk -F= '{v[$1] = $2} END {print v["nb_read_frames"], v["width"], v["height"], v["codec_name"]}'
}

# rec_video_frame VIDEO N OUT: decodes frame N of VIDEO to the PNG OUT.
rec_video_frame() {
  timeout 60 ffmpeg -v error -nostdin -y -i "$1" -vf "select=eq(n\\,$2)" -frames:v 1 "$3" >/dev/null 2>&1
}
