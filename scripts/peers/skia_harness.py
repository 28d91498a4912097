#!/usr/bin/env python3
"""Skia (skia-python) harness of scripts/peer-bench: a raster surface (Surface, N32 premultiplied)
drawn with the Canvas calls Skia documents.

- Rounded rectangles: drawRRect with an anti-aliased Paint.
- Shadows: the shadow drawn first as the same RRect, offset, with a normal blur MaskFilter of
  sigma (Skia's mask-filter shadow), then the rectangle.
- Groups: saveLayerAlpha over the group's bounds (an offscreen layer as small as the group).
- Images: drawImageRect under a translate and rotate, linear SamplingOptions, anti-aliased.
- Skia is immediate mode: it has no partial redraw, so every frame draws the whole scene.

So that Python's call overhead is not timed as Skia's, a scene's draw calls are recorded once
into an SkPicture and each timed frame replays it (the rasterisation is all Skia's). One moved:
two pictures (the rectangles before and after the moved one) around one direct drawRRect.
Layers: each frame's calls are recorded untimed before the frame and replayed timed.
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scenes  # noqa: E402

ENGINE = "skia"


def prepare(data, name, spec):
    try:
        import skia
    except ImportError as error:
        raise scenes.Unavailable(f"import failed: {error}")
    width, height = data["width"], data["height"]
    surface = skia.Surface(width, height)
    canvas = surface.getCanvas()
    bounds = skia.Rect.MakeWH(width, height)

    def paint(rgba):
        return skia.Paint(Color4f=skia.Color4f(*rgba), AntiAlias=True)

    def rrect(r, dx=0.0, dy=0.0):
        return skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(r["x"] + dx, r["y"] + dy, r["w"], r["h"]),
                                     r["radius"], r["radius"])

    shadow_paint = None
    if spec["shadow"]:
        shadow = spec["shadow"]
        shadow_paint = paint(shadow["rgba"])
        shadow_paint.setMaskFilter(skia.MaskFilter.MakeBlur(skia.BlurStyle.kNormal_BlurStyle, shadow["sigma"]))

    def draw_rect(c, r, dx=0.0, dy=0.0):
        if shadow_paint is not None:
            c.drawRRect(rrect(r, dx + spec["shadow"]["dx"], dy + spec["shadow"]["dy"]), shadow_paint)
        c.drawRRect(rrect(r, dx, dy), paint(r["rgba"]))

    def record(draw):
        recorder = skia.PictureRecorder()
        draw(recorder.beginRecording(bounds))
        return recorder.finishRecordingAsPicture()

    def background(c):
        c.drawColor(skia.Color4f(*spec["background"]))

    def draw_scene(c):
        background(c)
        if spec["groups"]:
            members = {}
            for r in spec["rects"]:
                members.setdefault(r["group"], []).append(r)
            for index, g in enumerate(spec["groups"]):
                area = skia.Rect.MakeXYWH(g["x"] - 1, g["y"] - 1, g["w"] + 2, g["h"] + 2)
                c.saveLayerAlpha(area, int(round(g["opacity"] * 255)))
                for r in members.get(index, []):
                    draw_rect(c, r)
                c.restore()
        elif spec["images"]:
            sampling = skia.SamplingOptions(skia.FilterMode.kLinear)
            image_paint = skia.Paint(AntiAlias=True)
            for item in spec["images"]:
                w, h = item["w"], item["h"]
                c.save()
                c.translate(item["x"] + w / 2, item["y"] + h / 2)
                c.rotate(item["angle"])
                c.drawImageRect(sprite, skia.Rect.MakeXYWH(-w / 2, -h / 2, w, h), sampling, image_paint)
                c.restore()
        else:
            for r in spec["rects"]:
                draw_rect(c, r)

    sprite = None
    if spec["images"]:
        encoded = skia.Image.MakeFromEncoded(skia.Data.MakeFromFileName(data["image"]["path"]))
        if encoded is None:
            raise scenes.Unavailable("could not decode the PNG sprite")
        sprite = encoded.makeRasterImage()

    note = "immediate mode, whole frame drawn: an SkPicture of the scene replayed"
    before = None
    if spec["moved"]:
        index = spec["moved"]["index"]
        rects = spec["rects"]
        head = record(lambda c: (background(c), [draw_rect(c, r) for r in rects[:index]]))
        tail = record(lambda c: [draw_rect(c, r) for r in rects[index + 1:]])
        moved_paint = paint(rects[index]["rgba"])
        note = "no partial redraw: whole frame drawn (pictures of the others around the moved one)"

        def frame(k):
            dx, dy = scenes.moved_state(spec, k)
            canvas.drawPicture(head)
            canvas.drawRRect(rrect(rects[index], dx, dy), moved_paint)
            canvas.drawPicture(tail)
    elif spec["animation"]:
        current = [None]

        def draw_layers(c, t):
            background(c)
            for r in spec["rects"]:
                angle, opacity = scenes.animated(r, spec, t)
                rgba = r["rgba"][:3] + [r["rgba"][3] * opacity]
                c.save()
                c.translate(r["x"] + r["w"] / 2, r["y"] + r["h"] / 2)
                c.rotate(angle)
                c.drawRect(skia.Rect.MakeXYWH(-r["w"] / 2, -r["h"] / 2, r["w"], r["h"]), paint(rgba))
                c.restore()

        def before(k):
            t = scenes.animation_time(spec, k)
            current[0] = record(lambda c: draw_layers(c, t))

        def frame(k):
            canvas.drawPicture(current[0])
        note = "whole frame drawn: each frame's calls recorded untimed (Python), the SkPicture replayed timed"
    else:
        picture_of_scene = record(draw_scene)

        def frame(k):
            canvas.drawPicture(picture_of_scene)

    def picture(path):
        if spec["moved"]:
            frame(1)
        elif spec["animation"]:
            draw_layers(canvas, spec["animation"]["pngTime"])
        else:
            frame(0)
        surface.makeImageSnapshot().save(path, skia.kPNG)

    return scenes.Job(frame, picture, threads=1, note=note, before=before)


if __name__ == "__main__":
    sys.exit(scenes.harness_main(ENGINE, prepare))
