#ifndef C_STRATA_SPLAT_H
#define C_STRATA_SPLAT_H

#include <stdint.h>
#include <string.h>

/* One row of a particle: its picture sampled along the row, multiplied by its colour and blended
   over (or added to) the row's pixels, all premultiplied ARGB32.

   Why this exists: no library multiplies a picture by a colour per channel and blends it in one
   pass (cairo and pixman multiply by an alpha only), and the Swift loop it replaces spent about
   150 instructions a pixel on packed 32-bit arithmetic. Here a pixel is four 16-bit lanes of an
   SSE2 register: the four bilinear taps are two 8-byte loads (the picture has a transparent
   border, so taps need no bounds checks), both rows are mixed by one multiply, then the two
   rows, the colour and the blend. `strata bench --only emitter` times it beside pixman
   compositing as many turned sprites.

   The arithmetic is the exact integer arithmetic of the portable loop below (which other
   architectures use): each mix is (a * (256 - w) + b * w) >> 8 per channel, the colour
   (c * m) >> 8 with m in 0...256, and over is src + dst * (255 - src alpha) / 255 rounded (the
   vector paths divide as the high half of t × 257, which equals (t + (t >> 8)) >> 8 for every
   t below 65 408, and t is at most 255 × 255 + 128).

   Header-only and inline, like CStrataFill's kernel and for its reason: Swift compiles it into
   its callers with DWARF 4 debug information, which Debian 12's valgrind reads.
   The SSE2 row and the AVX2 and AVX-512 steps are in strata_splat_sse2.h, strata_splat_avx2.h and
   strata_splat_avx512.h, which of them serves a particle in strata_splat_paths.h, all included
   below. */

/* What stays the same along a particle's rows. */
typedef struct {
    /* The bordered picture, premultiplied ARGB32, `width` words a row. */
    const uint32_t *picture;
    /* Each of the picture's pixels with its bilinear neighbours, four words a pixel (itself, right,
       below, below right: `strata_splat_fill_quads`), so that the vector steps load a pixel's
       taps at once; NULL where they are not made (the rows then take the SSE2 path). */
    const uint32_t *quads;
    int64_t width;
    /* The largest 16.16 sample coordinates a top-left tap may have: (width - 2) << 16 | 0xFFFF,
       and the same for the height. */
    int64_t last_u, last_v;
    /* The colour as multipliers of 0...256 in memory order: blue, green, red, alpha. */
    uint16_t tint[4];
    /* Nonzero: sample the nearest pixel instead of four. */
    int32_t nearest;
    /* Nonzero: add (saturating) instead of blending over. */
    int32_t additive;
} strata_splat_particle;

/* The most pixels a picture may have for its quads to be made: a 256 × 256 picture with its
   border (1 MB of quads; a particle's rows read a small part of them, near one another). */
#define STRATA_SPLAT_QUADS_LIMIT 66564

/* Fills `quads` (4 × width × height words) with each pixel of `picture` (`width` × `height`
   words) and its right, lower and lower-right neighbours; neighbours past the picture's edge are
   transparent. */
static inline void strata_splat_fill_quads(const uint32_t *picture, int64_t width, int64_t height, uint32_t *quads) {
    for (int64_t y = 0; y < height; y++) {
        for (int64_t x = 0; x < width; x++) {
            uint32_t *quad = quads + 4 * (y * width + x);
            int right = x + 1 < width, below = y + 1 < height;
            quad[0] = picture[y * width + x];
            quad[1] = right ? picture[y * width + x + 1] : 0;
            quad[2] = below ? picture[(y + 1) * width + x] : 0;
            quad[3] = right && below ? picture[(y + 1) * width + x + 1] : 0;
        }
    }
}

static inline uint32_t strata_splat_mix32(uint32_t a, uint32_t b, uint32_t w) {
    uint32_t keep = 256 - w;
    uint32_t rb = (((a & 0x00FF00FFu) * keep + (b & 0x00FF00FFu) * w) >> 8) & 0x00FF00FFu;
    uint32_t ag = (((a >> 8) & 0x00FF00FFu) * keep + ((b >> 8) & 0x00FF00FFu) * w) & 0xFF00FF00u;
    return rb | ag;
}

