import Foundation
import Strata

/// The layer inspector of one window: whether it is open, the layer under the pointer and the
/// selected one, moves through the tree, and the overlay that shows them.
///
/// Points are window coordinates: the space the scene's root layer is positioned in, which is
/// what the root's `hitTest(_:)` takes. Only the scene's root is hit-tested; the overlay has a
/// root of its own (`overlay.rootLayer`), drawn after the scene's.
public final class LayerInspector {
    /// The outlines and the panel.
    public let overlay = InspectorOverlay()
    /// The root of the inspected tree.
    public private(set) var sceneRoot: CALayer
    /// Whether the inspector is shown (outlines, panel, and its keys).
    public var isOpen = false {
        didSet { if isOpen != oldValue { needsUpdate = true } }
    }
    /// The layer under the pointer, as of the last `updateOverlay()` with the inspector open.
    public private(set) var hovered: CALayer?
    /// The selected layer, shown in the panel.
    public private(set) var selected: CALayer? {
        didSet {
            guard selected !== oldValue else { return }
            needsUpdate = true
            editor.end()
        }
    }
    /// Live editing of the selection's properties (see `PropertyEditor`).
    public let editor = PropertyEditor()
    /// A line about the window's last frame (damage, composite and present times) shown at the
    /// bottom of the panel; nil for none.
    public var frameSummary: String? {
        didSet { if frameSummary != oldValue { needsUpdate = true } }
    }
    /// Finds the layer at a window point; nil uses the scene root's `hitTest(_:)` on the model. A
    /// window sets it to its own hit test, which follows the presentation tree while layers move.
    public var hitTester: ((CGPoint) -> CALayer?)?
    private var pointer: CGPoint?
    private var size: CGSize
    private var needsUpdate = true
    /// The scene's render version when the overlay was last brought up to date: a change in the
    /// scene can move or change the outlined layers.
    private var updatedSceneVersion: UInt64?
    /// Whether the last update showed a selection in motion: its outline and its animations'
    /// progress change every frame without a new render version, and once the motion ends one
    /// more update shows it at rest.
    private var showedMotion = false

    /// A closed inspector of the tree under `sceneRoot`, in a window of `size`.
    public init(sceneRoot: CALayer, size: CGSize) {
        self.sceneRoot = sceneRoot
        self.size = size
        overlay.resize(to: size)
    }

    /// Inspects another tree (the window shows another scene); the selection is dropped.
    public func inspect(_ root: CALayer) {
        sceneRoot = root
        selected = nil
        needsUpdate = true
    }

    /// The window now has `size`.
    public func resize(to size: CGSize) {
        self.size = size
        overlay.resize(to: size)
        needsUpdate = true
    }

    /// The pointer is at `point`; nil when it left the window.
    public func pointerMoved(to point: CGPoint?) {
        pointer = point
        needsUpdate = true
    }

    /// Selects the layer the scene's root hits at `point` (none when it hits nothing) and
    /// returns it.
    @discardableResult
    public func select(at point: CGPoint) -> CALayer? {
        pointer = point
        selected = hit(point)
        return selected
    }

    /// Whether the overlay outlines the hovered and selected layers where they are in the scene;
    /// false while something else shows the scene (the exploded view), leaving the panel alone.
    public var showsOutlines = true {
        didSet { needsUpdate = true }
    }

    /// Selects `layer` (a layer of the scene, or nil for none), as a click on it would.
    public func select(_ layer: CALayer?) {
        selected = layer
    }

    /// Whether `layer` or a layer above it in the scene has animations attached, so that what is
    /// drawn can differ from the model from frame to frame.
    private func isInMotion(_ layer: CALayer) -> Bool {
        HitChain.ancestry(of: layer, upTo: sceneRoot).contains { !($0.animationKeys() ?? []).isEmpty }
    }

    private func hit(_ point: CGPoint) -> CALayer? {
        if let hitTester { return hitTester(point) }
        return sceneRoot.hitTest(point)
    }

    /// A move of the selection through the tree.
    public enum Move: Sendable {
        /// To the superlayer (not above the scene's root).
        case superlayer
        /// To the first (back-most) sublayer.
        case firstSublayer
        /// To the sibling before, or after, in the superlayer's `sublayers`.
        case previousSibling, nextSibling
    }

