#ifndef C_STRATA_SPLAT_AVX2_H
#define C_STRATA_SPLAT_AVX2_H

/* The AVX2 steps of CStrataSplat.h: eight pixels a step, sample points in 32-bit lanes. Included
   by CStrataSplat.h after the particle type, never on its own; compiled for AVX2 per function and
   chosen at run time (`strata_splat_vector_path`). */

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
    return _mm256_add_epi16(src, _mm256_mulhi_epu16(t, _mm256_set1_epi16(257)));
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

/* A pixel row cut into steps of eight: the step's first pixel, its first sample point (16.16,
   32-bit: see `strata_splat_row_fits_avx2`) and how many of its pixels are drawn (the first
   `left`, at most 8). A particle's rows are cut into such steps before any is drawn, so the
   vector loops walk one flat list: no loop per row whose length the CPU mispredicts, and the
   steps of consecutive rows overlap in the CPU. */
typedef struct {
    uint32_t *row;
    int32_t u, v;
    int64_t left;
} strata_splat_step;

/* Steps with AVX2. The arithmetic is the portable loop's (each mix as
   `strata_splat_lerp_avx2` states it). A step loads its pixels' upper and lower pairs of taps
   (8 bytes each), parts left taps from right ones, and widens them to 16-bit channels, four
   pixels a register. `additive` is a constant in each inlined copy, so a step does not test it.
   `du`, `dv`: the 16.16 step from one pixel to the next. */
__attribute__((target("avx2"), always_inline))
static inline void strata_splat_steps_avx2(const strata_splat_step *steps, int64_t n, int64_t du, int64_t dv,
                                           const strata_splat_particle *p, const int additive) {
    const uint32_t *upper = p->picture, *lower = p->picture + p->width;
    uint64_t tint_bits;
    memcpy(&tint_bits, p->tint, 8);
    const __m256i tint = _mm256_set1_epi64x((long long)tint_bits), zero = _mm256_setzero_si256();
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i width = _mm256_set1_epi32((int)p->width);
    const __m256i last_u = _mm256_set1_epi32((int)p->last_u), last_v = _mm256_set1_epi32((int)p->last_v);
    const __m256i along_u = _mm256_mullo_epi32(lanes, _mm256_set1_epi32((int)du));
    const __m256i along_v = _mm256_mullo_epi32(lanes, _mm256_set1_epi32((int)dv));
    for (int64_t i = 0; i < n; i++) {
        const strata_splat_step *step = steps + i;
        __m256i su = _mm256_add_epi32(_mm256_set1_epi32(step->u), along_u);
        __m256i sv = _mm256_add_epi32(_mm256_set1_epi32(step->v), along_v);
        __m256i cu = _mm256_min_epi32(_mm256_max_epi32(su, zero), last_u);
        __m256i cv = _mm256_min_epi32(_mm256_max_epi32(sv, zero), last_v);
        /* Rows and the width fit 16 bits: a 16-bit multiply-add is the short way to row × width. */
        __m256i index = _mm256_add_epi32(_mm256_madd_epi16(_mm256_srli_epi32(cv, 16), width), _mm256_srli_epi32(cu, 16));
        int32_t at[8];
        _mm256_storeu_si256((__m256i *)at, index);
        /* Pixels 0–3 and 4–7: each a 64-bit pair [left | right] of taps. */
        __m256i top0 = strata_splat_pairs_avx2(upper, at), top1 = strata_splat_pairs_avx2(upper, at + 4);
        __m256i bottom0 = strata_splat_pairs_avx2(lower, at), bottom1 = strata_splat_pairs_avx2(lower, at + 4);
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
        __m256i mask = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)step->left), lanes);
        __m256i d = _mm256_maskload_epi32((const int *)step->row, mask);
        __m256i out_a = strata_splat_blend_avx2(down_a, tint, _mm256_cvtepu8_epi16(_mm256_castsi256_si128(d)), additive);
        __m256i out_b = strata_splat_blend_avx2(down_b, tint, _mm256_cvtepu8_epi16(_mm256_extracti128_si256(d, 1)), additive);
        /* Packed as [0 1 4 5 | 2 3 6 7]: put back in order. */
        __m256i packed = _mm256_permute4x64_epi64(_mm256_packus_epi16(out_a, out_b), 0xD8);
        _mm256_maskstore_epi32((int *)step->row, mask, packed);
    }
}

/* Whether a row's sample points fit the vector loops' 32-bit lanes: its coordinates stay
   within ±2^30 (they move linearly, so its ends and the masked lanes past them bound them).
   Rows that `strata_splat_rows` clips to the picture always fit when the picture does
   (`strata_splat_vector_path`). */
static inline int strata_splat_row_fits_avx2(int64_t count, int64_t u, int64_t v, int64_t du, int64_t dv) {
    const double limit = 0x1p30, steps = (double)(count + 8);
    double u_end = (double)u + steps * (double)du, v_end = (double)v + steps * (double)dv;
    return (double)u > -limit && (double)u < limit && (double)v > -limit && (double)v < limit && u_end > -limit &&
           u_end < limit && v_end > -limit && v_end < limit;
}

/* Steps with AVX2, for the CPUs that have it. */
__attribute__((target("avx2")))
static void strata_splat_steps_via_avx2(const strata_splat_step *steps, int64_t n, int64_t du, int64_t dv,
                                        const strata_splat_particle *p) {
    if (p->additive) {
        strata_splat_steps_avx2(steps, n, du, dv, p, 1);
    } else {
        strata_splat_steps_avx2(steps, n, du, dv, p, 0);
    }
}
#endif

#endif
