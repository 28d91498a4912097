#!/usr/bin/env bash
# Strata's layer inspector in a real window: its overlay and panel, and
# `strata inspect --attach` to it. (`strata inspect` headless is checked by
# Tests/StrataCLITests.)
#
# The page is gallery/rounded-corners at its design size, 900x720, where the
# gallery page is unscaled: the content layer starts at y=70 and layerView1's
# frame in it is (150, 200, 200, 200), so in the window layerView1 spans
# x 150..350, y 270..470, and (250, 370) is inside it (red1 starts at 280, 400).
# The outlines are drawn centred on the edges: the bounds (magenta, 2 wide) on
# pixels 149 and 150 of the left edge, the frame (cyan, 4 wide, under it) on
# 148 and 151; the hover outline is amber. The panel goes on the half away
# from the selection: the right half for layerView1.
# Every check prints PASS or FAIL; one that cannot run is a FAIL.
# The last line is "X11 inspector: N passed, M failed".
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

USAGE="The inspector group: \`strata inspect --attach\` to a window, and the inspector's
overlay, panel, keys, live editing, exploded view and recording in a
gallery/rounded-corners window."
suite_start inspector "$@"

INS_DIR="$WORK/inspector"
mkdir -p "$INS_DIR"

INS_MAGENTA="255,0,255"
INS_CYAN="0,255,255"
INS_AMBER="255,191,0"
INS_WHITE="255,255,255"
# Where the panel is drawn for a selection on the left: the right half, below
# the window's top margin.
INS_PANEL_CROP="400x380+470+20"

# ins_expect_pixels WID SHOT EXPECT...: screenshots the window (for up to ~5 s,
# in case a frame is on its way) until every EXPECT (as for ins_check_pixels)
# holds. Prints the mismatches of the last attempt on failure.
ins_expect_pixels() {
  local wid=$1 shot=$2 i why
  shift 2
  for ((i = 0; i < 10; i++)); do
    if ! why=$(shoot "$wid" "$shot"); then echo "$why"; return 1; fi
    why=$(ins_check_pixels "$shot" "$@") && return 0
    sleep 0.5
  done
  echo "$why"
  return 1
}

# ins_panel_differs A B LABEL: whether the panel region of screenshot B differs
# from A's in many pixels (text, not noise). Prints why not.
ins_panel_differs() {
  local a=$1 b=$2 count
  timeout 30 convert "$a" -crop "$INS_PANEL_CROP" +repage "${a%.png}-panel.png" 2>/dev/null &&
    timeout 30 convert "$b" -crop "$INS_PANEL_CROP" +repage "${b%.png}-panel.png" 2>/dev/null ||
    { echo "could not crop the panel region of $a and $b"; return 1; }
  count=$(ae "${a%.png}-panel.png" "${b%.png}-panel.png" 0) || { echo "$count"; return 1; }
  if (( count < 500 )); then
    echo "only $count pixels of the panel region ($INS_PANEL_CROP) differ between $a and $b"
    return 1
  fi
}

# ins_start NAME ARGS...: starts `strata run gallery/rounded-corners ARGS` and
# waits for its window; sets INS_PID and INS_WID, or sets INS_WHY and returns 1.
# (Not for $(...): the ids must reach the caller's shell.)
ins_start() {
  local name=$1 deadline rc
  shift
  INS_WID=""
  "$STRATA" run gallery/rounded-corners "$@" >"$INS_DIR/$name-stdout.txt" 2>"$INS_DIR/$name-stderr.txt" </dev/null &
  INS_PID=$!
  STRATA_PIDS+=("$INS_PID")
  deadline=$((SECONDS + 20))
  while ((SECONDS < deadline)); do
    if ! kill -0 "$INS_PID" 2>/dev/null; then
      rc=0; wait "$INS_PID" || rc=$?
      INS_WHY="strata exited (status $rc) before its window appeared; stderr: $(tail_of "$INS_DIR/$name-stderr.txt")"
      return 1
    fi
    INS_WID=$(find_window) || true
    [[ -n "$INS_WID" ]] && break
    sleep 0.2
  done
  if [[ -z "$INS_WID" ]]; then
    INS_WHY="no visible window titled '$TITLE' within 20 s; stderr: $(tail_of "$INS_DIR/$name-stderr.txt")"
    return 1
  fi
  local size
  size=$(timeout 10 xdotool getwindowgeometry --shell "$INS_WID" 2>/dev/null |
    awk -F= '$1 == "WIDTH" {w = $2} $1 == "HEIGHT" {h = $2} END {print w "x" h}') || true
  if [[ "$size" != 900x720 ]]; then
    INS_WHY="the window is '$size', not 900x720 (is Xft.dpi set?), so the page layout is not the one checked"
    return 1
  fi
  # Give the first frame time to arrive before keys and pointer moves.
  wait_text "$INS_DIR/$name-stderr.txt" "presenting with" 5 || true
}

