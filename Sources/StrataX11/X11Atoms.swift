import CX11

/// Atoms the window uses that are not among X's predefined ones.
struct X11Atoms {
    let wmProtocols: Atom
    let wmDeleteWindow: Atom
    let netWMName: Atom
    let netWMPid: Atom
    let utf8String: Atom

    init(display: OpaquePointer) {
        func intern(_ name: String) -> Atom {
            XInternAtom(display, name, False)
        }
        wmProtocols = intern("WM_PROTOCOLS")
        wmDeleteWindow = intern("WM_DELETE_WINDOW")
        netWMName = intern("_NET_WM_NAME")
        netWMPid = intern("_NET_WM_PID")
        utf8String = intern("UTF8_STRING")
    }
}
