import Foundation

/// What a layer holds only while it is in use, kept apart so that a layer without any of it
/// carries one word for all of it (a million-layer tree is 88 MB smaller).
final class LayerTransientState {
    /// The value shown before the change whose implicit action is being looked up.
    var implicitFromValue: Any?
    /// What the layer's presentation drew at the last frame while an animation of a key that
    /// needs display runs (`displayAnimatedKeys(under:atMediaTime:)`); the render tree shows it
    /// in place of `contents`. Nil otherwise.
    var animatedDisplayContents: Any?
    /// The part of the bounds `setNeedsDisplay(_:)` marked since the last display; null for none.
    var dirtyRect: CGRect = .null
    /// While `display()` runs from `displayIfNeeded()`: the part marked for it (what `dirtyRect`
    /// was); null otherwise. Marks made during the display go to `dirtyRect`, for the next.
    var displayedRect: CGRect = .null

    /// Whether it holds nothing, and the layer may drop it.
    var isEmpty: Bool {
        implicitFromValue == nil && animatedDisplayContents == nil && dirtyRect.isNull && displayedRect.isNull
    }
}

extension CALayer {
    /// The layer's transient state, made for a write.
    private var madeTransientState: LayerTransientState {
        if let transientState { return transientState }
        let made = LayerTransientState()
        transientState = made
        return made
    }

    /// Drops the transient state once it holds nothing.
    private func dropEmptyTransientState() {
        if transientState?.isEmpty == true { transientState = nil }
    }

    /// See `LayerTransientState.implicitFromValue`.
    var implicitFromValue: Any? {
        get { transientState?.implicitFromValue }
        set {
            guard newValue != nil || transientState != nil else { return }
            madeTransientState.implicitFromValue = newValue
            dropEmptyTransientState()
        }
    }

    /// See `LayerTransientState.animatedDisplayContents`.
    package internal(set) var animatedDisplayContents: Any? {
        get { transientState?.animatedDisplayContents }
        set {
            guard newValue != nil || transientState != nil else { return }
            madeTransientState.animatedDisplayContents = newValue
            dropEmptyTransientState()
        }
    }

    /// See `LayerTransientState.dirtyRect`.
    var dirtyRect: CGRect {
        get { transientState?.dirtyRect ?? .null }
        set {
            guard !newValue.isNull || transientState != nil else { return }
            madeTransientState.dirtyRect = newValue
            dropEmptyTransientState()
        }
    }

    /// See `LayerTransientState.displayedRect`.
    var displayedRect: CGRect {
        get { transientState?.displayedRect ?? .null }
        set {
            guard !newValue.isNull || transientState != nil else { return }
            madeTransientState.displayedRect = newValue
            dropEmptyTransientState()
        }
    }
}
