"""Fills rectangles of another client's X window with magenta, through libX11 itself.

Usage: fill-window.py WINDOW-ID X,Y,WIDTH,HEIGHT [X,Y,WIDTH,HEIGHT ...]

The X11 suite paints marks into Strata's window this way to check that a damaged
present writes only its damage: drawing into a window makes no Expose, so the marks
stay until something the window uploads covers them. Exits 1 with a message when the
display cannot be opened or an argument is not a rectangle.
"""
import ctypes
import sys

MAGENTA = 0xFF00FF


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__.strip().splitlines()[2])
    try:
        window = int(argv[1], 0)
        rects = [tuple(int(v) for v in spec.split(",")) for spec in argv[2:]]
    except ValueError as error:
        sys.exit(f"fill-window.py: {error}")
    if any(len(rect) != 4 for rect in rects):
        sys.exit("fill-window.py: a rectangle is X,Y,WIDTH,HEIGHT")
    x11 = ctypes.CDLL("libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XCreateGC.restype = ctypes.c_void_p
    x11.XCreateGC.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_void_p]
    x11.XSetForeground.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_ulong]
    x11.XFillRectangle.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_void_p,
                                   ctypes.c_int, ctypes.c_int, ctypes.c_uint, ctypes.c_uint]
    x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    display = x11.XOpenDisplay(None)
    if not display:
        sys.exit("fill-window.py: cannot open the display")
    gc = x11.XCreateGC(display, window, 0, None)
    x11.XSetForeground(display, gc, MAGENTA)
    for x, y, width, height in rects:
        x11.XFillRectangle(display, window, gc, x, y, width, height)
    x11.XSync(display, 0)
    x11.XCloseDisplay(display)


if __name__ == "__main__":
    main(sys.argv)
