#include "CStrataFill.h"

#include <wchar.h>

void strata_fill32(uint32_t *pixels, uint32_t value, size_t count) {
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
