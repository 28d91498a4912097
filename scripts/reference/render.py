#!/usr/bin/env python3
"""Strata's independent reference renderer.

Draws every test scene of Strata's gallery (and the LCD clock and digit-sheet scenes) directly
with pycairo, numpy and scipy, following Core Animation's documented semantics rather than
Strata's code; the PNGs it writes into Tests/Reference/expected/ are the expected images that
scripts/reference/compare.py holds `strata render` to.

What it implements (the whole "compositor" is the `draw_layer` function below):

* Geometry: bounds, position, anchorPoint (0.5, 0.5), transform applied about the anchor
  point, sublayerTransform applied about the parent's anchor point, 4x4 row-vector matrices
  as in CATransform3D (p' = p * M; CATransform3DTranslate(t, ...) = translate * t).
  Layer space is y-down, like UIKit's and cairo's.
* Per layer, in order: background colour filling the bounds rounded by cornerRadius
  (circular corners); contents placed by contentsGravity (image size in points = pixels /
  contentsScale; `top` is the minimum-y edge) and cut by contentsRect, nine-part scaled by
  contentsCenter; sublayers (in order); the border, a band borderWidth wide inside the
  rounded bounds (inner corner radius = cornerRadius - borderWidth), above the sublayers.
  Contents are not clipped by the corner radius unless masksToBounds.
* masksToBounds multiplies the contents, the sublayers and the shadow by the coverage of the
  rounded bounds (the background and the border already have that shape); a mask
  multiplies the whole layer, shadow included, by the alpha of the mask layer (its colour
  is ignored).
* Shadows: a Gaussian blur (scipy.ndimage.gaussian_filter, sigma = shadowRadius) of the
  layer's composited alpha (or of the filled shadowPath), offset by shadowOffset (default
  (0, -3): up in a y-down space), coloured shadowColor x shadowOpacity, drawn below the
  layer; default shadowRadius 3, shadowColor opaque black.
* Opacity: with allowsGroupOpacity (or shouldRasterize) the layer and its subtree are
  composited into a group that is then painted at the opacity; with allowsGroupOpacity =
  false every layer of the subtree draws its own pieces at the product of the opacities.
* Non-affine transforms (perspective): the layer is rendered flat (shadow included, in its
  own plane), then warped into the page with the homography (inverse mapping, bilinear);
  a layer with isDoubleSided = false whose projection is mirrored (seen from the back) is
  not drawn.
* CAReplicatorLayer: instance k (0-based) draws every sublayer with instanceTransform^k
  applied about the replicator's centre, its colours multiplied by instanceColor + k x the
  red/green/blue/alpha offsets (clamped to 0...1); instances in order, later ones on top.
* Contents filters: nearest (texel under the pixel centre), linear (bilinear on the
  premultiplied image, clamped to the image edge), trilinear (mipmaps made by 2x2 box
  averages, bilinear in the two nearest levels blended by the fractional level of detail,
  lod = log2 of texels per pixel); the minification filter is used when lod > 0.
* CAGradientLayer, type conic (the only gradient type here): each pixel's colour is read at its
  centre, mapped back into the layer's bounds coordinates. The gradient is centred on
  startPoint; a point's angle phi is atan2(y - cy, x - cx) in bounds coordinates (y down, so
  growing angles go clockwise on the screen), the first colour lies on the ray toward
  endPoint (angle phi0), and t = ((phi - phi0) mod 2 pi) / 2 pi. The colours sit at
  `locations` (evenly spread from 0 to 1 without them); t before the first location takes the
  first colour, after the last the last one, and between two locations the colour is
  interpolated linearly. The gradient is the layer's content: above the background, below
  the sublayers and the border, clipped to the bounds (and by masksToBounds like contents).
* Text: CATextLayer strings are NOT drawn (fonts are not matched); a text layer draws only
  its background. compare.py leaves the text rectangles out of the comparison.
* The pictures GalleryArt.swift draws with CoreGraphics are redrawn with the same cairo
  drawing calls; the digit sheet is Assets/Digits.png.

Usage:
  render.py --all [--out-dir DIR]      every case into DIR (default Tests/Reference/expected)
  render.py CASE --out FILE.png        one case
  render.py --list                     the case names
"""

import argparse
import math
import os
import sys

import cairo
import numpy as np
import scipy.ndimage as ndi

# False renders every scene without shadows (compare.py uses it to find the shadows' pixels).
SHADOWS = True

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
EXPECTED_DIR = os.path.join(ROOT, "Tests", "Reference", "expected")
DIGITS_PNG = os.path.join(ROOT, "Assets", "Digits.png")

# ----------------------------------------------------------------------------------------
# 4x4 row-vector transforms, as CATransform3D


def identity():
    return np.eye(4)


def translate(tx, ty, tz=0.0):
    m = np.eye(4)
    m[3, 0:3] = (tx, ty, tz)
    return m


def scale(sx, sy, sz=1.0):
    return np.diag([sx, sy, sz, 1.0])


def rotation(angle, x, y, z):
    """CATransform3DMakeRotation(angle, x, y, z)."""
    n = math.sqrt(x * x + y * y + z * z)
    x, y, z = x / n, y / n, z / n
    c, s = math.cos(angle), math.sin(angle)
    t = 1 - c
    m = np.eye(4)
    m[0, 0:3] = (x * x * t + c, x * y * t + z * s, x * z * t - y * s)
    m[1, 0:3] = (x * y * t - z * s, y * y * t + c, y * z * t + x * s)
    m[2, 0:3] = (x * z * t + y * s, y * z * t - x * s, z * z * t + c)
    return m


def ca_translate(t, tx, ty, tz=0.0):
    """CATransform3DTranslate(t, ...): translate first, then t."""
    return translate(tx, ty, tz) @ t


def ca_rotate(t, angle, x, y, z):
    return rotation(angle, x, y, z) @ t


def ca_scale(t, sx, sy, sz):
    return scale(sx, sy, sz) @ t


def is_affine(m):
    """True when m (applied to z = 0 points) needs no perspective divide."""
    return abs(m[0, 3]) < 1e-12 and abs(m[1, 3]) < 1e-12 and abs(m[3, 3] - 1) < 1e-12


def homography(m):
    """The 3x3 (row-vector) matrix mapping (x, y, 1) of the z = 0 plane through m."""
    return m[np.ix_([0, 1, 3], [0, 1, 3])]


