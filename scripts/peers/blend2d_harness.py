#!/usr/bin/env python3
"""Blend2D (blend2d-python) harness of scripts/peer-bench: a BLContext over a PRGB32 BLImage,
drawn with the calls Blend2D documents.

- Rounded rectangles: one BLPath per rectangle (add_round_rect), fill_path; the paths are made
  once, before timing.
- Shadows: not available, Blend2D has no blur (no filter, effect or shadow API).
- Groups: Blend2D has no layers; each group is drawn into its own small PRGB32 image, which is
  blitted with global alpha = the group's opacity (the documented way to composite a group).
- Images: blit_image into a rotated rectangle (the context's transform); bilinear is Blend2D's
  default pattern quality.
- Blend2D is immediate mode: it has no partial redraw, so every frame draws the whole scene.

Blend2D has nothing like a recorded picture, so each frame's calls come from Python; with the
paths and colours made before timing, that is two calls a rectangle (a few percent of a frame).
The binding offers no thread count: Blend2D draws synchronously on the calling thread.
Note: blend2d-python takes a colour tuple in (blue, green, red, alpha) order (checked against
the pixels it writes), so the harness swaps red and blue.
"""

import math
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scenes  # noqa: E402

ENGINE = "blend2d"


def style(rgba):
    """The binding's colour tuple for straight RGBA."""
    r, g, b, a = rgba
    return (float(b), float(g), float(r), float(a))


def prepare(data, name, spec):
    try:
        import blend2d as bl
    except ImportError as error:
        raise scenes.Unavailable(f"import failed: {error}")
    if spec["shadow"]:
        raise scenes.Unavailable("Blend2D has no blur (no filter, effect or shadow API)")
    width, height = data["width"], data["height"]
    image = bl.BLImage(width, height, bl.BLFormat.PRGB32)
    ctx = bl.BLContext(image)
    back = style(spec["background"])

    def rounded(r, dx=0.0, dy=0.0):
        path = bl.BLPath()
        path.add_round_rect(bl.BLRect(r["x"] + dx, r["y"] + dy, r["w"], r["h"]), r["radius"])
        return path

    note = "immediate mode, whole frame drawn each frame (calls from Python)"
    before = None
    if spec["groups"]:
        members = {}
        for r in spec["rects"]:
            members.setdefault(r["group"], []).append(r)
        groups = []
        for index, g in enumerate(spec["groups"]):
            left, top = math.floor(g["x"]) - 1, math.floor(g["y"]) - 1
            w, h = math.ceil(g["x"] + g["w"]) + 1 - left, math.ceil(g["y"] + g["h"]) + 1 - top
            offscreen = bl.BLImage(w, h, bl.BLFormat.PRGB32)
            shapes = [(style(r["rgba"]), rounded(r, -left, -top)) for r in members.get(index, [])]
            groups.append((offscreen, bl.BLContext(offscreen), bl.BLPoint(left, top), g["opacity"], shapes))

        def frame(k):
            for _, gctx, _, _, shapes in groups:
                gctx.clear_all()
                for colour, path in shapes:
                    gctx.set_fill_style(colour)
                    gctx.fill_path(path)
                gctx.flush()
            ctx.global_alpha = 1.0
            ctx.set_fill_style(back)
            ctx.fill_all()
            for offscreen, _, origin, opacity, _ in groups:
                ctx.global_alpha = opacity
                ctx.blit_image(origin, offscreen)
            ctx.global_alpha = 1.0
            ctx.flush()
        note = "immediate mode, whole frame drawn; each group into its own small image, blitted at its opacity"
    elif spec["images"]:
        sprite = bl.BLImage()
        sprite.readFromFile(data["image"]["path"])
        placed = [(item["x"] + item["w"] / 2, item["y"] + item["h"] / 2, math.radians(item["angle"]),
                   bl.BLRect(-item["w"] / 2, -item["h"] / 2, item["w"], item["h"])) for item in spec["images"]]

        def frame(k):
            ctx.set_fill_style(back)
            ctx.fill_all()
            for cx, cy, angle, area in placed:
                ctx.save()
                ctx.translate(cx, cy)
                ctx.rotate(angle)
                ctx.blit_image(area, sprite)
                ctx.restore()
            ctx.flush()
    elif spec["animation"]:
        squares = [(r, bl.BLRect(-r["w"] / 2, -r["h"] / 2, r["w"], r["h"]), style(r["rgba"])) for r in spec["rects"]]

        def frame(k, t=None):
            t = scenes.animation_time(spec, k) if t is None else t
            ctx.set_fill_style(back)
            ctx.fill_all()
            for r, area, colour in squares:
                angle, opacity = scenes.animated(r, spec, t)
                ctx.save()
                ctx.translate(r["x"] + r["w"] / 2, r["y"] + r["h"] / 2)
                ctx.rotate(math.radians(angle))
                ctx.global_alpha = opacity
                ctx.set_fill_style(colour)
                ctx.fill_rect(area)
                ctx.restore()
            ctx.flush()
        note = "whole frame drawn from scratch each frame (calls from Python)"
    else:
        shapes = [(style(r["rgba"]), rounded(r)) for r in spec["rects"]]
        moved = spec["moved"]
        if moved:
            index = moved["index"]
            moved_paths = [shapes[index][1], rounded(spec["rects"][index], moved["dx"], moved["dy"])]
            note = "no partial redraw: whole frame drawn each frame (calls from Python)"

        def frame(k):
            if moved:
                shifted = scenes.moved_state(spec, k) != (0.0, 0.0)
                shapes[index] = (shapes[index][0], moved_paths[1 if shifted else 0])
            ctx.set_fill_style(back)
            ctx.fill_all()
            for colour, path in shapes:
                ctx.set_fill_style(colour)
                ctx.fill_path(path)
            ctx.flush()

    def picture(path):
        if spec["animation"]:
            frame(0, t=spec["animation"]["pngTime"])
        else:
            frame(1)
        image.writeToFile(path)

    return scenes.Job(frame, picture, threads=1, note=note, before=before)


if __name__ == "__main__":
    sys.exit(scenes.harness_main(ENGINE, prepare))
