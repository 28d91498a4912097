// A deliberately small, deliberately unreasonable Wayland compositor for the Wayland suite's
// bad-input and pointer checks: what Weston and sway cannot be made to do on demand. It offers
// wl_compositor 4, wl_shm (libwayland-server's own, ARGB8888 and XRGB8888), a wl_seat with a
// pointer, and xdg_wm_base unless told not to; it shows nothing.
//
// Options:
//   --socket NAME        listen on NAME in $XDG_RUNTIME_DIR (required)
//   --no-xdg-shell       offer no xdg_wm_base
//   --configure W H      the toplevel's configure size (default 0 0: the client chooses)
//   --hold-buffers       never release a buffer
//   --click X Y          after the first frame, the pointer enters at (X, Y) surface-local and
//                        clicks button 1 there
//   --exit-after S       quit after S seconds (default 20)
//
// It prints one line per event the test reads, flushed: "commit WxH rects N" for each commit
// with a buffer, "released" for each release, "clicked X Y".
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wayland-server.h>
#include "xdg-shell-server-protocol.h"

static struct wl_display *display;
static int no_xdg_shell, hold_buffers, click_pending, configure_width, configure_height;
static double click_x, click_y;
static struct wl_resource *pointer_resource;

struct surface {
    struct wl_resource *resource;
    struct wl_resource *pending_buffer;
    struct wl_list callbacks;  // wl_resource links of pending frame callbacks
    int damage_rects;
    int has_pending_buffer;
};

static void noop(void) {}

// Fills every request slot of an implementation with a no-op, for the requests the checks do not
// care about (the client may call any of them).
static void fill_noops(void *implementation, size_t size) {
    void (**slots)(void) = implementation;
    for (size_t i = 0; i < size / sizeof *slots; i++) slots[i] = noop;
}