def cairo_matrix(m):
    return cairo.Matrix(m[0, 0], m[0, 1], m[1, 0], m[1, 1], m[3, 0], m[3, 1])


def device_scale(m):
    return math.sqrt(abs(m[0, 0] * m[1, 1] - m[0, 1] * m[1, 0]))


# ----------------------------------------------------------------------------------------
# Images: float32 premultiplied RGBA, H x W x 4, values 0...1


def surface_to_array(surface):
    surface.flush()
    w, h, stride = surface.get_width(), surface.get_height(), surface.get_stride()
    data = np.frombuffer(surface.get_data(), dtype=np.uint8).reshape(h, stride)
    if surface.get_format() == cairo.FORMAT_A8:
        return data[:, :w].astype(np.float32) / 255.0
    px = data[:, : 4 * w].reshape(h, w, 4)  # little-endian ARGB32: B, G, R, A
    out = np.empty((h, w, 4), np.float32)
    out[..., 0] = px[..., 2]
    out[..., 1] = px[..., 1]
    out[..., 2] = px[..., 0]
    out[..., 3] = px[..., 3]
    if surface.get_format() == cairo.FORMAT_RGB24:
        out[..., 3] = 255
    return out / 255.0


def draw_image(width, height, draw):
    """An image drawn by `draw(ctx)` into a y-down cairo context (like GalleryArt.image)."""
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, width, height)
    ctx = cairo.Context(surface)
    draw(ctx)
    return surface_to_array(surface)


def write_png(image, path):
    """Writes an opaque RGB PNG (the image is composited over black if not opaque)."""
    h, w = image.shape[:2]
    rgb = np.clip(np.rint(image[..., :3] * 255.0), 0, 255).astype(np.uint8)
    surface = cairo.ImageSurface(cairo.FORMAT_RGB24, w, h)
    stride = surface.get_stride()
    buf = np.frombuffer(surface.get_data(), dtype=np.uint8).reshape(h, stride)
    px = buf[:, : 4 * w].reshape(h, w, 4)
    px[..., 0] = rgb[..., 2]
    px[..., 1] = rgb[..., 1]
    px[..., 2] = rgb[..., 0]
    px[..., 3] = 255
    surface.mark_dirty()
    surface.write_to_png(path)


def read_png(path):
    """A PNG as float premultiplied RGBA."""
    return surface_to_array(cairo.ImageSurface.create_from_png(path))


def rgba(r, g, b, a=1.0):
    return (r, g, b, a)


def gray(v, a=1.0):
    return (v, v, v, a)


# ----------------------------------------------------------------------------------------
# The pictures of GalleryArt.swift, redrawn with cairo (CGContext's y-down flip = cairo's space)

WHITE = gray(1)
RED = rgba(0.9, 0.15, 0.15)
BLUE = rgba(0.2, 0.45, 0.9)


def ellipse_path(ctx, x, y, w, h):
    ctx.save()
    ctx.translate(x + w / 2, y + h / 2)
    ctx.scale(w / 2, h / 2)
    ctx.new_sub_path()
    ctx.arc(0, 0, 1, 0, 2 * math.pi)
    ctx.close_path()
    ctx.restore()


def rounded_rect_path(ctx, x, y, w, h, r):
    r = max(0.0, min(r, w / 2, h / 2))
    ctx.new_sub_path()
    if r <= 0:
        ctx.rectangle(x, y, w, h)
        return
    ctx.arc(x + w - r, y + r, r, -math.pi / 2, 0)
    ctx.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
    ctx.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
    ctx.arc(x + r, y + r, r, math.pi, 1.5 * math.pi)
    ctx.close_path()


def snowman_art(ctx):
    """120 x 160: a snowman on transparency."""
    ctx.set_line_width(2)
    for (x, y, w, h) in [(20, 70, 80, 80), (32, 22, 56, 56)]:
        ellipse_path(ctx, x, y, w, h)
        ctx.set_source_rgba(1, 1, 1, 1)
        ctx.fill()
        ellipse_path(ctx, x, y, w, h)
        ctx.set_source_rgba(0.55, 0.55, 0.55, 1)
        ctx.stroke()
    ctx.set_source_rgba(0.1, 0.1, 0.15, 1)
    ctx.rectangle(38, 14, 44, 8)
    ctx.fill()
    ctx.rectangle(46, 0, 28, 16)
    ctx.fill()
    ellipse_path(ctx, 47, 40, 7, 7)
    ctx.fill()
    ellipse_path(ctx, 66, 40, 7, 7)
    ctx.fill()
    ctx.set_source_rgba(0.95, 0.5, 0.1, 1)
    ctx.move_to(60, 52)
    ctx.line_to(84, 57)
    ctx.line_to(60, 60)
    ctx.close_path()
    ctx.fill()


def igloo_art(ctx):
    """300 x 300, opaque: sky bands, snow, an igloo with three block lines and a door."""
    for band in range(30):
        t = band / 29
        ctx.set_source_rgba(0.25 + 0.5 * t, 0.5 + 0.4 * t, 0.95, 1)
        ctx.rectangle(0, band * 7, 300, 7)
        ctx.fill()
    ctx.set_source_rgba(0.93, 0.96, 1, 1)
    ctx.rectangle(0, 210, 300, 90)
    ctx.fill()
    ctx.set_line_width(3)
    ctx.new_path()
    ctx.arc(150, 230, 100, math.pi, 2 * math.pi)  # the upper half in a y-down space
    ctx.close_path()
    ctx.set_source_rgba(1, 1, 1, 1)
    ctx.fill_preserve()
    ctx.set_source_rgba(0.6, 0.7, 0.85, 1)
    ctx.stroke()
    for row in range(1, 4):
        y = 230 - row * 25
        ctx.move_to(60 + row * 8, y)
        ctx.line_to(240 - row * 8, y)
        ctx.stroke()
    ctx.set_source_rgba(0.2, 0.25, 0.35, 1)
    ctx.new_path()
    ctx.arc(150, 230, 30, math.pi, 2 * math.pi)
    ctx.close_path()
    ctx.fill()


