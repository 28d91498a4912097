#include <fontconfig/fontconfig.h>
#include <sys/syscall.h>
#include <unistd.h>

/* An anonymous file in memory (memfd_create, close-on-exec) for font data given as bytes:
   fontconfig and FreeType read fonts from paths, and /proc/self/fd/N names the file while its
   descriptor is open; the kernel frees it when the descriptor closes, whatever way the process
   ends. -1 when the kernel has no such files. */
static inline int strata_memory_file(const char *name) {
#ifdef SYS_memfd_create
    return (int)syscall(SYS_memfd_create, name, 1u);
#else
    (void)name;
    return -1;
#endif
}
