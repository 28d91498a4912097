#ifndef C_STRATA_SPLAT_AVX512_H
#define C_STRATA_SPLAT_AVX512_H

/* The AVX-512 steps of CStrataSplat.h: eight pixels a step as in the AVX2 steps, but their 16-bit
   channels in one 512-bit register instead of two 256-bit ones, so a step is fewer instructions
   and more of them overlap in the CPU; the four quads of a register's pixels are parted into
   taps with two permutes, and a step's pixels are masked with a mask register (a masked load
   and store cost what plain ones do there, so a step does not need the AVX2 steps' room). The
   same arithmetic as the portable loop.
   Included by CStrataSplat.h after the AVX2 steps, never on its own; compiled per function and
   chosen at run time (`strata_splat_vector_path`). */

#if defined(STRATA_SPLAT_HAS_AVX2)
#define STRATA_SPLAT_HAS_AVX512 1
#define STRATA_SPLAT_AVX512_TARGET "avx2,avx512f,avx512bw,avx512vl,avx512dq"

/* a + ((b − a) × w) >> 8 per 16-bit lane (see `strata_splat_lerp_avx2`). */
__attribute__((target(STRATA_SPLAT_AVX512_TARGET), always_inline))
static inline __m512i strata_splat_lerp_avx512(__m512i a, __m512i b, __m512i w7) {
    __m512i twice = _mm512_slli_epi16(_mm512_sub_epi16(b, a), 1);
    return _mm512_add_epi16(a, _mm512_mulhi_epi16(twice, w7));
}

/* Tinted, blended channels of eight pixels (16-bit lanes) over `d` (see `strata_splat_blend_avx2`). */
__attribute__((target(STRATA_SPLAT_AVX512_TARGET), always_inline))
static inline __m512i strata_splat_blend_avx512(__m512i down, __m512i tint, __m512i d, const int additive) {
    __m512i src = _mm512_srli_epi16(_mm512_mullo_epi16(down, tint), 8);
    if (additive) return _mm512_adds_epu16(src, d);
    __m512i alpha = _mm512_shufflehi_epi16(_mm512_shufflelo_epi16(src, 0xFF), 0xFF);
    __m512i t = _mm512_add_epi16(_mm512_mullo_epi16(d, _mm512_sub_epi16(_mm512_set1_epi16(255), alpha)),
                                 _mm512_set1_epi16(128));
    return _mm512_add_epi16(src, _mm512_mulhi_epu16(t, _mm512_set1_epi16(257)));
}

