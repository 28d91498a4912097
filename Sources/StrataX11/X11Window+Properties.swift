import CX11
import Glibc

extension X11Window {
    /// `WM_NAME` is stored as UTF8_STRING (as GTK and Qt do) rather than Latin-1 STRING, so tools
    /// that read only `WM_NAME`, such as xdotool's `--name` search, see the exact title "Strata — …";
    /// EWMH window managers read `_NET_WM_NAME`.
    func applyTitle() {
        guard !isClosed else { return }
        setProperty(Atom(XA_WM_NAME), type: atoms.utf8String, bytes: Array(title.utf8))
        setProperty(atoms.netWMName, type: atoms.utf8String, bytes: Array(title.utf8))
        XFlush(display)
    }

    /// Sets what window managers and tools use to recognize the window: class, owning process, and close protocol.
    func applyIdentity(className: String) {
        let classWord = className.prefix(1).uppercased() + className.dropFirst()
        setProperty(Atom(XA_WM_CLASS), type: Atom(XA_STRING), bytes: latin1(className) + [0] + latin1(classWord) + [0])

        let pid = Int(getpid())
        withUnsafeBytes(of: pid) { bytes in
            // Format-32 properties are passed as C longs, which is what Int is on every Linux target.
            _ = XChangeProperty(
                display, window, atoms.netWMPid, Atom(XA_CARDINAL), 32, PropModeReplace,
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
        }
        // EWMH only trusts _NET_WM_PID alongside WM_CLIENT_MACHINE.
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            let name = host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            setProperty(Atom(XA_WM_CLIENT_MACHINE), type: Atom(XA_STRING), bytes: name)
        }

        var protocols = [atoms.wmDeleteWindow]
        XSetWMProtocols(display, window, &protocols, Int32(protocols.count))
    }

    /// Stores `icons` as `_NET_WM_ICON`: for each, width, height, then its ARGB pixels, all
    /// as one CARDINAL array; EWMH window managers pick the size closest to what they show.
    func applyIcons(_ icons: [X11Icon]) {
        guard !icons.isEmpty else { return }
        var words: [Int] = []
        words.reserveCapacity(icons.reduce(0) { $0 + 2 + $1.argb.count })
        for icon in icons {
            words.append(icon.width)
            words.append(icon.height)
            words.append(contentsOf: icon.argb.lazy.map { Int($0) })
        }
        let netWMIcon = XInternAtom(display, "_NET_WM_ICON", False)
        words.withUnsafeBytes { bytes in
            // Format-32 properties are passed as C longs, which is what Int is on every Linux target.
            _ = XChangeProperty(
                display, window, netWMIcon, Atom(XA_CARDINAL), 32, PropModeReplace,
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(words.count))
        }
    }

    private func setProperty(_ property: Atom, type: Atom, bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            _ = XChangeProperty(
                display, window, property, type, 8, PropModeReplace, buffer.baseAddress, Int32(buffer.count))
        }
    }

    private func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { $0.value < 0x100 ? UInt8($0.value) : UInt8(ascii: "?") }
    }
}
