import Foundation

/// A pointer event in a `LayerWindow`, with the layer under the pointer.
public struct LayerPointerEvent {
    /// Where the pointer is, in the root layer's superlayer coordinates (points, from the
    /// window's top-left corner): what `hitTest(_:)` takes.
    public let location: CGPoint
    /// The button pressed (1 left, 2 middle, 3 right, 4 and 5 the wheel); 0 for a move.
    public let button: Int
    /// The model layer `hitTest(_:)` found at `location`: on the presentation tree while layers
    /// move, so it is the layer the user sees there; nil when nothing is hit.
    public let hitLayer: CALayer?
}

/// A key press in a `LayerWindow`, with the layer under the pointer.
public struct LayerKeyEvent {
    /// The X keysym, e.g. `0xff1b` for Escape or `0x71` for "q".
    public let keysym: UInt32
    /// The text the key produces (empty for keys such as arrows).
    public let text: String
    /// Whether a Control key was held.
    public let control: Bool
    /// Whether a Shift key was held.
    public let shift: Bool
    /// Where the pointer was when the key went down, in the root layer's superlayer
    /// coordinates (points, from the window's top-left corner).
    public let location: CGPoint
    /// The model layer `hitTest(_:)` found at `location`, as for a pointer event; nil when
    /// nothing is hit.
    public let hitLayer: CALayer?
}
