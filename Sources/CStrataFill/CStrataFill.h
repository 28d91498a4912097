#ifndef C_STRATA_FILL_H
#define C_STRATA_FILL_H

#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

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

#endif