# ins_key KEY...: sends keys to the window.
ins_key() {
  timeout 10 xdotool key --window "$INS_WID" "$@" >/dev/null 2>&1
}

# ins_quit NAME CHECK KEY: presses KEY and expects the process to exit 0.
ins_quit() {
  local name=$1 check=$2 key=$3 i rc
  timeout 10 xdotool key --window "$INS_WID" "$key" >/dev/null 2>&1 || true
  for ((i = 0; i < 50; i++)); do
    kill -0 "$INS_PID" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$INS_PID" 2>/dev/null; then
    fail "$check" "still running 5 s after $key (stderr: $(tail_of "$INS_DIR/$name-stderr.txt"))"
  else
    rc=0; wait "$INS_PID" || rc=$?
    if (( rc == 0 )); then pass "$check"; else fail "$check" "exited with status $rc (stderr: $(tail_of "$INS_DIR/$name-stderr.txt"))"; fi
  fi
  stop_pid "$INS_PID"
}

inspector_checks() {
  local TITLE='Strata — 4.1 Rounded corners'
  local blocked="" why
  local checks_window=(window-plain open-with-f12 hover-outline click-prints-name select-outline panel-shown
    up-selects-content up-changes-panel hide-shows-behind escape-clears ctrl-shift-i-closes closed-matches-plain
    escape-quits inspect-flag-opens escape-closes-without-selection)

  # The window, first without the inspector.
  if [[ -n "$NO_X" || -n "$NO_STRATA" ]]; then
    blocked="cannot run: ${NO_X:-$NO_STRATA}"
  elif ! ins_start plain; then
    blocked=$INS_WHY
    [[ -n "$INS_PID" ]] && stop_pid "$INS_PID"
  fi
  if [[ -n "$blocked" ]]; then
    local check
    for check in "${checks_window[@]}"; do fail "inspector/$check" "$blocked"; done
    return 0
  fi
  local plain="$INS_DIR/plain.png" hover="$INS_DIR/hover.png" selected="$INS_DIR/selected.png"
  local up="$INS_DIR/up.png" err="$INS_DIR/plain-stderr.txt"
  # layerView1's centre and edges are as the page draws them.
  if why=$(ins_expect_pixels "$INS_WID" "$plain" "250,370=$INS_WHITE" "149,370!$INS_MAGENTA" "150,370!$INS_MAGENTA"); then
    pass "inspector/window-plain"
  else
    fail "inspector/window-plain" "$why"
  fi

  # F12 opens the inspector; hovering outlines layerView1 in amber.
  timeout 10 xdotool mousemove --window "$INS_WID" 250 370 >/dev/null 2>&1 || true
  ins_key F12 || true
  if wait_text "$err" "inspector open" 5; then
    pass "inspector/open-with-f12"
  else
    fail "inspector/open-with-f12" "no 'inspector open' on stderr after F12 (stderr: $(tail_of "$err"))"
  fi
  # Moving once more makes sure the window has a motion event with the inspector open.
  timeout 10 xdotool mousemove --window "$INS_WID" 251 371 mousemove --window "$INS_WID" 250 370 >/dev/null 2>&1 || true
  if why=$(ins_expect_pixels "$INS_WID" "$hover" "149,300=$INS_AMBER" "150,300=$INS_AMBER" "349,300=$INS_AMBER" \
             "250,269=$INS_AMBER" "250,470=$INS_AMBER" "149,370!$INS_MAGENTA"); then
    pass "inspector/hover-outline"
  else
    fail "inspector/hover-outline" "$why"
  fi

  # A click still prints the layer hit, and selects it: magenta bounds over cyan frame.
  timeout 10 xdotool click --window "$INS_WID" 1 >/dev/null 2>&1 || true
  if wait_line "$INS_DIR/plain-stdout.txt" "layerView1" 5; then
    pass "inspector/click-prints-name"
  else
    fail "inspector/click-prints-name" "no line 'layerView1' on stdout (stdout: $(tail_of "$INS_DIR/plain-stdout.txt"))"
  fi
  wait_text "$err" "inspector selected page › sheet › rounded-corners › layerView1" 5 || true
  local edges=() y x
  for y in 290 330 370 410 450; do
    edges+=("149,$y=$INS_MAGENTA" "150,$y=$INS_MAGENTA" "148,$y=$INS_CYAN" "151,$y=$INS_CYAN"
            "349,$y=$INS_MAGENTA" "350,$y=$INS_MAGENTA" "348,$y=$INS_CYAN" "351,$y=$INS_CYAN")
  done
  for x in 170 210 250 290 330; do
    edges+=("$x,269=$INS_MAGENTA" "$x,270=$INS_MAGENTA" "$x,268=$INS_CYAN" "$x,271=$INS_CYAN"
            "$x,469=$INS_MAGENTA" "$x,470=$INS_MAGENTA")
  done
  # Inside, the scene shows through untouched: the panel is on the other half.
  edges+=("250,370=$INS_WHITE" "200,320=$INS_WHITE")
  if why=$(ins_expect_pixels "$INS_WID" "$selected" "${edges[@]}"); then
    pass "inspector/select-outline"
  else
    fail "inspector/select-outline" "$why"
  fi
  if why=$(ins_panel_differs "$plain" "$selected"); then
    pass "inspector/panel-shown"
  else
    fail "inspector/panel-shown" "$why"
  fi

  # Up selects the superlayer, the content layer: its top edge (y 70) is outlined.
  ins_key Up || true
  if wait_line "$err" "strata: inspector selected page › sheet › rounded-corners" 5; then
    pass "inspector/up-selects-content"
  else
    fail "inspector/up-selects-content" "no 'inspector selected page › sheet › rounded-corners' on stderr (stderr: $(tail_of "$err"))"
  fi
  if ! why=$(ins_expect_pixels "$INS_WID" "$up" "100,69=$INS_MAGENTA" "100,70=$INS_MAGENTA" "149,370!$INS_MAGENTA"); then
    fail "inspector/up-changes-panel" "$why"
  elif why=$(ins_panel_differs "$selected" "$up"); then
    pass "inspector/up-changes-panel"
  else
    fail "inspector/up-changes-panel" "$why"
  fi

  # Down back to layerView1; H hides it, so its white gives way to what is behind; H shows it again.
  ins_key Down h || true
  if ! why=$(ins_expect_pixels "$INS_WID" "$INS_DIR/hidden.png" "250,370!$INS_WHITE" "200,320!$INS_WHITE"); then
    fail "inspector/hide-shows-behind" "$why"
  else
    ins_key h || true
    if why=$(ins_expect_pixels "$INS_WID" "$INS_DIR/shown.png" "250,370=$INS_WHITE" "149,370=$INS_MAGENTA"); then
      pass "inspector/hide-shows-behind"
    else
      fail "inspector/hide-shows-behind" "after H again: $why"
    fi
  fi

  # Escape clears the selection; Ctrl+Shift+I closes; the window is then the plain page again.
  ins_key Escape || true
  if wait_text "$err" "inspector selection cleared" 5; then
    pass "inspector/escape-clears"
  else
    fail "inspector/escape-clears" "no 'inspector selection cleared' on stderr (stderr: $(tail_of "$err"))"
  fi
  ins_key ctrl+shift+i || true
  if wait_text "$err" "inspector closed" 5; then
    pass "inspector/ctrl-shift-i-closes"
  else
    fail "inspector/ctrl-shift-i-closes" "no 'inspector closed' on stderr after Ctrl+Shift+I (stderr: $(tail_of "$err"))"
  fi
  if why=$(shoot_until_match "$INS_WID" "$INS_DIR/closed.png" "$plain"); then
    pass "inspector/closed-matches-plain"
  else
    fail "inspector/closed-matches-plain" "$why"
  fi
  # With the inspector closed, Escape quits as before.
  ins_quit plain "inspector/escape-quits" Escape

  # --inspect starts with the panel open; Escape with nothing selected closes it.
  if ! ins_start flag --inspect; then
    fail "inspector/inspect-flag-opens" "$INS_WHY"
    fail "inspector/escape-closes-without-selection" "$INS_WHY"
    [[ -n "$INS_PID" ]] && stop_pid "$INS_PID"
    return 0
  fi
  if why=$(ins_expect_pixels "$INS_WID" "$INS_DIR/flag.png" "250,370=$INS_WHITE") &&
     why=$(ins_panel_differs "$plain" "$INS_DIR/flag.png"); then
    pass "inspector/inspect-flag-opens"
  else
    fail "inspector/inspect-flag-opens" "$why"
  fi
  ins_key Escape || true
  if ! wait_text "$INS_DIR/flag-stderr.txt" "inspector closed" 5; then
    fail "inspector/escape-closes-without-selection" "no 'inspector closed' on stderr (stderr: $(tail_of "$INS_DIR/flag-stderr.txt"))"
  elif ! why=$(shoot_until_match "$INS_WID" "$INS_DIR/flag-closed.png" "$plain"); then
    fail "inspector/escape-closes-without-selection" "$why"
  else
    pass "inspector/escape-closes-without-selection"
  fi
  stop_pid "$INS_PID"
}

