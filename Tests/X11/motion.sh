#!/usr/bin/env bash
# Motion with real input: gallery/implicit driven by xdotool clicks and keys.
#
# Every check prints PASS or FAIL; one that cannot run is a FAIL. The last line
# is "X11 motion: N passed, M failed".
#
# The page at its design size, 900 × 720, is unscaled: the content layer starts
# at y 70 and is 900 × 650, and the square (bounds 80 × 80, cornerRadius 16,
# backgroundColor (0.2, 0.45, 0.9), × 255 rounded #3373E6) starts at the content's centre,
# (450, 325), so at (450, 395) in the window. A click at a window point P inside
# the content sets the square's position to P (actions enabled): its default
# action, a 0.25 s CABasicAnimation with the default timing function
# (0.25, 0.1, 0.25, 1), flies it from where it is shown to P, after which it
# covers x P.x − 40 … P.x + 40, y P.y − 40 … P.y + 40. On that curve (solving
# the cubic Bézier's x for the time fraction, then taking its y) the square
# has covered 13 % of the way at 12 % of the time, 89 % at 60 %, and is within
# 0.2 % of the end from 95 %: at 10× slower (S) it is short of the end at 0.3 s
# and at 1.5 s, and there from about 2.4 s.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

USAGE="The motion group: gallery/implicit driven by clicks and keys: a click's flight
caught mid-way and at rest, slowed 10x (S), frozen (Space), and selected in flight
with the inspector (F12)."
suite_start motion "$@"

MO_DIR="$WORK/motion"
mkdir -p "$MO_DIR"
MO_TITLE="Strata — Implicit animations"
MO_START="450 395"

# mo_square PNG: prints "count cx cy": how many pixels have the square's colour
# (#3373E6, compare fuzz 1 %) and the centre of their bounding box, or "0".
mo_square() {
  local found
  found=$(timeout 60 convert "$1" -fuzz 1% -fill white -opaque '#3373E6' -fill black +opaque white \
    -format '%[fx:mean*w*h] %@' info: 2>/dev/null) || return 1
  # The bounding box comes as WxH+X+Y.
  echo "$found" | awk -F'[ x+]' '{ if ($1 < 1) print 0; else printf "%d %.1f %.1f\n", $1, $4 + $2 / 2, $5 + $3 / 2 }'
}

# mo_at SQUARE X Y: whether the square ("count cx cy") is whole (over 6000
# pixels: 80 × 80 less the rounded corners) and centred within 1.5 px of (X, Y).
mo_at() {
  echo "$1 $2 $3" | awk '{ exit !($1 > 6000 && ($2 - $4)^2 <= 2.25 && ($3 - $5)^2 <= 2.25) }'
}

# mo_between SQUARE AX AY BX BY: whether the square is whole (over 5500 pixels:
# a square in between sits on fractional pixels, its edges blended) and more
# than 3 px from both (AX, AY) and (BX, BY): on its way.
mo_between() {
  echo "$1 $2 $3 $4 $5" | awk '{ exit !($1 > 5500 && ($2 - $4)^2 + ($3 - $5)^2 > 9 && ($2 - $6)^2 + ($3 - $7)^2 > 9) }'
}

# mo_now: EPOCHREALTIME in microseconds. mo_ms T0: milliseconds since mo_now was T0.
mo_now() { echo "${EPOCHREALTIME/./}"; }
mo_ms() { echo $(( ($(mo_now) - $1) / 1000 )); }

# mo_click WID X Y: moves the pointer and clicks. The press happens between MO_BEFORE and
# MO_CLICKED (mo_now before and after xdotool; it exits tens of ms after the press): times
# counted from MO_CLICKED are at most, from MO_BEFORE at least, the time since the press.
# MO_SPAN is the milliseconds between the two.
mo_click() {
  MO_BEFORE=$(mo_now)
  timeout 5 xdotool mousemove --window "$1" "$2" "$3" click 1 >/dev/null 2>&1
  MO_CLICKED=$(mo_now)
  MO_SPAN=$(( (MO_CLICKED - MO_BEFORE) / 1000 ))
}

# mo_burst WID NAME UNTIL_MS GAP: screenshots (xwd only, for speed) from now until UNTIL_MS
# after the last click, GAP seconds apart. Sets MO_SHOTS (PNG paths, made by mo_png) and
# MO_TIMES (milliseconds after the click each was started).
mo_burst() {
  local wid=$1 name=$2 until=$3 gap=$4 t i
  MO_SHOTS=(); MO_TIMES=()
  for ((i = 0; i < 100; i++)); do
    t=$(mo_ms "$MO_CLICKED")
    timeout 5 xwd -silent -id "$wid" >"$MO_DIR/$name-$i.xwd" 2>/dev/null || break
    MO_SHOTS+=("$MO_DIR/$name-$i.png"); MO_TIMES+=("$t")
    (( t >= until )) && break
    [[ "$gap" == 0 ]] || sleep "$gap"
  done
}