static inline uint32_t strata_splat_blend32(uint32_t texel, uint32_t dst, const strata_splat_particle *p) {
    uint32_t out = 0;
    uint32_t alpha = ((texel >> 24) * p->tint[3]) >> 8;
    for (int channel = 0; channel < 4; channel++) {
        uint32_t s = channel == 3 ? alpha : (((texel >> (8 * channel)) & 0xFF) * p->tint[channel]) >> 8;
        uint32_t d = (dst >> (8 * channel)) & 0xFF;
        uint32_t v;
        if (p->additive) {
            v = s + d > 255 ? 255 : s + d;
        } else {
            uint32_t t = d * (255 - alpha) + 128;
            v = s + ((t + (t >> 8)) >> 8);
            if (v > 255) v = 255;
        }
        out |= v << (8 * channel);
    }
    return out;
}

/* The portable loop: `count` pixels from `row`, the first sampled at 16.16 (u, v), each next one
   (du, dv) further. */
static inline void strata_splat_row_portable(uint32_t *row, int64_t count, int64_t u, int64_t v, int64_t du,
                                             int64_t dv, const strata_splat_particle *p) {
    const uint32_t *pic = p->picture;
    for (int64_t x = 0; x < count; x++, u += du, v += dv) {
        int64_t cu = u < 0 ? 0 : (u > p->last_u ? p->last_u : u);
        int64_t cv = v < 0 ? 0 : (v > p->last_v ? p->last_v : v);
        uint32_t texel;
        if (p->nearest) {
            texel = pic[((cv + 0x8000) >> 16) * p->width + ((cu + 0x8000) >> 16)];
        } else {
            const uint32_t *tap = pic + (cv >> 16) * p->width + (cu >> 16);
            uint32_t wx = (uint32_t)(cu >> 8) & 0xFF, wy = (uint32_t)(cv >> 8) & 0xFF;
            texel = strata_splat_mix32(strata_splat_mix32(tap[0], tap[1], wx),
                                       strata_splat_mix32(tap[p->width], tap[p->width + 1], wx), wy);
        }
        if (texel != 0) row[x] = strata_splat_blend32(texel, row[x], p);
    }
}

/* An affine map: x' = a x + c y + tx, y' = b x + d y + ty. */
typedef struct {
    double a, b, c, d, tx, ty;
} strata_splat_map;

/* What placing a particle's rows needs, worked out once per particle (`strata_splat_placing_of`):
   its box's columns `x0..<x1`, the clip's as offsets from x0, the map from pixels to the picture
   and the sample step along a row in doubles and 16.16. */
typedef struct {
    strata_splat_map inverse;
    /* x0's pixel centre, and the box's width. */
    double column, width;
    double du, dv, per_u, per_v;
    /* How far the top-left tap may go: the picture's width and height less 1. */
    double u_limit, v_limit;
    int64_t step_u, step_v;
    int64_t clip_first, clip_end;
} strata_splat_placing;

/* Up to eight rows' spans (`strata_splat_spans_avx512`, `strata_splat_spans_avx2`): each row's
   first pixel (from x0), pixel count and first sample point. */
typedef struct {
    int64_t first[8], count[8], u[8], v[8];
} strata_splat_spans;

/* A pixel row cut into steps of eight: the step's first pixel, its first sample point (16.16,
   32-bit: see `strata_splat_row_fits_lanes`), how many of its pixels are drawn (the first `left`,
   at most 8) and how many from the first lie inside the clip on its row (`room`, at least
   `left`): a step with room for eight reads and writes all eight, the undrawn ones written back
   as they were, because a masked store costs a dozen cycles and more on some CPUs (AMD's before
   Zen 4). A particle's rows are cut into such steps before any is drawn, so the
   vector loops walk one flat list: no loop per row whose length the CPU mispredicts, and the
   steps of consecutive rows overlap in the CPU. */
typedef struct {
    uint32_t *row;
    int32_t u, v;
    int32_t left, room;
} strata_splat_step;