def cone_art(ctx):
    """300 x 300: a cone (ice-cream shape) on transparency; only its alpha is used."""
    ctx.set_source_rgba(0, 0, 0, 1)
    ctx.move_to(150, 290)
    ctx.line_to(40, 90)
    ctx.arc(150, 90, 110, math.pi, 2 * math.pi)
    ctx.close_path()
    ctx.fill()


def button_art(ctx):
    """30 x 30: a rounded button face with a 2-px-wide stroke and a highlight bar."""
    rounded_rect_path(ctx, 1, 1, 28, 28, 9)
    ctx.set_source_rgba(0.3, 0.6, 0.95, 1)
    ctx.fill_preserve()
    ctx.set_line_width(2)
    ctx.set_source_rgba(0.1, 0.25, 0.55, 1)
    ctx.stroke()
    ctx.set_source_rgba(1, 1, 1, 0.45)
    ctx.rectangle(6, 4, 18, 4)
    ctx.fill()


_ART = {}


def art(name):
    if name not in _ART:
        if name == "snowman":
            _ART[name] = draw_image(120, 160, snowman_art)
        elif name == "igloo":
            _ART[name] = draw_image(300, 300, igloo_art)
        elif name == "cone":
            _ART[name] = draw_image(300, 300, cone_art)
        elif name == "button":
            _ART[name] = draw_image(30, 30, button_art)
        elif name == "digits":
            _ART[name] = read_png(DIGITS_PNG)
        else:
            raise KeyError(name)
    return _ART[name]


# ----------------------------------------------------------------------------------------
# The layer model


class Layer:
    def __init__(self, name, frame=None, background=None, **props):
        self.name = name
        self.bounds = (0.0, 0.0, 0.0, 0.0)
        self.position = (0.0, 0.0)
        self.anchor = (0.5, 0.5)
        self.transform = identity()
        self.sublayer_transform = identity()
        self.background = background
        self.corner_radius = 0.0
        self.border_width = 0.0
        self.border_color = gray(0)
        self.contents = None
        self.contents_gravity = "resize"
        self.contents_scale = 1.0
        self.contents_rect = (0.0, 0.0, 1.0, 1.0)
        self.contents_center = (0.0, 0.0, 1.0, 1.0)
        self.min_filter = "linear"
        self.mag_filter = "linear"
        self.masks_to_bounds = False
        self.opacity = 1.0
        self.allows_group_opacity = True
        self.should_rasterize = False
        self.shadow_opacity = 0.0
        self.shadow_color = gray(0)
        self.shadow_offset = (0.0, -3.0)
        self.shadow_radius = 3.0
        self.shadow_path = None  # callable(ctx) adding the path in bounds coordinates
        self.mask = None
        self.double_sided = True
        self.sublayers = []
        # CAReplicatorLayer
        self.instance_count = 1
        self.instance_transform = identity()
        self.instance_color = (1.0, 1.0, 1.0, 1.0)
        self.instance_offsets = (0.0, 0.0, 0.0, 0.0)  # red, green, blue, alpha
        # CAGradientLayer, type conic: colours (r, g, b, a), locations or None, unit points
        self.conic_colors = None
        self.locations = None
        self.start_point = (0.5, 0.5)
        self.end_point = (0.5, 1.0)
        # CATextLayer: its string is not drawn
        self.text = None
        if frame is not None:
            self.frame = frame
        for key, value in props.items():
            if not hasattr(self, key):
                raise AttributeError(key)
            setattr(self, key, value)

    @property
    def frame(self):
        x, y, w, h = self.bounds
        return (self.position[0] - self.anchor[0] * w, self.position[1] - self.anchor[1] * h, w, h)

    @frame.setter
    def frame(self, rect):
        x, y, w, h = rect
        self.bounds = (0.0, 0.0, float(w), float(h))
        self.position = (x + self.anchor[0] * w, y + self.anchor[1] * h)

    def add(self, *layers):
        self.sublayers.extend(layers)
        return layers[0] if len(layers) == 1 else layers

    def anchor_point_in_bounds(self):
        bx, by, w, h = self.bounds
        return (bx + self.anchor[0] * w, by + self.anchor[1] * h)

    def to_superlayer(self):
        """Maps this layer's bounds coordinates into its superlayer's bounds coordinates,
        without the superlayer's sublayerTransform."""
        ax, ay = self.anchor_point_in_bounds()
        return translate(-ax, -ay) @ self.transform @ translate(*self.position)

    def sublayer_matrix(self):
        """The superlayer part of a sublayer's mapping: sublayerTransform about the anchor."""
        ax, ay = self.anchor_point_in_bounds()
        return translate(-ax, -ay) @ self.sublayer_transform @ translate(ax, ay)


# ----------------------------------------------------------------------------------------
# Rasterising


def coverage(shape, m, height, width, fill_rule=cairo.FILL_RULE_WINDING):
    """Antialiased coverage (0...1) of the path `shape(ctx)` drawn under the affine m."""
    surface = cairo.ImageSurface(cairo.FORMAT_A8, width, height)
    ctx = cairo.Context(surface)
    ctx.set_matrix(cairo_matrix(m))
    ctx.set_fill_rule(fill_rule)
    shape(ctx)
    ctx.set_matrix(cairo.Matrix())
    ctx.set_source_rgba(0, 0, 0, 1)
    ctx.fill()
    return surface_to_array(surface)


def over(dest, src, factor=1.0):
    """dest = src * factor over dest (premultiplied, in place)."""
    if factor != 1.0:
        src = src * factor
    dest *= (1.0 - src[..., 3:4])
    dest += src


def fill_color(dest, cov, color, alpha=1.0):
    r, g, b, a = color
    a = a * alpha
    pm = np.array([r * a, g * a, b * a, a], np.float32)
    c = cov[..., None]
    dest *= (1.0 - c * a)
    dest += c * pm


def bounds_path(layer, inset=0.0):
    bx, by, w, h = layer.bounds
    r = max(0.0, layer.corner_radius - inset)

    def shape(ctx):
        rounded_rect_path(ctx, bx + inset, by + inset, w - 2 * inset, h - 2 * inset, r)
    return shape


def border_path(layer):
    outer, inner = bounds_path(layer), bounds_path(layer, layer.border_width)

    def shape(ctx):
        outer(ctx)
        inner(ctx)
    return shape


def pixel_grid(height, width):
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float64)
    return xs + 0.5, ys + 0.5


