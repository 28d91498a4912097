import Foundation

extension CALayer {
    /// The value at a dotted key path, as Core Animation's key-value coding extensions read it.
    ///
    /// The first component is a key of this layer (`value(forKey:)`); the rest reach into its
    /// value: `"position.x"`, `"bounds.size.width"`, `"transform.rotation.z"`,
    /// `"transform.scale"` (the average of the three scales), `"transform.translation"` (a
    /// `CGSize`), and the other point, size, rect and transform fields Apple documents. When a
    /// component's value is a layer (`"mask.opacity"`), the rest is that layer's key path, as
    /// key-value coding walks objects.
    /// - Parameter keyPath: Keys joined by dots.
    /// - Returns: The value, or nil when a component names nothing.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let path = AnimationKeyPath(keyPath) else { return nil }
        let root = value(forKey: path.root)
        guard let root, !path.sub.isEmpty else { return root }
        if let layer = root as? CALayer {
            return layer.value(forKeyPath: path.sub.joined(separator: "."))
        }
        if let cells = root as? [CAEmitterCell] {
            return CAEmitterCell.cell(at: path.sub[...], in: cells).flatMap { $0.cell.value(forKey: $0.key) }
        }
        return ValueKeyPath.value(of: root, at: path.sub[...])
    }

    /// Sets the value at a dotted key path, as Core Animation's key-value coding extensions do:
    /// `setValue(0.5, forKeyPath: "transform.scale")` scales the transform to one half on all
    /// three axes and keeps its rotation and translation; `"position.x"` moves the layer along x.
    ///
    /// The new value of the first component is set with `setValue(_:forKey:)`, so it runs the
    /// same implicit action as setting that property. A path that names nothing, or a value of
    /// the wrong type for it, is reported to `StrataDiagnostics` and changes nothing.
    /// - Parameters:
    ///   - boxed: The new value: a number for a scalar field, or a value of the field's type
    ///     (boxed in an `NSValue` or `NSNumber` or not).
    ///   - keyPath: Keys joined by dots.
    public func setValue(_ boxed: Any?, forKeyPath keyPath: String) {
        let value = BoxedValue.unboxed(boxed)
        guard let path = AnimationKeyPath(keyPath) else {
            return StrataDiagnostics.report("setValue(_:forKeyPath: \"\(keyPath)\"): not a key path; ignored")
        }
        guard !path.sub.isEmpty else { return setValue(boxed, forKey: path.root) }
        let root = self.value(forKey: path.root)
        if let layer = root as? CALayer {
            return layer.setValue(value, forKeyPath: path.sub.joined(separator: "."))
        }
        if let cells = root as? [CAEmitterCell] {
            // Apple's emitter key paths, `emitterCells.NAME.KEY`: the named cell's property,
            // taken at the next commit.
            guard let (cell, key) = CAEmitterCell.cell(at: path.sub[...], in: cells) else {
                return StrataDiagnostics.report("no emitter cell at \"\(keyPath)\"; setValue(_:forKeyPath:) ignored")
            }
            cell.setValue(boxed, forKey: key)
            return subclassPropertyDidChange(path.root, changed: true, from: nil)
        }
        guard let root, let value, let updated = ValueKeyPath.setting(value, at: path.sub[...], in: root) else {
            return StrataDiagnostics.report(
                "setValue(\(value.map { "\($0)" } ?? "nil"), forKeyPath: \"\(keyPath)\") names no field of \(self) "
                    + "that takes it; ignored")
        }
        setValue(updated, forKey: path.root)
    }
}