    /// Moves the selection; with nothing selected, any move selects the scene's root. Returns
    /// whether the selection changed.
    @discardableResult
    public func move(_ move: Move) -> Bool {
        guard let current = selected else {
            selected = sceneRoot
            return true
        }
        let siblings = current === sceneRoot ? [] : current.superlayer?.sublayers ?? []
        let index = siblings.firstIndex { $0 === current }
        let target: CALayer? = switch move {
        case .superlayer: current === sceneRoot ? nil : current.superlayer
        case .firstSublayer: current.sublayers?.first
        case .previousSibling: index.flatMap { $0 > 0 ? siblings[$0 - 1] : nil }
        case .nextSibling: index.flatMap { $0 + 1 < siblings.count ? siblings[$0 + 1] : nil }
        }
        guard let target else { return false }
        selected = target
        return true
    }

    /// Hides the selected layer, or shows it again, to see what is behind it.
    public func toggleHidden() {
        selected?.isHidden.toggle()
    }

    /// What Escape did.
    public enum EscapeResult: Sendable {
        /// The selection was cleared.
        case clearedSelection
        /// Nothing was selected, so the inspector closed.
        case closed
    }

    /// Clears the selection, or with nothing selected closes the inspector.
    public func escape() -> EscapeResult {
        if selected != nil {
            selected = nil
            return .clearedSelection
        }
        isOpen = false
        return .closed
    }

    /// Starts editing the selected layer's properties at its first field; false with nothing
    /// selected.
    public func beginEditing() -> Bool {
        guard let selected else { return false }
        editor.begin(selected)
        needsUpdate = true
        return true
    }

    /// Runs `body` on the editor and shows what it changed in the panel.
    public func edit<Result>(_ body: (PropertyEditor) -> Result) -> Result {
        needsUpdate = true
        return body(editor)
    }

    /// Where the panel is, in window coordinates, as of the last `updateOverlay()`; `.null` while
    /// the inspector is closed. Whatever else a window lays over the scene (a heads-up display)
    /// keeps clear of it.
    public var panelFrame: CGRect {
        isOpen ? overlay.panel.layer.frame : .null
    }

    /// The snapshot of the selected layer, without its sublayers: what the panel shows.
    public var selectionSnapshot: LayerSnapshot? {
        selected.map { LayerSnapshot(of: $0, includingSublayers: false, under: sceneRoot) }
    }

    /// Brings the outlines and the panel up to date with the pointer, the selection and the
    /// scene, if any of them changed since the last call. The overlay's layers are assigned only
    /// what differs, so its `renderVersion` moves only when the picture does.
    ///
    /// While the selected layer or one of its ancestors has animations attached, the overlay is
    /// updated on every call (every frame): the outline follows the layer where it is drawn (its
    /// `presentation()`), and the panel the animations' progress.
    public func updateOverlay() {
        guard isOpen else { return }
        let inMotion = selected.map(isInMotion) ?? false
        guard needsUpdate || sceneRoot.renderVersion != updatedSceneVersion || inMotion || showedMotion else { return }
        if let layer = selected, HitChain.ancestry(of: layer, upTo: sceneRoot).first !== sceneRoot {
            // The selected layer left the scene: there is nothing to show for it.
            selected = nil
        }
        needsUpdate = false
        showedMotion = inMotion
        updatedSceneVersion = sceneRoot.renderVersion
        hovered = pointer.flatMap(hit)
        let selection = selected.map { LayerOutline(of: inMotion ? $0.presentation() ?? $0 : $0) }
            .flatMap { $0.isFinite && showsOutlines ? $0 : nil }
        let hover = hovered.flatMap { $0 === selected ? nil : LayerOutline(of: $0) }
            .flatMap { $0.isFinite && showsOutlines ? $0 : nil }
        var content = selectionSnapshot.map(PanelContent.init) ?? PanelContent(hovering: hovered.map {
            LayerSnapshot(of: $0, includingSublayers: false, under: sceneRoot)
        })
        if let frameSummary { content.lines.append(frameSummary) }
        if let editing = editor.line { content.lines.append(editing) }
        overlay.show(hover: hover, selection: selection, content: content, in: size)
    }
}