/* Steps with AVX-512 (see the note at the top and `strata_splat_steps_avx2`). */
__attribute__((target(STRATA_SPLAT_AVX512_TARGET), always_inline))
static inline void strata_splat_steps_avx512(const strata_splat_step *steps, int64_t n, int64_t du, int64_t dv,
                                             const strata_splat_particle *p, const int additive) {
    const uint32_t *quads = p->quads;
    uint64_t tint_bits;
    memcpy(&tint_bits, p->tint, 8);
    const __m512i tint = _mm512_set1_epi64((long long)tint_bits);
    const __m256i zero = _mm256_setzero_si256(), byte = _mm256_set1_epi32(0xFF);
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i width = _mm256_set1_epi32((int)p->width);
    const __m256i last_u = _mm256_set1_epi32((int)p->last_u), last_v = _mm256_set1_epi32((int)p->last_v);
    const __m256i along_u = _mm256_mullo_epi32(lanes, _mm256_set1_epi32((int)du));
    const __m256i along_v = _mm256_mullo_epi32(lanes, _mm256_set1_epi32((int)dv));
    /* Word k of a pixel's weight spread is the low word of that pixel's 32-bit lane. */
    const __m512i spread = _mm512_set_epi16(14, 14, 14, 14, 12, 12, 12, 12, 10, 10, 10, 10, 8, 8, 8, 8,
                                            6, 6, 6, 6, 4, 4, 4, 4, 2, 2, 2, 2, 0, 0, 0, 0);
    const __m512i pick_top = _mm512_setr_epi32(0, 4, 8, 12, 16, 20, 24, 28, 1, 5, 9, 13, 17, 21, 25, 29);
    const __m512i pick_bottom = _mm512_setr_epi32(2, 6, 10, 14, 18, 22, 26, 30, 3, 7, 11, 15, 19, 23, 27, 31);
    for (int64_t i = 0; i < n; i++) {
        const strata_splat_step *step = steps + i;
        __m256i su = _mm256_add_epi32(_mm256_set1_epi32(step->u), along_u);
        __m256i sv = _mm256_add_epi32(_mm256_set1_epi32(step->v), along_v);
        __m256i cu = _mm256_min_epi32(_mm256_max_epi32(su, zero), last_u);
        __m256i cv = _mm256_min_epi32(_mm256_max_epi32(sv, zero), last_v);
        __m256i index = _mm256_add_epi32(_mm256_madd_epi16(_mm256_srli_epi32(cv, 16), width), _mm256_srli_epi32(cu, 16));
        int32_t at[8];
        _mm256_storeu_si256((__m256i *)at, index);
        /* Each pixel's quad [top left, top right, bottom left, bottom right], four to a register,
           then parted: the top taps of pixels 0–7 (left, then right), and the bottom ones. */
        __m512i z0 = _mm512_castsi128_si512(_mm_loadu_si128((const __m128i *)(quads + 4 * at[0])));
        z0 = _mm512_inserti32x4(z0, _mm_loadu_si128((const __m128i *)(quads + 4 * at[1])), 1);
        z0 = _mm512_inserti32x4(z0, _mm_loadu_si128((const __m128i *)(quads + 4 * at[2])), 2);
        z0 = _mm512_inserti32x4(z0, _mm_loadu_si128((const __m128i *)(quads + 4 * at[3])), 3);
        __m512i z1 = _mm512_castsi128_si512(_mm_loadu_si128((const __m128i *)(quads + 4 * at[4])));
        z1 = _mm512_inserti32x4(z1, _mm_loadu_si128((const __m128i *)(quads + 4 * at[5])), 1);
        z1 = _mm512_inserti32x4(z1, _mm_loadu_si128((const __m128i *)(quads + 4 * at[6])), 2);
        z1 = _mm512_inserti32x4(z1, _mm_loadu_si128((const __m128i *)(quads + 4 * at[7])), 3);
        __m512i tops = _mm512_permutex2var_epi32(z0, pick_top, z1), bottoms = _mm512_permutex2var_epi32(z0, pick_bottom, z1);
        __m512i top_left = _mm512_cvtepu8_epi16(_mm512_castsi512_si256(tops));
        __m512i top_right = _mm512_cvtepu8_epi16(_mm512_extracti64x4_epi64(tops, 1));
        __m512i bottom_left = _mm512_cvtepu8_epi16(_mm512_castsi512_si256(bottoms));
        __m512i bottom_right = _mm512_cvtepu8_epi16(_mm512_extracti64x4_epi64(bottoms, 1));
        /* Weights << 7 in each pixel's low word, spread over its four channels. */
        __m512i wx = _mm512_permutexvar_epi16(spread, _mm512_castsi256_si512(
            _mm256_slli_epi32(_mm256_and_si256(_mm256_srli_epi32(cu, 8), byte), 7)));
        __m512i wy = _mm512_permutexvar_epi16(spread, _mm512_castsi256_si512(
            _mm256_slli_epi32(_mm256_and_si256(_mm256_srli_epi32(cv, 8), byte), 7)));
        __m512i top = strata_splat_lerp_avx512(top_left, top_right, wx);
        __m512i bottom = strata_splat_lerp_avx512(bottom_left, bottom_right, wx);
        __m512i down = strata_splat_lerp_avx512(top, bottom, wy);
        __mmask8 keep = (__mmask8)(step->left >= 8 ? 0xFF : (1u << step->left) - 1);
        __m256i d = _mm256_maskz_loadu_epi32(keep, step->row);
        __m512i out = strata_splat_blend_avx512(down, tint, _mm512_cvtepu8_epi16(d), additive);
        _mm256_mask_storeu_epi32(step->row, keep, _mm512_cvtusepi16_epi8(out));
    }
}

/* One side of `strata_splat_clip` for eight rows: narrows [lower, upper) to where start + x step
   lies in [0, limit), the same numbers lane for lane (a step of about 0 leaves the span and
   keeps the rows whose start lies inside). Returns the rows left. */
__attribute__((target(STRATA_SPLAT_AVX512_TARGET), always_inline))
static inline __mmask8 strata_splat_clip_avx512(__m512d *lower, __m512d *upper, __m512d start, double step,
                                                double reciprocal, double limit) {
    const __m512d bound = _mm512_set1_pd(limit);
    if (step > -1e-12 && step < 1e-12) {
        return _mm512_cmp_pd_mask(start, _mm512_setzero_pd(), _CMP_GE_OQ) & _mm512_cmp_pd_mask(start, bound, _CMP_LT_OQ);
    }
    const __m512d per = _mm512_set1_pd(reciprocal);
    __m512d a = _mm512_mul_pd(_mm512_sub_pd(_mm512_setzero_pd(), start), per);
    __m512d b = _mm512_mul_pd(_mm512_sub_pd(bound, start), per);
    /* Swapped where a > b, then the span narrowed: the scalar's comparisons as selections. */
    __mmask8 swap = _mm512_cmp_pd_mask(a, b, _CMP_GT_OQ);
    __m512d low = _mm512_mask_blend_pd(swap, a, b), high = _mm512_mask_blend_pd(swap, b, a);
    *lower = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(low, *lower, _CMP_GT_OQ), *lower, low);
    *upper = _mm512_mask_blend_pd(_mm512_cmp_pd_mask(high, *upper, _CMP_LT_OQ), *upper, high);
    return _mm512_cmp_pd_mask(*lower, *upper, _CMP_LT_OQ);
}

