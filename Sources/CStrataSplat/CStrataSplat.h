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

/* a + ((b − a) × w) >> 8 per 16-bit lane, with `w7` = w << 7 (w in 0...255): the same value as
   (a × (256 − w) + b × w) >> 8, because 256 a is a multiple of 256, and computed as the high
   half of the signed product 2 (b − a) × 128 w, which fits 16 bits on both sides. */
__attribute__((target("avx2"), always_inline))
static inline __m256i strata_splat_lerp_avx2(__m256i a, __m256i b, __m256i w7) {
    __m256i twice = _mm256_slli_epi16(_mm256_sub_epi16(b, a), 1);
    return _mm256_add_epi16(a, _mm256_mulhi_epi16(twice, w7));
}

/* Each pixel's 32-bit lane of `w` (the 16-bit weight doubled into both halves) spread over its
   four channel lanes, for pixels 0–3 (`high` 0) or 4–7 (`high` 1) of a step. */
__attribute__((target("avx2"), always_inline))
static inline __m256i strata_splat_spread_avx2(__m256i w, int high) {
    const __m256i low = _mm256_setr_epi32(0, 0, 1, 1, 2, 2, 3, 3), upper = _mm256_setr_epi32(4, 4, 5, 5, 6, 6, 7, 7);
    return _mm256_permutevar8x32_epi32(w, high ? upper : low);
}

/* 16.16 fractions as weights shifted left by 7 (see `strata_splat_lerp_avx2`), doubled into
   both halves of each pixel's 32-bit lane. */
__attribute__((target("avx2"), always_inline))
static inline __m256i strata_splat_weights_avx2(__m256i fixed) {
    __m256i w7 = _mm256_slli_epi32(_mm256_and_si256(_mm256_srli_epi32(fixed, 8), _mm256_set1_epi32(0xFF)), 7);
    return _mm256_or_si256(w7, _mm256_slli_epi32(w7, 16));
}

/* Tinted, blended channels of four pixels (16-bit lanes) over `d`. */
__attribute__((target("avx2"), always_inline))
static inline __m256i strata_splat_blend_avx2(__m256i down, __m256i tint, __m256i d, const int additive) {
    __m256i src = _mm256_srli_epi16(_mm256_mullo_epi16(down, tint), 8);
    if (additive) return _mm256_adds_epu16(src, d);
    __m256i alpha = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(src, 0xFF), 0xFF);
    __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(d, _mm256_sub_epi16(_mm256_set1_epi16(255), alpha)),
                                 _mm256_set1_epi16(128));
    return _mm256_add_epi16(src, _mm256_srli_epi16(_mm256_add_epi16(t, _mm256_srli_epi16(t, 8)), 8));
}

/* The 8-byte pairs of taps at four pixel offsets of `base`, in order. Plain loads: on the CPUs
   measured, they beat a gather instruction. */
__attribute__((target("avx2"), always_inline))
static inline __m256i strata_splat_pairs_avx2(const uint32_t *base, const int32_t *at) {
    __m128d low = _mm_loadh_pd(_mm_castsi128_pd(_mm_loadl_epi64((const __m128i *)(base + at[0]))),
                               (const double *)(base + at[1]));
    __m128d high = _mm_loadh_pd(_mm_castsi128_pd(_mm_loadl_epi64((const __m128i *)(base + at[2]))),
                                (const double *)(base + at[3]));
    return _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_castpd_si128(low)), _mm_castpd_si128(high), 1);
}

/* A whole row with AVX2, eight pixels a step, the last step masked to the pixels left. The
   arithmetic is the portable loop's (each mix as `strata_splat_lerp_avx2` states it). The
   sample points step in 32-bit lanes, so the caller checks that they fit (`strata_splat_uses_avx2`).
   A step loads its pixels' upper and lower pairs of taps (8 bytes each), parts left taps
   from right ones, and widens them to 16-bit channels, four pixels a register. `additive` is a
   constant in each inlined copy, so a step does not test it. */
