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
   (c * m) >> 8 with m in 0...256, and over is src + dst * (255 - src alpha) / 255 rounded.

   Header-only and inline, like CStrataFill's kernel and for its reason: Swift compiles it into
   its callers with DWARF 4 debug information, which Debian 12's valgrind reads. */

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* What stays the same along a particle's rows. */
typedef struct {
    /* The bordered picture, premultiplied ARGB32, `width` words a row. */
    const uint32_t *picture;
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

#if defined(__SSE2__)
/* The bilinear taps of one pixel, each row mixed across: [top | bottom], a channel a 16-bit lane. */
static inline __m128i strata_splat_across(uint64_t upper, uint64_t lower, int64_t cu) {
    const __m128i zero = _mm_setzero_si128();
    __m128i a = _mm_unpacklo_epi8(_mm_cvtsi64_si128((int64_t)upper), zero);
    __m128i b = _mm_unpacklo_epi8(_mm_cvtsi64_si128((int64_t)lower), zero);
    /* [top-left | bottom-left] and [top-right | bottom-right]. */
    __m128i left = _mm_unpacklo_epi64(a, b), right = _mm_unpackhi_epi64(a, b);
    __m128i wx = _mm_set1_epi16((short)((cu >> 8) & 0xFF));
    return _mm_srli_epi16(
        _mm_add_epi16(_mm_mullo_epi16(left, _mm_sub_epi16(_mm_set1_epi16(256), wx)), _mm_mullo_epi16(right, wx)), 8);
}

/* Two pixels at once from their rows' mixes: down, the colour, and the blend with the two
   destination pixels `dst` (8 bytes); returns their 8 bytes. `wy` holds each pixel's vertical
   weight in its half. */
static inline uint64_t strata_splat_finish(__m128i tops, __m128i bottoms, __m128i wy, __m128i tint, uint64_t dst,
                                           int additive) {
    const __m128i zero = _mm_setzero_si128();
    __m128i down = _mm_srli_epi16(
        _mm_add_epi16(_mm_mullo_epi16(tops, _mm_sub_epi16(_mm_set1_epi16(256), wy)), _mm_mullo_epi16(bottoms, wy)), 8);
    __m128i src = _mm_srli_epi16(_mm_mullo_epi16(down, tint), 8);
    __m128i d = _mm_unpacklo_epi8(_mm_cvtsi64_si128((int64_t)dst), zero);
    __m128i out;
    if (additive) {
        out = _mm_adds_epu16(src, d);
    } else {
        __m128i alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(src, 0xFF), 0xFF);
        __m128i t = _mm_add_epi16(_mm_mullo_epi16(d, _mm_sub_epi16(_mm_set1_epi16(255), alpha)), _mm_set1_epi16(128));
        out = _mm_add_epi16(src, _mm_srli_epi16(_mm_add_epi16(t, _mm_srli_epi16(t, 8)), 8));
    }
    return (uint64_t)_mm_cvtsi128_si64(_mm_packus_epi16(out, out));
}
#endif

/* One row with SSE2 (see `strata_splat_row`). Pixels go two at a time: each one's taps are mixed
   across on its own, then both are finished in one register. */