def sample_bilinear(img, u, v):
    """Bilinear sample of img at texel coordinates (u, v) (texel k's centre is k + 0.5),
    clamped to the edge."""
    h, w = img.shape[:2]
    x, y = u - 0.5, v - 0.5
    x0, y0 = np.floor(x), np.floor(y)
    fx, fy = (x - x0)[..., None], (y - y0)[..., None]
    x0, y0 = x0.astype(np.int64), y0.astype(np.int64)
    x1, y1 = np.clip(x0 + 1, 0, w - 1), np.clip(y0 + 1, 0, h - 1)
    x0, y0 = np.clip(x0, 0, w - 1), np.clip(y0, 0, h - 1)
    top = img[y0, x0] * (1 - fx) + img[y0, x1] * fx
    bottom = img[y1, x0] * (1 - fx) + img[y1, x1] * fx
    return (top * (1 - fy) + bottom * fy).astype(np.float32)


def sample_nearest(img, u, v):
    h, w = img.shape[:2]
    x = np.clip(np.floor(u).astype(np.int64), 0, w - 1)
    y = np.clip(np.floor(v).astype(np.int64), 0, h - 1)
    return img[y, x]


def sample_zero_bilinear(img, u, v):
    """Bilinear sample with transparent black outside the image (for warping)."""
    padded = np.pad(img, ((1, 1), (1, 1), (0, 0)))
    return sample_bilinear(padded, u + 1, v + 1)


def mipmaps(img):
    levels = [img]
    while min(levels[-1].shape[:2]) > 1:
        a = levels[-1]
        h, w = a.shape[0] // 2 * 2, a.shape[1] // 2 * 2
        a = a[:h, :w]
        levels.append(0.25 * (a[0::2, 0::2] + a[1::2, 0::2] + a[0::2, 1::2] + a[1::2, 1::2]))
    return levels


def sample_trilinear(img, u, v, lod):
    if lod <= 0:
        return sample_bilinear(img, u, v)
    levels = mipmaps(img)
    l0 = min(int(math.floor(lod)), len(levels) - 1)
    l1 = min(l0 + 1, len(levels) - 1)
    t = lod - math.floor(lod) if l1 != l0 else 0.0
    h, w = img.shape[:2]

    def level(i):
        a = levels[i]
        return sample_bilinear(a, u * a.shape[1] / w, v * a.shape[0] / h)
    s0 = level(l0)
    return s0 if t == 0 else s0 * (1 - t) + level(l1) * t


def gravity_rect(gravity, bw, bh, cw, ch):
    """The rectangle (in bounds units, from the bounds origin) contents of size cw x ch get."""
    if gravity == "resize":
        return 0.0, 0.0, bw, bh
    if gravity in ("resizeAspect", "resizeAspectFill"):
        s = (min if gravity == "resizeAspect" else max)(bw / cw, bh / ch)
        w, h = cw * s, ch * s
        return (bw - w) / 2, (bh - h) / 2, w, h
    x = (bw - cw) / 2
    y = (bh - ch) / 2
    if "left" in gravity.lower():
        x = 0.0
    if "right" in gravity.lower():
        x = bw - cw
    if gravity.startswith("top"):
        y = 0.0
    if gravity.startswith("bottom"):
        y = bh - ch
    return x, y, cw, ch


def nine_part(t, dest_len, src_len, c0, c1, points_per_texel):
    """Maps a distance t along the destination (0...dest_len) to a texel offset (0...src_len)
    for contentsCenter spanning c0...c1 (unit) of the source: the outer parts keep their
    size, the centre stretches."""
    lo, hi = c0 * src_len, (1 - c1) * src_len  # texels before / after the centre
    lo_p, hi_p = lo * points_per_texel, hi * points_per_texel
    if lo_p + hi_p > dest_len and lo_p + hi_p > 0:  # too small: shrink the outer parts
        k = dest_len / (lo_p + hi_p)
        lo_p, hi_p = lo_p * k, hi_p * k
    mid_p = dest_len - lo_p - hi_p
    mid = src_len - lo - hi
    out = np.where(t < lo_p, t * (lo / lo_p if lo_p > 0 else 0.0),
                   np.where(t > dest_len - hi_p,
                            src_len - (dest_len - t) * (hi / hi_p if hi_p > 0 else 0.0),
                            lo + (t - lo_p) * (mid / mid_p if mid_p > 0 else 0.0)))
    return out


def draw_contents(dest, layer, m, alpha):
    img = layer.contents
    ih, iw = img.shape[:2]
    rx, ry, rw, rh = layer.contents_rect
    sx0, sy0, sw, sh = rx * iw, ry * ih, rw * iw, rh * ih  # texels
    bx, by, bw, bh = layer.bounds
    cs = layer.contents_scale
    gx, gy, gw, gh = gravity_rect(layer.contents_gravity, bw, bh, sw / cs, sh / cs)
    gx, gy = gx + bx, gy + by
    height, width = dest.shape[:2]
    cov = coverage(lambda ctx: ctx.rectangle(gx, gy, gw, gh), m, height, width)
    ys, xs = np.nonzero(cov > 0)
    if len(xs) == 0:
        return
    # Device pixel centres back into bounds coordinates.
    h3 = homography(m)
    inv = np.linalg.inv(h3)
    px, py = xs + 0.5, ys + 0.5
    lx = px * inv[0, 0] + py * inv[1, 0] + inv[2, 0]
    ly = px * inv[0, 1] + py * inv[1, 1] + inv[2, 1]
    tx, ty = lx - gx, ly - gy
    ccx, ccy, ccw, cch = layer.contents_center
    if (ccx, ccy, ccw, cch) != (0.0, 0.0, 1.0, 1.0):
        u = sx0 + nine_part(tx, gw, sw, ccx, 1 - ccx - ccw, 1 / cs)
        v = sy0 + nine_part(ty, gh, sh, ccy, 1 - ccy - cch, 1 / cs)
        du_dx, dv_dy = sw / gw, sh / gh  # the filter choice uses the overall scale
    else:
        u = sx0 + tx * (sw / gw)
        v = sy0 + ty * (sh / gh)
        du_dx, dv_dy = sw / gw, sh / gh
    # Texels per device pixel, from the derivatives of (u, v) along device x and y.
    jx = math.hypot(inv[0, 0] * du_dx, inv[0, 1] * dv_dy)
    jy = math.hypot(inv[1, 0] * du_dx, inv[1, 1] * dv_dy)
    lod = math.log2(max(jx, jy))
    flt = layer.min_filter if lod > 0 else layer.mag_filter
    if flt == "nearest":
        col = sample_nearest(img, u, v)
    elif flt == "linear":
        col = sample_bilinear(img, u, v)
    elif flt == "trilinear":
        col = sample_trilinear(img, u, v, lod)
    else:
        raise ValueError(flt)
    src = np.zeros_like(dest)
    src[ys, xs] = col * (cov[ys, xs, None] * alpha)
    over(dest, src)