__attribute__((target("avx2"), always_inline))
static inline void strata_splat_steps_avx2(uint32_t *row, int64_t count, int64_t u, int64_t v, int64_t du, int64_t dv,
                                           const strata_splat_particle *p, const int additive) {
    const uint32_t *upper = p->picture, *lower = p->picture + p->width;
    uint64_t tint_bits;
    memcpy(&tint_bits, p->tint, 8);
    const __m256i tint = _mm256_set1_epi64x((long long)tint_bits), zero = _mm256_setzero_si256();
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i width = _mm256_set1_epi32((int)p->width);
    const __m256i last_u = _mm256_set1_epi32((int)p->last_u), last_v = _mm256_set1_epi32((int)p->last_v);
    __m256i su = _mm256_add_epi32(_mm256_set1_epi32((int)u), _mm256_mullo_epi32(lanes, _mm256_set1_epi32((int)du)));
    __m256i sv = _mm256_add_epi32(_mm256_set1_epi32((int)v), _mm256_mullo_epi32(lanes, _mm256_set1_epi32((int)dv)));
    const __m256i step_u = _mm256_set1_epi32((int)(du * 8)), step_v = _mm256_set1_epi32((int)(dv * 8));
    for (int64_t x = 0; x < count; x += 8) {
        __m256i cu = _mm256_min_epi32(_mm256_max_epi32(su, zero), last_u);
        __m256i cv = _mm256_min_epi32(_mm256_max_epi32(sv, zero), last_v);
        su = _mm256_add_epi32(su, step_u);
        sv = _mm256_add_epi32(sv, step_v);
        __m256i index = _mm256_add_epi32(_mm256_mullo_epi32(_mm256_srli_epi32(cv, 16), width), _mm256_srli_epi32(cu, 16));
        int32_t at[8];
        _mm256_storeu_si256((__m256i *)at, index);
        /* Pixels 0–3 and 4–7: each a 64-bit pair [left | right] of taps. */
        __m256i top0 = strata_splat_pairs_avx2(upper, at), top1 = strata_splat_pairs_avx2(upper, at + 4);
        __m256i bottom0 = strata_splat_pairs_avx2(lower, at), bottom1 = strata_splat_pairs_avx2(lower, at + 4);
        __m256i any = _mm256_or_si256(_mm256_or_si256(top0, top1), _mm256_or_si256(bottom0, bottom1));
        if (_mm256_testz_si256(any, any)) continue;
        /* Left taps of pixels [0 1 4 5 | 2 3 6 7], then right ones: widened, the low halves hold
           pixels 0–3 in order and the high halves 4–7. */
        __m256 t0 = _mm256_castsi256_ps(top0), t1 = _mm256_castsi256_ps(top1);
        __m256 b0 = _mm256_castsi256_ps(bottom0), b1 = _mm256_castsi256_ps(bottom1);
        __m256i top_left = _mm256_castps_si256(_mm256_shuffle_ps(t0, t1, 0x88));
        __m256i top_right = _mm256_castps_si256(_mm256_shuffle_ps(t0, t1, 0xDD));
        __m256i bottom_left = _mm256_castps_si256(_mm256_shuffle_ps(b0, b1, 0x88));
        __m256i bottom_right = _mm256_castps_si256(_mm256_shuffle_ps(b0, b1, 0xDD));
        __m256i wx = strata_splat_weights_avx2(cu), wy = strata_splat_weights_avx2(cv);
        __m256i wx0 = strata_splat_spread_avx2(wx, 0), wx1 = strata_splat_spread_avx2(wx, 1);
        __m256i wy0 = strata_splat_spread_avx2(wy, 0), wy1 = strata_splat_spread_avx2(wy, 1);
        __m256i top_a = strata_splat_lerp_avx2(_mm256_unpacklo_epi8(top_left, zero), _mm256_unpacklo_epi8(top_right, zero), wx0);
        __m256i top_b = strata_splat_lerp_avx2(_mm256_unpackhi_epi8(top_left, zero), _mm256_unpackhi_epi8(top_right, zero), wx1);
        __m256i bottom_a = strata_splat_lerp_avx2(_mm256_unpacklo_epi8(bottom_left, zero),
                                                  _mm256_unpacklo_epi8(bottom_right, zero), wx0);
        __m256i bottom_b = strata_splat_lerp_avx2(_mm256_unpackhi_epi8(bottom_left, zero),
                                                  _mm256_unpackhi_epi8(bottom_right, zero), wx1);
        __m256i down_a = strata_splat_lerp_avx2(top_a, bottom_a, wy0), down_b = strata_splat_lerp_avx2(top_b, bottom_b, wy1);
        int64_t left = count - x;
        __m256i mask = _mm256_cmpgt_epi32(_mm256_set1_epi32(left < 8 ? (int)left : 8), lanes);
        __m256i d = left < 8 ? _mm256_maskload_epi32((const int *)(row + x), mask)
                             : _mm256_loadu_si256((const __m256i *)(row + x));
        __m256i out_a = strata_splat_blend_avx2(down_a, tint, _mm256_cvtepu8_epi16(_mm256_castsi256_si128(d)), additive);
        __m256i out_b = strata_splat_blend_avx2(down_b, tint, _mm256_cvtepu8_epi16(_mm256_extracti128_si256(d, 1)), additive);
        /* Packed as [0 1 4 5 | 2 3 6 7]: put back in order. */
        __m256i packed = _mm256_permute4x64_epi64(_mm256_packus_epi16(out_a, out_b), 0xD8);
        if (left < 8) {
            _mm256_maskstore_epi32((int *)(row + x), mask, packed);
        } else {
            _mm256_storeu_si256((__m256i *)(row + x), packed);
        }
    }
}

