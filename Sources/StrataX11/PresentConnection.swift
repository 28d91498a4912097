import CX11

/// The connection a window's frames travel on: a second connection to the window's display, made for
/// the uploads alone.
///
/// The server answers every MIT-SHM put with a `ShmCompletion` event on the connection that sent it.
/// On the window's own connection, which the run loop always watches for input, that event wakes the
/// process a moment after each frame, only to note that the buffer is free again: two wakeups a
/// second for an idle clock (while animating, the event mostly came before the loop slept: 322
/// wakeups for 301 frames of `gallery/spinner`); and on a virtual machine the server's write that
/// wakes a sleeping reader costs it a third to a half of the copy (`strata bench`, "sleeping on each
/// completion").
/// On a connection of their own the completions wait in its socket until the next draw needs the
/// buffer, which reads them without sleeping, since by then the server has long finished; the run
/// loop sleeps on this connection only when a draw is waiting for the server, or while presents are
/// timed (`X11Window.timesPresents`).
///
/// X resources are the server's, not a connection's: the window made on the first connection is drawn
/// on from this one, with GCs and a shared-memory segment made here. Requests on two connections are
/// not ordered against each other; nothing the window sends on its own connection depends on a put.
struct PresentConnection {
    /// Where puts, their GCs and their shared-memory segments go.
    let display: OpaquePointer
    /// Whether `display` is a connection of its own; false when the server refused a second one and
    /// frames share the window's connection, as they did before.
    let isSeparate: Bool

    /// A second connection to the display `window` is connected to, or that connection itself when the
    /// server refuses another (a client limit, say); `refusal` then says so.
    static func open(beside window: OpaquePointer) -> (connection: PresentConnection, refusal: String?) {
        guard let second = XOpenDisplay(XDisplayString(window)) else {
            return (PresentConnection(display: window, isSeparate: false),
                    "a second connection for frames was refused; their completions share the window's")
        }
        return (PresentConnection(display: second, isSeparate: true), nil)
    }

    /// The descriptor to poll while waiting for completions, when they have a connection of their own.
    var descriptor: Int32? {
        isSeparate ? XConnectionNumber(display) : nil
    }

    /// Closes a connection of its own, freeing what was made on it; the window's is left to the window.
    func close() {
        if isSeparate {
            XCloseDisplay(display)
        }
    }
}