# mo_png PNG: makes the PNG of a burst's screenshot, alpha dropped (as shoot does); only
# the screenshots looked at are converted.
mo_png() {
  [[ -f "$1" ]] || timeout 60 convert "xwd:${1%.png}.xwd" -alpha off "$1"
}

motion_checks() {
  local checks=(click-flies-to-pointer click-mid-flight-differs slow-flight-10x space-freezes-flight
    inspector-selects-in-flight)
  local why="" pid wid out="$MO_DIR/stdout.txt" err="$MO_DIR/stderr.txt" i
  if [[ -n "$NO_X" ]]; then why="cannot run: $NO_X"; elif [[ -n "$NO_STRATA" ]]; then why="cannot run: $NO_STRATA"; fi
  if [[ -z "$why" ]]; then
    "$STRATA" run gallery/implicit >"$out" 2>"$err" </dev/null &
    pid=$!
    STRATA_PIDS+=("$pid")
    wid=$(win_wait "$pid" "$MO_TITLE") || why="$wid; stderr: $(tail_of "$err")"
    [[ -z "$why" ]] && ! wait_text "$err" "presenting with" 5 && why="no 'presenting with' on stderr"
  fi
  if [[ -n "$why" ]]; then
    for i in "${checks[@]}"; do fail "motion/$i" "$why"; done
    [[ -n "$pid" ]] && stop_pid "$pid"
    return
  fi

  # 1. A click at P = (250, 250) flies the square there: a burst of screenshots catches it on
  # its way, the first one started 350 ms or more after the click shows it at rest at P, and
  # it is seen at rest within 600 ms of starting the click.
  local before="$MO_DIR/before.png" sq="" mid="" settled="" settled_t="" rest=""
  # The window may be mapped before its first frame is drawn.
  for ((i = 0; i < 20; i++)); do
    shoot "$wid" "$before" >/dev/null && sq=$(mo_square "$before") && mo_at "$sq" $MO_START && break
    sleep 0.25
  done
  if ! mo_at "$sq" $MO_START; then
    for i in "${checks[@]}"; do fail "motion/$i" "before any click the square is not at ($MO_START): $sq"; done
    stop_pid "$pid"
    return
  fi
  mo_click "$wid" 250 250
  mo_burst "$wid" burst 350 0.03
  for i in "${!MO_SHOTS[@]}"; do
    # Once at rest, only the screenshot from 350 ms on is left to look at.
    [[ -n "$rest" && -n "$mid" ]] && (( MO_TIMES[i] < 350 )) && continue
    mo_png "${MO_SHOTS[$i]}" || break
    sq=$(mo_square "${MO_SHOTS[$i]}")
    if [[ -z "$mid" ]] && mo_between "$sq" $MO_START 250 250; then mid=${MO_SHOTS[$i]}; fi
    if [[ -z "$settled" ]] && (( MO_TIMES[i] >= 350 )); then settled=${MO_SHOTS[$i]}; settled_t=${MO_TIMES[$i]}; fi
    if [[ -z "$rest" ]] && mo_at "$sq" 250 250; then rest=$((MO_TIMES[i] + MO_SPAN)); fi
    [[ -n "$mid" && -n "$settled" ]] && break
  done
  if [[ -z "$settled" ]]; then
    fail "motion/click-flies-to-pointer" "no screenshot 350 ms or more after the click (${#MO_SHOTS[@]} taken)"
  elif why=$(ins_check_pixels "$settled" "250,250=51,115,230" "213,250=51,115,230" "287,250=51,115,230" \
               "250,213=51,115,230" "250,287=51,115,230" "205,250!51,115,230" "295,250!51,115,230" \
               "450,395!51,115,230") && mo_at "$(mo_square "$settled")" 250 250 && (( rest <= 600 )); then
    pass "motion/click-flies-to-pointer (first seen at rest ${rest} ms after starting the click)"
  else
    fail "motion/click-flies-to-pointer" "${why:-the square is not at rest at (250, 250) ${settled_t} ms after the click ($(mo_square "$settled")), or first at rest '$rest' ms after starting it (want ≤ 600)} ($MO_DIR)"
  fi
  local ab="" am=""
  if [[ -z "$mid" || -z "$settled" ]]; then
    fail "motion/click-mid-flight-differs" "no screenshot caught the square between ($MO_START) and (250, 250); ms after the click: ${MO_TIMES[*]} ($MO_DIR)"
  elif ab=$(ae "$mid" "$before" 0) && am=$(ae "$mid" "$settled" 0) && (( ab > 1000 && am > 1000 )); then
    pass "motion/click-mid-flight-differs"
  else
    fail "motion/click-mid-flight-differs" "$mid differs from before in '$ab' and from the end in '$am' pixels (want > 1000 each)"
  fi

  # 2. S: a flight to Q = (650, 550), 500 px away, takes 10× longer: on its way 300 ms and
  # 1500 ms after the click, at rest at Q within 4 s of starting it.
  timeout 5 xdotool key --window "$wid" s >/dev/null 2>&1
  wait_text "$err" "animations slow at" 5 || true
  local early="" late="" arrived="" log=""
  mo_click "$wid" 650 550
  mo_burst "$wid" slow 4000 0.2
  for i in "${!MO_SHOTS[@]}"; do
    # Only the first screenshot from 300 ms on and those from 1500 ms on decide.
    (( MO_TIMES[i] < 300 )) && continue
    [[ -n "$early" ]] && (( MO_TIMES[i] < 1500 )) && continue
    mo_png "${MO_SHOTS[$i]}" || break
    sq=$(mo_square "${MO_SHOTS[$i]}")
    log+=" ${MO_TIMES[$i]}:(${sq#* })"
    if mo_at "$sq" 650 550; then arrived=$((MO_TIMES[i] + MO_SPAN)); break; fi
    if [[ -z "$early" ]] && (( MO_TIMES[i] >= 300 )); then
      mo_between "$sq" 250 250 650 550 && early=${MO_TIMES[$i]} || early="not between"
    fi
    if (( MO_TIMES[i] >= 1500 )) && mo_between "$sq" 250 250 650 550; then late=${MO_TIMES[$i]}; fi
  done
  if [[ "$early" =~ ^[0-9]+$ && -n "$late" && -n "$arrived" ]] && (( arrived <= 4000 )); then
    pass "motion/slow-flight-10x (on its way at ${early} ms and ${late} ms, at rest by ${arrived} ms)"
  else
    fail "motion/slow-flight-10x" "want: between at 300 ms ('$early') and at 1500 ms or later ('$late'), at (650, 550) within 4000 ms of starting the click ('$arrived'); ms:(cx cy):$log"
  fi

  # 3. Space freezes a slow flight back to P: two screenshots 0.5 s apart are the same pixels,
  # with the square stopped on its way.
  local a="$MO_DIR/frozen-a.png" b="$MO_DIR/frozen-b.png" count frozen
  mo_click "$wid" 250 250
  sleep 0.8
  timeout 5 xdotool key --window "$wid" space >/dev/null 2>&1
  wait_text "$err" "animations paused at" 5 || true
  # A frame drawn before the pause may still be on its way: up to three tries.
  for ((i = 0; i < 3; i++)); do
    sleep 0.2
    shoot "$wid" "$a" >/dev/null; sleep 0.5; shoot "$wid" "$b" >/dev/null
    if count=$(ae "$a" "$b" 0) && [[ "$count" == 0 ]]; then break; fi
  done
  frozen=$(mo_square "$a")
  if ! grep -qF "animations paused at" "$err"; then
    fail "motion/space-freezes-flight" "no 'animations paused at' on stderr after Space: $(tail_of "$err")"
  elif [[ "$count" == 0 ]] && mo_between "$frozen" 650 550 250 250; then
    pass "motion/space-freezes-flight"
  else
    fail "motion/space-freezes-flight" "$count pixels differ between two screenshots 0.5 s apart, square at ($frozen) ($MO_DIR)"
  fi

  # 4. With the inspector open (F12), a click on the square where it is drawn, paused on its
  # way, selects it: the hit test follows the presentation tree (the model square is already
  # at P, more than 40 px away), and the panel lists its running position animation.
  local cx cy
  read -r count cx cy <<<"$frozen"
  timeout 5 xdotool key --window "$wid" F12 >/dev/null 2>&1
  if [[ -z "$cy" ]] || echo "$cx $cy" | awk '{ exit !(($1 - 250)^2 <= 45^2 && ($2 - 250)^2 <= 45^2) }'; then
    fail "motion/inspector-selects-in-flight" "the paused square ($frozen) overlaps its model position (250, 250)"
  elif ! wait_text "$err" "inspector open" 5; then
    fail "motion/inspector-selects-in-flight" "no 'inspector open' on stderr after F12: $(tail_of "$err")"
  else
    mo_click "$wid" "${cx%.*}" "${cy%.*}"
    if wait_line "$err" "strata: inspector selected page › sheet › implicit › square" 5 &&
       wait_text "$err" 'strata: inspector animation "position" CABasicAnimation position, ' 5 &&
       wait_line "$out" "square" 5; then
      pass "motion/inspector-selects-in-flight ($(grep -F 'inspector animation' "$err" | tail -n 1 | cut -d, -f2 | tr -d ' ') of the flight)"
    else
      fail "motion/inspector-selects-in-flight" "a click at (${cx%.*}, ${cy%.*}) did not select the square with its position animation; stdout: $(tail_of "$out"); stderr: $(tail_of "$err")"
    fi
  fi
  stop_pid "$pid"
}

motion_checks

suite_end