static void destroy_resource(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

// --- wl_surface ---

static void surface_attach(struct wl_client *client, struct wl_resource *resource, struct wl_resource *buffer,
                           int32_t x, int32_t y) {
    (void)client; (void)x; (void)y;
    struct surface *surface = wl_resource_get_user_data(resource);
    surface->pending_buffer = buffer;
    surface->has_pending_buffer = 1;
}

static void surface_damage_buffer(struct wl_client *client, struct wl_resource *resource, int32_t x, int32_t y,
                                  int32_t width, int32_t height) {
    (void)client; (void)x; (void)y; (void)width; (void)height;
    struct surface *surface = wl_resource_get_user_data(resource);
    surface->damage_rects++;
}

static void callback_unlink(struct wl_resource *resource) {
    wl_list_remove(wl_resource_get_link(resource));
}

static void surface_frame(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct surface *surface = wl_resource_get_user_data(resource);
    struct wl_resource *callback = wl_resource_create(client, &wl_callback_interface, 1, id);
    wl_resource_set_implementation(callback, NULL, NULL, callback_unlink);
    wl_list_insert(surface->callbacks.prev, wl_resource_get_link(callback));
}

static void send_click(struct surface *surface) {
    if (!pointer_resource) return;
    uint32_t serial = wl_display_next_serial(display);
    wl_pointer_send_enter(pointer_resource, serial, surface->resource, wl_fixed_from_double(click_x),
                          wl_fixed_from_double(click_y));
    if (wl_resource_get_version(pointer_resource) >= 5) wl_pointer_send_frame(pointer_resource);
    wl_pointer_send_button(pointer_resource, wl_display_next_serial(display), 1000, 0x110,
                           WL_POINTER_BUTTON_STATE_PRESSED);
    if (wl_resource_get_version(pointer_resource) >= 5) wl_pointer_send_frame(pointer_resource);
    wl_pointer_send_button(pointer_resource, wl_display_next_serial(display), 1010, 0x110,
                           WL_POINTER_BUTTON_STATE_RELEASED);
    if (wl_resource_get_version(pointer_resource) >= 5) wl_pointer_send_frame(pointer_resource);
    printf("clicked %g %g\n", click_x, click_y);
    fflush(stdout);
    click_pending = 0;
}

static void surface_commit(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    struct surface *surface = wl_resource_get_user_data(resource);
    if (surface->has_pending_buffer && surface->pending_buffer) {
        struct wl_shm_buffer *shm = wl_shm_buffer_get(surface->pending_buffer);
        printf("commit %dx%d rects %d\n", shm ? wl_shm_buffer_get_width(shm) : -1,
               shm ? wl_shm_buffer_get_height(shm) : -1, surface->damage_rects);
        fflush(stdout);
        if (!hold_buffers) {
            wl_buffer_send_release(surface->pending_buffer);
            printf("released\n");
            fflush(stdout);
        }
        if (click_pending) send_click(surface);
    }
    surface->has_pending_buffer = 0;
    surface->pending_buffer = NULL;
    surface->damage_rects = 0;
    struct wl_resource *callback, *next;
    wl_resource_for_each_safe(callback, next, &surface->callbacks) {
        wl_callback_send_done(callback, (uint32_t)(clock() / (CLOCKS_PER_SEC / 1000)));
        wl_resource_destroy(callback);
    }
}

static void surface_free(struct wl_resource *resource) {
    struct surface *surface = wl_resource_get_user_data(resource);
    struct wl_resource *callback, *next;
    wl_resource_for_each_safe(callback, next, &surface->callbacks) wl_resource_destroy(callback);
    free(surface);
}

static struct wl_surface_interface surface_implementation;

// --- wl_compositor, wl_region ---

static struct wl_region_interface region_implementation;

static void compositor_create_surface(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct surface *surface = calloc(1, sizeof *surface);
    if (!surface) { wl_client_post_no_memory(client); return; }
    wl_list_init(&surface->callbacks);
    surface->resource = wl_resource_create(client, &wl_surface_interface, wl_resource_get_version(resource), id);
    wl_resource_set_implementation(surface->resource, &surface_implementation, surface, surface_free);
}

static void compositor_create_region(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct wl_resource *region = wl_resource_create(client, &wl_region_interface, wl_resource_get_version(resource), id);
    wl_resource_set_implementation(region, &region_implementation, NULL, NULL);
}

static const struct wl_compositor_interface compositor_implementation = {
    .create_surface = compositor_create_surface,
    .create_region = compositor_create_region,
};

static void bind_compositor(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *resource = wl_resource_create(client, &wl_compositor_interface, version, id);
    wl_resource_set_implementation(resource, &compositor_implementation, NULL, NULL);
}

// --- wl_seat, wl_pointer ---

static struct wl_pointer_interface pointer_implementation;

static void pointer_gone(struct wl_resource *resource) {
    if (pointer_resource == resource) pointer_resource = NULL;
}

static void seat_get_pointer(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct wl_resource *pointer = wl_resource_create(client, &wl_pointer_interface, wl_resource_get_version(resource), id);
    wl_resource_set_implementation(pointer, &pointer_implementation, NULL, pointer_gone);
    pointer_resource = pointer;
}

static struct wl_seat_interface seat_implementation;

static void bind_seat(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *resource = wl_resource_create(client, &wl_seat_interface, version, id);
    wl_resource_set_implementation(resource, &seat_implementation, NULL, NULL);
    wl_seat_send_capabilities(resource, WL_SEAT_CAPABILITY_POINTER);
}

// --- xdg_wm_base, xdg_surface, xdg_toplevel ---

static struct xdg_toplevel_interface toplevel_implementation;
static struct xdg_surface_interface xdg_surface_implementation;
static struct xdg_wm_base_interface wm_base_implementation;

static void xdg_surface_get_toplevel(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct wl_resource *toplevel = wl_resource_create(client, &xdg_toplevel_interface, wl_resource_get_version(resource), id);
    wl_resource_set_implementation(toplevel, &toplevel_implementation, NULL, NULL);
    struct wl_array states;
    wl_array_init(&states);
    xdg_toplevel_send_configure(toplevel, configure_width, configure_height, &states);
    wl_array_release(&states);
    xdg_surface_send_configure(resource, wl_display_next_serial(display));
}

static void wm_base_get_xdg_surface(struct wl_client *client, struct wl_resource *resource, uint32_t id,
                                    struct wl_resource *surface) {
    (void)surface;
    struct wl_resource *xdg_surface = wl_resource_create(client, &xdg_surface_interface, wl_resource_get_version(resource), id);
    wl_resource_set_implementation(xdg_surface, &xdg_surface_implementation, NULL, NULL);
}

static void bind_wm_base(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *resource = wl_resource_create(client, &xdg_wm_base_interface, version, id);
    wl_resource_set_implementation(resource, &wm_base_implementation, NULL, NULL);
}

static int quit(void *data) {
    (void)data;
    wl_display_terminate(display);
    return 0;
}

int main(int argc, char **argv) {
    const char *socket = NULL;
    int exit_after = 20;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--socket") && i + 1 < argc) socket = argv[++i];
        else if (!strcmp(argv[i], "--no-xdg-shell")) no_xdg_shell = 1;
        else if (!strcmp(argv[i], "--hold-buffers")) hold_buffers = 1;
        else if (!strcmp(argv[i], "--configure") && i + 2 < argc) {
            configure_width = atoi(argv[++i]);
            configure_height = atoi(argv[++i]);
        } else if (!strcmp(argv[i], "--click") && i + 2 < argc) {
            click_x = atof(argv[++i]);
            click_y = atof(argv[++i]);
            click_pending = 1;
        } else if (!strcmp(argv[i], "--exit-after") && i + 1 < argc) exit_after = atoi(argv[++i]);
        else { fprintf(stderr, "fake-compositor: bad argument %s\n", argv[i]); return 2; }
    }
    if (!socket) { fprintf(stderr, "fake-compositor: --socket NAME is required\n"); return 2; }
    signal(SIGPIPE, SIG_IGN);

    fill_noops(&surface_implementation, sizeof surface_implementation);
    surface_implementation.destroy = destroy_resource;
    surface_implementation.attach = surface_attach;
    surface_implementation.frame = surface_frame;
    surface_implementation.commit = surface_commit;
    surface_implementation.damage_buffer = surface_damage_buffer;
    fill_noops(&region_implementation, sizeof region_implementation);
    region_implementation.destroy = destroy_resource;
    fill_noops(&pointer_implementation, sizeof pointer_implementation);
    pointer_implementation.release = destroy_resource;
    fill_noops(&seat_implementation, sizeof seat_implementation);
    seat_implementation.get_pointer = seat_get_pointer;
    fill_noops(&toplevel_implementation, sizeof toplevel_implementation);
    toplevel_implementation.destroy = destroy_resource;
    fill_noops(&xdg_surface_implementation, sizeof xdg_surface_implementation);
    xdg_surface_implementation.destroy = destroy_resource;
    xdg_surface_implementation.get_toplevel = xdg_surface_get_toplevel;
    fill_noops(&wm_base_implementation, sizeof wm_base_implementation);
    wm_base_implementation.destroy = destroy_resource;
    wm_base_implementation.get_xdg_surface = wm_base_get_xdg_surface;

    display = wl_display_create();
    if (!display || wl_display_add_socket(display, socket) != 0) {
        fprintf(stderr, "fake-compositor: cannot listen on %s\n", socket);
        return 1;
    }
    wl_display_init_shm(display);
    wl_global_create(display, &wl_compositor_interface, 4, NULL, bind_compositor);
    wl_global_create(display, &wl_seat_interface, 5, NULL, bind_seat);
    if (!no_xdg_shell) wl_global_create(display, &xdg_wm_base_interface, 1, NULL, bind_wm_base);
    struct wl_event_source *timer = wl_event_loop_add_timer(wl_display_get_event_loop(display), quit, NULL);
    wl_event_source_timer_update(timer, exit_after * 1000);
    printf("listening\n");
    fflush(stdout);
    wl_display_run(display);
    wl_display_destroy_clients(display);
    wl_display_destroy(display);
    return 0;
}
