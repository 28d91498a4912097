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

/* Steps with AVX2. The arithmetic is the portable loop's (each mix as
   `strata_splat_lerp_avx2` states it). A step loads each pixel's quad of taps from the picture's
   quads (`strata_splat_fill_quads`) widened to 16-bit channels, one pixel a register, and mixes
   two pixels' left taps with their right ones in one register, top and bottom rows together;
   the two rows are then put side by side four pixels a register and mixed. `additive` is a
   constant in each inlined copy, so a step does not test it. `du`, `dv`: the 16.16 step from
   one pixel to the next. */
__attribute__((target("avx2"), always_inline))
static inline void strata_splat_steps_avx2(const strata_splat_step *steps, int64_t n, int64_t du, int64_t dv,
                                           const strata_splat_particle *p, const int additive) {
    const uint32_t *quads = p->quads;
    uint64_t tint_bits;
    memcpy(&tint_bits, p->tint, 8);
    const __m256i tint = _mm256_set1_epi64x((long long)tint_bits), zero = _mm256_setzero_si256();
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i width = _mm256_set1_epi32((int)p->width);
    const __m256i last_u = _mm256_set1_epi32((int)p->last_u), last_v = _mm256_set1_epi32((int)p->last_v);
    const __m256i along_u = _mm256_mullo_epi32(lanes, _mm256_set1_epi32((int)du));
    const __m256i along_v = _mm256_mullo_epi32(lanes, _mm256_set1_epi32((int)dv));
    const __m256i pair01 = _mm256_setr_epi32(0, 0, 1, 1, 0, 0, 1, 1), pair23 = _mm256_setr_epi32(2, 2, 3, 3, 2, 2, 3, 3);
    const __m256i pair45 = _mm256_setr_epi32(4, 4, 5, 5, 4, 4, 5, 5), pair67 = _mm256_setr_epi32(6, 6, 7, 7, 6, 6, 7, 7);
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
        /* Each pixel's quad widened to 16-bit channels: [top left, top right | bottom left,
           bottom right]. */
        __m256i q0 = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(quads + 4 * at[0])));
        __m256i q1 = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(quads + 4 * at[1])));
        __m256i q2 = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(quads + 4 * at[2])));
        __m256i q3 = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(quads + 4 * at[3])));
        __m256i q4 = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(quads + 4 * at[4])));
        __m256i q5 = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(quads + 4 * at[5])));
        __m256i q6 = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(quads + 4 * at[6])));
        __m256i q7 = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(quads + 4 * at[7])));
        __m256i wx = strata_splat_weights_avx2(cu), wy = strata_splat_weights_avx2(cv);
        /* Pixels k and k + 1: their left taps [top k, top k + 1 | bottom k, bottom k + 1] mixed
           with their right ones, each pixel's weight spread over its channels in both halves. */
        __m256i h01 = strata_splat_lerp_avx2(_mm256_unpacklo_epi64(q0, q1), _mm256_unpackhi_epi64(q0, q1),
                                             _mm256_permutevar8x32_epi32(wx, pair01));
        __m256i h23 = strata_splat_lerp_avx2(_mm256_unpacklo_epi64(q2, q3), _mm256_unpackhi_epi64(q2, q3),
                                             _mm256_permutevar8x32_epi32(wx, pair23));
        __m256i h45 = strata_splat_lerp_avx2(_mm256_unpacklo_epi64(q4, q5), _mm256_unpackhi_epi64(q4, q5),
                                             _mm256_permutevar8x32_epi32(wx, pair45));
        __m256i h67 = strata_splat_lerp_avx2(_mm256_unpacklo_epi64(q6, q7), _mm256_unpackhi_epi64(q6, q7),
                                             _mm256_permutevar8x32_epi32(wx, pair67));
        __m256i wy0 = strata_splat_spread_avx2(wy, 0), wy1 = strata_splat_spread_avx2(wy, 1);
        /* Tops and bottoms of pixels 0–3 and of 4–7, in order. */
        __m256i top_a = _mm256_permute2x128_si256(h01, h23, 0x20), bottom_a = _mm256_permute2x128_si256(h01, h23, 0x31);
        __m256i top_b = _mm256_permute2x128_si256(h45, h67, 0x20), bottom_b = _mm256_permute2x128_si256(h45, h67, 0x31);
        __m256i down_a = strata_splat_lerp_avx2(top_a, bottom_a, wy0), down_b = strata_splat_lerp_avx2(top_b, bottom_b, wy1);
        __m256i mask = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)step->left), lanes);
        const int roomy = step->room >= 8;
        __m256i d = roomy ? _mm256_loadu_si256((const __m256i *)step->row) : _mm256_maskload_epi32((const int *)step->row, mask);
        __m256i out_a = strata_splat_blend_avx2(down_a, tint, _mm256_cvtepu8_epi16(_mm256_castsi256_si128(d)), additive);
        __m256i out_b = strata_splat_blend_avx2(down_b, tint, _mm256_cvtepu8_epi16(_mm256_extracti128_si256(d, 1)), additive);
        /* Packed as [0 1 4 5 | 2 3 6 7]: put back in order. */
        __m256i packed = _mm256_permute4x64_epi64(_mm256_packus_epi16(out_a, out_b), 0xD8);
        if (roomy) _mm256_storeu_si256((__m256i *)step->row, _mm256_blendv_epi8(d, packed, mask));
        else _mm256_maskstore_epi32((int *)step->row, mask, packed);
    }
}