/* The spans of rows y, y + 1, …, y + 7 (those below `rows`), each as `strata_splat_span` works
   it out, with the same operations in the same order (no fused multiply-adds), so the same
   numbers; returns the mask of the rows that draw. */
__attribute__((target(STRATA_SPLAT_AVX512_TARGET)))
static inline unsigned strata_splat_spans_avx512(const strata_splat_placing *s, int64_t y, int64_t rows,
                                                 strata_splat_spans *out) {
    const __m512d lane = _mm512_setr_pd(0, 1, 2, 3, 4, 5, 6, 7);
    __m512d row_y = _mm512_add_pd(_mm512_add_pd(_mm512_set1_pd((double)y), lane), _mm512_set1_pd(0.5));
    const __m512d column = _mm512_set1_pd(s->column), half = _mm512_set1_pd(0.5);
    __m512d u0 = _mm512_sub_pd(_mm512_add_pd(_mm512_add_pd(_mm512_mul_pd(_mm512_set1_pd(s->inverse.a), column),
                                                           _mm512_mul_pd(_mm512_set1_pd(s->inverse.c), row_y)),
                                             _mm512_set1_pd(s->inverse.tx)), half);
    __m512d v0 = _mm512_sub_pd(_mm512_add_pd(_mm512_add_pd(_mm512_mul_pd(_mm512_set1_pd(s->inverse.b), column),
                                                           _mm512_mul_pd(_mm512_set1_pd(s->inverse.d), row_y)),
                                             _mm512_set1_pd(s->inverse.ty)), half);
    __m512d lower = _mm512_setzero_pd(), upper = _mm512_set1_pd(s->width);
    __mmask8 drawn = (__mmask8)(rows >= 8 ? 0xFF : (1u << rows) - 1);
    drawn &= strata_splat_clip_avx512(&lower, &upper, u0, s->du, s->per_u, s->u_limit);
    drawn &= strata_splat_clip_avx512(&lower, &upper, v0, s->dv, s->per_v, s->v_limit);
    __m512i start = _mm512_cvttpd_epi64(_mm512_roundscale_pd(lower, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC));
    __m512i end = _mm512_cvttpd_epi64(_mm512_roundscale_pd(upper, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC));
    __m512i first = _mm512_max_epi64(start, _mm512_set1_epi64(s->clip_first));
    end = _mm512_min_epi64(end, _mm512_set1_epi64(s->clip_end));
    drawn &= _mm512_cmp_epi64_mask(first, end, _MM_CMPINT_LT);
    __m512d start_d = _mm512_cvtepi64_pd(start);
    __m512i skipped = _mm512_sub_epi64(first, start);
    __m512i u = _mm512_add_epi64(
        _mm512_cvttpd_epi64(_mm512_mul_pd(_mm512_add_pd(u0, _mm512_mul_pd(start_d, _mm512_set1_pd(s->du))),
                                          _mm512_set1_pd(65536))),
        _mm512_mullo_epi64(skipped, _mm512_set1_epi64(s->step_u)));
    __m512i v = _mm512_add_epi64(
        _mm512_cvttpd_epi64(_mm512_mul_pd(_mm512_add_pd(v0, _mm512_mul_pd(start_d, _mm512_set1_pd(s->dv))),
                                          _mm512_set1_pd(65536))),
        _mm512_mullo_epi64(skipped, _mm512_set1_epi64(s->step_v)));
    _mm512_storeu_si512(out->first, first);
    _mm512_storeu_si512(out->count, _mm512_sub_epi64(end, first));
    _mm512_storeu_si512(out->u, u);
    _mm512_storeu_si512(out->v, v);
    return drawn;
}

/* Steps with AVX-512, for the CPUs that have it. */
__attribute__((target(STRATA_SPLAT_AVX512_TARGET)))
static void strata_splat_steps_via_avx512(const strata_splat_step *steps, int64_t n, int64_t du, int64_t dv,
                                          const strata_splat_particle *p) {
    if (p->additive) {
        strata_splat_steps_avx512(steps, n, du, dv, p, 1);
    } else {
        strata_splat_steps_avx512(steps, n, du, dv, p, 0);
    }
}
#endif

#endif