/* Whether a row fits the vector loops' 32-bit lanes: fewer than 2^30 pixels, its coordinates
   within ±2^30 (they move linearly, so its ends and the masked lanes past them bound them).
   Rows that `strata_splat_rows` clips to the picture always fit when the picture does
   (`strata_splat_vector_path`). */
static inline int strata_splat_row_fits_lanes(int64_t count, int64_t u, int64_t v, int64_t du, int64_t dv) {
    const double limit = 0x1p30, steps = (double)(count + 8);
    double u_end = (double)u + steps * (double)du, v_end = (double)v + steps * (double)dv;
    return count < 0x40000000 && (double)u > -limit && (double)u < limit && (double)v > -limit && (double)v < limit && u_end > -limit &&
           u_end < limit && v_end > -limit && v_end < limit;
}

#include "strata_splat_sse2.h"
#include "strata_splat_avx2.h"
#include "strata_splat_avx512.h"

#include "strata_splat_paths.h"

/* How many steps a particle's rows are cut into before they are drawn (a stack buffer). */
#define STRATA_SPLAT_BATCH 256
/* The most steps of a row written whatever their number (see `strata_splat_row_into`). */
#define STRATA_SPLAT_SHORT 4

/* Steps gathered from a particle's rows, drawn when the batch is full and at the end; room for
   a short row's steps past the end. */
typedef struct {
    strata_splat_step steps[STRATA_SPLAT_BATCH + STRATA_SPLAT_SHORT];
    int64_t count;
} strata_splat_batch;

/* Draws the batch's steps and empties it. */
static inline void strata_splat_flush(strata_splat_batch *batch, int64_t du, int64_t dv, const strata_splat_particle *p,
                                      int path) {
    if (batch->count > 0) strata_splat_steps_via(batch->steps, batch->count, du, dv, p, path);
    batch->count = 0;
}

/* One row through `path`: SSE2 for `strata_splat_path_rows`, else cut into steps added to
   `batch`. The caller has checked that a vector path's sample points fit 32-bit lanes (rows that
   `strata_splat_rows` clips to the picture always do: see `strata_splat_vector_path`). `room`:
   the pixels from `row` to the clip's end on its row (see `strata_splat_step`). Always inlined:
   called from two loops, it was not, and a call a row cost 3–5 % of a particle frame. */
__attribute__((always_inline)) static inline void strata_splat_row_into(strata_splat_batch *batch, uint32_t *row,
                                                                        int64_t count, int64_t u, int64_t v, int64_t room,
                                                                        int64_t du, int64_t dv,
                                                                        const strata_splat_particle *p, int path) {
    if (path == strata_splat_path_rows) {
        strata_splat_row_sse2(row, count, u, v, du, dv, p);
        return;
    }
    int64_t needed = (count + 7) / 8;
    if (batch->count + needed > STRATA_SPLAT_BATCH) strata_splat_flush(batch, du, dv, p, path);
    if (needed <= STRATA_SPLAT_SHORT) {
        /* A short row's steps are all written whatever their number, so the CPU does not guess
           how many there are; the first `needed` are kept. */
        strata_splat_step *step = batch->steps + batch->count;
        for (int64_t k = 0; k < STRATA_SPLAT_SHORT; k++) {
            step[k].row = row + 8 * k;
            step[k].u = (int32_t)(u + 8 * k * du);
            step[k].v = (int32_t)(v + 8 * k * dv);
            step[k].left = (int32_t)(count - 8 * k);
            step[k].room = (int32_t)(room - 8 * k);
        }
        batch->count += needed;
        return;
    }
    for (int64_t x = 0; x < count; x += 8) {
        if (batch->count == STRATA_SPLAT_BATCH) strata_splat_flush(batch, du, dv, p, path);
        strata_splat_step *step = batch->steps + batch->count++;
        step->row = row + x;
        step->u = (int32_t)(u + x * du);
        step->v = (int32_t)(v + x * dv);
        step->left = (int32_t)(count - x);
        step->room = (int32_t)(room - x);
    }
}