static inline void strata_splat_row_sse2(uint32_t *row, int64_t count, int64_t u, int64_t v, int64_t du, int64_t dv,
                                    const strata_splat_particle *p) {
#if defined(__SSE2__)
    if (p->nearest) {
        strata_splat_row_portable(row, count, u, v, du, dv, p);
        return;
    }
    const uint32_t *pic = p->picture;
    const int64_t width = p->width, last_u = p->last_u, last_v = p->last_v;
    __m128i tint;
    memcpy(&tint, p->tint, 8);
    tint = _mm_unpacklo_epi64(tint, tint);
    const int additive = p->additive;
    for (int64_t x = 0; x < count; x += 2) {
        int64_t cu0 = u < 0 ? 0 : (u > last_u ? last_u : u);
        int64_t cv0 = v < 0 ? 0 : (v > last_v ? last_v : v);
        u += du;
        v += dv;
        /* The second pixel of the last pair of an odd row is the first again, whose result is
           then stored alone. */
        int64_t cu1 = cu0, cv1 = cv0;
        if (x + 1 < count) {
            cu1 = u < 0 ? 0 : (u > last_u ? last_u : u);
            cv1 = v < 0 ? 0 : (v > last_v ? last_v : v);
            u += du;
            v += dv;
        }
        const uint32_t *tap0 = pic + (cv0 >> 16) * width + (cu0 >> 16);
        const uint32_t *tap1 = pic + (cv1 >> 16) * width + (cu1 >> 16);
        uint64_t upper0, lower0, upper1, lower1;
        memcpy(&upper0, tap0, 8);
        memcpy(&lower0, tap0 + width, 8);
        memcpy(&upper1, tap1, 8);
        memcpy(&lower1, tap1 + width, 8);
        if ((upper0 | lower0 | upper1 | lower1) == 0) continue;
        __m128i across0 = strata_splat_across(upper0, lower0, cu0);
        __m128i across1 = strata_splat_across(upper1, lower1, cu1);
        short wy0 = (short)((cv0 >> 8) & 0xFF), wy1 = (short)((cv1 >> 8) & 0xFF);
        __m128i wy = _mm_set_epi16(wy1, wy1, wy1, wy1, wy0, wy0, wy0, wy0);
        __m128i tops = _mm_unpacklo_epi64(across0, across1), bottoms = _mm_unpackhi_epi64(across0, across1);
        if (x + 1 < count) {
            uint64_t dst;
            memcpy(&dst, row + x, 8);
            uint64_t out = strata_splat_finish(tops, bottoms, wy, tint, dst, additive);
            memcpy(row + x, &out, 8);
        } else {
            row[x] = (uint32_t)strata_splat_finish(tops, bottoms, wy, tint, row[x], additive);
        }
    }
#else
    strata_splat_row_portable(row, count, u, v, du, dv, p);
#endif
}


#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
#define STRATA_SPLAT_HAS_AVX2 1

/* The four-pixel steps of a row with AVX2: returns how many pixels they drew (a multiple of
   four), with (*u_io, *v_io) moved past them. The arithmetic is the SSE2 loop's, lane for lane:
   each pixel's pair of taps is mixed across in one half of a 128-bit lane (its two products
   added across the halves), the four pixels are then mixed down, tinted and blended in one
   register. `additive` is a constant in each inlined copy, so a step does not test it. */
