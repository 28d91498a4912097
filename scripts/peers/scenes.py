#!/usr/bin/env python3
"""The peer bench's scenes, written once per frame size to a JSON file every engine reads.

Standard library only, so that the smoke test runs it without the peers' virtual environment.

Every number comes from one documented generator, the same linear congruential generator as
Strata's own benchmark field (Sources/StrataScenes/BenchLayerField.swift):

    state = (state * 6364136223846793005 + 1442695040888963407) mod 2**64
    next() = (state >> 11) / 2**53            # a double in [0, 1)

started at a fixed seed per scene, so that the "rects" scene is exactly the field that
`strata bench` draws (seed 42: x, y, then red, green, blue, per rectangle).

The file (format 1):

    {"format": 1, "width": W, "height": H,
     "image": {"file": "sprite-64x48.png", "w": 64, "h": 48},    # next to the JSON file
     "scenes": {NAME: SCENE, ...}}

    SCENE = {"background": [r, g, b, a],
             "rects":  [{"x", "y", "w", "h", "radius", "rgba": [r, g, b, a], "group": -1 or index,
                         "spin": [from_deg, to_deg] or null, "fade": [from, to] or null}, ...],
             "groups": [{"x", "y", "w", "h", "opacity"}, ...],   # bounds in canvas space
             "images": [{"x", "y", "w", "h", "angle"}, ...],     # angle in degrees
             "shadow": null or {"sigma", "dx", "dy", "rgba"},
             "moved":  null or {"index", "dx", "dy"},
             "animation": null or {"duration", "fps", "pngTime"}}

Conventions every harness follows:
- Colours are straight (not premultiplied) RGBA in 0...1, device RGB, no colour management.
- Coordinates are pixels, y down. A rectangle of a group has canvas coordinates.
- Rotations ("angle", "spin") are in degrees about the item's centre, clockwise on screen.
- A shadow is the rectangle's own rounded shape, blurred with a Gaussian of standard deviation
  "sigma" pixels, offset by (dx, dy), painted in "rgba" beneath its rectangle (each rectangle
  casts its shadow, then is drawn, in list order).
- A group is drawn into its own offscreen picture (its bounds), then composited at "opacity".
- "moved": every timed frame moves rects[index] by (dx, dy) and back, alternately; the picture
  written is the frame with the rectangle moved.
- "animation": each rect with "spin"/"fade" turns from spin[0] to spin[1] and fades from fade[0]
  to fade[1] linearly over "duration" seconds, repeating; frame k of the timing is at
  t = k / fps seconds (k = 1, 2, ...), and the picture written is the frame at "pngTime".
"""

import argparse
import json
import os
import struct
import sys
import time
import zlib

FORMAT = 1
SCENE_NAMES = ["rects", "rects-moved", "shadows", "groups", "images", "layers"]
BACKGROUND = [0.95, 0.95, 0.95, 1.0]
IMAGE_W, IMAGE_H = 64, 48
IMAGE_FILE = "sprite-64x48.png"


class LCG:
    """The generator described in the module's documentation."""

    MULTIPLIER = 6364136223846793005
    INCREMENT = 1442695040888963407
    MASK = (1 << 64) - 1

    def __init__(self, seed):
        self.state = seed & self.MASK

    def next(self):
        self.state = (self.state * self.MULTIPLIER + self.INCREMENT) & self.MASK
        return (self.state >> 11) / float(1 << 53)


def rect(x, y, w, h, radius, rgba, group=-1, spin=None, fade=None):
    return {"x": x, "y": y, "w": w, "h": h, "radius": radius, "rgba": rgba, "group": group,
            "spin": spin, "fade": fade}


def scene(rects=(), groups=(), images=(), shadow=None, moved=None, animation=None):
    return {"background": BACKGROUND, "rects": list(rects), "groups": list(groups), "images": list(images),
            "shadow": shadow, "moved": moved, "animation": animation}


def rounded_field(width, height):
    """1000 rounded rectangles 40x30, radius 8, random colours at 50 % alpha (seed 42)."""
    g = LCG(42)
    rects = []
    for _ in range(1000):
        x = g.next() * (width - 40)
        y = g.next() * (height - 30)
        r, gr, b = g.next(), g.next(), g.next()
        rects.append(rect(x, y, 40, 30, 8, [r, gr, b, 0.5]))
    return rects