/* Whether a row's sample points fit the AVX2 loop's 32-bit lanes: its coordinates stay
   within ±2^30 (they move linearly, so its ends and the masked lanes past them bound them).
   Rows that `strata_splat_rows` clips to the picture always fit when the picture does
   (`strata_splat_uses_avx2`). */
static inline int strata_splat_row_fits_avx2(int64_t count, int64_t u, int64_t v, int64_t du, int64_t dv) {
    const double limit = 0x1p30, steps = (double)(count + 8);
    double u_end = (double)u + steps * (double)du, v_end = (double)v + steps * (double)dv;
    return (double)u > -limit && (double)u < limit && (double)v > -limit && (double)v < limit && u_end > -limit &&
           u_end < limit && v_end > -limit && v_end < limit;
}

/* One row with AVX2, for the CPUs that have it, whose coordinates fit (see
   `strata_splat_row_fits_avx2`). */
__attribute__((target("avx2")))
static void strata_splat_row_avx2(uint32_t *row, int64_t count, int64_t u, int64_t v, int64_t du, int64_t dv,
                                  const strata_splat_particle *p) {
    if (p->additive) {
        strata_splat_steps_avx2(row, count, u, v, du, dv, p, 1);
    } else {
        strata_splat_steps_avx2(row, count, u, v, du, dv, p, 0);
    }
}
#endif

/* Whether the AVX2 row serves particle `p` on this CPU: bilinear sampling of a picture at most
   2^14 pixels a side, whose coordinates (16.16, within a pixel of the picture on a clipped
   row) fit 32-bit lanes. Asked once per particle, not per row. */
static inline int strata_splat_uses_avx2(const strata_splat_particle *p) {
#if defined(STRATA_SPLAT_HAS_AVX2)
    return !p->nearest && p->width <= 0x4000 && (p->last_v >> 16) + 2 <= 0x4000 && __builtin_cpu_supports("avx2");
#else
    (void)p;
    return 0;
#endif
}

/* One row through the path `avx2` chose (`strata_splat_uses_avx2`). */
static inline void strata_splat_row_via(uint32_t *row, int64_t count, int64_t u, int64_t v, int64_t du, int64_t dv,
                                        const strata_splat_particle *p, int avx2) {
#if defined(STRATA_SPLAT_HAS_AVX2)
    if (avx2) {
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
#if defined(STRATA_SPLAT_HAS_AVX2)
    int avx2 = strata_splat_uses_avx2(p) && strata_splat_row_fits_avx2(count, u, v, du, dv);
#else
    int avx2 = 0;
#endif
    strata_splat_row_via(row, count, u, v, du, dv, p, avx2);
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
