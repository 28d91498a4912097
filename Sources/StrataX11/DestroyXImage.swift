import CX11

/// Frees an XImage the way XDestroyImage does. Xutil.h defines XDestroyImage as a function-like macro, which hides
/// the real function from Swift, so this spells out the macro: call the image's own destroy hook.
func destroyXImage(_ image: UnsafeMutablePointer<XImage>) {
    _ = image.pointee.f.destroy_image?(image)
}