def groups_scene(width, height):
    """100 groups of 10 opaque rounded rectangles, each group within about 160x120 (seed 11)."""
    g = LCG(11)
    rects, groups = [], []
    for index in range(100):
        gx = g.next() * (width - 160)
        gy = g.next() * (height - 120)
        members = []
        for _ in range(10):
            x = gx + g.next() * 120
            y = gy + g.next() * 90
            r, gr, b = g.next(), g.next(), g.next()
            members.append(rect(x, y, 40, 30, 8, [r, gr, b, 1.0], group=index))
        left = min(m["x"] for m in members)
        top = min(m["y"] for m in members)
        right = max(m["x"] + m["w"] for m in members)
        bottom = max(m["y"] + m["h"] for m in members)
        groups.append({"x": left, "y": top, "w": right - left, "h": bottom - top, "opacity": 0.5})
        rects += members
    return scene(rects=rects, groups=groups)


def images_scene(width, height):
    """1000 copies of the 64x48 sprite at random places and angles (seed 13)."""
    g = LCG(13)
    images = []
    for _ in range(1000):
        x = g.next() * (width - IMAGE_W)
        y = g.next() * (height - IMAGE_H)
        angle = g.next() * 360 - 180
        images.append({"x": x, "y": y, "w": IMAGE_W, "h": IMAGE_H, "angle": angle})
    return scene(images=images)


def layers_scene(width, height):
    """10 000 opaque 12x12 layers, each turning and fading over 2 s (seed 17)."""
    g = LCG(17)
    rects = []
    for _ in range(10_000):
        x = g.next() * (width - 12)
        y = g.next() * (height - 12)
        r, gr, b = g.next(), g.next(), g.next()
        turn = g.next() * 360 - 180
        fade_to = 0.2 + g.next() * 0.6
        rects.append(rect(x, y, 12, 12, 0, [r, gr, b, 1.0], spin=[0.0, turn], fade=[1.0, fade_to]))
    return scene(rects=rects, animation={"duration": 2.0, "fps": 60, "pngTime": 0.5})


def build(width, height):
    field = rounded_field(width, height)
    return {
        "format": FORMAT,
        "width": width,
        "height": height,
        "image": {"file": IMAGE_FILE, "w": IMAGE_W, "h": IMAGE_H},
        "scenes": {
            "rects": scene(rects=field),
            "rects-moved": scene(rects=field, moved={"index": 500, "dx": 12, "dy": 8}),
            "shadows": scene(rects=field, shadow={"sigma": 5.0, "dx": 0.0, "dy": 3.0, "rgba": [0, 0, 0, 0.5]}),
            "groups": groups_scene(width, height),
            "images": images_scene(width, height),
            "layers": layers_scene(width, height),
        },
    }