__attribute__((target("avx2"), always_inline))
static inline int64_t strata_splat_steps_avx2(uint32_t *row, int64_t count, int64_t *u_io, int64_t *v_io, int64_t du,
                                              int64_t dv, const strata_splat_particle *p, const int additive) {
    int64_t u = *u_io, v = *v_io;
    const uint32_t *pic = p->picture;
    const int64_t width = p->width, last_u = p->last_u, last_v = p->last_v;
    uint64_t tint_bits;
    memcpy(&tint_bits, p->tint, 8);
    const __m256i tint = _mm256_set1_epi64x((long long)tint_bits);
    const __m256i zero = _mm256_setzero_si256(), k256 = _mm256_set1_epi16(256), k255 = _mm256_set1_epi16(255);
    const __m256i k128 = _mm256_set1_epi16(128);
    int64_t x = 0;
    for (; x + 4 <= count; x += 4) {
        int64_t cu[4], cv[4];
        uint64_t upper[4], lower[4];
        for (int i = 0; i < 4; i++) {
            cu[i] = u < 0 ? 0 : (u > last_u ? last_u : u);
            cv[i] = v < 0 ? 0 : (v > last_v ? last_v : v);
            u += du;
            v += dv;
            const uint32_t *tap = pic + (cv[i] >> 16) * width + (cu[i] >> 16);
            memcpy(&upper[i], tap, 8);
            memcpy(&lower[i], tap + width, 8);
        }
        if ((upper[0] | lower[0] | upper[1] | lower[1] | upper[2] | lower[2] | upper[3] | lower[3]) == 0) continue;
        /* Lane 0 holds pixels 0 and 1, lane 1 pixels 2 and 3; unpacking the low (high) 8 bytes
           of each lane gives pixels 0 and 2 (1 and 3), left taps in the low half. */
        __m256i up = _mm256_set_epi64x((long long)upper[3], (long long)upper[2], (long long)upper[1], (long long)upper[0]);
        __m256i lo = _mm256_set_epi64x((long long)lower[3], (long long)lower[2], (long long)lower[1], (long long)lower[0]);
        short w[4], k[4], wy[4];
        for (int i = 0; i < 4; i++) {
            w[i] = (short)((cu[i] >> 8) & 0xFF);
            k[i] = (short)(256 - w[i]);
            wy[i] = (short)((cv[i] >> 8) & 0xFF);
        }
        __m256i w02 = _mm256_set_epi16(w[2], w[2], w[2], w[2], k[2], k[2], k[2], k[2],
                                       w[0], w[0], w[0], w[0], k[0], k[0], k[0], k[0]);
        __m256i w13 = _mm256_set_epi16(w[3], w[3], w[3], w[3], k[3], k[3], k[3], k[3],
                                       w[1], w[1], w[1], w[1], k[1], k[1], k[1], k[1]);
        __m256i p02 = _mm256_mullo_epi16(_mm256_unpacklo_epi8(up, zero), w02);
        __m256i p13 = _mm256_mullo_epi16(_mm256_unpackhi_epi8(up, zero), w13);
        __m256i q02 = _mm256_mullo_epi16(_mm256_unpacklo_epi8(lo, zero), w02);
        __m256i q13 = _mm256_mullo_epi16(_mm256_unpackhi_epi8(lo, zero), w13);
        /* left × (256 − w) + right × w in the low half of each lane. */
        p02 = _mm256_srli_epi16(_mm256_add_epi16(p02, _mm256_shuffle_epi32(p02, 0x4E)), 8);
        p13 = _mm256_srli_epi16(_mm256_add_epi16(p13, _mm256_shuffle_epi32(p13, 0x4E)), 8);
        q02 = _mm256_srli_epi16(_mm256_add_epi16(q02, _mm256_shuffle_epi32(q02, 0x4E)), 8);
        q13 = _mm256_srli_epi16(_mm256_add_epi16(q13, _mm256_shuffle_epi32(q13, 0x4E)), 8);
        /* Pixels in order: [0 | 1] in lane 0, [2 | 3] in lane 1. */
        __m256i tops = _mm256_unpacklo_epi64(p02, p13), bottoms = _mm256_unpacklo_epi64(q02, q13);
        __m256i down_w = _mm256_set_epi16(wy[3], wy[3], wy[3], wy[3], wy[2], wy[2], wy[2], wy[2],
                                          wy[1], wy[1], wy[1], wy[1], wy[0], wy[0], wy[0], wy[0]);
        __m256i down = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(tops, _mm256_sub_epi16(k256, down_w)),
                                                          _mm256_mullo_epi16(bottoms, down_w)), 8);
        __m256i src = _mm256_srli_epi16(_mm256_mullo_epi16(down, tint), 8);
        __m256i d = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(row + x)));
        __m256i out;
        if (additive) {
            out = _mm256_adds_epu16(src, d);
        } else {
            __m256i alpha = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(src, 0xFF), 0xFF);
            __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(d, _mm256_sub_epi16(k255, alpha)), k128);
            out = _mm256_add_epi16(src, _mm256_srli_epi16(_mm256_add_epi16(t, _mm256_srli_epi16(t, 8)), 8));
        }
        __m256i packed = _mm256_permute4x64_epi64(_mm256_packus_epi16(out, out), 0x08);
        _mm_storeu_si128((__m128i *)(row + x), _mm256_castsi256_si128(packed));
    }
    *u_io = u;
    *v_io = v;
    return x;
}

/* One row with AVX2, four pixels a step, for the CPUs that have it (`strata_splat_row` asks);
   the pixels of a last step shorter than four go through the SSE2 loop. */
__attribute__((target("avx2")))
static void strata_splat_row_avx2(uint32_t *row, int64_t count, int64_t u, int64_t v, int64_t du, int64_t dv,
                                  const strata_splat_particle *p) {
    int64_t x = p->additive ? strata_splat_steps_avx2(row, count, &u, &v, du, dv, p, 1)
                            : strata_splat_steps_avx2(row, count, &u, &v, du, dv, p, 0);
    if (x < count) strata_splat_row_sse2(row + x, count - x, u, v, du, dv, p);
}
#endif

