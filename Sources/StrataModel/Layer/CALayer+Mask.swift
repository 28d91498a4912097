extension CALayer {
    /// Makes the new `mask` this layer's own after it replaced `oldValue`; false when it is
    /// refused, and the caller puts `oldValue` back.
    ///
    /// A mask that is this layer, or above it, would make a cycle: the renderer would draw the
    /// layer inside its own mask. It is refused like a sublayer cycle, with a diagnostic.
    func adoptMask(replacing oldValue: CALayer?) -> Bool {
        if let mask, mask === oldValue { return true }
        if let mask, mask.isAncestorOrSelf(of: self) {
            StrataDiagnostics.report("refused to make \(mask) the mask of \(self): it would make a cycle in the layer tree")
            return false
        }
        oldValue?.maskOwner = nil
        // A layer is in one place: a mask leaves its superlayer, and the layer it masked
        // before (shared, the renderer would walk it twice for each owner above it).
        if let previous = mask?.maskOwner, previous !== self { previous.mask = nil }
        mask?.detachFromSuperlayer()
        mask?.maskOwner = self
        setNeedsComposite()
        return true
    }
}