/* One side of `strata_splat_clip` for four rows (see `strata_splat_clip_avx512`). */
__attribute__((target("avx2"), always_inline))
static inline __m256d strata_splat_clip_avx2(__m256d *lower, __m256d *upper, __m256d start, double step,
                                             double reciprocal, double limit) {
    const __m256d bound = _mm256_set1_pd(limit);
    if (step > -1e-12 && step < 1e-12) {
        return _mm256_and_pd(_mm256_cmp_pd(start, _mm256_setzero_pd(), _CMP_GE_OQ), _mm256_cmp_pd(start, bound, _CMP_LT_OQ));
    }
    const __m256d per = _mm256_set1_pd(reciprocal);
    __m256d a = _mm256_mul_pd(_mm256_sub_pd(_mm256_setzero_pd(), start), per);
    __m256d b = _mm256_mul_pd(_mm256_sub_pd(bound, start), per);
    __m256d swap = _mm256_cmp_pd(a, b, _CMP_GT_OQ);
    __m256d low = _mm256_blendv_pd(a, b, swap), high = _mm256_blendv_pd(b, a, swap);
    *lower = _mm256_blendv_pd(*lower, low, _mm256_cmp_pd(low, *lower, _CMP_GT_OQ));
    *upper = _mm256_blendv_pd(*upper, high, _mm256_cmp_pd(high, *upper, _CMP_LT_OQ));
    return _mm256_cmp_pd(*lower, *upper, _CMP_LT_OQ);
}

/* The spans of rows y … y + 3 (those below `rows`) in the first four of `out`'s, each as
   `strata_splat_span` works it out with the same operations in the same order (no fused
   multiply-adds), so the same numbers, in doubles until they are whole; returns the mask of the
   rows that draw. The placing must fit 32-bit lanes (`strata_splat_placing_fits_avx2`). */
__attribute__((target("avx2")))
static inline unsigned strata_splat_spans_avx2(const strata_splat_placing *s, int64_t y, int64_t rows,
                                               strata_splat_spans *out) {
    const __m256d lane = _mm256_setr_pd(0, 1, 2, 3);
    __m256d row_y = _mm256_add_pd(_mm256_add_pd(_mm256_set1_pd((double)y), lane), _mm256_set1_pd(0.5));
    const __m256d column = _mm256_set1_pd(s->column), half = _mm256_set1_pd(0.5);
    __m256d u0 = _mm256_sub_pd(_mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(_mm256_set1_pd(s->inverse.a), column),
                                                           _mm256_mul_pd(_mm256_set1_pd(s->inverse.c), row_y)),
                                             _mm256_set1_pd(s->inverse.tx)), half);
    __m256d v0 = _mm256_sub_pd(_mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(_mm256_set1_pd(s->inverse.b), column),
                                                           _mm256_mul_pd(_mm256_set1_pd(s->inverse.d), row_y)),
                                             _mm256_set1_pd(s->inverse.ty)), half);
    __m256d lower = _mm256_setzero_pd(), upper = _mm256_set1_pd(s->width);
    __m256d drawn = strata_splat_clip_avx2(&lower, &upper, u0, s->du, s->per_u, s->u_limit);
    drawn = _mm256_and_pd(drawn, strata_splat_clip_avx2(&lower, &upper, v0, s->dv, s->per_v, s->v_limit));
    __m256d start = _mm256_round_pd(lower, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
    __m256d end = _mm256_round_pd(upper, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
    __m256d first = _mm256_max_pd(start, _mm256_set1_pd((double)s->clip_first));
    end = _mm256_min_pd(end, _mm256_set1_pd((double)s->clip_end));
    drawn = _mm256_and_pd(drawn, _mm256_cmp_pd(first, end, _CMP_LT_OQ));
    __m256d skipped = _mm256_sub_pd(first, start), scale = _mm256_set1_pd(65536);
    __m256d u = _mm256_add_pd(
        _mm256_round_pd(_mm256_mul_pd(_mm256_add_pd(u0, _mm256_mul_pd(start, _mm256_set1_pd(s->du))), scale),
                        _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC),
        _mm256_mul_pd(skipped, _mm256_set1_pd((double)s->step_u)));
    __m256d v = _mm256_add_pd(
        _mm256_round_pd(_mm256_mul_pd(_mm256_add_pd(v0, _mm256_mul_pd(start, _mm256_set1_pd(s->dv))), scale),
                        _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC),
        _mm256_mul_pd(skipped, _mm256_set1_pd((double)s->step_v)));
    _mm256_storeu_si256((__m256i *)out->first, _mm256_cvtepi32_epi64(_mm256_cvttpd_epi32(first)));
    _mm256_storeu_si256((__m256i *)out->count, _mm256_cvtepi32_epi64(_mm256_cvttpd_epi32(_mm256_sub_pd(end, first))));
    _mm256_storeu_si256((__m256i *)out->u, _mm256_cvtepi32_epi64(_mm256_cvttpd_epi32(u)));
    _mm256_storeu_si256((__m256i *)out->v, _mm256_cvtepi32_epi64(_mm256_cvttpd_epi32(v)));
    return (unsigned)_mm256_movemask_pd(drawn) & (rows >= 4 ? 0xFu : (1u << rows) - 1);
}

/* Whether `strata_splat_spans_avx2` serves a placing: its spans' offsets and sample points fit
   32-bit lanes. */
static inline int strata_splat_placing_fits_avx2(const strata_splat_placing *s) {
    const double limit = 0x1p30;
    return s->width < limit && s->clip_first > -limit && s->clip_first < limit && s->clip_end > -limit &&
           s->clip_end < limit;
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
