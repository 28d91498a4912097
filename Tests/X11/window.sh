#!/usr/bin/env bash
# The window as a library user and a performance-minded user see it: the
# exported StrataWindow API through the example package, Flash Updated Regions,
# frame pacing, page changes against headless renders, and an idle clock's CPU use.
#
# Every check prints PASS or FAIL; one that cannot run is a FAIL. The last line
# is "X11 window: N passed, M failed".
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

USAGE="The window group: the exported StrataWindow API through Examples/HelloLayers
(built with swift build), flash updates, frame pacing, page changes against headless
renders, motion, recording, fuzzing, emitters, tiled layers, overlays and an idle
clock's CPU use."
suite_start window "$@"

WIN_DIR="$WORK/window"
mkdir -p "$WIN_DIR"

# Passes `check` when the example program `program` ends by printing `last`, else fails it with
# what it printed last (its mismatches first, when it checks results).
example_runs_to() {
  local check=$1 program=$2 last=$3 printed
  printed=$(timeout 120 "$program" 2>&1) || true
  if [[ "$(tail -n 1 <<<"$printed")" == "$last" ]]; then
    pass "$check"
  else
    fail "$check" "$( (grep -E '^(MISMATCH|FAIL)' <<<"$printed" | head -n 4; tail -n 1 <<<"$printed") | tr '\n' '|')"
  fi
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
    fail "window/example-builds" "$why"; fail "window/example-click" "$why"; fail "window/example-key-hit" "$why"
    fail "window/example-display-link" "$why"; fail "window/example-apple-spelled" "$why"; fail "window/example-debug-tools" "$why"
    fail "window/example-apple-behaviour" "$why"; fail "window/example-apple-api-surface" "$why"
    fail "window/example-records" "$why"; fail "window/example-tools-on-own-tree" "$why"
    return
  fi
  pass "window/example-builds"
  bin=$(swift build --package-path "$ROOT/Examples/HelloLayers" --show-bin-path)/HelloLayers
  # AppleSpelled, beside it: code as written for Apple (imports QuartzCore, CoreGraphics and
  # CoreText only, through the QuartzCore product). Worked out by hand: three linear keyframes
  # over 1 s from 1 s give the middle one (100, 0) at 1.5 s and half the second segment
  # (100, 25) at 1.75 s; a quarter turn is 45° half way; a 48-point font copied at 24 points;
  # a run at 24 points is half as wide as the layer's 48; an emitter cell's birth rate set to 40
  # through the layer's key path, 40 a second for 2 s keeping 80 alive; a tiled layer's
  # settings and Apple's 0.25 s fade; Core Text in a layer's draw(in:): "Layers, drawn by Core
  # Text." (27 characters) set 90 points wide in two lines, and a 60-point T drawn with a flipped
  # text matrix standing upright on its baseline; "Strata" as six glyph outlines, y up, standing
  # on the baseline (no descenders); the same 27 characters broken by a typesetter at 90 points
  # in the frame's two lines; a one-bit mask 10101010 showing the four pixels of its zeros; the
  # bold face's traits, bold cleared giving the family's regular face; "Hello brave world"
  # justified 60 points wider, its two word gaps 30 each (the second word 30 later, the third
  # 60); a checkerboard of 4-point red squares on a step of 8 filled over 8 × 8 pixels, half of
  # them red, the square at the base space's origin whatever the CTM.
  local spelled expected
  spelled=$(timeout 60 "${bin%/HelloLayers}/AppleSpelled" 2>&1) || true
  expected=$'position at 1.5 s: 100.0, 0.0\nrotation at 1.5 s: 45 degrees\nposition at 1.75 s: 100.0, 25.0'
  expected+=$'\nfont: DejaVuSans-Bold at 48.0 pt, copy at 24.0 pt\nrun width / layer width: 0.50'
  expected+=$'\nemitter: rectangle, spark birth rate 40.0, 80 live\ntiled: 512x512 tiles, 4 levels, fade 0.25 s'
  expected+=$'\ncore text: 2 lines, 27 characters shown\nT upright on its baseline: true'
  expected+=$'\ntext path: 6 glyphs, above the baseline: true'
  expected+=$'\ntypesetter: 2 lines for 27 characters\nimage mask: 4 of 8 pixels shown'
  expected+=$'\ntraits: bold true, regular face DejaVuSans'
  expected+=$'\njustified: 60 points wider, words moved 30 and 60'
  expected+=$'\npattern: 32 of 64 pixels red, first square at the origin: true'
  if [[ "$spelled" == "$expected" ]]; then
    pass "window/example-apple-spelled"
  else
    fail "window/example-apple-spelled" "printed '$(tr '\n' '|' <<<"$spelled")', expected '$(tr '\n' '|' <<<"$expected")'"
  fi
  # AppleAPISurface: Apple's names across the three modules, compiled and run to its end.
  # AppleBehaviour: 171 checks of Apple code's results (timing, interpolation, geometry,
  # transactions, drawing, Core Text), each value Apple's platforms give worked out by hand in
  # the example; every one must agree. So must those of AppleModel (the model: key-value
  # coding, animations, the tree, transactions, emitters), AppleRecipes (blog-post recipes
  # drawn frame by frame), AppleDrawing (Core Graphics), AppleText (Core Text layout), AppleLayers
  # (hit testing, geometry, layout, display, actions), AppleAnimatedDrawing (subclass
  # properties animated, drawn at fixed times), AppleTransitions (transitions, scroll layers,
  # tiled layers), AppleVisual (shadows, corners and borders, masks, group opacity, 3D,
  # contents placement, each tree drawn once), AppleTiming (animation timing: nesting, repeats,
  # fill, groups, additive and cumulative, timing functions, keyframes, springs, transactions),
  # AppleValues (value-level Core Graphics and QuartzCore API, each check in a child process),
  # AppleSubclassDrawing (gradient, shape and replicator layers, each tree drawn once),
  # AppleGeometry3D (layer geometry in 3D: conversion and hit testing through perspective, frames,
  # the CATransform3D functions, a cube, isDoubleSided, anchorPointZ, zPosition, replicators,
  # scrolling), AppleContextState (Core Graphics drawing state: the CTM, clipping, saved
  # state, alpha, paths, shadings, shadows, patterns, grey and alpha-only contexts, images),
  # AppleEmitters (CAEmitterLayer and CAEmitterCell drawn at fixed times: positions, directions,
  # counts, multipliers, shapes, colours, render modes, timing, seeds, key paths, sub-cells,
  # update regions), AppleActions (CATransaction and actions: completion blocks, flush, values by
  # key, lock, which changes run actions, the action search, implicit animations, order actions,
  # delegates), AppleContents (contents gravity, scale, rect and center, filters, the display
  # machinery, rasterization, each tree drawn once), AppleKeyframes (keyTimes validation,
  # calculation modes, Kochanek-Bartels splines, rotationMode, groups' children, springs) and
  # AppleShapes (shape and gradient layers: dashes, joins, caps, miter limits, fill rules,
  # strokeStart and strokeEnd, path and gradient animations, implicit animations).
  example_runs_to "window/example-apple-api-surface" "${bin%/HelloLayers}/AppleAPISurface" "done 77 probes"
  example_runs_to "window/example-apple-behaviour" "${bin%/HelloLayers}/AppleBehaviour" "done 171 checks 0 mismatches"
  example_runs_to "window/example-apple-model" "${bin%/HelloLayers}/AppleModel" "done 74 checks 0 mismatches"
  example_runs_to "window/example-apple-recipes" "${bin%/HelloLayers}/AppleRecipes" "done 38 checks 0 mismatches"
  example_runs_to "window/example-apple-drawing" "${bin%/HelloLayers}/AppleDrawing" "done 100 checks 0 mismatches"
  example_runs_to "window/example-apple-text" "${bin%/HelloLayers}/AppleText" "done 81 checks 0 mismatches"
  example_runs_to "window/example-apple-layers" "${bin%/HelloLayers}/AppleLayers" "done 62 checks 0 mismatches"
  example_runs_to "window/example-apple-animated-drawing" "${bin%/HelloLayers}/AppleAnimatedDrawing" \
    "done 59 checks 0 mismatches"
  example_runs_to "window/example-apple-transitions" "${bin%/HelloLayers}/AppleTransitions" \
    "done 73 checks 0 mismatches"
  example_runs_to "window/example-apple-visual" "${bin%/HelloLayers}/AppleVisual" "done 62 checks 0 mismatches"
  example_runs_to "window/example-apple-timing" "${bin%/HelloLayers}/AppleTiming" "done 63 checks 0 mismatches"
  example_runs_to "window/example-apple-values" "${bin%/HelloLayers}/AppleValues" "done 82 checks 0 mismatches"
  example_runs_to "window/example-apple-subclass-drawing" "${bin%/HelloLayers}/AppleSubclassDrawing" \
    "done 68 checks 0 mismatches"
  example_runs_to "window/example-apple-geometry-3d" "${bin%/HelloLayers}/AppleGeometry3D" \
    "done 61 checks 0 mismatches"
  example_runs_to "window/example-apple-context-state" "${bin%/HelloLayers}/AppleContextState" \
    "done 83 checks 0 mismatches"
  example_runs_to "window/example-apple-emitters" "${bin%/HelloLayers}/AppleEmitters" \
    "done 93 checks 0 mismatches"
  example_runs_to "window/example-apple-actions" "${bin%/HelloLayers}/AppleActions" \
    "done 68 checks 0 mismatches"
  example_runs_to "window/example-apple-contents" "${bin%/HelloLayers}/AppleContents" \
    "done 74 checks 0 mismatches"
  example_runs_to "window/example-apple-keyframes" "${bin%/HelloLayers}/AppleKeyframes" \
    "done 62 checks 0 mismatches"
  example_runs_to "window/example-apple-shapes" "${bin%/HelloLayers}/AppleShapes" \
    "done 95 checks 0 mismatches"
  # The example records its own tree with LayerRecorder: one second at 30 fps as APNG, the star
  # a turn of half a radian further at frame 15 than at frame 0, the cards where they were.
  local recorded probe moved
  recorded=$(timeout 120 "$bin" --record "$WIN_DIR/hello.apng" 2>&1) || true
  probe=$(rec_probe "$WIN_DIR/hello.apng")
  if [[ "$recorded" != "recorded 30 frames, 600x220" ]]; then
    fail "window/example-records" "printed '$recorded'"
  elif [[ "$probe" != "30 600 220 apng" ]]; then
    fail "window/example-records" "ffprobe '$probe', expected '30 600 220 apng'"
  elif ! rec_video_frame "$WIN_DIR/hello.apng" 0 "$WIN_DIR/hello-0.png" ||
       ! rec_video_frame "$WIN_DIR/hello.apng" 15 "$WIN_DIR/hello-15.png"; then
    fail "window/example-records" "ffmpeg could not decode frames 0 and 15"
  else
    local region outside
    region() {  # region GEOMETRY: pixels that differ between frames 0 and 15 inside GEOMETRY
      convert "$WIN_DIR/hello-0.png" -crop "$1" +repage "$WIN_DIR/hello-a.png" &&
        convert "$WIN_DIR/hello-15.png" -crop "$1" +repage "$WIN_DIR/hello-b.png" &&
        ae "$WIN_DIR/hello-a.png" "$WIN_DIR/hello-b.png" 10%
    }
    moved=$(region 130x130+415+45) || true
    outside=$(region 400x220+0+0) || true
    if [[ ! "$moved" =~ ^[0-9]+$ ]] || (( moved < 200 )); then
      fail "window/example-records" "the star did not turn between frames 0 and 15 ($moved pixels differ)"
    elif [[ "$outside" != 0 ]]; then
      fail "window/example-records" "the cards changed between frames 0 and 15 ($outside pixels)"
    else
      pass "window/example-records"
    fi
  fi
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
  # A key press carries the layer under the pointer (real XTEST input to the focused window,
  # so the server fills in the pointer's place): over the blue card, which the click above
  # moved 10 points down to (230, 70, 140, 100) turned 10°, then over the bare background.
  local keyed=1
  for target in "blue-card 300 125" "root 10 10"; do
    read -r target x y <<<"$target"
    timeout 5 xdotool mousemove --window "$wid" "$x" "$y" >/dev/null 2>&1
    timeout 5 xdotool windowfocus --sync "$wid" >/dev/null 2>&1
    timeout 5 xdotool key n >/dev/null 2>&1
    if ! wait_line "$out" "key over ${target//-/ }" 5; then
      fail "window/example-key-hit" "N with the pointer at ($x, $y) did not print 'key over ${target//-/ }' (stdout: $(tr '\n' '|' <"$out"))"
      keyed=0
      break
    fi
  done
  (( keyed )) && pass "window/example-key-hit"
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
  # The window's own debugging tools in a library user's window: Ctrl+Shift+H shows the heads-up
  # display's dark box at the top right (x 300..590, y 10..72 of the 600 × 220 window) and never
  # reaches the app's delegate (which prints "key over …" for every key it gets, the two
  # modifier presses included: at most those two may arrive); N still does.
  local keys_before hud_pixel why=""
  keys_before=$(grep -c "^key over" "$out")
  timeout 5 xdotool windowfocus --sync "$wid" >/dev/null 2>&1
  timeout 5 xdotool key ctrl+shift+h >/dev/null 2>&1
  sleep 0.5
  shoot "$wid" "$WIN_DIR/example-hud.png" >/dev/null
  hud_pixel=$(timeout 20 convert "$WIN_DIR/example-hud.png" -crop 1x1+580+66 -depth 8 txt:- 2>/dev/null | tail -n 1 | grep -o '#[0-9A-F]\{6\}')
  [[ "$hud_pixel" == "#"* ]] && (( 16#${hud_pixel:1:2} < 60 && 16#${hud_pixel:3:2} < 60 )) ||
    why="pixel (580, 66) is '$hud_pixel' after Ctrl+Shift+H, expected the HUD's dark box"
  if (( $(grep -c "^key over" "$out") > keys_before + 2 )) && [[ -z "$why" ]]; then
    why="Ctrl+Shift+H reached the delegate of the app"
  fi
  local keys_after_tool i
  keys_after_tool=$(grep -c "^key over" "$out")
  timeout 5 xdotool key n >/dev/null 2>&1
  for ((i = 0; i < 50; i++)); do (( $(grep -c "^key over" "$out") > keys_after_tool )) && break; sleep 0.1; done
  if (( $(grep -c "^key over" "$out") <= keys_after_tool )) && [[ -z "$why" ]]; then
    why="N after the tool key did not reach the delegate"
  fi
  stop_pid "$pid"
  # STRATA_DEBUG=hud opens the same box at launch, with no key pressed.
  STRATA_DEBUG=hud "$bin" >"$out" 2>"$err" &
  pid=$!
  STRATA_PIDS+=("$pid")
  if wid=$(win_wait "$pid" "Hello, layers"); then
    sleep 0.5
    shoot "$wid" "$WIN_DIR/example-hud-env.png" >/dev/null
    hud_pixel=$(timeout 20 convert "$WIN_DIR/example-hud-env.png" -crop 1x1+580+66 -depth 8 txt:- 2>/dev/null | tail -n 1 | grep -o '#[0-9A-F]\{6\}')
    if ! [[ "$hud_pixel" == "#"* ]] || (( 16#${hud_pixel:1:2} >= 60 || 16#${hud_pixel:3:2} >= 60 )); then
      [[ -n "$why" ]] || why="with STRATA_DEBUG=hud pixel (580, 66) is $hud_pixel, expected the dark box of the HUD"
    fi
  else
    why="${why:-$wid}"
  fi
  stop_pid "$pid"
  if [[ -z "$why" ]]; then pass "window/example-debug-tools"; else fail "window/example-debug-tools" "$why"; fi
  # The new tools on the example's own tree, by real keys and clicks: the blended-layers overlay
  # tints the opaque root (its background at (10, 10)) green at 40 %; the exploded view opens on
  # the example's depths and a click on it selects a layer; Ctrl+Shift+R twice saves a video of
  # what the window showed (600 × 220, 30 fps, about as long as it ran).
  local videos="$WIN_DIR/hello-videos" plain tinted expected video probe frames
  why=""
  mkdir -p "$videos"
  STRATA_RECORD_DIR="$videos" "$bin" >"$out" 2>"$err" &
  pid=$!
  STRATA_PIDS+=("$pid")
  if ! wid=$(win_wait "$pid" "Hello, layers"); then
    why="$wid"
  else
    sleep 0.5
    timeout 5 xdotool windowfocus --sync "$wid" >/dev/null 2>&1
    shoot "$wid" "$WIN_DIR/example-plain.png" >/dev/null
    plain=$(convert "$WIN_DIR/example-plain.png" -crop 1x1+10+10 -format '%[fx:round(255*r)] %[fx:round(255*g)] %[fx:round(255*b)]' info:)
    timeout 5 xdotool key ctrl+shift+b >/dev/null 2>&1
    wait_text "$err" "overlay blended on" 5 || why="Ctrl+Shift+B did not report the overlay (stderr: $(tail_of "$err"))"
    if [[ -z "$why" ]]; then
      sleep 0.5
      shoot "$wid" "$WIN_DIR/example-blended.png" >/dev/null
      tinted=$(convert "$WIN_DIR/example-blended.png" -crop 1x1+10+10 -format '%[fx:round(255*r)] %[fx:round(255*g)] %[fx:round(255*b)]' info:)
      expected=$(python3 -c "r, g, b = map(int, '$plain'.split()); print(round(r * 0.6), round(g * 0.6 + 102), round(b * 0.6))")
      python3 -c "import sys; sys.exit(0 if all(abs(int(a) - int(b)) <= 3 for a, b in zip('$tinted'.split(), '$expected'.split())) else 1)" ||
        why="the root at (10, 10) is '$tinted' under the overlay, expected $expected (green at 40 % over '$plain')"
      timeout 5 xdotool key ctrl+shift+b >/dev/null 2>&1
    fi
    if [[ -z "$why" ]]; then
      timeout 5 xdotool key ctrl+shift+x >/dev/null 2>&1
      wait_text "$err" "exploded view open: depths 0–" 5 || why="Ctrl+Shift+X did not open the exploded view (stderr: $(tail_of "$err"))"
    fi
    if [[ -z "$why" ]]; then
      timeout 5 xdotool mousemove --window "$wid" 300 110 click 1 >/dev/null 2>&1
      wait_text "$err" "inspector selected" 5 || why="a click on the exploded view selected nothing (stderr: $(tail_of "$err"))"
      timeout 5 xdotool key Escape >/dev/null 2>&1
    fi
    if [[ -z "$why" ]]; then
      timeout 5 xdotool key ctrl+shift+r >/dev/null 2>&1
      wait_text "$err" "recording to $videos/" 5 || why="Ctrl+Shift+R named no video (stderr: $(tail_of "$err"))"
    fi
    if [[ -z "$why" ]]; then
      sleep 1.5
      timeout 5 xdotool key ctrl+shift+r >/dev/null 2>&1
      if ! wait_text "$err" "recording saved to" 20; then
        why="a second Ctrl+Shift+R saved nothing (stderr: $(tail_of "$err"))"
      else
        video=$(ls "$videos"/*.mp4 2>/dev/null | head -n 1)
        probe=$(rec_probe "$video")
        read -r frames _ <<<"$probe"
        [[ "$probe" == *" 600 220 h264" ]] && (( frames >= 30 && frames <= 120 )) ||
          why="ffprobe '$probe' (frames width height codec), expected 600x220 h264, 1.5-4 s at 30 fps"
      fi
    fi
  fi
  stop_pid "$pid"
  if [[ -z "$why" ]]; then pass "window/example-tools-on-own-tree"; else fail "window/example-tools-on-own-tree" "$why"; fi
}

# ------------------------------------------------------ flash updates ----
# The live clock at 800 × 300 (its design size): LCDClock's 680 × 160 clock is
# centred, so it starts at (60, 70), and digit i (hours-tens first) is the
# 100 × 160 cell at x = 60 + 240·(i / 2) + 100·(i % 2), y = 70. At each tick
# exactly the digits that differ from the previous second's change. With
# --flash-updates the frames after a tick are tinted yellow, fading over a few
# frames. A minute's tick also changes minutes-ones, across a colon from
# seconds-tens, and the renderer may present (and flash) the two cells and the
# colon between them as one rectangle, which is cheaper than two; those ticks
# are skipped, all others change one cell or two adjacent ones. To look at the
# fading tint, the process is stopped (SIGSTOP) as soon as the log
# (--log-frames) shows two frames drawn after the tick, and the frozen window
# is compared with the headless render of that second: every pixel that
# differs must lie in a changed cell (2 pixels of margin for edge coverage),
# must be shifted towards yellow (red and green up relative to blue), and most
# of the changed cells must be tinted. D, pressed while a tint fades, must
# leave no tint behind; after it, a tick draws one frame and the window equals
# the render.

# win_flash_freeze PID ERR FRAMES DELAY: waits (up to 5 s) for the next
# "strata: tick" line on ERR, except a minute's (HH:MM:00), then for FRAMES
# "strata: frame N" lines after it, sleeps DELAY seconds and stops PID with
# SIGSTOP; the caller sends SIGCONT.
# Prints "HH:MM:SS N": the tick's time and the frames logged after it by the
# time the process stopped. Prints why and returns 1 on timeout (PID running).
win_flash_freeze() {
  python3 - "$@" <<'PY'
import os, re, signal, sys, time
pid, err, want, delay = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
skip = os.path.getsize(err)
frame = re.compile(rb"strata: frame \d+ at ")
def lines():
    data = open(err, "rb").read()[skip:]
    return data[:data.rfind(b"\n") + 1].splitlines()
def after_tick(ls):
    for i, l in enumerate(ls):
        if l.startswith(b"strata: tick ") and not l.split()[2].endswith(b":00"):
            return l.split()[2].decode(), sum(1 for m in ls[i + 1:] if frame.match(m))
    return None, 0
deadline = time.monotonic() + 5
while time.monotonic() < deadline:
    shown, frames = after_tick(lines())
    if shown and frames >= want:
        time.sleep(delay)
        os.kill(pid, signal.SIGSTOP)
        time.sleep(0.05)  # a line being written when it stopped
        print(shown, after_tick(lines())[1])
        sys.exit(0)
    time.sleep(0.001)
print(f"no tick followed by {want} frames on {err} within 5 s")
sys.exit(1)
PY
}

# win_flash_compare SHOT REF HH:MM:SS: compares the window's screenshot with
# the headless render of the clock at HH:MM:SS (both 800 × 300). Prints
# "DIFF OUTSIDE NOTYELLOW TINTED AREA BOX": pixels differing by more than 2 in
# some channel, those outside the changed cells, those inside not shifted to
# yellow, the share (%) of the changed cells' area that differs, that area,
# and the box of the outside pixels (or -).
win_flash_compare() {
  local shot=$1 ref=$2
  timeout 60 convert "$shot" -depth 8 "rgb:${shot%.png}.rgb" && timeout 60 convert "$ref" -depth 8 "rgb:${ref%.png}.rgb" ||
    { echo "convert to raw RGB failed"; return 1; }
  python3 - "${shot%.png}.rgb" "${ref%.png}.rgb" "$3" <<'PY'
import sys, datetime
shot, ref, shown = open(sys.argv[1], "rb").read(), open(sys.argv[2], "rb").read(), sys.argv[3]
W, H = 800, 300
if len(shot) != W * H * 3 or len(ref) != W * H * 3:
    print(f"sizes: screenshot {len(shot) // 3} pixels, render {len(ref) // 3}, expected {W * H}"); sys.exit(1)
now = datetime.datetime.strptime(shown, "%H:%M:%S")
before = (now - datetime.timedelta(seconds=1)).strftime("%H%M%S")
cells = [(60 + 240 * (i // 2) + 100 * (i % 2), 70) for i, (a, b) in enumerate(zip(before, now.strftime("%H%M%S"))) if a != b]
def inside(x, y, m):
    return any(cx - m <= x < cx + 100 + m and cy - m <= y < cy + 160 + m for cx, cy in cells)
diff = outside = notyellow = tinted = 0
box = [W, H, -1, -1]
for y in range(H):
    for x in range(W):
        o = (y * W + x) * 3
        dr, dg, db = (shot[o + c] - ref[o + c] for c in range(3))
        if max(abs(dr), abs(dg), abs(db)) <= 2:
            continue
        diff += 1
        if not inside(x, y, 2):
            outside += 1
            box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
            continue
        if inside(x, y, 0):
            tinted += 1
        if not (dr - db > 0 and dg - db > 0):
            notyellow += 1
area = 100 * 160 * len(cells)
print(diff, outside, notyellow, round(100 * tinted / area), area, "-" if outside == 0 else "x %d..%d y %d..%d" % (box[0], box[2], box[1], box[3]))
PY
  rm -f "${shot%.png}.rgb" "${ref%.png}.rgb"
}

# win_flash_shot PID WID ERR FRAMES DELAY SHOT: freezes the window after a tick
# (win_flash_freeze), screenshots it, renders that second, lets the process go
# on, and prints "HH:MM:SS FRAMES" and the comparison on one line; or why not.
win_flash_shot() {
  local pid=$1 wid=$2 err=$3 frozen why rc=0 TIME
  frozen=$(win_flash_freeze "$pid" "$err" "$4" "$5") || { echo "$frozen"; return 1; }
  why=$(shoot "$wid" "$6") || rc=1
  kill -CONT "$pid" 2>/dev/null || true
  (( rc == 0 )) || { echo "$why"; return 1; }
  TIME=${frozen%% *}
  why=$(render_ref nearest "${6%.png}-ref.png") || { echo "$why"; return 1; }
  why=$(win_flash_compare "$6" "${6%.png}-ref.png" "$TIME") || { echo "$why"; return 1; }
  echo "$frozen $why"
}

# win_frames_per_tick ERR: waits for two more ticks and prints the frames logged between them.
win_frames_per_tick() {
  local skip i
  skip=$(wc -l <"$1")
  for ((i = 0; i < 30; i++)); do
    [[ $(tail -n +$((skip + 1)) "$1" | grep -c '^strata: tick ') -ge 2 ]] && break
    sleep 0.1
  done
  tail -n +$((skip + 1)) "$1" | awk '/^strata: tick / { t++; next } t == 1 && /^strata: frame [0-9]+ at / { n++ } END { print n + 0 }'
}

win_flash() {
  local why="" pid wid err="$WIN_DIR/flash.err" shot="$WIN_DIR/flash-shot.png" got attempt
  local shown frames diff outside notyellow tinted area box per_tick
  if [[ -n "$NO_X" ]]; then why="cannot run: $NO_X"; elif [[ -n "$NO_STRATA" ]]; then why="cannot run: $NO_STRATA"; fi
  if [[ -n "$why" ]]; then fail "window/flash-tints-changes-only" "$why"; fail "window/flash-key-d-off" "$why"; return; fi
  if ! win_launch "$err" "Strata — LCD clock (nearest)" clock --filter nearest --flash-updates --log-ticks --log-frames; then
    fail "window/flash-tints-changes-only" "$wid; stderr: $(tail_of "$err")"
    fail "window/flash-key-d-off" "no window"
    return
  fi
  wait_text "$err" "strata: tick " 3 || true   # the first frames' flash is over by the next tick
  # Up to three ticks: under load the script may see the log too late to catch the tint.
  for ((attempt = 1; attempt <= 3; attempt++)); do
    if ! got=$(win_flash_shot "$pid" "$wid" "$err" 2 0 "$shot"); then why=$got; break; fi
    read -r shown frames diff outside notyellow tinted area box <<<"$got"
    why="at $shown (stopped $frames frames after the tick): $diff pixels differ from the render, $outside outside the changed digits"
    [[ "$box" == - ]] || why+=" ($box)"
    why+=", $notyellow not shifted to yellow; $tinted % of the changed digits' $area pixels tinted (want >= 50 %)"
    (( outside == 0 && notyellow == 0 && tinted >= 50 )) && break
    (( outside == 0 && notyellow == 0 && frames >= 6 )) || break   # a real failure, not a late stop
  done
  per_tick=$(win_frames_per_tick "$err")
  if [[ -z "$shown" ]]; then
    fail "window/flash-tints-changes-only" "$why"
  elif (( outside == 0 && notyellow == 0 && tinted >= 50 && per_tick > 1 )); then
    pass "window/flash-tints-changes-only"
  else
    fail "window/flash-tints-changes-only" "$why; $per_tick frames between two ticks (expected more than 1 while the tint fades) ($WIN_DIR)"
  fi
  # D while a tint is on screen: stopped just after a tick's second frame, so the
  # key is handled while the tint fades. The tinted cells must be drawn clean at
  # once: stopped again after the frame that follows D, the window must equal the
  # render of the second it shows (the last tick before that stop).
  local stale="" frozen
  if frozen=$(win_flash_freeze "$pid" "$err" 2 0); then
    timeout 5 xdotool key --window "$wid" d
    kill -CONT "$pid" 2>/dev/null || true
    if ! wait_text "$err" "flash updates off" 3; then
      stale="no 'flash updates off' on stderr after D: $(tail_of "$err")"
    else
      sed -n '/flash updates off/,$p' "$err" | grep -q '^strata: frame [0-9]' || sleep 0.2
      sleep 0.1
      kill -STOP "$pid" 2>/dev/null || true
      sleep 0.05
      shown=$(grep '^strata: tick ' "$err" | tail -n 1 | awk '{ print $3 }')
      why=$(shoot "$wid" "$shot") || stale="$why"
      kill -CONT "$pid" 2>/dev/null || true
      if [[ -z "$stale" ]]; then
        if ! got=$(TIME=$shown render_ref nearest "${shot%.png}-ref.png") ||
           ! got=$(win_flash_compare "$shot" "${shot%.png}-ref.png" "$shown"); then
          stale=$got
        else
          read -r diff outside notyellow tinted area box <<<"$got"
          (( diff == 0 )) || stale="just after D (pressed ${frozen#* } frames after the ${frozen%% *} tick, while its tint faded): $diff pixels differ from the render of $shown, $tinted % of the last changed digits tinted: a tint was left on screen"
        fi
      fi
    fi
  else
    timeout 5 xdotool key --window "$wid" d
    stale="could not stop the window after a tick: $frozen"
  fi
  # Then a tick draws one frame, and the window shows it without a tint: stopped
  # 30 ms after the tick's frame, when a tint would still be strong.
  shown=""
  if [[ -z "$stale" ]]; then
    for ((attempt = 1; attempt <= 3; attempt++)); do
      if ! got=$(win_flash_shot "$pid" "$wid" "$err" 1 0.03 "$shot"); then why=$got; shown=""; break; fi
      read -r shown frames diff outside notyellow tinted area box <<<"$got"
      why="at $shown: $diff pixels differ from the render ($outside outside the changed digits, $tinted % of them tinted)"
      (( diff == 0 )) && break
    done
    per_tick=$(win_frames_per_tick "$err")
  fi
  if [[ -n "$stale" ]]; then
    fail "window/flash-key-d-off" "$stale"
  elif [[ -n "$shown" ]] && (( diff == 0 && per_tick == 1 )); then
    pass "window/flash-key-d-off"
  elif [[ -n "$shown" ]]; then
    fail "window/flash-key-d-off" "after D: $why; $per_tick frames between two ticks (expected 1)"
  else
    fail "window/flash-key-d-off" "after D: $why"
  fi
  stop_pid "$pid"
}

# --------------------------------------------------------- frame pacing ----
# While anything moves, frames come at the display's pace: the Present
# extension's vblank notifications (Xvfb simulates a 60 Hz display) or, with
# --no-present, a 60 Hz timer. gallery/timing-functions never stops moving, so
# it must draw 55 to 65 frames a second either way, counted from its
# --log-frames lines (CLOCK_MONOTONIC) over 2 s measured by this script's own
# monotonic clock. The live clock is idle between ticks: over 3 s it may draw
# one frame per tick, 2 to 4 frames (not none: it must still be ticking).

# win_count_frames ERR SECONDS: prints "COUNT SPAN FPS" for the "strata: frame"
# lines on ERR stamped within the next SECONDS s of the monotonic clock.
win_count_frames() {
  python3 - "$1" "$2" <<'PY'
import re, sys, time
err, span = sys.argv[1], float(sys.argv[2])
t0 = time.monotonic(); time.sleep(span); t1 = time.monotonic()
time.sleep(0.2)  # lines of frames drawn before t1 still being written
frame = re.compile(r"strata: frame \d+ at ([0-9.]+) drew \d+ hitches [0-9.]+ ms/s \((?:good|acceptable|warning|critical)\) longest [0-9.]+ ms$")
at = [float(m.group(1)) for line in open(err, errors="replace") for m in [frame.match(line)] if m]
n = sum(1 for t in at if t0 <= t < t1)
print(n, f"{t1 - t0:.3f}", f"{n / (t1 - t0):.1f}")
PY
}

win_frame_pacing() {
  local why="" pid wid err mode flags clock n span fps results=() bad=""
  if [[ -n "$NO_X" ]]; then why="cannot run: $NO_X"; elif [[ -n "$NO_STRATA" ]]; then why="cannot run: $NO_STRATA"; fi
  if [[ -n "$why" ]]; then fail "window/frame-pacing" "$why"; return; fi
  for mode in present timer; do
    err="$WIN_DIR/pacing-$mode.err"
    if [[ $mode == present ]]; then flags=(); clock="frame clock X Present vblank"
    else flags=(--no-present); clock="frame clock 60 Hz timer"; fi
    if ! win_launch "$err" "Strata — Timing functions" gallery/timing-functions --size 900x720 --log-frames "${flags[@]}"; then
      bad+=" $mode: $wid (stderr: $(grep -v '^strata: frame [0-9]' "$err" | tail -n 2 | tr '\n' ' '));"
    elif ! wait_text "$err" "$clock" 5; then
      bad+=" $mode: no '$clock' on stderr ($(grep 'frame clock' "$err"));"
    else
      sleep 1
      read -r n span fps <<<"$(win_count_frames "$err" 2)"
      results+=("$mode $fps fps")
      python3 -c "import sys; sys.exit(0 if 55 <= $fps <= 65 else 1)" ||
        bad+=" $mode: $n frames in $span s = $fps frames/s, expected 55..65;"
    fi
    stop_pid "$pid"
  done
  err="$WIN_DIR/pacing-idle.err"
  if ! win_launch "$err" "Strata — LCD clock (nearest)" clock --log-frames; then
    bad+=" idle clock: $wid;"
  else
    sleep 1.5
    read -r n span fps <<<"$(win_count_frames "$err" 3)"
    results+=("idle clock $n frames in $span s")
    (( n >= 2 && n <= 4 )) || bad+=" idle clock: $n frames in $span s, expected one per tick (2..4);"
  fi
  stop_pid "$pid"
  if [[ -z "$bad" ]]; then
    local joined
    joined=$(printf '%s, ' "${results[@]}")
    pass "window/frame-pacing (${joined%, })"
  else
    bad=${bad# }
    fail "window/frame-pacing" "${bad%;} (logs in $WIN_DIR/pacing-*.err)"
  fi
}

# ------------------------------------------------- animating from launch ----
# A scene whose animations start with its first frame must keep drawing with
# no input at all: the frame that starts them has to start the frame clock,
# with nothing else (an upload's completion, an expose) to wake the window.
# gallery/spinner launched 12 times: each draws at least 20 frames in 0.5 s,
# 1 s after its window appears (60 a second at the simulated display's pace).
win_starts_animating() {
  local why="" pid wid err n span fps launch bad="" counts=()
  if [[ -n "$NO_X" ]]; then why="cannot run: $NO_X"; elif [[ -n "$NO_STRATA" ]]; then why="cannot run: $NO_STRATA"; fi
  if [[ -n "$why" ]]; then fail "window/starts-animating" "$why"; return; fi
  for launch in $(seq 1 12); do
    err="$WIN_DIR/starts-animating-$launch.err"
    if ! win_launch "$err" "Strata — Replicator spinner" gallery/spinner --log-frames; then
      bad+=" launch $launch: $wid;"
    else
      sleep 1
      read -r n span fps <<<"$(win_count_frames "$err" 0.5)"
      counts+=("$n")
      (( n >= 20 )) || bad+=" launch $launch: $n frames in $span s, expected 20 or more;"
    fi
    stop_pid "$pid"
  done
  if [[ -z "$bad" ]]; then
    pass "window/starts-animating (frames in 0.5 s: ${counts[*]})"
  else
    bad=${bad# }
    fail "window/starts-animating" "${bad%;} (logs in $WIN_DIR/starts-animating-*.err)"
  fi
}

# ------------------------------------------------ page changes vs render ----
# Pages are drawn incrementally through CARenderer as the user pages; after
# Right, Right, Left the window must show exactly what a headless render of
# that page shows.
win_pages() {
  local why="" pid wid err="$WIN_DIR/pages.err" name step ref
  if [[ -n "$NO_X" ]]; then why="cannot run: $NO_X"; elif [[ -n "$NO_STRATA" ]]; then why="cannot run: $NO_STRATA"; fi
  if [[ -n "$why" ]]; then fail "window/pages-match-render" "$why"; return; fi
  if ! win_launch "$err" "Strata — 4.1 Rounded corners" gallery/rounded-corners --size 900x720; then
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

# --------------------------------------------------- damage-only present ----
# A damaged present uploads one put of the damage's full rows through a GC
# clipped to the damage (DamagedPutLayout.clippedRows): nothing outside the
# damage may be written, even on the same rows. gallery/spinner at 960×540
# damages only its square (about x 370..590, y 170..390). Two magenta marks are
# painted into the window by another client, on the square's rows, left and
# right of it; after 0.6 s of animation frames both are still wholly magenta,
# and the square did change meanwhile (frames were presented).
win_damage_only() {
  local why="" pid wid err="$WIN_DIR/damage-only.err" a="$WIN_DIR/damage-only-a.png" b="$WIN_DIR/damage-only-b.png"
  local magenta="$WIN_DIR/magenta.png" left right square
  if [[ -n "$NO_X" ]]; then why="cannot run: $NO_X"; elif [[ -n "$NO_STRATA" ]]; then why="cannot run: $NO_STRATA"; fi
  if [[ -n "$why" ]]; then fail "window/present-writes-only-damage" "$why"; return; fi
  if ! win_launch "$err" "Strata — Replicator spinner" gallery/spinner --size 960x540; then
    fail "window/present-writes-only-damage" "$wid; stderr: $(tail_of "$err")"
    return
  fi
  sleep 0.5
  if ! why=$(timeout 10 python3 "$ROOT/Tests/X11/fill-window.py" "$wid" 40,250,100,50 800,250,100,50 2>&1); then
    fail "window/present-writes-only-damage" "painting the marks failed: $why"
    stop_pid "$pid"
    return
  fi
  if ! why=$(shoot "$wid" "$a") || ! { sleep 0.6; why=$(shoot "$wid" "$b"); } ||
     ! timeout 30 convert -size 100x50 xc:'#FF00FF' "$magenta" 2>/dev/null; then
    fail "window/present-writes-only-damage" "${why:-convert could not make the magenta reference}"
    stop_pid "$pid"
    return
  fi
  win_off_magenta() {  # win_off_magenta X: pixels of the 100×50 mark at (X, 250) in $b that are not magenta
    timeout 30 convert "$b" -crop "100x50+$1+250" +repage "$WIN_DIR/damage-only-mark.png" 2>&1 &&
      timeout 30 compare -metric AE "$WIN_DIR/damage-only-mark.png" "$magenta" null: 2>&1
  }
  left=$(win_off_magenta 40) || true
  right=$(win_off_magenta 800) || true
  square=$(timeout 30 compare -metric AE -extract 180x180+390+190 "$a" "$b" null: 2>&1) || true
  if [[ "$left" == 0 && "$right" == 0 && "$square" =~ ^[0-9]+$ ]] && (( square > 100 )); then
    pass "window/present-writes-only-damage"
  else
    fail "window/present-writes-only-damage" "pixels of the marks not magenta after 0.6 s: left '$left', right '$right' (want 0); square changed in '$square' pixels (want > 100)"
  fi
  stop_pid "$pid"
}

# ------------------------------------------------------------ idle CPU ----
# A live clock changes once a second and nothing else: over 60 s the process
# may use under 0.5 % of a CPU (utime + stime from /proc/PID/stat) and wake
# once a second, for the tick (voluntary context switches of all its threads;
# the completion of each upload waits on the frames' own connection until the
# next tick reads it, and 61 ticks fit in 60 s, so at most 65).
win_idle() {
  local why="" pid wid err="$WIN_DIR/idle.err" hz t0 t1 c0 c1 cpu wakeups
  if [[ -n "$NO_X" ]]; then why="cannot run: $NO_X"; elif [[ -n "$NO_STRATA" ]]; then why="cannot run: $NO_STRATA"; fi
  if [[ -n "$why" ]]; then fail "window/idle-clock-cpu" "$why"; return; fi
  if ! win_launch "$err" "Strata — LCD clock (nearest)" clock; then
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
  if python3 -c "import sys; sys.exit(0 if $cpu < 0.5 else 1)" && (( wakeups <= 65 )); then
    pass "window/idle-clock-cpu"
  else
    fail "window/idle-clock-cpu" "$cpu % CPU (limit 0.5 %), $wakeups wakeups in 60 s (limit 65: one a second, the tick)"
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
  local checks=(motion-space-freezes motion-frozen-matches-render motion-slow-10x motion-hud-f2 motion-hud-beside-inspector
                motion-media-time-window)
  if [[ -n "$why" ]]; then for i in "${checks[@]}"; do fail "window/$i" "$why"; done; return; fi
  if ! win_launch "$err" "Strata — Timing functions" gallery/timing-functions --size 900x720; then
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
  # F12: the inspector's panel takes the top right (nothing selected), so the HUD moves to the
  # top left (x 10..300, y 10..72), over what was the page's light background.
  local before after
  before=$(timeout 20 convert "$WIN_DIR/motion-hud.png" -crop 1x1+20+66 -depth 8 txt:- 2>/dev/null | tail -n 1 | grep -o '#[0-9A-F]\{6\}')
  timeout 5 xdotool key --window "$wid" F12
  sleep 0.5
  shoot "$wid" "$WIN_DIR/motion-hud-inspector.png" >/dev/null
  after=$(timeout 20 convert "$WIN_DIR/motion-hud-inspector.png" -crop 1x1+20+66 -depth 8 txt:- 2>/dev/null | tail -n 1 | grep -o '#[0-9A-F]\{6\}')
  if [[ "$before" == "#"* && "$after" == "#"* ]] && (( 16#${before:1:2} > 150 && 16#${after:1:2} < 60 && 16#${after:3:2} < 60 )) &&
     wait_text "$err" "inspector open" 2; then
    pass "window/motion-hud-beside-inspector"
  else
    fail "window/motion-hud-beside-inspector" "pixel (20, 66) went from '$before' to '$after' with the inspector open, expected light to the HUD's dark box"
  fi
  stop_pid "$pid"
  # --media-time freezes the window where a headless render with the same flag draws.
  if win_launch "$err" "Strata — Timing functions — paused" gallery/timing-functions --size 900x720 --media-time 1.25 &&
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
    fail "fuzz/300-iterations" "exit $rc (seed 1): $(tail_of "$WIN_DIR/fuzz.out") $(grep -m1 -E 'stopped by signal|crashed|Fatal' "$WIN_DIR/fuzz.err")"
  fi
  win_fuzz_stop_report
}

# A run stopped as a hang is (SIGTERM from timeout) names the iteration it was in and the
# command that replays it alone; that command runs exactly that one iteration.
win_fuzz_stop_report() {
  local rc=0 replay why=""
  timeout -s TERM 3 "$STRATA" fuzz --iterations 100000000 --seed 7 >"$WIN_DIR/fuzz-stop.out" 2>"$WIN_DIR/fuzz-stop.err" || rc=$?
  replay=$(sed -n 's/^strata fuzz: stopped by signal 15 in iteration \([0-9]*\) of seed 7; replay it alone with: strata fuzz \(--seed 7 --from \1 --iterations [0-9]*\)$/\2/p' "$WIN_DIR/fuzz-stop.err")
  if (( rc != 124 )); then
    why="exit $rc, not timeout's 124 for a process SIGTERM ended"
  elif [[ -z "$replay" ]]; then
    why="no stop report: $(tail -c 300 "$WIN_DIR/fuzz-stop.err")"
  else
    # shellcheck disable=SC2086 # the replay's arguments are split on purpose
    if ! timeout 60 "$STRATA" fuzz $replay >"$WIN_DIR/fuzz-replay.out" 2>&1; then
      why="the replay ($replay) failed: $(tail_of "$WIN_DIR/fuzz-replay.out")"
    elif ! grep -q "strata fuzz: 1 trees" "$WIN_DIR/fuzz-replay.out"; then
      why="the replay ($replay) did not run one iteration: $(tail_of "$WIN_DIR/fuzz-replay.out")"
    fi
  fi
  if [[ -z "$why" ]]; then pass "fuzz/stop-report-replays"; else fail "fuzz/stop-report-replays" "$why"; fi
}

# ---------------------------------------------------------- emitter ----
# gallery/fire and gallery/snow: particles worked out at the frame's time. Frozen with
# --media-time, the window equals the headless render at that time; two recordings of the
# fire are the same bytes and its frames differ (the particles move); a live snow window
# draws new frames without input.
win_emitter() {
  local why="" pid wid err="$WIN_DIR/emitter.err" ref="$WIN_DIR/emitter-ref.png" d1="$WIN_DIR/fire1/" d2="$WIN_DIR/fire2/" f names
  if [[ -n "$NO_X" ]]; then why="cannot run: $NO_X"; elif [[ -n "$NO_STRATA" ]]; then why="cannot run: $NO_STRATA"; fi
  if [[ -n "$why" ]]; then
    for f in emitter-frozen-matches-render emitter-record-deterministic emitter-live-moves; do fail "window/$f" "$why"; done
    return
  fi
  if win_launch "$err" "Strata — Emitter: fire — paused" gallery/fire --size 900x720 --media-time 2.5 &&
     timeout 120 "$STRATA" render gallery/fire --size 900x720 --media-time 2.5 \
       --out "$WIN_DIR/emitter-ref-raw.png" >/dev/null 2>&1 && convert "$WIN_DIR/emitter-ref-raw.png" -alpha off "$ref" &&
     why=$(shoot_until_match "$wid" "$WIN_DIR/emitter-shot.png" "$ref"); then
    pass "window/emitter-frozen-matches-render"
  else
    fail "window/emitter-frozen-matches-render" "${why:-$wid}; stderr: $(tail_of "$err")"
  fi
  stop_pid "$pid"
  why=""
  for f in "$d1" "$d2"; do
    timeout 300 "$STRATA" record gallery/fire --seconds 0.5 --fps 10 --out "$f" \
      >"$WIN_DIR/fire-rec.log" 2>&1 || why="record failed: $(tail_of "$WIN_DIR/fire-rec.log")"
  done
  if [[ -z "$why" ]]; then
    names=$(cd "$d1" && ls)
    [[ $(echo "$names" | wc -l) -eq 5 ]] || why="expected 5 frames, got: $(echo $names)"
    for f in $names; do cmp -s "$d1$f" "$d2$f" || why="frame $f differs between two recordings"; done
    cmp -s "$d1/$(echo "$names" | sed -n 1p)" "$d1/$(echo "$names" | sed -n 5p)" && why="${why:-the first and last frames are identical: no particle moved}"
  fi
  if [[ -z "$why" ]]; then pass "window/emitter-record-deterministic"; else fail "window/emitter-record-deterministic" "$why"; fi
  why=""
  if win_launch "$err" "Strata — Emitter: snow" gallery/snow --size 900x720; then
    sleep 0.5
    shoot "$wid" "$WIN_DIR/snow-a.png" >/dev/null; sleep 0.5; shoot "$wid" "$WIN_DIR/snow-b.png" >/dev/null
    [[ "$(ae "$WIN_DIR/snow-a.png" "$WIN_DIR/snow-b.png" 0)" != 0 ]] || why="two screenshots 0.5 s apart are the same: the flakes did not fall"
  else
    why="$wid; stderr: $(tail_of "$err")"
  fi
  stop_pid "$pid"
  if [[ -z "$why" ]]; then pass "window/emitter-live-moves"; else fail "window/emitter-live-moves" "$why"; fi
}

# ------------------------------------------------------ compositor overlays ----
# gallery/group-opacity under STRATA_DEBUG=blended and then =offscreen, each screenshot against
# the headless render tinted by hand: source-over of the instrument colour at 40 %. Blended: the
# opaque page (450, 650) green; at (700, 22) the page green, then the title text layer over it
# (a text layer blends) red. Offscreen: the rasterized button (635, 375) yellow, its bitmap made
# offscreen in the first frame; the plain button (180, 375) untinted.
win_overlays() {
  local why="" pid wid err mode shot ref="$WIN_DIR/overlays-ref.png" spec x y tints expected got
  if [[ -n "$NO_X" ]]; then why="cannot run: $NO_X"; elif [[ -n "$NO_STRATA" ]]; then why="cannot run: $NO_STRATA"; fi
  if [[ -z "$why" ]] && ! timeout 60 "$STRATA" render gallery/group-opacity --out "$ref" >/dev/null 2>&1; then
    why="the headless render failed"
  fi
  if [[ -n "$why" ]]; then fail "window/overlay-blended" "$why"; fail "window/overlay-offscreen" "$why"; return; fi
  for mode in blended offscreen; do
    why=""
    err="$WIN_DIR/overlay-$mode.err"
    shot="$WIN_DIR/overlay-$mode.png"
    export STRATA_DEBUG=$mode
    win_launch "$err" "Strata — 4.7 Group opacity" gallery/group-opacity
    unset STRATA_DEBUG
    if [[ -z "$wid" ]] || ! wait_text "$err" "overlay $mode on" 5; then
      why="no window or no 'overlay $mode on' (stderr: $(tail_of "$err"))"
    else
      sleep 1
      why=$(shoot "$wid" "$shot") || true
    fi
    stop_pid "$pid"
    if [[ -z "$why" ]]; then
      if [[ $mode == blended ]]; then spec="450 650 G|700 22 GR"; else spec="635 375 Y|180 375 -"; fi
      while IFS=' ' read -r x y tints; do
        expected=$(python3 - "$(convert "$ref" -crop "1x1+$x+$y" -format '%[fx:round(255*r)] %[fx:round(255*g)] %[fx:round(255*b)]' info:)" "$tints" <<'PY'
import sys
rgb = [float(v) for v in sys.argv[1].split()]
colours = {"G": (0, 255, 0), "R": (255, 0, 0), "Y": (255, 255, 0)}
for tint in sys.argv[2].replace("-", ""):
    rgb = [c * 0.6 + t * 0.4 for c, t in zip(rgb, colours[tint])]
print(" ".join(str(round(c)) for c in rgb))
PY
)
        got=$(convert "$shot" -crop "1x1+$x+$y" -format '%[fx:round(255*r)] %[fx:round(255*g)] %[fx:round(255*b)]' info:)
        python3 -c "import sys; a, b = '$expected'.split(), '$got'.split(); sys.exit(0 if all(abs(int(p) - int(q)) <= 3 for p, q in zip(a, b)) else 1)" ||
          why+=" ($x, $y) is $got, expected $expected ($tints over the render);"
      done <<<"${spec//|/$'\n'}"
    fi
    if [[ -z "$why" ]]; then pass "window/overlay-$mode"; else fail "window/overlay-$mode" "$why"; fi
  done
}

# ------------------------------------------------------------ tiled ----
# gallery/tiled frozen at 6 s (zooming in): the window draws a few tiles a frame, fading each in
# over 0.25 s, until the picture equals the headless render (which draws every tile at once);
# then it stops drawing (no frame for a second).
win_tiled() {
  local why="" pid wid err="$WIN_DIR/tiled.err" ref="$WIN_DIR/tiled-ref.png" frames later
  if [[ -n "$NO_X" ]]; then why="cannot run: $NO_X"; elif [[ -n "$NO_STRATA" ]]; then why="cannot run: $NO_STRATA"; fi
  if [[ -n "$why" ]]; then fail "window/tiled-fills-in-then-idles" "$why"; return; fi
  if win_launch "$err" "Strata — Tiled layer — paused" gallery/tiled --size 900x720 --media-time 6 --log-frames &&
     timeout 120 "$STRATA" render gallery/tiled --size 900x720 --media-time 6 \
       --out "$WIN_DIR/tiled-ref-raw.png" >/dev/null 2>&1 && convert "$WIN_DIR/tiled-ref-raw.png" -alpha off "$ref" &&
     why=$(shoot_until_match "$wid" "$WIN_DIR/tiled-shot.png" "$ref"); then
    sleep 0.5
    frames=$(grep -c "^strata: frame " "$err")
    sleep 1
    later=$(grep -c "^strata: frame " "$err")
    if (( frames < 3 )); then
      why="only $frames frames: the tiles were not drawn a few a frame"
    elif (( later != frames )); then
      why="$((later - frames)) frames in the second after the tiles were in: not idle"
    fi
  else
    why="${why:-$wid}; stderr: $(tail_of "$err")"
  fi
  stop_pid "$pid"
  if [[ -z "$why" ]]; then pass "window/tiled-fills-in-then-idles"; else fail "window/tiled-fills-in-then-idles" "$why"; fi
}

win_fuzz
win_record_motion
win_emitter
win_tiled
win_overlays
win_example
win_motion
win_flash
win_frame_pacing
win_starts_animating
win_pages
win_damage_only
win_idle

suite_end