def conic_colors_at(t, colors, locations):
    """The colours at parameters t (an array, 0...1) of a gradient of `colors` at `locations`
    (evenly spread when None): the end colours before the first location and after the last,
    linear between neighbours."""
    n = len(colors)
    locs = list(locations) if locations is not None else [k / (n - 1) if n > 1 else 0.0 for k in range(n)]
    out = np.zeros(t.shape + (4,), np.float64)
    first, last = np.array(colors[0], np.float64), np.array(colors[-1], np.float64)
    out[...] = first
    out[t > locs[-1]] = last
    for k in range(n - 1):
        a, b = locs[k], locs[k + 1]
        if b <= a:
            continue
        inside = (t >= a) & (t <= b)
        f = ((t[inside] - a) / (b - a))[..., None]
        out[inside] = np.array(colors[k], np.float64) * (1 - f) + np.array(colors[k + 1], np.float64) * f
    return out


def draw_conic(dest, layer, m, alpha):
    """A conic gradient over the layer's bounds, each pixel sampled at its centre (see the
    notes at the top)."""
    height, width = dest.shape[:2]
    bx, by, w, h = layer.bounds
    cx, cy = bx + layer.start_point[0] * w, by + layer.start_point[1] * h
    ex, ey = bx + layer.end_point[0] * w, by + layer.end_point[1] * h
    phi0 = math.atan2(ey - cy, ex - cx)
    # Device pixel centres back into bounds coordinates through the inverse affine map.
    inv = np.linalg.inv(homography(m))
    xs, ys = pixel_grid(height, width)
    lx = xs * inv[0, 0] + ys * inv[1, 0] + inv[2, 0]
    ly = xs * inv[0, 1] + ys * inv[1, 1] + inv[2, 1]
    t = np.mod(np.arctan2(ly - cy, lx - cx) - phi0, 2 * math.pi) / (2 * math.pi)
    rgba_ = conic_colors_at(t, layer.conic_colors, layer.locations)
    cov = coverage(bounds_path(layer), m, height, width).astype(np.float64) * alpha
    a = rgba_[..., 3] * cov
    src = np.stack([rgba_[..., 0] * a, rgba_[..., 1] * a, rgba_[..., 2] * a, a], axis=-1).astype(np.float32)
    over(dest, src)


def draw_layer(layer, m, dest, inherited=1.0):
    """Composites `layer` (bounds coordinates mapped to dest's pixels by the 4x4 m) and its
    subtree over dest."""
    height, width = dest.shape[:2]
    if not layer.double_sided and facing_away(layer, m):
        return
    if not is_affine(m):
        draw_projected(layer, m, dest, inherited)
        return
    group = layer.allows_group_opacity or layer.should_rasterize
    own_alpha = 1.0 if group else inherited * layer.opacity
    final = inherited * layer.opacity if group else 1.0
    buf = np.zeros_like(dest)
    if layer.background is not None:
        fill_color(buf, coverage(bounds_path(layer), m, height, width), layer.background, own_alpha)
    # Contents and sublayers: the part masksToBounds clips (the background and the border
    # already have the rounded shape).
    inner = np.zeros_like(dest)
    if layer.conic_colors is not None:
        draw_conic(inner, layer, m, own_alpha)
    if layer.contents is not None:
        draw_contents(inner, layer, m, own_alpha)
    sub = layer.sublayer_matrix() @ m
    for k in range(layer.instance_count):
        if layer.instance_count == 1:
            inst, color = identity(), None
        else:
            cx, cy = layer.bounds[0] + layer.bounds[2] / 2, layer.bounds[1] + layer.bounds[3] / 2
            inst = translate(-cx, -cy) @ np.linalg.matrix_power(layer.instance_transform, k) @ translate(cx, cy)
            color = np.clip(np.array(layer.instance_color) + k * np.array(layer.instance_offsets), 0, 1)
        for child in layer.sublayers:
            cm = child.to_superlayer() @ inst @ sub
            if color is None:
                draw_layer(child, cm, inner, own_alpha)
            else:
                tmp = np.zeros_like(dest)
                draw_layer(child, cm, tmp, own_alpha)
                tmp *= np.array([color[0], color[1], color[2], 1.0], np.float32) * color[3]
                over(inner, tmp)
    clip = None
    if layer.masks_to_bounds:
        clip = coverage(bounds_path(layer), m, height, width)
        inner *= clip[..., None]
    over(buf, inner)
    if layer.border_width > 0:
        cov = coverage(border_path(layer), m, height, width, cairo.FILL_RULE_EVEN_ODD)
        fill_color(buf, cov, layer.border_color, own_alpha)
    if SHADOWS and layer.shadow_opacity > 0:
        if layer.shadow_path is not None:
            alpha = coverage(layer.shadow_path, m, height, width)
        else:
            alpha = buf[..., 3].copy()
        dx = layer.shadow_offset[0] * m[0, 0] + layer.shadow_offset[1] * m[1, 0]
        dy = layer.shadow_offset[0] * m[0, 1] + layer.shadow_offset[1] * m[1, 1]
        alpha = ndi.shift(alpha, (dy, dx), order=1, mode="constant", cval=0.0)
        sigma = layer.shadow_radius * device_scale(m)
        if sigma > 0:
            alpha = ndi.gaussian_filter(alpha.astype(np.float64), sigma, mode="constant", truncate=6.0)
        shadow = np.zeros_like(dest)
        fill_color(shadow, alpha.astype(np.float32), layer.shadow_color, layer.shadow_opacity * own_alpha)
        if clip is not None:
            shadow *= clip[..., None]
        over(shadow, buf)
        buf = shadow
    # The mask cuts the whole layer, shadow included.
    if layer.mask is not None:
        mbuf = np.zeros_like(dest)
        draw_layer(layer.mask, layer.mask.to_superlayer() @ m, mbuf)
        buf *= mbuf[..., 3:4]
    over(dest, buf, final)