# Live editing: with layerView1 selected, Tab edits its first field (position.x, whose model
# value is its frame's centre, 150 + 100 = 250), Right nudges it by one point, typing 300 and
# Return sets it, Ctrl+Z puts 251 back; each edit is the model's (`inspect --json` reads
# position.x from the same model the panel shows).
inspector_editing() {
  local TITLE='Strata — 4.1 Rounded corners'
  local why="" err
  if ! ins_start editing --inspect; then
    fail "inspector/live-edit-nudge-type-undo" "$INS_WHY"
    [[ -n "$INS_PID" ]] && stop_pid "$INS_PID"
    return 0
  fi
  err="$INS_DIR/editing-stderr.txt"
  timeout 10 xdotool mousemove --window "$INS_WID" 250 370 click 1 >/dev/null 2>&1 || true
  wait_text "$err" "inspector selected" 5 || why="no selection after a click (stderr: $(tail_of "$err"))"
  if [[ -z "$why" ]]; then
    ins_key Tab Right || true
    wait_text "$err" "inspector set position.x = 251" 5 || why="Tab then Right did not set position.x to 251 (stderr: $(tail_of "$err"))"
  fi
  if [[ -z "$why" ]]; then
    ins_key 3 0 0 Return || true
    wait_text "$err" "inspector set position.x = 300" 5 || why="typing 300 and Return did not set it (stderr: $(tail_of "$err"))"
  fi
  if [[ -z "$why" ]]; then
    ins_key ctrl+z || true
    wait_text "$err" "inspector undid position.x = 251" 5 || why="Ctrl+Z did not put 251 back (stderr: $(tail_of "$err"))"
  fi
  stop_pid "$INS_PID"
  if [[ -z "$why" ]]; then pass "inspector/live-edit-nudge-type-undo"; else fail "inspector/live-edit-nudge-type-undo" "$why"; fi
}

