#!/usr/bin/env bash
# Strata's `strata record` and desktop-convention checks.
#
# record/*: headless recordings (no X needed) against headless renders, ffmpeg
# output checked with ffprobe, and argument errors.
# desktop/*: under the group's Xvfb, the window's _NET_WM_ICON, and HiDPI from
# Xft.dpi (set with xrdb) giving a 2x window that matches a --scale 2 render.
# Every check prints PASS or FAIL; one that cannot run is a FAIL. The last line
# is "X11 record: N passed, M failed". Its video helpers other groups use too
# (rec_probe, rec_video_frame) are in lib.sh.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

USAGE="The record group: \`strata record\` (headless) against headless renders, to PNG
frames, mp4, gif, webm and apng, with --jobs, and its argument errors; then the
clock window's _NET_WM_ICON and HiDPI from Xft.dpi."
suite_start record "$@"

REC_DIR="$WORK/record"
REC_PID=""
REC_WID=""
mkdir -p "$REC_DIR"

# STRATA as an absolute path, for runs with a different PATH.
rec_strata_path() {
  if [[ "$STRATA" == /* ]]; then echo "$STRATA"
  elif [[ "$STRATA" == */* ]]; then echo "$PWD/$STRATA"
  else command -v "$STRATA"
  fi
}

# rec_run NAME ARGS...: runs strata with ARGS, stdout/stderr to
# $REC_DIR/NAME.out/.err; sets REC_RC.
rec_run() {
  local name=$1; shift
  REC_RC=0
  timeout -k 5 300 "$STRATA" "$@" >"$REC_DIR/$name.out" 2>"$REC_DIR/$name.err" </dev/null || REC_RC=$?
}

# rec_frames DIR: prints the frame file names in DIR, sorted.
rec_frames() {
  (cd "$1" 2>/dev/null && ls -1 frame-*.png 2>/dev/null) | sort || true
}

# rec_expect_frames DIR COUNT: prints why not, unless DIR holds exactly
# frame-00000.png … frame-(COUNT-1).png.
rec_expect_frames() {
  local dir=$1 count=$2 expected actual i
  expected=$(for ((i = 0; i < count; i++)); do printf 'frame-%05d.png\n' "$i"; done)
  actual=$(rec_frames "$dir")
  if [[ "$actual" != "$expected" ]]; then
    echo "expected frame-00000.png … frame-$(printf '%05d' $((count - 1))).png, found $(echo "$actual" | grep -c . || true) files: $(echo "$actual" | head -n 3 | tr '\n' ' ')…"
    return 1
  fi
}

# rec_expect_match DIR FIRST LAST REF: prints why not, unless frames FIRST..LAST
# of DIR are pixel-identical to REF (compare -metric AE, no fuzz).
rec_expect_match() {
  local dir=$1 first=$2 last=$3 ref=$4 i frame count
  for ((i = first; i <= last; i++)); do
    frame="$dir/$(printf 'frame-%05d.png' "$i")"
    if ! count=$(ae "$frame" "$ref" 0); then echo "$count"; return 1; fi
    if [[ "$count" != 0 ]]; then
      echo "$count pixels of $frame differ from $ref"
      return 1
    fi
  done
}

# rec_video_shows VIDEO N RIGHT WRONG: prints why not, unless frame N of the
# (lossy) VIDEO is nearly RIGHT (under 1% of pixels off by more than 20%)
# and clearly not WRONG.
rec_video_shows() {
  local video=$1 n=$2 right=$3 wrong=$4 frame="$REC_DIR/decoded-$2.png" near far total
  if ! rec_video_frame "$video" "$n" "$frame"; then echo "ffmpeg could not decode frame $n of $video"; return 1; fi
  near=$(ae "$frame" "$right" 20%) || { echo "$near"; return 1; }
  far=$(ae "$frame" "$wrong" 20%) || { echo "$far"; return 1; }
  total=$((800 * 300))
  if (( near * 100 >= total || far <= near )); then
    echo "frame $n of $video: $near pixels off $(basename "$right"), $far off $(basename "$wrong")"
    return 1
  fi
}

