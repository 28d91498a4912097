#include <fontconfig/fontconfig.h>
#include <linux/memfd.h>
#include <sys/syscall.h>
#include <unistd.h>

/* An anonymous file in memory (memfd_create, close-on-exec) for font data given as bytes:
   fontconfig and FreeType read fonts from paths, and /proc/self/fd/N names the file while its
   descriptor is open; the kernel frees it when the descriptor closes, whatever way the process
   ends. -1 when the kernel has no such files. Through syscall(2): glibc declares memfd_create
   only under _GNU_SOURCE, which a header Swift imports cannot set for the system's headers. */
static inline int strata_memory_file(const char *name) {
#ifdef SYS_memfd_create
    return (int)syscall(SYS_memfd_create, name, MFD_CLOEXEC);
#else
    (void)name;
    return -1;
#endif
}
