#ifndef C_STRATA_FILL_H
#define C_STRATA_FILL_H

#include <stddef.h>
#include <stdint.h>
#include <wchar.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Why this exists beside pixman_fill and glibc's wmemset: a wide fill is a store-bound loop, and
   the fastest store loop on x86-64 is the CPU's own string store. glibc's memset uses `rep stosb`
   for buffers past 2 KiB, but its wmemset is a vector loop, which on AMD Zen measured 1.07x memset
   for a 1080p frame (Intel: equal); `rep stosl` stores the 32-bit pattern at memset's speed on both.
   `strata bench --only kernels` times it beside pixman_fill and wmemset. Short runs, where the string
   store's start-up costs more than it saves, and other architectures go to wmemset.

   It lives in this header, inline, with no C file: Swift compiles it into the objects that call
   it, with their DWARF 4 debug information, where a C target's objects carry the DWARF 5 of the
   toolchain's clang, which Debian 12's valgrind (3.19) cannot read at all, and the memory test
   runs valgrind over the release binary. */

/* Runs at least this many pixels long (2 KiB, glibc's own threshold for `rep stosb`) use the string store. */
#define STRATA_FILL32_STRING_STORE_MINIMUM 512

/* Writes `value` to `count` 32-bit pixels from `pixels`. */
static inline void strata_fill32(uint32_t *pixels, uint32_t value, size_t count) {
#if defined(__x86_64__)
    if (count >= STRATA_FILL32_STRING_STORE_MINIMUM) {
        /* The direction flag is clear on entry to any function (System V ABI), so this stores upwards. */
        __asm__ volatile("rep stosl" : "+D"(pixels), "+c"(count) : "a"(value) : "memory");
        return;
    }
#endif
    _Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "wmemset fills 32-bit units");
    wmemset((wchar_t *)pixels, (wchar_t)value, count);
}

/* Composites the premultiplied ARGB32 `pixel` over `count` pixels from `pixels`, with pixman's
   OVER arithmetic, so the bytes are the ones pixman_image_composite32 writes for a solid source:
   each channel d becomes s + t where t = d x (255 - source alpha) / 255 rounded as pixman rounds
   it ((p + (p >> 8)) >> 8 with p = d x (255 - alpha) + 128), the sum saturated at 255.

   Why this exists beside pixman: a narrow box (a small layer's row) is a few pixels of work, and
   pixman_image_composite32 spends more than that on choosing its path and clipping for each call.
   `strata bench --only kernels` times it beside pixman compositing the same boxes.

   With SSE2 (every x86-64 CPU) four pixels go through one register of sixteen 8-bit channels,
   widened to 16 bits, as pixman's SSE2 path does: the multiply's low half, the 128 added, and
   (p + (p >> 8)) >> 8 taken as the high half of p x 0x0101 (equal for every p below 2^16), the
   sum saturated by the byte-wise saturating add; a row's last one to three pixels go through
   the same steps from a partial load. Elsewhere `strata_over32_portable` serves, two channels
   through one 32-bit multiply (red and blue, then alpha and green, 16 bits apart); it is
   compiled everywhere, so that the tests hold it to pixman too. */
static inline void strata_over32_portable(uint32_t *pixels, uint32_t pixel, size_t count) {
    const uint32_t inverse = 255 - (pixel >> 24);
    const uint32_t source_rb = pixel & 0x00FF00FFu, source_ag = (pixel >> 8) & 0x00FF00FFu;
    for (size_t i = 0; i < count; i++) {
        const uint32_t d = pixels[i];
        uint32_t rb = (d & 0x00FF00FFu) * inverse + 0x00800080u;
        rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
        uint32_t ag = ((d >> 8) & 0x00FF00FFu) * inverse + 0x00800080u;
        ag = ((ag + ((ag >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
        /* The sums, each channel's carry (bit 8) turned into saturation. */
        rb += source_rb;
        rb = (rb | (0x01000100u - ((rb >> 8) & 0x00010001u))) & 0x00FF00FFu;
        ag += source_ag;
        ag = (ag | (0x01000100u - ((ag >> 8) & 0x00010001u))) & 0x00FF00FFu;
        pixels[i] = rb | (ag << 8);
    }
}

#if defined(__SSE2__)
/* The OVER of `source` (every lane the same pixel) onto the four pixels of `d`, `inverse` being
   255 - its alpha in every 16-bit lane. */
static inline __m128i strata_over32_lanes(__m128i d, __m128i inverse, __m128i source) {
    const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi16(0x80), scale = _mm_set1_epi16(0x0101);
    __m128i low = _mm_unpacklo_epi8(d, zero), high = _mm_unpackhi_epi8(d, zero);
    low = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(low, inverse), half), scale);
    high = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(high, inverse), half), scale);
    return _mm_adds_epu8(_mm_packus_epi16(low, high), source);
}

static inline void strata_over32(uint32_t *pixels, uint32_t pixel, size_t count) {
    const __m128i inverse = _mm_set1_epi16((short)(255 - (pixel >> 24)));
    const __m128i source = _mm_set1_epi32((int)pixel);
    size_t i = 0;
    for (; i + 4 <= count; i += 4) {
        const __m128i d = _mm_loadu_si128((const __m128i *)(pixels + i));
        _mm_storeu_si128((__m128i *)(pixels + i), strata_over32_lanes(d, inverse, source));
    }
    if (count - i >= 2) {
        const __m128i d = _mm_loadl_epi64((const __m128i *)(pixels + i));
        _mm_storel_epi64((__m128i *)(pixels + i), strata_over32_lanes(d, inverse, source));
        i += 2;
    }
    if (i < count) {
        const __m128i d = _mm_cvtsi32_si128((int)pixels[i]);
        pixels[i] = (uint32_t)_mm_cvtsi128_si32(strata_over32_lanes(d, inverse, source));
    }
}
#else
static inline void strata_over32(uint32_t *pixels, uint32_t pixel, size_t count) {
    strata_over32_portable(pixels, pixel, count);
}
#endif

#endif