def facing_away(layer, m):
    """True when the layer is seen from the back: its projection at the centre of its bounds
    is mirrored (negative orientation in the y-down device space)."""
    bx, by, bw, bh = layer.bounds
    cx, cy = bx + bw / 2, by + bh / 2
    h3 = homography(m)

    def project(x, y):
        p = np.array([x, y, 1.0]) @ h3
        return p[:2] / p[2]
    p0, px, py = project(cx, cy), project(cx + 1, cy), project(cx, cy + 1)
    det = (px[0] - p0[0]) * (py[1] - p0[1]) - (px[1] - p0[1]) * (py[0] - p0[0])
    return det < 0


def draw_projected(layer, m, dest, inherited):
    """A layer under a perspective transform: render it flat (with its shadow, in its own
    plane), then warp the flat image into dest with the homography."""
    bx, by, bw, bh = layer.bounds
    margin = 0
    if layer.shadow_opacity > 0:
        margin = int(math.ceil(max(abs(layer.shadow_offset[0]), abs(layer.shadow_offset[1]))
                               + 4 * layer.shadow_radius)) + 2
    fw, fh = int(math.ceil(bw)) + 2 * margin, int(math.ceil(bh)) + 2 * margin
    flat_m = translate(margin - bx, margin - by)
    flat = np.zeros((fh, fw, 4), np.float32)
    draw_layer(layer, flat_m, flat, inherited)
    # Device pixel -> flat pixel: inverse of (flat -> bounds -> device).
    full = homography(np.linalg.inv(flat_m) @ m)
    inv = np.linalg.inv(full)
    corners = np.array([[0, 0, 1], [fw, 0, 1], [0, fh, 1], [fw, fh, 1]], float) @ full
    corners = corners[:, :2] / corners[:, 2:3]
    height, width = dest.shape[:2]
    x0 = max(0, int(math.floor(corners[:, 0].min())) - 1)
    x1 = min(width, int(math.ceil(corners[:, 0].max())) + 1)
    y0 = max(0, int(math.floor(corners[:, 1].min())) - 1)
    y1 = min(height, int(math.ceil(corners[:, 1].max())) + 1)
    if x1 <= x0 or y1 <= y0:
        return
    xs, ys = pixel_grid(y1 - y0, x1 - x0)
    xs, ys = xs + x0, ys + y0
    q = np.stack([xs, ys, np.ones_like(xs)], -1) @ inv
    u, v = q[..., 0] / q[..., 2], q[..., 1] / q[..., 2]
    warped = sample_zero_bilinear(flat, u, v)
    over(dest[y0:y1, x0:x1], warped)


def render(root, width, height):
    page = np.zeros((height, width, 4), np.float32)
    draw_layer(root, root.to_superlayer(), page)
    return page


# ----------------------------------------------------------------------------------------
# Scenes: the layer trees of Sources/StrataScenes, rebuilt

HEADER = 70
PAGE_W, PAGE_H = 900, 650 + HEADER


def view(name, frame, color=WHITE, **props):
    return Layer(name, frame, background=color, **props)


def gallery_page(build):
    """A gallery page at its design size: the backdrop, the header (text not drawn) and
    the 900 x 650 content layer the listing builds into."""
    root = Layer("page", (0, 0, PAGE_W, PAGE_H), background=rgba(0.91, 0.91, 0.93))
    sheet = root.add(Layer("sheet", (0, 0, PAGE_W, PAGE_H)))
    sheet.add(Layer("title", (20, 10, PAGE_W - 40, 28), text="(title)"),
              Layer("caption", (20, 38, PAGE_W - 40, 30), text="(caption)"))
    content = sheet.add(Layer("content", (0, HEADER, 900, 650)))
    build(content)
    return root


def two_views(content, wrap_second=False):
    v1 = view("layerView1", (150, 200, 200, 200))
    v2 = view("layerView2", (550, 200, 200, 200))
    for i, v in enumerate((v1, v2)):
        v.add(view("red%d" % (i + 1), (130, 130, 100, 100), RED))
    content.add(v1)
    if not wrap_second:
        content.add(v2)
        return v1, v2, None
    wrapper = view("shadowView", v2.frame, None)
    v2.frame = (0, 0, 200, 200)
    wrapper.add(v2)
    content.add(wrapper)
    return v1, v2, wrapper


def scene_rounded_corners(content):
    v1, v2, _ = two_views(content)
    v1.corner_radius = v2.corner_radius = 20
    v2.masks_to_bounds = True


def scene_borders(content):
    v1, v2, _ = two_views(content)
    v1.corner_radius = v2.corner_radius = 20
    v1.border_width = v2.border_width = 5
    v2.masks_to_bounds = True


def scene_shadow_clipping(content):
    v1, v2, wrapper = two_views(content, wrap_second=True)
    v1.corner_radius = v2.corner_radius = 20
    v1.border_width = v2.border_width = 5
    for layer in (v1, wrapper):
        layer.shadow_opacity = 0.5
        layer.shadow_offset = (0, 5)
        layer.shadow_radius = 5
    v2.masks_to_bounds = True
    v1.masks_to_bounds = True


def scene_shadow_path(content):
    v1 = view("layerView1", (180, 180, 180, 240), None)
    v2 = view("layerView2", (540, 180, 180, 240), None)
    for v in (v1, v2):
        v.contents = art("snowman")
        v.contents_gravity = "resizeAspect"
        v.shadow_opacity = 0.5
        content.add(v)
    v1.shadow_path = lambda ctx: ctx.rectangle(0, 0, 180, 240)
    v2.shadow_path = lambda ctx: ellipse_path(ctx, 0, 0, 180, 240)


def scene_mask(content):
    image = view("imageView", (300, 150, 300, 300), None, contents=art("igloo"))
    content.add(image)
    image.mask = Layer("maskLayer", (0, 0, 300, 300), contents=art("cone"))


