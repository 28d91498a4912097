#include <pixman.h>
/* wmemset: glibc's 32-bit fill, which `strata bench` times beside pixman_fill and Strata's own
   fill (CStrataFill). Swift's Glibc module does not bring in wchar.h. */
#include <wchar.h>
