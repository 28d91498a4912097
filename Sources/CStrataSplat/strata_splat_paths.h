#ifndef C_STRATA_SPLAT_PATHS_H
#define C_STRATA_SPLAT_PATHS_H

/* Which of CStrataSplat.h's paths serves a particle on this CPU, and the calls that go through
   the path chosen. Included by CStrataSplat.h after the vector paths, never on its own. */

/* The rows' paths: SSE2 (or the portable loop off x86-64) a row at a time, or vector steps
   (`strata_splat_step`) with AVX2 or AVX-512. */
enum { strata_splat_path_rows = 0, strata_splat_path_avx2 = 1, strata_splat_path_avx512 = 2 };

/* The fastest path this CPU has, whatever the particle. */
static inline int strata_splat_cpu_path(void) {
#if defined(STRATA_SPLAT_HAS_AVX512)
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl")
        && __builtin_cpu_supports("avx512dq"))
        return strata_splat_path_avx512;
#endif
#if defined(STRATA_SPLAT_HAS_AVX2)
    if (__builtin_cpu_supports("avx2")) return strata_splat_path_avx2;
#endif
    return strata_splat_path_rows;
}

/* The path that serves particle `p` on this CPU: the vector steps sample bilinearly a picture at
   most 2^14 pixels a side, whose coordinates (16.16, within a pixel of the picture on a clipped
   row) fit 32-bit lanes, and whose quads are made (the steps read them). Asked once per
   particle, not per row. */
static inline int strata_splat_vector_path(const strata_splat_particle *p) {
    if (p->nearest || !p->quads || p->width > 0x4000 || (p->last_v >> 16) + 2 > 0x4000) return strata_splat_path_rows;
    return strata_splat_cpu_path();
}

/* Draws `n` steps through vector path `path` (not `strata_splat_path_rows`), which the CPU has. */
static inline void strata_splat_steps_via(const strata_splat_step *steps, int64_t n, int64_t du, int64_t dv,
                                          const strata_splat_particle *p, int path) {
#if defined(STRATA_SPLAT_HAS_AVX512)
    if (path == strata_splat_path_avx512) {
        strata_splat_steps_via_avx512(steps, n, du, dv, p);
        return;
    }
#endif
#if defined(STRATA_SPLAT_HAS_AVX2)
    strata_splat_steps_via_avx2(steps, n, du, dv, p);
#else
    (void)steps, (void)n, (void)du, (void)dv, (void)p, (void)path;
#endif
}

#if defined(STRATA_SPLAT_HAS_AVX2)
/* How many rows' spans path `path` works out at once for placing `s`: eight with AVX-512, four
   with AVX2 when the placing fits its 32-bit lanes, else 0 (a row at a time). */
static inline int strata_splat_rows_at_once(const strata_splat_placing *s, int path) {
#if defined(STRATA_SPLAT_HAS_AVX512)
    if (path == strata_splat_path_avx512) return 8;
#endif
    return path == strata_splat_path_avx2 && strata_splat_placing_fits_avx2(s) ? 4 : 0;
}

/* The spans of rows from y through `path` (see `strata_splat_rows_at_once`). */
static inline unsigned strata_splat_spans_via(const strata_splat_placing *s, int64_t y, int64_t rows,
                                              strata_splat_spans *out, int path) {
#if defined(STRATA_SPLAT_HAS_AVX512)
    if (path == strata_splat_path_avx512) return strata_splat_spans_avx512(s, y, rows, out);
#endif
    (void)path;
    return strata_splat_spans_avx2(s, y, rows, out);
}
#endif

#endif
