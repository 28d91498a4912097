#include <pixman.h>
/* wmemset: glibc's 32-bit fill, which fills wide boxes of pixels at memset's speed beside
   pixman_fill (see DirectTarget). Swift's Glibc module does not bring in wchar.h. */
#include <wchar.h>
