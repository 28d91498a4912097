#define _GNU_SOURCE
#include <errno.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "CWayland.h"

static const struct wl_interface *const interfaces[] = {
    &wl_compositor_interface, &wl_shm_interface, &wl_seat_interface, &wl_output_interface,
    &xdg_wm_base_interface, &zxdg_decoration_manager_v1_interface, &wp_viewporter_interface,
    &wp_fractional_scale_manager_v1_interface, &wp_presentation_interface,
};

void *strata_wayland_bind(struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    for (size_t i = 0; i < sizeof interfaces / sizeof interfaces[0]; i++) {
        if (strcmp(interfaces[i]->name, interface) == 0) {
            return wl_registry_bind(registry, name, interfaces[i], version);
        }
    }
    return NULL;
}

int strata_wayland_shm_file(int64_t size) {
    int fd = memfd_create("strata-wayland-frames", MFD_CLOEXEC);
    if (fd < 0) return -1;
    int result;
    do {
        result = ftruncate(fd, (off_t)size);
    } while (result < 0 && errno == EINTR);
    if (result < 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}