def custom_button(name):
    button = view(name, (0, 0, 150, 50))
    button.corner_radius = 10
    button.add(Layer(name + "-label", (20, 10, 110, 30), background=WHITE, text="Hello World"))
    return button


def scene_group_opacity(content):
    container = content.add(view("containerView", (75, 225, 750, 200), rgba(0.25, 0.3, 0.4)))
    for i, x in enumerate((125, 375, 625)):
        b = custom_button("button%d" % (i + 1))
        b.position = (x, 100)
        if i > 0:
            b.opacity = 0.5
            b.allows_group_opacity = False
        if i == 2:
            b.should_rasterize = True
        container.add(b)


def scene_replicator(content):
    container = content.add(view("containerView", (300, 25, 300, 300), None))
    rep = container.add(Layer("replicator", (0, 0, 300, 300)))
    rep.instance_count = 10
    t = identity()
    t = ca_translate(t, 0, 200, 0)
    t = ca_rotate(t, math.pi / 5, 0, 0, 1)
    t = ca_translate(t, 0, -200, 0)
    rep.instance_transform = t
    rep.instance_offsets = (0.0, -0.1, -0.1, 0.0)
    rep.add(view("square", (100, 100, 100, 100)))


def scene_reflection(content):
    rep = content.add(Layer("reflectionView", (300, 40, 300, 300)))
    rep.instance_count = 2
    t = identity()
    t = ca_translate(t, 0, 300 + 2, 0)
    t = ca_scale(t, 1, -1, 0)
    rep.instance_transform = t
    rep.instance_offsets = (0.0, 0.0, 0.0, -0.6)
    rep.add(view("imageView", (0, 0, 300, 300), None, contents=art("igloo")))


GRAVITIES = ["center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft",
             "bottomRight", "resize", "resizeAspect", "resizeAspectFill"]