/* Draws one row of a particle through path `path` (which the CPU must have; see
   `strata_splat_cpu_path`): `count` pixels from `row`, the first sampled at the 16.16 picture
   coordinates (u, v) of its top-left tap, each next pixel (du, dv) further. Every path computes
   the same pixels. A row whose sample points do not fit a vector path's 32-bit lanes goes
   through SSE2. */
static inline void strata_splat_row_via(uint32_t *row, int64_t count, int64_t u, int64_t v, int64_t du, int64_t dv,
                                        const strata_splat_particle *p, int path) {
    if (!strata_splat_row_fits_lanes(count, u, v, du, dv)) path = strata_splat_path_rows;
    strata_splat_batch batch;
    batch.count = 0;
    strata_splat_row_into(&batch, row, count, u, v, count, du, dv, p, path);
    strata_splat_flush(&batch, du, dv, p, path);
}

/* Draws one row of a particle (see `strata_splat_row_via`) through the fastest path that serves
   it: AVX-512 or AVX2 steps where the CPU has them (the sampling bilinear and the picture's
   quads made: see `strata_splat_vector_path`), SSE2 otherwise on x86-64, the portable loop
   elsewhere. */
static inline void strata_splat_row(uint32_t *row, int64_t count, int64_t u, int64_t v, int64_t du, int64_t dv,
                                    const strata_splat_particle *p) {
    strata_splat_row_via(row, count, u, v, du, dv, p, strata_splat_vector_path(p));
}

/* Narrows the span [*lower, *upper) of pixel offsets along a row to where start + x * step lies in
   [0, limit); `reciprocal` is 1 / step. Returns 0 when nothing is left. */
static inline int strata_splat_clip(double *lower, double *upper, double start, double step, double reciprocal,
                                    double limit) {
    if (step > -1e-12 && step < 1e-12) return start >= 0 && start < limit;
    double a = (0 - start) * reciprocal, b = (limit - start) * reciprocal;
    if (a > b) { double t = a; a = b; b = t; }
    if (a > *lower) *lower = a;
    if (b < *upper) *upper = b;
    return *lower < *upper;
}

/* The placing of a particle whose box spans columns `x0..<x1`, drawn within `clip_x0..<clip_x1`,
   under `inverse` (pixel position → bordered picture position). */
static inline strata_splat_placing strata_splat_placing_of(int64_t x0, int64_t x1, int64_t clip_x0, int64_t clip_x1,
                                                          strata_splat_map inverse, const strata_splat_particle *p) {
    strata_splat_placing s;
    s.inverse = inverse;
    s.column = (double)x0 + 0.5;
    s.width = (double)(x1 - x0);
    s.du = inverse.a;
    s.dv = inverse.b;
    s.per_u = 1 / s.du;
    s.per_v = 1 / s.dv;
    s.u_limit = (double)(p->width - 1);
    s.v_limit = (double)((p->last_v >> 16) + 1);
    s.step_u = (int64_t)(s.du * 65536);
    s.step_v = (int64_t)(s.dv * 65536);
    s.clip_first = clip_x0 - x0;
    s.clip_end = clip_x1 - x0;
    return s;
}

/* Row y's span: its first pixel (from x0), pixel count and first 16.16 sample point, the
   top-left tap's; 0 when the row draws nothing. On each row only the span where the top-left tap
   falls inside the picture is drawn, so a turned particle's empty corners cost nothing; the
   samples step from the span's first pixel whatever the clip, so a pixel comes out the same
   under any clip. `strata_splat_spans_avx512` works out eight at once and
   `strata_splat_spans_avx2` four, the same numbers. */
