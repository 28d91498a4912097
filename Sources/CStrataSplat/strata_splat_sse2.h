#ifndef C_STRATA_SPLAT_SSE2_H
#define C_STRATA_SPLAT_SSE2_H

/* The SSE2 row of CStrataSplat.h: a pixel is four 16-bit lanes. Included by CStrataSplat.h after
   the particle type and the portable row, never on its own. */

#if defined(__SSE2__)
#include <emmintrin.h>

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
        out = _mm_add_epi16(src, _mm_mulhi_epu16(t, _mm_set1_epi16(257)));
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

#endif