def gravity_tile_frame(index):
    return (45 + (index % 4) * 210, 60 + (index // 4) * 190, 180, 120)


def gravity_label_frame(index):
    x, y, w, h = gravity_tile_frame(index)
    return (x, y + h + 6, 180, 22)


def scene_contents_gravity(content):
    for i, g in enumerate(GRAVITIES):
        tile = view("gravity-" + g, gravity_tile_frame(i), rgba(0.78, 0.84, 0.92))
        tile.contents = art("snowman")
        tile.contents_scale = 2
        tile.contents_gravity = g
        tile.masks_to_bounds = True
        tile.border_width = 1
        tile.border_color = rgba(0.3, 0.35, 0.45)
        content.add(tile)
        content.add(Layer("gravity-%s-label" % g, gravity_label_frame(i), text="." + g))


def scene_contents_center(content):
    sizes = [(60, 60), (200, 60), (120, 160), (300, 100)]
    for row, sliced in enumerate((True, False)):
        x = 40
        for i, (w, h) in enumerate(sizes):
            layer = Layer("%s-%d" % ("sliced" if sliced else "stretched", i + 1),
                          (x, 80 + row * 260, w, h), contents=art("button"))
            if sliced:
                layer.contents_center = (0.4, 0.4, 0.2, 0.2)
            content.add(layer)
            x += w + 40


def scene_perspective(content):
    stage = content.add(view("stage", (0, 0, 900, 650), None))
    p = identity()
    p[2, 3] = -1.0 / 500
    stage.sublayer_transform = p
    for i, degrees in enumerate((50, 0, -50, 180)):
        card = view("card%d" % (i + 1), (60 + min(i, 2) * 300, 200, 180, 240), rgba(0.98, 0.95, 0.85))
        card.corner_radius = 16
        card.border_width = 4
        card.border_color = BLUE
        card.shadow_opacity = 0.5
        card.shadow_offset = (0, 8)
        card.shadow_radius = 8
        card.contents = art("snowman")
        card.contents_gravity = "resizeAspect"
        card.transform = rotation(degrees * math.pi / 180, 0, 1, 0)
        card.double_sided = degrees != 180
        if i == 3:
            card.position = (card.position[0], card.position[1] - 120)
        stage.add(card)


def scene_conic_gradient(content):
    """GradientPage.conic: five square conic gradients."""
    def conic(name, frame, colors, end, locations=None, start=(0.5, 0.5)):
        return content.add(Layer(name, frame, conic_colors=colors, locations=locations,
                                 start_point=start, end_point=end))
    conic("wheel", (60, 90, 240, 240),
          [rgba(1, 0, 0), rgba(1, 1, 0), rgba(0, 1, 0), rgba(0, 1, 1), rgba(0, 0, 1), rgba(1, 0, 1), rgba(1, 0, 0)],
          (1, 0.5))
    conic("locations", (330, 90, 240, 240), [rgba(0.1, 0.2, 0.8), rgba(1, 1, 1), rgba(1, 0.55, 0)], (0.5, 0),
          locations=(0, 0.3, 1))
    conic("padded", (600, 90, 240, 240), [rgba(0, 0.35, 0.15), rgba(1, 0.9, 0.2), rgba(0, 0.35, 0.15)], (1, 0),
          locations=(0.2, 0.5, 0.8), start=(0.25, 0.75))
    turned = conic("turned", (150, 380, 200, 200), [rgba(0.9, 0.1, 0.1), rgba(0.1, 0.1, 0.9)], (0.5, 1))
    turned.transform = rotation(math.pi / 6, 0, 0, 1)
    framed = conic("framed", (500, 380, 200, 200), [rgba(1, 1, 1), rgba(0, 0, 0)], (0, 0.5))
    framed.background = rgba(1, 0, 0)
    framed.border_width = 8
    framed.border_color = BLUE


LCD_BACKGROUND = rgba(0.04, 0.06, 0.04)
LCD_LIT = rgba(0x7C / 255, 1, 0x4F / 255)


def clock_scene(filt, width=800, height=300, time=(12, 34, 56)):
    """The LCD clock of LCDClock.swift showing `time`, laid out for width x height."""
    root = Layer("background", (0, 0, width, height), background=LCD_BACKGROUND)
    clock = root.add(Layer("clock"))
    clock.bounds = (0, 0, 680, 160)
    h, mi, s = time
    digits = [h // 10, h % 10, mi // 10, mi % 10, s // 10, s % 10]
    for index, d in enumerate(digits):
        clock.add(Layer("digit%d" % index, ((index // 2) * 240 + (index % 2) * 100, 0, 100, 160),
                        contents=art("digits"), contents_gravity="resizeAspect",
                        contents_rect=(d * 0.1, 0, 0.1, 1), min_filter=filt, mag_filter=filt))
    for index, x in enumerate((200, 440)):
        colon = clock.add(Layer("colon-%d" % (index + 1), (x, 0, 40, 160)))
        for y in (45, 100):
            colon.add(Layer("dot", (13, y, 15, 15), background=LCD_LIT))
    k = min(width / 800, height / 300)
    clock.position = (width / 2, height / 2)
    clock.transform = identity() if k == 1 else scale(k, k, 1)
    return root, width, height


def digits_sheet_scene(filt, factor):
    """The whole digit sheet in one layer scaled by `factor`, on the LCD background, with a
    20-pixel margin: DigitsSheetScene (scenes digits/4x and digits/0.25x)."""
    sheet_w, sheet_h = 200 * factor, 32 * factor
    width, height = int(math.ceil(sheet_w)) + 40, int(math.ceil(sheet_h)) + 40
    root = Layer("background", (0, 0, width, height), background=LCD_BACKGROUND)
    root.add(Layer("sheet", (math.floor((width - sheet_w) / 2), math.floor((height - sheet_h) / 2),
                             sheet_w, sheet_h),
                   contents=art("digits"), min_filter=filt, mag_filter=filt))
    return root, width, height


# ----------------------------------------------------------------------------------------
# The cases: what is rendered, how `strata render` is asked for the same, and which
# rectangles hold text (left out of the comparison; x, y, w, h in page pixels)

HEADER_RECT = (0, 0, PAGE_W, HEADER)


def _content_rect(rect, dx=0, dy=HEADER, margin=0):
    x, y, w, h = rect
    return (x + dx - margin, y + dy - margin, w + 2 * margin, h + 2 * margin)


def gravity_text_rects():
    # The CATextLayer labels under the tiles, with 3 px to spare for glyph overhang.
    return [_content_rect(gravity_label_frame(i), margin=3) for i in range(len(GRAVITIES))]


def group_opacity_text_rects():
    # The "Hello World" glyphs inside each 110 x 30 label (label origin: button origin
    # + (20, 10); button origins 125/375/625 - 75 in the container at (75, 225)): the
    # glyphs (measured in Strata's render: label rows 3...16, columns 7...102) are left out
    # with room to spare, as label rows 0...23, columns 4...105; the label's background
    # around them (where group opacity shows) stays in the comparison.
    rects = []
    for bx in (125, 375, 625):
        lx, ly = 75 + bx - 75 + 20, 225 + 100 - 25 + 10
        rects.append(_content_rect((lx + 4, ly, 102, 24), margin=0))
    return rects


class Case:
    def __init__(self, name, build, strata_args, exclude=(), note="", shadows=False):
        self.name = name              # also the expected PNG's file name (without .png)
        self.build = build            # () -> (root layer, width, height)
        self.strata_args = strata_args
        self.exclude = list(exclude)  # text rectangles (x, y, w, h)
        self.note = note
        self.shadows = shadows        # has shadows (compare.py finds their pixels)

    @property
    def expected_path(self):
        return os.path.join(EXPECTED_DIR, self.name + ".png")


def _gallery_case(page, build, exclude=(), note="", shadows=False):
    return Case("gallery_" + page, lambda: (gallery_page(build), PAGE_W, PAGE_H),
                ["gallery/" + page], [HEADER_RECT] + list(exclude), note, shadows)


CASES = [
    _gallery_case("rounded-corners", scene_rounded_corners),
    _gallery_case("borders", scene_borders),
    _gallery_case("shadow-clipping", scene_shadow_clipping, shadows=True),
    _gallery_case("shadow-path", scene_shadow_path, shadows=True),
    _gallery_case("mask", scene_mask),
    _gallery_case("group-opacity", scene_group_opacity, group_opacity_text_rects()),
    _gallery_case("replicator", scene_replicator),
    _gallery_case("reflection", scene_reflection),
    _gallery_case("contents-gravity", scene_contents_gravity, gravity_text_rects()),
    _gallery_case("contents-center", scene_contents_center),
    _gallery_case("perspective", scene_perspective, shadows=True),
    _gallery_case("conic-gradient", scene_conic_gradient),
]
for _f in ("nearest", "linear", "trilinear"):
    CASES.append(Case("clock_" + _f, (lambda f=_f: clock_scene(f)),
                      ["clock", "--time", "12:34:56", "--filter", _f, "--size", "800x300"],
                      note="digits magnified 5x"))
for _f in ("nearest", "linear", "trilinear"):
    CASES.append(Case("digits-4x_" + _f, (lambda f=_f: digits_sheet_scene(f, 4)),
                      ["digits/4x", "--filter", _f], note="sheet magnified 4x"))
for _f in ("nearest", "linear", "trilinear"):
    CASES.append(Case("digits-0.25x_" + _f, (lambda f=_f: digits_sheet_scene(f, 0.25)),
                      ["digits/0.25x", "--filter", _f], note="sheet minified to 0.25x"))

CASES_BY_NAME = {c.name: c for c in CASES}


def render_case(case):
    root, width, height = case.build()
    return render(root, width, height)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("case", nargs="?", help="a case name (see --list)")
    parser.add_argument("--all", action="store_true", help="render every case")
    parser.add_argument("--list", action="store_true", help="list the cases")
    parser.add_argument("--out", help="the PNG to write (one case)")
    parser.add_argument("--out-dir", default=EXPECTED_DIR, help="where --all writes")
    args = parser.parse_args(argv)
    if args.list:
        for c in CASES:
            print("%-28s strata render %s" % (c.name, " ".join(c.strata_args)))
        return 0
    if args.all:
        os.makedirs(args.out_dir, exist_ok=True)
        for c in CASES:
            path = os.path.join(args.out_dir, c.name + ".png")
            write_png(render_case(c), path)
            print("wrote", os.path.relpath(path))
        return 0
    if not args.case or not args.out:
        parser.error("give a case and --out, or --all, or --list")
    if args.case not in CASES_BY_NAME:
        parser.error("no case %r (see --list)" % args.case)
    write_png(render_case(CASES_BY_NAME[args.case]), args.out)
    print("wrote", args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
