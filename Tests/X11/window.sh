# The window as a library user and a performance-minded user see it: the
# exported StrataWindow API through the example package, Flash Updated Regions,
# page changes against headless renders, and an idle clock's CPU use.
#
# Sourced by Tests/X11/run.sh before its summary; uses its helpers and state:
# pass, fail, ae, shoot, stop_pid, wait_text, wait_line, tail_of, have,
# STRATA, NO_STRATA, NO_X, WORK, STRATA_PIDS, ROOT. Not meant to be run alone.
# Every check prints PASS or FAIL; one that cannot run is a FAIL.

WIN_DIR="$WORK/window"
mkdir -p "$WIN_DIR"

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

# win_yellow PNG: prints "count minx miny maxx maxy" of the update-flash tint
# (strong yellow: red and green high, blue low), or "0" when there is none.
win_yellow() {
  local raw="${1%.png}.rgb" width
  width=$(timeout 20 identify -format '%w' "$1") || return 1
  timeout 60 convert "$1" -depth 8 "rgb:$raw" || return 1
  python3 - "$raw" "$width" <<'PY'
import sys
data, width = open(sys.argv[1], "rb").read(), int(sys.argv[2])
xs, ys = [], []
for i in range(0, len(data), 3):
    r, g, b = data[i], data[i + 1], data[i + 2]
    if r > 200 and g > 200 and b < 120:
        p = i // 3
        xs.append(p % width); ys.append(p // width)
print(f"{len(xs)} {min(xs)} {min(ys)} {max(xs)} {max(ys)}" if xs else "0")
PY
  rm -f "$raw"
}

# ------------------------------------------------------- example package ----
# Examples/HelloLayers: its own Package.swift, Strata by path, a window on its
# own tree through StrataWindow in a few lines. Cards (in points, scale 1):
# red (40, 60, 140, 100); blue turned 10° about its centre (300, 110); a star
# in (420, 50, 120, 120); the root fills 600 × 220.
win_example() {
  local why="" pid wid out="$WIN_DIR/hello.out" err="$WIN_DIR/hello.err" bin
  if [[ -n "$NO_X" ]]; then why="cannot run: $NO_X"
  elif ! have swift; then why="swift is not on PATH"
  elif ! timeout 900 swift build --package-path "$ROOT/Examples/HelloLayers" >"$WIN_DIR/hello-build.log" 2>&1; then
    why="swift build of Examples/HelloLayers failed: $(tail_of "$WIN_DIR/hello-build.log")"
  fi
  if [[ -n "$why" ]]; then
    fail "window/example-builds" "$why"; fail "window/example-click" "$why"; fail "window/example-display-link" "$why"
    return
  fi
  pass "window/example-builds"
  bin=$(swift build --package-path "$ROOT/Examples/HelloLayers" --show-bin-path)/HelloLayers
  "$bin" >"$out" 2>"$err" &
  pid=$!
  STRATA_PIDS+=("$pid")
  if ! wid=$(win_wait "$pid" "Hello, layers"); then
    fail "window/example-click" "$wid; stderr: $(tail_of "$err")"
    return
  fi
  local target x y want=()
  for target in "red-card 100 110" "blue-card 300 110" "green-star 480 115" "root 10 10"; do
    read -r target x y <<<"$target"
    timeout 5 xdotool mousemove --window "$wid" "$x" "$y" click 1
    want+=("${target//-/ }")
    if ! wait_line "$out" "${target//-/ }" 5; then
      fail "window/example-click" "a click at ($x, $y) did not print '${target//-/ }' (stdout: $(tr '\n' '|' <"$out"))"
      stop_pid "$pid"
      return
    fi
  done
  if [[ "$(cat "$out")" == "$(printf '%s\n' "${want[@]}")" ]]; then
    pass "window/example-click"
  else
    fail "window/example-click" "stdout was $(tr '\n' '|' <"$out"), expected $(printf '%s|' "${want[@]}")"
  fi
  # The example's CADisplayLink turns the star every frame: two screenshots 0.3 s apart differ
  # where the star is (x 415..545, y 45..175) and nowhere else.
  local a="$WIN_DIR/link-a.png" b="$WIN_DIR/link-b.png" star rest
  sleep 0.5
  shoot "$wid" "$a" >/dev/null; sleep 0.3; shoot "$wid" "$b" >/dev/null
  star=$(timeout 30 compare -metric AE -extract 130x130+415+45 "$a" "$b" null: 2>&1) || true
  rest=$(timeout 30 compare -metric AE -extract 400x220+0+0 "$a" "$b" null: 2>&1) || true
  if [[ "$star" =~ ^[0-9]+$ && "$rest" == 0 ]] && (( star > 100 )); then
    pass "window/example-display-link"
  else
    fail "window/example-display-link" "star region: '$star' pixels changed (want > 100); left part: '$rest' (want 0)"
  fi
  stop_pid "$pid"
}

# ------------------------------------------------------ flash updates ----
# gallery/timing-functions at 900 × 720: five balls race along tracks at
# y = 140, 250, 360, 470, 580 between x = 200 and 840 (content starts at y 70,
# balls are 36 across, shadows reach 3 + a few pixels). With --flash-updates
# the tint must appear, and only in the balls' lanes: never over the title
# (y < 90) or the labels (x < 170). D switches it off.
win_flash() {
  local why="" pid wid err="$WIN_DIR/flash.err" shot="$WIN_DIR/flash-shot.png" found box i
  if [[ -n "$NO_X" ]]; then why="cannot run: $NO_X"; elif [[ -n "$NO_STRATA" ]]; then why="cannot run: $NO_STRATA"; fi
  if [[ -n "$why" ]]; then fail "window/flash-tints-changes-only" "$why"; fail "window/flash-key-d-off" "$why"; return; fi
  "$STRATA" run gallery/timing-functions --size 900x720 --flash-updates >/dev/null 2>"$err" &
  pid=$!
  STRATA_PIDS+=("$pid")
  if ! wid=$(win_wait "$pid" "Strata — Timing functions"); then
    fail "window/flash-tints-changes-only" "$wid; stderr: $(tail_of "$err")"
    fail "window/flash-key-d-off" "no window"
    return
  fi
  sleep 0.5
  shoot "$wid" "$shot" >/dev/null && found=$(win_yellow "$shot") || found="screenshot failed"
  read -r count minx miny maxx maxy <<<"$found"
  if [[ "$count" == 0 || -z "$maxy" ]]; then
    fail "window/flash-tints-changes-only" "no tint in the screenshot ($found)"
  elif (( minx < 170 || miny < 90 || maxx > 900 || maxy > 640 )); then
    fail "window/flash-tints-changes-only" "tint outside the balls' lanes: $count pixels in x $minx..$maxx, y $miny..$maxy"
  else
    pass "window/flash-tints-changes-only"
  fi
  timeout 5 xdotool key --window "$wid" d
  found=""
  for ((i = 0; i < 10; i++)); do
    sleep 0.3
    shoot "$wid" "$shot" >/dev/null && found=$(win_yellow "$shot") || found="screenshot failed"
    [[ "$found" == 0 ]] && break
  done
  if [[ "$found" == 0 ]] && wait_text "$err" "flash updates off" 2; then
    pass "window/flash-key-d-off"
  else
    fail "window/flash-key-d-off" "after D: tint '$found'; stderr: $(tail_of "$err")"
  fi
  stop_pid "$pid"
}

# ------------------------------------------------ page changes vs render ----
# Pages are drawn incrementally through CARenderer as the user pages; after
# Right, Right, Left the window must show exactly what a headless render of
# that page shows.
win_pages() {
  local why="" pid wid err="$WIN_DIR/pages.err" name step ref
  if [[ -n "$NO_X" ]]; then why="cannot run: $NO_X"; elif [[ -n "$NO_STRATA" ]]; then why="cannot run: $NO_STRATA"; fi
  if [[ -n "$why" ]]; then fail "window/pages-match-render" "$why"; return; fi
  "$STRATA" run gallery/rounded-corners --size 900x720 >/dev/null 2>"$err" &
  pid=$!
  STRATA_PIDS+=("$pid")
  if ! wid=$(win_wait "$pid" "Strata — 4.1 Rounded corners"); then
    fail "window/pages-match-render" "$wid; stderr: $(tail_of "$err")"
    return
  fi
  for step in Right Right Left; do
    timeout 5 xdotool key --window "$wid" "$step"
    sleep 0.3
  done
  name=$(grep -o 'showing [^ ]*' "$err" | tail -n 1 | cut -d' ' -f2)
  ref="$WIN_DIR/page-ref.png"
  if [[ "$name" != gallery/borders ]]; then
    fail "window/pages-match-render" "after Right, Right, Left the window shows '$name', expected gallery/borders"
  elif ! timeout 120 "$STRATA" render "$name" --size 900x720 --out "$WIN_DIR/page-ref-raw.png" >/dev/null 2>&1 ||
       ! timeout 60 convert "$WIN_DIR/page-ref-raw.png" -alpha off "$ref"; then
    fail "window/pages-match-render" "headless render of $name failed"
  elif why=$(shoot_until_match "$wid" "$WIN_DIR/page-shot.png" "$ref"); then
    pass "window/pages-match-render"
  else
    fail "window/pages-match-render" "$name: $why"
  fi
  stop_pid "$pid"
}

# ------------------------------------------------------------ idle CPU ----
# A live clock changes once a second and nothing else: over 60 s the process
# may use under 0.5 % of a CPU (utime + stime from /proc/PID/stat) and wake
# at most twice a second: the tick, and the completion of its upload
# (voluntary context switches of all its threads).
win_idle() {
  local why="" pid wid err="$WIN_DIR/idle.err" hz t0 t1 c0 c1 cpu wakeups
  if [[ -n "$NO_X" ]]; then why="cannot run: $NO_X"; elif [[ -n "$NO_STRATA" ]]; then why="cannot run: $NO_STRATA"; fi
  if [[ -n "$why" ]]; then fail "window/idle-clock-cpu" "$why"; return; fi
  "$STRATA" run clock >/dev/null 2>"$err" &
  pid=$!
  STRATA_PIDS+=("$pid")
  if ! wid=$(win_wait "$pid" "Strata — LCD clock (nearest)"); then
    fail "window/idle-clock-cpu" "$wid; stderr: $(tail_of "$err")"
    return
  fi
  sleep 2
  hz=$(getconf CLK_TCK)
  win_ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
  win_switches() { cat /proc/"$pid"/task/*/status | awk '/^voluntary_ctxt_switches/ { s += $2 } END { print s }'; }
  t0=$(win_ticks); c0=$(win_switches)
  sleep 60
  t1=$(win_ticks); c1=$(win_switches)
  cpu=$(python3 -c "print(f'{($t1 - $t0) / $hz / 60 * 100:.3f}')")
  wakeups=$((c1 - c0))
  echo "idle clock: $cpu % CPU over 60 s, $wakeups voluntary wakeups"
  if python3 -c "import sys; sys.exit(0 if $cpu < 0.5 else 1)" && (( wakeups <= 130 )); then
    pass "window/idle-clock-cpu"
  else
    fail "window/idle-clock-cpu" "$cpu % CPU (limit 0.5 %), $wakeups wakeups in 60 s (limit 130: the tick and its upload's completion, each second)"
  fi
  stop_pid "$pid"
}

# ----------------------------------------------------------- motion ----
# gallery/timing-functions, five balls racing forever. Space pauses all motion
# (the root layer's speed 0 and timeOffset) and prints the scene's time; the
# frozen window must equal `strata render --media-time` at that time. S plays
# 10× slower: one wall-clock second of slow motion advances the scene's time by
# about 0.1 s. F2 shows the heads-up display at the top right.
win_paused_at() {  # win_paused_at ERRFILE N: the time of the Nth "animations paused at" line
  grep -o 'animations paused at [0-9.]*' "$1" | sed -n "${2}p" | awk '{ print $4 }'
}

win_motion() {
  local why="" pid wid err="$WIN_DIR/motion.err" t a b slowed ref="$WIN_DIR/motion-ref.png" i
  if [[ -n "$NO_X" ]]; then why="cannot run: $NO_X"; elif [[ -n "$NO_STRATA" ]]; then why="cannot run: $NO_STRATA"; fi
  local checks=(motion-space-freezes motion-frozen-matches-render motion-slow-10x motion-hud-f2 motion-media-time-window)
  if [[ -n "$why" ]]; then for i in "${checks[@]}"; do fail "window/$i" "$why"; done; return; fi
  "$STRATA" run gallery/timing-functions --size 900x720 >/dev/null 2>"$err" &
  pid=$!
  STRATA_PIDS+=("$pid")
  if ! wid=$(win_wait "$pid" "Strata — Timing functions"); then
    for i in "${checks[@]}"; do fail "window/$i" "$wid; stderr: $(tail_of "$err")"; done
    return
  fi
  sleep 1
  timeout 5 xdotool key --window "$wid" space
  wait_text "$err" "animations paused at" 5 || true
  t=$(win_paused_at "$err" 1)
  sleep 0.2
  shoot "$wid" "$WIN_DIR/motion-a.png" >/dev/null; sleep 0.5; shoot "$wid" "$WIN_DIR/motion-b.png" >/dev/null
  if [[ -z "$t" ]]; then
    fail "window/motion-space-freezes" "no 'animations paused at' on stderr: $(tail_of "$err")"
  elif [[ "$(ae "$WIN_DIR/motion-a.png" "$WIN_DIR/motion-b.png" 0)" == 0 ]] &&
       timeout 5 xdotool getwindowname "$wid" | grep -qF -- "— paused"; then
    pass "window/motion-space-freezes"
  else
    fail "window/motion-space-freezes" "two screenshots 0.5 s apart differ, or the title does not say paused"
  fi
  if [[ -n "$t" ]] && timeout 120 "$STRATA" render gallery/timing-functions --size 900x720 --media-time "$t" \
       --out "$WIN_DIR/motion-ref-raw.png" >/dev/null 2>&1 && convert "$WIN_DIR/motion-ref-raw.png" -alpha off "$ref" &&
     why=$(shoot_until_match "$wid" "$WIN_DIR/motion-shot.png" "$ref"); then
    pass "window/motion-frozen-matches-render"
  else
    fail "window/motion-frozen-matches-render" "paused at '$t' s: ${why:-the headless render failed}"
  fi
  # Resume slow, then pause again after one second of wall-clock time.
  timeout 5 xdotool key --window "$wid" s
  timeout 5 xdotool key --window "$wid" space
  wait_text "$err" "animations slow at" 5 || true
  sleep 1
  timeout 5 xdotool key --window "$wid" space
  # S while paused stays paused (a second "paused at" line); the pause after the slow second
  # is the third.
  for ((i = 0; i < 50; i++)); do [[ -n "$(win_paused_at "$err" 3)" ]] && break; sleep 0.1; done
  a=$(grep -o 'animations slow at [0-9.]*' "$err" | tail -n 1 | awk '{ print $4 }')
  b=$(win_paused_at "$err" 3)
  if [[ -n "$a" && -n "$b" ]]; then
    slowed=$(python3 -c "print(f'{$b - $a:.3f}')")
    if python3 -c "import sys; sys.exit(0 if 0.07 <= $b - $a <= 0.2 else 1)"; then
      pass "window/motion-slow-10x"
    else
      fail "window/motion-slow-10x" "one second of slow motion advanced the scene by $slowed s, expected about 0.1 s"
    fi
  else
    fail "window/motion-slow-10x" "missing 'slow at' or second 'paused at' on stderr: $(tail_of "$err")"
  fi
  # F2: the HUD's dark box appears at the top right (x 600..890, y 10..72).
  timeout 5 xdotool key --window "$wid" F2
  sleep 0.5
  local rgb
  shoot "$wid" "$WIN_DIR/motion-hud.png" >/dev/null
  rgb=$(timeout 20 convert "$WIN_DIR/motion-hud.png" -crop 1x1+880+66 -depth 8 txt:- 2>/dev/null | tail -n 1 | grep -o '#[0-9A-F]\{6\}')
  if [[ "$rgb" == "#"* ]] && (( 16#${rgb:1:2} < 60 && 16#${rgb:3:2} < 60 )) && wait_text "$err" "heads-up display on" 2; then
    pass "window/motion-hud-f2"
  else
    fail "window/motion-hud-f2" "pixel (880, 66) is '$rgb' after F2, expected the HUD's dark box"
  fi
  stop_pid "$pid"
  # --media-time freezes the window where a headless render with the same flag draws.
  "$STRATA" run gallery/timing-functions --size 900x720 --media-time 1.25 >/dev/null 2>"$err" &
  pid=$!
  STRATA_PIDS+=("$pid")
  if wid=$(win_wait "$pid" "Strata — Timing functions — paused") &&
     timeout 120 "$STRATA" render gallery/timing-functions --size 900x720 --media-time 1.25 \
       --out "$WIN_DIR/motion-ref-raw.png" >/dev/null 2>&1 && convert "$WIN_DIR/motion-ref-raw.png" -alpha off "$ref" &&
     why=$(shoot_until_match "$wid" "$WIN_DIR/motion-shot.png" "$ref"); then
    pass "window/motion-media-time-window"
  else
    fail "window/motion-media-time-window" "${why:-$wid}; stderr: $(tail_of "$err")"
  fi
  stop_pid "$pid"
}

# ------------------------------------------------- recorded motion ----
# Headless: frame n of a recording shows the animations at n / fps, so two
# recordings are the same bytes, and frame 5 at 10 fps is the render at 0.5 s.
win_record_motion() {
  local why="" d1="$WIN_DIR/rec1/" d2="$WIN_DIR/rec2/" f
  if [[ -n "$NO_STRATA" ]]; then fail "window/record-motion-deterministic" "cannot run: $NO_STRATA"; return; fi
  for f in "$d1" "$d2"; do
    timeout 300 "$STRATA" record gallery/timing-functions --seconds 0.8 --fps 10 --out "$f" \
      >"$WIN_DIR/rec.log" 2>&1 || why="record failed: $(tail_of "$WIN_DIR/rec.log")"
  done
  if [[ -z "$why" ]]; then
    local names
    names=$(cd "$d1" && ls)
    [[ $(echo "$names" | wc -l) -eq 8 ]] || why="expected 8 frames, got: $(echo $names)"
    for f in $names; do cmp -s "$d1$f" "$d2$f" || why="frame $f differs between two recordings"; done
    [[ "$(cmp -s "$d1/$(echo "$names" | sed -n 1p)" "$d1/$(echo "$names" | sed -n 8p)"; echo $?)" == 1 ]] ||
      why="${why:-the first and last frames are identical: nothing moved}"
  fi
  if [[ -z "$why" ]]; then
    timeout 120 "$STRATA" render gallery/timing-functions --media-time 0.5 --out "$WIN_DIR/rec-ref.png" >/dev/null 2>&1 &&
      [[ "$(ae "$d1$(echo "$names" | sed -n 6p)" "$WIN_DIR/rec-ref.png" 0)" == 0 ]] ||
      why="frame 5 is not the render at --media-time 0.5"
  fi
  if [[ -z "$why" ]]; then pass "window/record-motion-deterministic"; else fail "window/record-motion-deterministic" "$why"; fi
}

# ------------------------------------------------------------- fuzz ----
# Random layer trees with hostile values and mutated PNGs, in a child process so
# that a crash is reported here instead of ending the suite. Fixed seed in CI;
# `strata fuzz --iterations N` runs longer on demand.
win_fuzz() {
  local rc=0
  if [[ -n "$NO_STRATA" ]]; then fail "fuzz/300-iterations" "cannot run: $NO_STRATA"; return; fi
  timeout 600 "$STRATA" fuzz --iterations 300 --seed 1 >"$WIN_DIR/fuzz.out" 2>"$WIN_DIR/fuzz.err" || rc=$?
  if (( rc == 0 )) && grep -q "0 crashes" "$WIN_DIR/fuzz.out"; then
    pass "fuzz/300-iterations"
  else
    fail "fuzz/300-iterations" "exit $rc (seed 1): $(tail_of "$WIN_DIR/fuzz.out") $(grep -m1 -E 'crashed|Fatal' "$WIN_DIR/fuzz.err")"
  fi
}

win_fuzz
win_record_motion
win_example
win_motion
win_flash
win_pages
win_idle