def sprite_pixels():
    """The sprite, straight RGBA rows: a red-to-blue gradient under an 8-pixel checker of
    lighter and darker squares, a dark 2-pixel frame and a white disc, all opaque."""
    rows = []
    for y in range(IMAGE_H):
        row = bytearray()
        for x in range(IMAGE_W):
            red = 40 + (x * 200) // (IMAGE_W - 1)
            green = 60 + (y * 150) // (IMAGE_H - 1)
            blue = 230 - (x * 180) // (IMAGE_W - 1)
            if ((x // 8) + (y // 8)) % 2 == 0:
                red, green, blue = (red * 3) // 4, (green * 3) // 4, (blue * 3) // 4
            dx, dy = x - 40, y - 20
            if dx * dx + dy * dy <= 100:
                red = green = blue = 255
            if x < 2 or y < 2 or x >= IMAGE_W - 2 or y >= IMAGE_H - 2:
                red, green, blue = 20, 20, 40
            row += bytes((red, green, blue, 255))
        rows.append(bytes(row))
    return rows


def write_png(path, width, height, rows):
    """A minimal 8-bit RGBA PNG writer (filter 0 on every row)."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + row for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9))
                  + chunk(b"IEND", b""))


def write(path, width, height):
    """Writes the scene file for a WIDTHxHEIGHT canvas to `path`, and the sprite beside it."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    write_png(os.path.join(folder, IMAGE_FILE), IMAGE_W, IMAGE_H, sprite_pixels())
    with open(path, "w") as out:
        json.dump(build(width, height), out, separators=(",", ":"))


def load(path):
    """The scene file at `path`, with "image.path" set to the sprite's absolute path."""
    with open(path) as f:
        data = json.load(f)
    if data.get("format") != FORMAT:
        raise ValueError(f"{path}: scene format {data.get('format')}, expected {FORMAT}")
    data["image"]["path"] = os.path.join(os.path.dirname(os.path.abspath(path)), data["image"]["file"])
    return data


def parse_size(text):
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        raise argparse.ArgumentTypeError(f"not WIDTHxHEIGHT: {text}")
    width, height = int(parts[0]), int(parts[1])
    if not (200 <= width <= 16384 and 150 <= height <= 16384):
        raise argparse.ArgumentTypeError(f"size out of range (200x150 to 16384x16384): {text}")
    return width, height


# The harnesses' side: every harness (these Python ones, and the C and C++ ones the same way) takes
#   --scene-file FILE --scene NAME --samples N --budget SECONDS --png OUT
# builds the scene untimed, draws WARMUP frames (one when it took over BUDGET / 2), then times up
# to N frames one at a time (fewer once BUDGET seconds of frames have passed, never fewer than
# MIN_SAMPLES), draws the picture
# frame and writes it to OUT (untimed), and prints one JSON line:
#   {"engine", "scene", "size", "median_ms", "samples", "threads", "png", "note"}
# or, for a scene the engine cannot express,
#   {"engine", "scene", "size", "unavailable": "reason"}.

WARMUP = 2
MIN_SAMPLES = 3


class Unavailable(Exception):
    """Raised while preparing a scene the engine cannot express; its message is the reason."""


class Job:
    """A prepared scene: `frame(k)` draws timed frame k (1, 2, ...); `before(k)`, if given, runs
    untimed just before it (work the harness's language adds, not the engine's); `picture(path)`
    draws the picture frame and writes it as a PNG; `threads` the engine's threads; `note` what
    the row should say about how the engine drew it."""

    def __init__(self, frame, picture, threads=1, note="", before=None):
        self.frame, self.picture, self.threads, self.note = frame, picture, threads, note
        self.before = before or (lambda k: None)


def median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def time_frames(job, samples, budget):
    """The median time of one frame of `job` in milliseconds and the number of frames timed."""
    k = 0
    for _ in range(WARMUP):
        k += 1
        job.before(k)
        begin = time.perf_counter()
        job.frame(k)
        if time.perf_counter() - begin > budget / 2:
            break  # a slow frame: one warm-up frame is enough
    times = []
    started = time.perf_counter()
    while len(times) < samples:
        k += 1
        job.before(k)
        begin = time.perf_counter()
        job.frame(k)
        times.append(time.perf_counter() - begin)
        if len(times) >= MIN_SAMPLES and time.perf_counter() - started > budget:
            break
    return median(times) * 1000, len(times)


def emit(**fields):
    print(json.dumps(fields), flush=True)


def harness_main(engine, prepare):
    """The main of a Python harness: `prepare(data, name, spec)` returns a `Job` or raises
    `Unavailable`. Exit status 0 with a result or an "unavailable" line, 1 on a bad scene file."""
    parser = argparse.ArgumentParser(description=f"The {engine} harness of scripts/peer-bench.")
    parser.add_argument("--scene-file", required=True)
    parser.add_argument("--scene", required=True, choices=SCENE_NAMES)
    parser.add_argument("--samples", type=int, default=20)
    parser.add_argument("--budget", type=float, default=2.0, help="seconds of timed frames before stopping early")
    parser.add_argument("--png", required=True)
    args = parser.parse_args()
    try:
        data = load(args.scene_file)
        spec = data["scenes"][args.scene]
    except (OSError, ValueError, KeyError) as error:
        print(f"{engine} harness: cannot read {args.scene_file}: {error}", file=sys.stderr)
        return 1
    size = f"{data['width']}x{data['height']}"
    try:
        job = prepare(data, args.scene, spec)
    except Unavailable as reason:
        emit(engine=engine, scene=args.scene, size=size, unavailable=str(reason))
        return 0
    median_ms, count = time_frames(job, max(args.samples, MIN_SAMPLES), args.budget)
    job.picture(args.png)
    emit(engine=engine, scene=args.scene, size=size, median_ms=round(median_ms, 4), samples=count,
         threads=job.threads, png=args.png, note=job.note)
    return 0


def moved_state(spec, k):
    """The offset of the moved rectangle in frame k of a "moved" scene: moved in odd frames."""
    moved = spec["moved"]
    return (moved["dx"], moved["dy"]) if k % 2 == 1 else (0.0, 0.0)


def animation_time(spec, k):
    """Seconds since the animations began at timed frame k."""
    return k / spec["animation"]["fps"]


def animated(rect, spec, t):
    """(angle in degrees, opacity) of an animated rect at `t` seconds: linear, repeating."""
    duration = spec["animation"]["duration"]
    f = (t % duration) / duration
    spin, fade = rect["spin"] or [0.0, 0.0], rect["fade"] or [1.0, 1.0]
    return spin[0] + (spin[1] - spin[0]) * f, fade[0] + (fade[1] - fade[0]) * f


def main():
    parser = argparse.ArgumentParser(description="Write the peer bench's scene file for one canvas size.")
    parser.add_argument("--size", type=parse_size, default=(1920, 1080), help="WIDTHxHEIGHT (default 1920x1080)")
    parser.add_argument("--out", required=True, help="the JSON file to write (the sprite PNG goes beside it)")
    args = parser.parse_args()
    write(args.out, *args.size)
    return 0


if __name__ == "__main__":
    sys.exit(main())