run_record() {
  local why rc probe blocked=""
  local ref56="$REC_DIR/ref-12-34-56.png" ref57="$REC_DIR/ref-12-34-57.png"

  if [[ -n "$NO_STRATA" ]]; then
    blocked="cannot run: $NO_STRATA"
  else
    rec_run ref56 render clock --time 12:34:56 --size 800x300 --out "$ref56"
    (( REC_RC == 0 )) || blocked="headless render of 12:34:56 failed (exit $REC_RC): $(tail_of "$REC_DIR/ref56.err")"
    if [[ -z "$blocked" ]]; then
      rec_run ref57 render clock --time 12:34:57 --size 800x300 --out "$ref57"
      (( REC_RC == 0 )) || blocked="headless render of 12:34:57 failed (exit $REC_RC): $(tail_of "$REC_DIR/ref57.err")"
    fi
  fi

  # 1 s at 10 fps: ten frames, each the render of 12:34:56.
  if [[ -n "$blocked" ]]; then
    fail "record/one-second-10-frames" "$blocked"
    fail "record/one-second-matches-render" "$blocked"
    fail "record/progress" "$blocked"
  else
    rec_run one record clock --time 12:34:56 --seconds 1 --fps 10 --out "$REC_DIR/one/"
    if (( REC_RC != 0 )); then
      why="exit $REC_RC: $(tail_of "$REC_DIR/one.err")"
      fail "record/one-second-10-frames" "$why"
      fail "record/one-second-matches-render" "$why"
    elif ! why=$(rec_expect_frames "$REC_DIR/one" 10); then
      fail "record/one-second-10-frames" "$why"
      fail "record/one-second-matches-render" "wrong frames"
    else
      pass "record/one-second-10-frames"
      if why=$(rec_expect_match "$REC_DIR/one" 0 9 "$ref56"); then
        pass "record/one-second-matches-render"
      else
        fail "record/one-second-matches-render" "$why"
      fi
    fi
    # Not a terminal here: one progress line per tenth, the last naming frame 10/10.
    if grep -qF "recording clock: frame 10/10" "$REC_DIR/one.err"; then
      pass "record/progress"
    else
      fail "record/progress" "no 'recording clock: frame 10/10' on stderr ($(tail_of "$REC_DIR/one.err"))"
    fi
  fi

  # 2 s at 10 fps: ten frames of 12:34:56, then ten of 12:34:57.
  if [[ -n "$blocked" ]]; then
    fail "record/two-seconds-ticks" "$blocked"
  else
    rec_run two record clock --time 12:34:56 --seconds 2 --fps 10 --out "$REC_DIR/two/"
    if (( REC_RC != 0 )); then
      fail "record/two-seconds-ticks" "exit $REC_RC: $(tail_of "$REC_DIR/two.err")"
    elif ! why=$(rec_expect_frames "$REC_DIR/two" 20); then
      fail "record/two-seconds-ticks" "$why"
    elif [[ "$(ae "$ref56" "$ref57" 0)" == 0 ]]; then
      fail "record/two-seconds-ticks" "the renders of 12:34:56 and 12:34:57 are identical, so they prove nothing"
    elif ! why=$(rec_expect_match "$REC_DIR/two" 0 9 "$ref56"); then
      fail "record/two-seconds-ticks" "frames 0-9 are not 12:34:56: $why"
    elif ! why=$(rec_expect_match "$REC_DIR/two" 10 19 "$ref57"); then
      fail "record/two-seconds-ticks" "frames 10-19 are not 12:34:57: $why"
    else
      pass "record/two-seconds-ticks"
    fi
  fi

  # .mp4 and .gif through ffmpeg.
  local kind
  for kind in mp4 gif webm apng; do
    if [[ -n "$blocked" ]]; then
      fail "record/$kind" "$blocked"
      [[ $kind == mp4 ]] && fail "record/mp4-content" "$blocked"
      continue
    fi
    if ! have ffmpeg || ! have ffprobe; then
      fail "record/$kind" "ffmpeg/ffprobe not installed (apt-get install ffmpeg; scripts/setup)"
      [[ $kind == mp4 ]] && fail "record/mp4-content" "ffmpeg/ffprobe not installed"
      continue
    fi
    rec_run "$kind" record clock --time 12:34:56 --seconds 2 --fps 10 --out "$REC_DIR/clock.$kind"
    local codec=$kind
    [[ $kind == mp4 ]] && codec=h264
    [[ $kind == webm ]] && codec=vp9
    local expected="20 800 300 $codec"
    if (( REC_RC != 0 )); then
      fail "record/$kind" "exit $REC_RC: $(tail_of "$REC_DIR/$kind.err")"
    elif [[ "$(rec_probe "$REC_DIR/clock.$kind")" != "$expected" ]]; then
      fail "record/$kind" "ffprobe: '$(rec_probe "$REC_DIR/clock.$kind")' (frames width height codec), expected '$expected'"
    else
      pass "record/$kind (20 frames, 800x300)"
    fi
    if [[ $kind == mp4 ]]; then
      if (( REC_RC != 0 )); then
        fail "record/mp4-content" "no video"
      elif ! why=$(rec_video_shows "$REC_DIR/clock.mp4" 5 "$ref56" "$ref57"); then
        fail "record/mp4-content" "$why"
      elif ! why=$(rec_video_shows "$REC_DIR/clock.mp4" 15 "$ref57" "$ref56"); then
        fail "record/mp4-content" "$why"
      else
        pass "record/mp4-content"
      fi
    fi
  done

  # --jobs: ranges of frames on threads, each on its own tree, write the bytes of one job:
  # transitions started by the clock's ticks, particles, springs.
  local spec scene args name
  for spec in "clock|--time 12:34:56 --animated-ticks --seconds 2 --fps 10" "gallery/fire|--seconds 1 --fps 12" \
              "gallery/springs|--seconds 1 --fps 15 --size 400x300"; do
    IFS='|' read -r scene args <<<"$spec"
    name=${scene//\//-}
    if [[ -n "$NO_STRATA" ]]; then
      fail "record/jobs-same-bytes-$name" "cannot run: $NO_STRATA"
      continue
    fi
    # shellcheck disable=SC2086  # args is a list of words
    rec_run "jobs1-$name" record "$scene" $args --jobs 1 --out "$REC_DIR/jobs1-$name/"
    local rc1=$REC_RC
    # shellcheck disable=SC2086
    rec_run "jobs3-$name" record "$scene" $args --jobs 3 --out "$REC_DIR/jobs3-$name/"
    if (( rc1 != 0 || REC_RC != 0 )); then
      fail "record/jobs-same-bytes-$name" "exit $rc1 and $REC_RC: $(tail_of "$REC_DIR/jobs3-$name.err")"
    elif [[ $(find "$REC_DIR/jobs3-$name" -name 'frame-*.png' | wc -l) -lt 12 ]]; then
      fail "record/jobs-same-bytes-$name" "fewer than 12 frames written"
    elif ! why=$(diff -r "$REC_DIR/jobs1-$name" "$REC_DIR/jobs3-$name" 2>&1); then
      fail "record/jobs-same-bytes-$name" "--jobs 3 differs from --jobs 1: $(head -n 2 <<<"$why")"
    else
      pass "record/jobs-same-bytes-$name"
    fi
  done

  # Without ffmpeg on PATH a video fails clearly, naming the package.
  if [[ -n "$NO_STRATA" ]]; then
    fail "record/no-ffmpeg" "cannot run: $NO_STRATA"
  else
    rc=0
    env PATH=/nonexistent-strata-test "$(rec_strata_path)" record clock --seconds 1 --fps 1 \
      --out "$REC_DIR/no-ffmpeg.mp4" >"$REC_DIR/no-ffmpeg.out" 2>"$REC_DIR/no-ffmpeg.err" </dev/null || rc=$?
    if (( rc != 1 )); then
      fail "record/no-ffmpeg" "exit $rc, expected 1 ($(tail_of "$REC_DIR/no-ffmpeg.err"))"
    elif ! grep -qF "apt-get install ffmpeg" "$REC_DIR/no-ffmpeg.err"; then
      fail "record/no-ffmpeg" "stderr does not name 'apt-get install ffmpeg': $(tail_of "$REC_DIR/no-ffmpeg.err")"
    else
      pass "record/no-ffmpeg"
    fi
  fi

  # Bad arguments: exit 64, naming the argument.
  local spec name expect args
  for spec in "bad-fps|--fps|--fps 0" "too-many-frames|36000|--seconds 1000 --fps 240" \
              "bad-out|--out|--out $REC_DIR/clock.avi"; do
    IFS='|' read -r name expect args <<<"$spec"
    if [[ -n "$NO_STRATA" ]]; then
      fail "record/$name" "cannot run: $NO_STRATA"
      continue
    fi
    # shellcheck disable=SC2086  # args is a list of words
    rec_run "$name" record clock $args $([[ $name == bad-out ]] || echo --out "$REC_DIR/$name/")
    if (( REC_RC != 64 )); then
      fail "record/$name" "'strata record clock $args' exited $REC_RC, expected 64"
    elif ! grep -qF -- "$expect" "$REC_DIR/$name.err"; then
      fail "record/$name" "stderr does not mention '$expect': $(tail_of "$REC_DIR/$name.err")"
    else
      pass "record/$name"
    fi
  done
}

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

run_record
run_desktop

suite_end
