import CX11

/// The visual a window is created with, and the pixel layout frames take to reach it.
struct ChosenVisual {
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    let format: VisualFormat
    /// The screen's default visual, whose colormap the root window already has; any other needs its own.
    let isDefault: Bool

    /// The best TrueColor visual of `screen`, trying in turn:
    /// 1. the default visual, if it stores x8r8g8b8 (shown as drawn);
    /// 2. another depth-24 x8r8g8b8 visual (shown as drawn);
    /// 3. the default visual converted by pixman (r5g6b5 at depth 16, x2r10g10b10 at depth 30, …);
    /// 4. a depth-32 x8r8g8b8 visual: an ARGB visual, which compositing managers blend by its alpha, so
    ///    the scene's transparent pixels would let the desktop through; hence after the converted default;
    /// 5. any other TrueColor visual pixman can write.
    ///
    /// Throws a message for a screen with none of these, such as an 8-bit PseudoColor one.
    static func choose(display: OpaquePointer, screen: Int32) throws(HostError) -> ChosenVisual {
        guard let defaultVisual = XDefaultVisual(display, screen) else {
            throw .windowCreationFailed("the X server reported no default visual")
        }
        let defaultID = XVisualIDFromVisual(defaultVisual)
        var template = XVisualInfo()
        template.screen = screen
        template.class = TrueColor
        var count: Int32 = 0
        let infos = XGetVisualInfo(display, Int(VisualScreenMask | VisualClassMask), &template, &count)
        defer { if let infos { XFree(infos) } }
        let bitsPerPixel = Self.bitsPerPixelByDepth(display: display)
        let candidates = (0..<Int(max(count, 0))).compactMap { index -> ChosenVisual? in
            guard let info = infos?[index], let visual = info.visual,
                  let bits = bitsPerPixel[info.depth],
                  let format = VisualFormat(redMask: info.red_mask, greenMask: info.green_mask,
                                            blueMask: info.blue_mask, bitsPerPixel: bits)
            else { return nil }
            return ChosenVisual(visual: visual, depth: info.depth, format: format, isDefault: info.visualid == defaultID)
        }
        let preferences: [(ChosenVisual) -> Bool] = [
            { $0.isDefault && $0.format.isNative },
            { $0.depth == 24 && $0.format.isNative },
            { $0.isDefault },
            { $0.format.isNative },
            { _ in true },
        ]
        for preferred in preferences {
            if let chosen = candidates.first(where: preferred) { return chosen }
        }
        throw .windowCreationFailed(
            "screen \(screen) has no TrueColor visual strata can draw to (its default visual is depth "
                + "\(XDefaultDepth(display, screen)) \(Self.className(of: defaultVisual)))")
    }

    /// Bits per pixel of the server's image format for each depth.
    private static func bitsPerPixelByDepth(display: OpaquePointer) -> [Int32: Int] {
        var count: Int32 = 0
        guard let formats = XListPixmapFormats(display, &count) else { return [:] }
        defer { XFree(formats) }
        var result: [Int32: Int] = [:]
        for index in 0..<Int(max(count, 0)) {
            result[formats[index].depth] = Int(formats[index].bits_per_pixel)
        }
        return result
    }

    private static func className(of visual: UnsafeMutablePointer<Visual>) -> String {
        let names = ["StaticGray", "GrayScale", "StaticColor", "PseudoColor", "TrueColor", "DirectColor"]
        let index = Int(visual.pointee.class)
        return names.indices.contains(index) ? names[index] : "class \(index)"
    }
}