/* Whether the AVX2 row serves particle `p` on this CPU (bilinear sampling only): asked once
   per particle, not per row. */
static inline int strata_splat_uses_avx2(const strata_splat_particle *p) {
#if defined(STRATA_SPLAT_HAS_AVX2)
    return !p->nearest && __builtin_cpu_supports("avx2");
#else
    (void)p;
    return 0;
#endif
}

/* One row through the path `avx2` chose (`strata_splat_uses_avx2`). */
static inline void strata_splat_row_via(uint32_t *row, int64_t count, int64_t u, int64_t v, int64_t du, int64_t dv,
                                        const strata_splat_particle *p, int avx2) {
#if defined(STRATA_SPLAT_HAS_AVX2)
    if (avx2 && count >= 4) {
        strata_splat_row_avx2(row, count, u, v, du, dv, p);
        return;
    }
#else
    (void)avx2;
#endif
    strata_splat_row_sse2(row, count, u, v, du, dv, p);
}

/* Draws one row of a particle: `count` pixels from `row`, the first sampled at the 16.16 picture
   coordinates (u, v) of its top-left tap, each next pixel (du, dv) further. Every path computes
   the same pixels: AVX2 where the CPU has it (and the sampling is bilinear), SSE2 otherwise on
   x86-64, the portable loop elsewhere. */
static inline void strata_splat_row(uint32_t *row, int64_t count, int64_t u, int64_t v, int64_t du, int64_t dv,
                                    const strata_splat_particle *p) {
    strata_splat_row_via(row, count, u, v, du, dv, p, strata_splat_uses_avx2(p));
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

/* An affine map: x' = a x + c y + tx, y' = b x + d y + ty. */
typedef struct {
    double a, b, c, d, tx, ty;
} strata_splat_map;

/* Draws a particle's rows `y0..<y1` of `target` (`stride` pixels a row): its box spans columns
   `x0..<x1`, of which only those in `clip_x0..<clip_x1` are written. `inverse` maps a pixel's
   position to its picture's (bordered pixels). On each row only the span where the top-left tap
   falls inside the picture is drawn, so a turned particle's empty corners cost nothing; the
   samples step from the span's first pixel whatever the clip, so a pixel comes out the same
   under any clip. */
static inline void strata_splat_rows(uint32_t *target, int64_t stride, int64_t x0, int64_t x1, int64_t clip_x0,
                                     int64_t clip_x1, int64_t y0, int64_t y1, strata_splat_map inverse,
                                     const strata_splat_particle *p) {
    const double du = inverse.a, dv = inverse.b;
    const double per_u = 1 / du, per_v = 1 / dv;
    /* The top-left tap stays below the last column and row: the picture's width and height less 1. */
    const double u_limit = (double)(p->width - 1), v_limit = (double)((p->last_v >> 16) + 1);
    const int64_t step_u = (int64_t)(du * 65536), step_v = (int64_t)(dv * 65536);
    const double column = (double)x0 + 0.5;
    const int avx2 = strata_splat_uses_avx2(p);
    for (int64_t y = y0; y < y1; y++) {
        /* The sample point of pixel x0's centre, less half a pixel: the top-left tap's. */
        double row_y = (double)y + 0.5;
        double u0 = inverse.a * column + inverse.c * row_y + inverse.tx - 0.5;
        double v0 = inverse.b * column + inverse.d * row_y + inverse.ty - 0.5;
        double lower = 0, upper = (double)(x1 - x0);
        if (!strata_splat_clip(&lower, &upper, u0, du, per_u, u_limit)) continue;
        if (!strata_splat_clip(&lower, &upper, v0, dv, per_v, v_limit)) continue;
        int64_t start = (int64_t)__builtin_ceil(lower), end = (int64_t)__builtin_ceil(upper);
        int64_t first = start > clip_x0 - x0 ? start : clip_x0 - x0;
        if (end > clip_x1 - x0) end = clip_x1 - x0;
        if (first >= end) continue;
        int64_t u = (int64_t)((u0 + (double)start * du) * 65536) + (first - start) * step_u;
        int64_t v = (int64_t)((v0 + (double)start * dv) * 65536) + (first - start) * step_v;
        strata_splat_row_via(target + y * stride + x0 + first, end - first, u, v, step_u, step_v, p, avx2);
    }
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
