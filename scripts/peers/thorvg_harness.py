#!/usr/bin/env python3
"""ThorVG (thorvg-python) harness of scripts/peer-bench: a retained scene of Shapes, Scenes and
Pictures on a SwCanvas, drawn as ThorVG documents it: Canvas.update(), Canvas.draw(), Canvas.sync().

- Rounded rectangles: Shape.append_rect with rx = ry = radius.
- Shadows: each rectangle in its own Scene with the DropShadow scene effect (ThorVG 1.0).
- Groups: a Scene per group with the group's opacity (ThorVG composites a translucent scene
  with several children offscreen).
- Images: one Picture loaded from the PNG, duplicated, each with its transform; bilinear filter.
- One moved: the canvas is made with EngineOption.SMART_RENDER (ThorVG's partial redraw).
- Layers: the 10 000 shapes' transforms and opacities are set from Python each frame (not
  timed: they are plain setters whose cost here would be Python's) and the frame is timed.
"""

import ctypes
import math
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scenes  # noqa: E402

ENGINE = "thorvg"


def byte(value):
    return max(0, min(255, int(round(value * 255))))


def rotation_matrix(tvg, x, y, w, h, degrees):
    """The matrix placing a w x h item at (x, y) turned by `degrees` clockwise about its centre."""
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    cx, cy = x + w / 2, y + h / 2
    return tvg.Matrix(c, -s, cx - (c * w / 2 - s * h / 2), s, c, cy - (s * w / 2 + c * h / 2), 0, 0, 1)


def prepare(data, name, spec):
    try:
        import thorvg_python as tvg
        from PIL import Image
    except ImportError as error:
        raise scenes.Unavailable(f"import failed: {error}")
    width, height = data["width"], data["height"]
    threads = max((os.cpu_count() or 1) - 1, 0)  # ThorVG's examples: the cores less the caller's
    engine = tvg.Engine(threads=threads)
    if engine.init_result != tvg.Result.SUCCESS:
        raise scenes.Unavailable(f"tvg_engine_init: {engine.init_result}")
    smart = spec["moved"] is not None
    canvas = tvg.SwCanvas(engine, tvg.EngineOption.SMART_RENDER if smart else tvg.EngineOption.DEFAULT)
    canvas.set_target(width, height, cs=tvg.Colorspace.ABGR8888)
    lib = engine.thorvg_lib

    # ThorVG redraws only what changed, even without SMART_RENDER: an unchanged canvas draws
    # nothing. A whole frame is forced by moving the background, a pixel larger than the canvas
    # on every side, by half a pixel and back: the damage is the whole canvas, the picture the same.
    background = tvg.Shape(engine)
    background.append_rect(-1, -1, width + 2, height + 2, 0, 0, True)
    background.set_fill_color(*[byte(v) for v in spec["background"]])
    canvas.add(background)

    def shape(r):
        s = tvg.Shape(engine)
        s.append_rect(r["x"], r["y"], r["w"], r["h"], r["radius"], r["radius"], True)
        s.set_fill_color(*[byte(v) for v in r["rgba"]])
        return s

    keep = [engine, canvas, background]  # the wrappers the frames use, alive as long as the job
    shapes = []
    note = "whole frame redrawn (background moved half a pixel: ThorVG skips unchanged paints)"
    if spec["groups"]:
        groups = []
        for g in spec["groups"]:
            group = tvg.Scene(engine)
            group.set_opacity(byte(g["opacity"]))
            groups.append(group)
        for r in spec["rects"]:
            s = shape(r)
            groups[r["group"]].add(s)
            shapes.append(s)
        for group in groups:
            canvas.add(group)
        keep += groups
    elif spec["shadow"]:
        shadow = spec["shadow"]
        angle = math.degrees(math.atan2(shadow["dx"], -shadow["dy"])) % 360  # 0 is up, 90 right
        distance = math.hypot(shadow["dx"], shadow["dy"])
        for r in spec["rects"]:
            holder = tvg.Scene(engine)
            s = shape(r)
            holder.add(s)
            # The effect's shadow is the scene's alpha times the colour's: divide out the fill's.
            alpha = min(1.0, shadow["rgba"][3] / max(r["rgba"][3], 1e-6))
            rgb = [byte(v) for v in shadow["rgba"][:3]]
            holder.add_effect_drop_shadow(*rgb, byte(alpha), angle, distance, shadow["sigma"], 100)
            canvas.add(holder)
            keep.append(holder)
            shapes.append(s)
    elif spec["images"]:
        first = tvg.Picture(engine)
        if first.load(data["image"]["path"]) != tvg.Result.SUCCESS:
            raise scenes.Unavailable("Picture.load of the PNG sprite failed")
        for index, item in enumerate(spec["images"]):
            picture = first if index == 0 else tvg.Picture(engine, first.duplicate())
            picture.set_size(item["w"], item["h"])
            picture.set_filter(tvg.FilterMethod.BILINEAR)
            picture.set_transform(rotation_matrix(tvg, item["x"], item["y"], item["w"], item["h"], item["angle"]))
            canvas.add(picture)
            shapes.append(picture)
    else:
        for r in spec["rects"]:
            s = shape(r)
            if r["spin"] is not None:
                # Drawn about its own origin, placed by its transform each frame.
                s.reset()
                s.append_rect(0, 0, r["w"], r["h"], r["radius"], r["radius"], True)
            canvas.add(s)
            shapes.append(s)
    keep += shapes

    def draw(whole=True):
        if whole:
            background.translate(0.5 if background_shift[0] == 0 else 0, 0)
            background_shift[0] = 0.5 - background_shift[0]
        canvas.update()
        canvas.draw(False)  # the opaque background covers every pixel: nothing to clear
        canvas.sync()

    background_shift = [0.0]
    frame = lambda k: draw()  # noqa: E731
    before = None
    if smart:
        moved = spec["moved"]
        target = shapes[moved["index"]]
        note = "SMART_RENDER partial redraw"

        def frame(k):
            dx, dy = scenes.moved_state(spec, k)
            target.translate(dx, dy)
            draw(whole=False)
    elif spec["animation"]:
        # The setters straight through ctypes, their argument types set once (the wrapper sets
        # them on every call).
        set_transform = lib.tvg_paint_set_transform
        set_transform.argtypes = [ctypes.c_void_p, ctypes.POINTER(tvg.Matrix)]
        set_opacity = lib.tvg_paint_set_opacity
        set_opacity.argtypes = [ctypes.c_void_p, ctypes.c_uint8]
        pointers = [s._paint for s in shapes]
        note = "whole frame redrawn; the per-layer setters (Python, ctypes) run untimed before each frame"

        def animate(t):
            for pointer, r in zip(pointers, spec["rects"]):
                angle, opacity = scenes.animated(r, spec, t)
                m = rotation_matrix(tvg, r["x"], r["y"], r["w"], r["h"], angle)
                set_transform(pointer, ctypes.byref(m))
                set_opacity(pointer, byte(opacity))

        def before(k):
            animate(scenes.animation_time(spec, k))

    def picture(path):
        if smart:
            frame(1)
        elif spec["animation"]:
            animate(spec["animation"]["pngTime"])
            draw()
        else:
            draw()
        image = Image.frombuffer("RGBA", (width, height), bytes(canvas.buffer_arr), "raw", "RGBa", 0, 1)
        image.convert("RGB").save(path)

    job = scenes.Job(frame, picture, threads=threads + 1, note=note, before=before)
    job.keep = keep
    return job


if __name__ == "__main__":
    sys.exit(scenes.harness_main(ENGINE, prepare))