# Recording what the user saw: Ctrl+Shift+R starts, names the video on stderr, and again
# stops; the video is 30 fps for the time it ran, and a frame of it is the page as the
# headless render draws it (H.264, so compared with 20 % fuzz). Pressed twice at once, the
# window goes on and leaves a playable video or none, never a partial file.
inspector_recording() {
  local TITLE='Strata — 4.1 Rounded corners'
  local why="" err videos="$INS_DIR/videos" video line probe near ref="$INS_DIR/recording-ref.png" frame
  local frames width height codec i
  mkdir -p "$videos"
  if ! have ffmpeg || ! have ffprobe; then
    fail "tools/record-window-video" "ffmpeg/ffprobe not installed (apt-get install ffmpeg; scripts/setup)"
    fail "tools/record-twice-fast" "ffmpeg/ffprobe not installed"
    return 0
  fi
  export STRATA_RECORD_DIR="$videos"
  if ! ins_start recording; then
    unset STRATA_RECORD_DIR
    fail "tools/record-window-video" "$INS_WHY"
    fail "tools/record-twice-fast" "$INS_WHY"
    [[ -n "$INS_PID" ]] && stop_pid "$INS_PID"
    return 0
  fi
  unset STRATA_RECORD_DIR
  err="$INS_DIR/recording-stderr.txt"
  ins_key ctrl+shift+r || true
  wait_text "$err" "recording to $videos/" 5 || why="Ctrl+Shift+R did not name a video (stderr: $(tail_of "$err"))"
  if [[ -z "$why" ]]; then
    sleep 2
    ins_key ctrl+shift+r || true
    wait_text "$err" "recording saved to" 20 || why="a second Ctrl+Shift+R did not save it (stderr: $(tail_of "$err"))"
  fi
  if [[ -z "$why" ]]; then
    line=$(grep -F "recording saved to" "$err" | head -n 1)
    video=${line#*recording saved to }
    video=${video%%: *}
    probe=$(rec_probe "$video")
    read -r frames width height codec <<<"$probe"
    if [[ "$width $height $codec" != "900 720 h264" ]] || (( frames < 45 || frames > 120 )); then
      why="ffprobe '$probe' (frames width height codec): expected 900x720 h264 with 2-4 s at 30 fps"
    elif ! "$STRATA" render gallery/rounded-corners --out "$INS_DIR/recording-ref-raw.png" >/dev/null 2>&1 ||
         ! convert "$INS_DIR/recording-ref-raw.png" -alpha off "$ref" >/dev/null 2>&1; then
      why="the headless render failed"
    else
      frame="$INS_DIR/recording-frame.png"
      rec_video_frame "$video" 30 "$frame" || why="ffmpeg could not decode frame 30"
      if [[ -z "$why" ]]; then
        near=$(ae "$frame" "$ref" 20%) || why="$near"
        [[ -z "$why" ]] && (( near * 100 > 900 * 720 )) && why="frame 30 has $near of $((900 * 720)) pixels off the headless render"
      fi
    fi
  fi
  if [[ -z "$why" ]]; then pass "tools/record-window-video ($frames frames)"; else fail "tools/record-window-video" "$why"; fi

  why=""
  local before
  before=$(grep -c "recording" "$err")
  ins_key ctrl+shift+r ctrl+shift+r || true
  for ((i = 0; i < 150; i++)); do
    (( $(grep -c "recording" "$err") >= before + 2 )) && break
    sleep 0.1
  done
  if (( $(grep -c "recording" "$err") < before + 2 )); then
    why="two quick presses did not both report (stderr: $(tail_of "$err"))"
  elif ! kill -0 "$INS_PID" 2>/dev/null; then
    why="the window exited (stderr: $(tail_of "$err"))"
  elif compgen -G "$videos/.*partial" >/dev/null; then
    why="a partial file was left: $(ls -A "$videos")"
  else
    for video in "$videos"/*.mp4; do
      [[ -e "$video" ]] || continue
      [[ -n "$(rec_probe "$video" | awk '$1 > 0')" ]] || why="$video is not playable"
    done
  fi
  stop_pid "$INS_PID"
  if [[ -z "$why" ]]; then pass "tools/record-twice-fast"; else fail "tools/record-twice-fast" "$why"; fi
}

# Remote inspection of a running window: its tree and hit chain through the socket are the
# headless inspector's for the same page; a set goes through the model (layerView1 at opacity
# 0.5 over the page's #E8E8ED shows white at half at (200, 320), inside its frame (150, 270, 200, 200)
# in the window: (255 + 232) / 2 = 243.5, (255 + 237) / 2 =
# 246); the capture is the window's screenshot; errors exit 1 and 2; another user is refused
# even with the directory and socket opened to everyone; STRATA_INSPECT_SOCKET=0 opens none.
inspector_attach() {
  local TITLE='Strata — 4.1 Rounded corners'
  local why="" out dir sock rc shot="$INS_DIR/attach-shot.png" cap="$INS_DIR/attach-capture.png" pixel off
  local checks=(attach-tree attach-hit-chain attach-set attach-capture attach-errors attach-other-user attach-off)
  if ! ins_start attach; then
    for c in "${checks[@]}"; do fail "inspector/$c" "$INS_WHY"; done
    [[ -n "$INS_PID" ]] && stop_pid "$INS_PID"
    return 0
  fi
  out=$(timeout 20 "$STRATA" inspect --attach "$INS_PID" 2>&1) || true
  if [[ "$out" == "$(timeout 60 "$STRATA" inspect gallery/rounded-corners 2>&1)" && "$out" == *layerView1* ]]; then
    pass "inspector/attach-tree"
  else
    fail "inspector/attach-tree" "the window's outline differs from the headless one: $(head -n 2 <<<"$out" | tr '\n' '|')"
  fi
  out=$(timeout 20 "$STRATA" inspect --attach "$INS_PID" --at 250,370 2>&1) || true
  if [[ "$out" == "$(timeout 60 "$STRATA" inspect gallery/rounded-corners --at 250,370 2>&1)" && "$out" == *layerView1* ]]; then
    pass "inspector/attach-hit-chain"
  else
    fail "inspector/attach-hit-chain" "got '$(tr '\n' '|' <<<"$out")'"
  fi
  out=$(timeout 20 "$STRATA" inspect --attach "$INS_PID" --set "layerView1.opacity=0.5" 2>&1) || true
  sleep 1
  rc=0
  timeout 20 "$STRATA" inspect --attach "$INS_PID" --capture "$cap" >/dev/null 2>"$INS_DIR/attach-capture.err" || rc=$?
  pixel=$(convert "$cap" -crop 1x1+200+320 -format '%[fx:round(255*r)] %[fx:round(255*g)] %[fx:round(255*b)]' info: 2>&1) || true
  if [[ "$out" != "layerView1.opacity = 0.5" ]]; then
    fail "inspector/attach-set" "--set printed '$out'"
  elif ! python3 -c "import sys; r, g, b = map(int, '$pixel'.split()); sys.exit(0 if abs(r - 243.5) <= 2 and abs(g - 243.5) <= 2 and abs(b - 246) <= 2 else 1)" 2>/dev/null; then
    fail "inspector/attach-set" "layerView1 at (200, 320) is '$pixel' after the set, expected about 243 243 246"
  else
    pass "inspector/attach-set"
  fi
  if (( rc != 0 )); then
    fail "inspector/attach-capture" "exit $rc: $(tail_of "$INS_DIR/attach-capture.err")"
  elif ! why=$(shoot "$INS_WID" "$shot"); then
    fail "inspector/attach-capture" "$why"
  else
    off=$(ae "$shot" "$cap" 2%) || true
    if [[ "$off" =~ ^[0-9]+$ ]] && (( off * 200 <= 900 * 720 )); then
      pass "inspector/attach-capture"
    else
      fail "inspector/attach-capture" "the capture differs from the screenshot in $off pixels"
    fi
  fi
  why=""
  rc=0; timeout 20 "$STRATA" inspect --attach "$INS_PID" --set "nobody.opacity=1" >/dev/null 2>"$INS_DIR/attach-e1.err" || rc=$?
  (( rc == 1 )) && grep -qF 'no layer named "nobody"' "$INS_DIR/attach-e1.err" || why="unknown layer: exit $rc, $(tail_of "$INS_DIR/attach-e1.err")"
  rc=0; timeout 20 "$STRATA" inspect --attach "$INS_PID" --set "layerView1.opacity=nan" >/dev/null 2>"$INS_DIR/attach-e2.err" || rc=$?
  (( rc == 1 )) && grep -qF 'not a finite number' "$INS_DIR/attach-e2.err" || why+=" NaN: exit $rc, $(tail_of "$INS_DIR/attach-e2.err")"
  rc=0; timeout 20 "$STRATA" inspect --attach 1 >/dev/null 2>"$INS_DIR/attach-e3.err" || rc=$?
  (( rc == 2 )) && grep -qF 'no inspector socket' "$INS_DIR/attach-e3.err" || why+=" no window: exit $rc, $(tail_of "$INS_DIR/attach-e3.err")"
  sock=""
  for dir in "${XDG_RUNTIME_DIR:-}" "/tmp/strata-$(id -u)"; do
    [[ -n "$dir" && -S "$dir/strata-inspect-$INS_PID.sock" ]] && sock="$dir/strata-inspect-$INS_PID.sock" && break
  done
  printf 'tree\0\xff%.0s' {1..3000} | timeout 10 python3 -c '
import socket, sys
s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1]); s.sendall(sys.stdin.buffer.read()); s.shutdown(socket.SHUT_WR)
print(s.recv(200).decode(errors="replace").splitlines()[0])' "$sock" \
    >"$INS_DIR/attach-e4.out" 2>&1 || true
  grep -qF "error: a request is one line" "$INS_DIR/attach-e4.out" || why+=" 12 KB of junk: $(tail_of "$INS_DIR/attach-e4.out")"
  kill -0 "$INS_PID" 2>/dev/null || why+=" the window died"
  if [[ -z "$why" ]]; then pass "inspector/attach-errors"; else fail "inspector/attach-errors" "$why"; fi
  # Another user, with the directory and socket opened to everyone: the kernel's peer
  # credentials still refuse it. python3, which any user can run, is the client.
  if [[ -z "$sock" ]]; then
    fail "inspector/attach-other-user" "no socket file for $INS_PID"
  elif (( $(id -u) != 0 )) || ! have setpriv || [[ ! -x /usr/bin/python3 ]]; then
    fail "inspector/attach-other-user" "needs root, setpriv and /usr/bin/python3 to act as another user (uid $(id -u))"
  else
    local mode
    mode=$(stat -c %a "$(dirname "$sock")")
    chmod 0711 "$(dirname "$sock")"; chmod 0666 "$sock"
    out=$(cd / && timeout 10 setpriv --reuid=65534 --regid=65534 --clear-groups /usr/bin/python3 -c '
import socket, sys
s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1])
try:
    s.sendall(b"tree\n"); s.shutdown(socket.SHUT_WR)
except OSError:
    pass  # refused before the request was read
print(s.recv(4096).decode(errors="replace"))' "$sock" 2>&1) || true
    chmod "$mode" "$(dirname "$sock")"; chmod 0600 "$sock"
    if [[ "$out" == *"error: refused"* && "$out" != *layerView1* ]]; then
      pass "inspector/attach-other-user"
    else
      fail "inspector/attach-other-user" "uid 65534 got '$(head -c 200 <<<"$out" | tr '\n' '|')'"
    fi
  fi
  stop_pid "$INS_PID"
  export STRATA_INSPECT_SOCKET=0
  if ins_start attach-off; then
    unset STRATA_INSPECT_SOCKET
    if compgen -G "/tmp/strata-$(id -u)/strata-inspect-$INS_PID.sock" >/dev/null ||
       { [[ -n "${XDG_RUNTIME_DIR:-}" ]] && [[ -e "$XDG_RUNTIME_DIR/strata-inspect-$INS_PID.sock" ]]; }; then
      fail "inspector/attach-off" "STRATA_INSPECT_SOCKET=0 still opened a socket"
    else
      pass "inspector/attach-off"
    fi
  else
    unset STRATA_INSPECT_SOCKET
    fail "inspector/attach-off" "$INS_WHY"
  fi
  [[ -n "$INS_PID" ]] && stop_pid "$INS_PID"
}

# The exploded view on the rounded-corners page: Ctrl+Shift+X opens it with every depth of the
# tree (the deepest indentation of the headless outline), over a dark backdrop; a drag turns it
# (the picture changes); W switches to outlines; a click on the planes selects a layer and opens
# the inspector's panel for it; Escape closes the view.
inspector_exploded() {
  local TITLE='Strata — 4.1 Rounded corners'
  local why="" err deepest before="$INS_DIR/exploded-1.png" after="$INS_DIR/exploded-2.png" corner off
  if ! ins_start exploded; then
    fail "tools/exploded-view" "$INS_WHY"
    [[ -n "$INS_PID" ]] && stop_pid "$INS_PID"
    return 0
  fi
  err="$INS_DIR/exploded-stderr.txt"
  deepest=$(timeout 60 "$STRATA" inspect gallery/rounded-corners | awk '{ match($0, /^ */); d = RLENGTH / 2; if (d > m) m = d } END { print m }')
  ins_key ctrl+shift+x || true
  wait_text "$err" "exploded view open: depths 0–$deepest" 5 ||
    why="Ctrl+Shift+X did not open depths 0–$deepest (stderr: $(tail_of "$err"))"
  if [[ -z "$why" ]]; then
    sleep 0.5
    why=$(shoot "$INS_WID" "$before") || true
  fi
  if [[ -z "$why" ]]; then
    corner=$(convert "$before" -crop 1x1+5+5 -format '%[fx:round(255*r)] %[fx:round(255*g)] %[fx:round(255*b)]' info:)
    # (0.11, 0.12, 0.14) × 255 = 28.05, 30.6, 35.7: within one level of rounding.
    python3 -c "import sys; sys.exit(0 if all(abs(int(c) - e) <= 1 for c, e in zip('$corner'.split(), (28.05, 30.6, 35.7))) else 1)" ||
      why="the backdrop at (5, 5) is '$corner', expected about 28 31 36"
  fi
  if [[ -z "$why" ]]; then
    timeout 10 xdotool mousemove --window "$INS_WID" 300 300 mousedown 1 mousemove --window "$INS_WID" 360 320 \
      mousemove --window "$INS_WID" 420 340 mouseup 1 >/dev/null 2>&1 || true
    sleep 0.5
    why=$(shoot "$INS_WID" "$after") || true
    if [[ -z "$why" ]]; then
      off=$(ae "$before" "$after" 1%) || true
      [[ "$off" =~ ^[0-9]+$ ]] && (( off * 100 > 900 * 720 )) || why="a drag changed $off pixels, not over 1 %"
    fi
  fi
  if [[ -z "$why" ]]; then
    ins_key w || true
    wait_text "$err" "wireframe on" 5 || why="W did not switch to outlines (stderr: $(tail_of "$err"))"
  fi
  if [[ -z "$why" ]]; then
    timeout 10 xdotool mousemove --window "$INS_WID" 450 360 click 1 >/dev/null 2>&1 || true
    wait_text "$err" "inspector selected page" 5 || why="a click on the planes selected nothing (stderr: $(tail_of "$err"))"
  fi
  if [[ -z "$why" ]]; then
    ins_key Escape || true
    wait_text "$err" "exploded view closed" 5 || why="Escape did not close it (stderr: $(tail_of "$err"))"
  fi
  kill -0 "$INS_PID" 2>/dev/null || why+=" the window died"
  stop_pid "$INS_PID"
  if [[ -z "$why" ]]; then pass "tools/exploded-view"; else fail "tools/exploded-view" "$why"; fi
}

INS_PID=""
INS_WID=""
INS_WHY=""
inspector_exploded
inspector_attach
inspector_checks
inspector_editing
inspector_recording

suite_end