static inline int strata_splat_span(const strata_splat_placing *s, int64_t y, int64_t *first, int64_t *count,
                                    int64_t *u, int64_t *v) {
    /* The sample point of pixel x0's centre, less half a pixel: the top-left tap's. */
    double row_y = (double)y + 0.5;
    double u0 = s->inverse.a * s->column + s->inverse.c * row_y + s->inverse.tx - 0.5;
    double v0 = s->inverse.b * s->column + s->inverse.d * row_y + s->inverse.ty - 0.5;
    double lower = 0, upper = s->width;
    if (!strata_splat_clip(&lower, &upper, u0, s->du, s->per_u, s->u_limit)) return 0;
    if (!strata_splat_clip(&lower, &upper, v0, s->dv, s->per_v, s->v_limit)) return 0;
    int64_t start = (int64_t)__builtin_ceil(lower), end = (int64_t)__builtin_ceil(upper);
    int64_t from = start > s->clip_first ? start : s->clip_first;
    if (end > s->clip_end) end = s->clip_end;
    if (from >= end) return 0;
    *first = from;
    *count = end - from;
    *u = (int64_t)((u0 + (double)start * s->du) * 65536) + (from - start) * s->step_u;
    *v = (int64_t)((v0 + (double)start * s->dv) * 65536) + (from - start) * s->step_v;
    return 1;
}

/* Draws a particle's rows `y0..<y1` of `target` (`stride` pixels a row) through `path` (which the
   CPU must have): its box spans columns `x0..<x1`, of which only those in `clip_x0..<clip_x1` are
   written; `inverse` maps a pixel's position to its picture's (bordered pixels). Each row's span
   is `strata_splat_span`'s, several rows at a time on the vector paths (`strata_splat_rows_at_once`). */
static inline void strata_splat_rows_via(uint32_t *target, int64_t stride, int64_t x0, int64_t x1, int64_t clip_x0,
                                         int64_t clip_x1, int64_t y0, int64_t y1, strata_splat_map inverse,
                                         const strata_splat_particle *p, int path) {
    const strata_splat_placing s = strata_splat_placing_of(x0, x1, clip_x0, clip_x1, inverse, p);
    strata_splat_batch batch;
    batch.count = 0;
#if defined(STRATA_SPLAT_HAS_AVX2)
    const int at_once = strata_splat_rows_at_once(&s, path);
    if (at_once > 0) {
        for (int64_t y = y0; y < y1; y += at_once) {
            strata_splat_spans spans;
            unsigned drawn = strata_splat_spans_via(&s, y, y1 - y, &spans, path);
            for (int row = 0; row < at_once; row++) {
                if (!(drawn >> row & 1)) continue;
                strata_splat_row_into(&batch, target + (y + row) * stride + x0 + spans.first[row], spans.count[row],
                                      spans.u[row], spans.v[row], s.clip_end - spans.first[row], s.step_u, s.step_v, p,
                                      path);
            }
        }
        strata_splat_flush(&batch, s.step_u, s.step_v, p, path);
        return;
    }
#endif
    for (int64_t y = y0; y < y1; y++) {
        int64_t first, count, u, v;
        if (!strata_splat_span(&s, y, &first, &count, &u, &v)) continue;
        strata_splat_row_into(&batch, target + y * stride + x0 + first, count, u, v, s.clip_end - first, s.step_u, s.step_v,
                              p, path);
    }
    strata_splat_flush(&batch, s.step_u, s.step_v, p, path);
}

/* Draws a particle's rows (see `strata_splat_rows_via`) through the fastest path that serves it. */
static inline void strata_splat_rows(uint32_t *target, int64_t stride, int64_t x0, int64_t x1, int64_t clip_x0,
                                     int64_t clip_x1, int64_t y0, int64_t y1, strata_splat_map inverse,
                                     const strata_splat_particle *p) {
    strata_splat_rows_via(target, stride, x0, x1, clip_x0, clip_x1, y0, y1, inverse, p, strata_splat_vector_path(p));
}

/* Asks the CPU to bring `rows` rows of `count` pixels from `first` (`stride` pixels a row) into
   its cache for writing. A particle's rows are drawn a few particles later: the frame was just
   filled past the cache, and waiting on its rows was 40 % of a 5000-particle frame. */
static inline void strata_splat_prefetch(const uint32_t *first, int64_t rows, int64_t stride, int64_t count) {
    for (int64_t r = 0; r < rows; r++) {
        const char *line = (const char *)(first + r * stride);
        for (int64_t offset = 0; offset < count * 4; offset += 64) __builtin_prefetch(line + offset, 1, 3);
        __builtin_prefetch(line + count * 4 - 1, 1, 3);
    }
}

#endif
