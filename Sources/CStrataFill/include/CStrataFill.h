#ifndef C_STRATA_FILL_H
#define C_STRATA_FILL_H

#include <stddef.h>
#include <stdint.h>

/* Writes `value` to `count` 32-bit pixels from `pixels`.

   Why this exists beside pixman_fill and glibc's wmemset: a wide fill is a store-bound loop, and
   the fastest store loop on x86-64 is the CPU's own string store. glibc's memset uses `rep stosb`
   for buffers past 2 KiB, but its wmemset is a vector loop, which on AMD Zen measured 1.07x memset
   for a 1080p frame (Intel: equal); `rep stosl` stores the 32-bit pattern at memset's speed on both.
   `strata bench --only kernels` times it beside pixman_fill and wmemset. Short runs, where the string
   store's start-up costs more than it saves, and other architectures go to wmemset. */
void strata_fill32(uint32_t *pixels, uint32_t value, size_t count);

/* Runs at least this many pixels long (2 KiB, glibc's own threshold for `rep stosb`) use the string store. */
#define STRATA_FILL32_STRING_STORE_MINIMUM 512

#endif
