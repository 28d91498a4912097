import Foundation

/// Apple's key paths into an emitter layer's cells, for animations: `emitterCells.NAME.KEY`, or
/// `emitterCells.NAME.emitterCells.NAME2.KEY` through a cell's cells, where `KEY` is an
/// animatable property of the cell (`CABasicAnimation(keyPath: "emitterCells.fire.birthRate")`).
/// `path` is what follows `emitterCells`.
extension EmitterCellValues {
    /// The index of the cell `path` starts at among `cells` and the rest of the path: nil when
    /// no cell has that name or nothing follows it.
    private static func step(_ path: ArraySlice<String>, in cells: [EmitterCellValues])
        -> (index: Int, rest: ArraySlice<String>)? {
        guard path.count >= 2, let index = cells.firstIndex(where: { $0.name == path.first }) else { return nil }
        return (index, path.dropFirst())
    }

    /// The animatable row `rest` names on a cell, when it is a single key.
    private static func row(_ rest: ArraySlice<String>) -> ValueRow<EmitterCellValues>? {
        guard rest.count == 1, let key = rest.first, let row = table[key], row.isAnimatable else { return nil }
        return row
    }

    /// Whether `path` names an animatable property of one of `cells` (which may be nil, as a
    /// cell's colour may be).
    static func holdsProperty(at path: ArraySlice<String>, in cells: [EmitterCellValues]) -> Bool {
        guard let (index, rest) = step(path, in: cells) else { return false }
        if rest.first == "emitterCells" { return holdsProperty(at: rest.dropFirst(), in: cells[index].cells) }
        return row(rest) != nil
    }

    /// The value of the cell property `path` names; nil when it names none (or it is nil).
    static func value(at path: ArraySlice<String>, in cells: [EmitterCellValues]) -> Any? {
        guard let (index, rest) = step(path, in: cells) else { return nil }
        if rest.first == "emitterCells" { return value(at: rest.dropFirst(), in: cells[index].cells) }
        return row(rest)?.get(cells[index])
    }

    /// Sets the cell property `path` names; false, changing nothing, when it names none or
    /// `value` has the wrong type.
    static func setValue(_ value: Any, at path: ArraySlice<String>, in cells: inout [EmitterCellValues]) -> Bool {
        guard let (index, rest) = step(path, in: cells) else { return false }
        if rest.first == "emitterCells" { return setValue(value, at: rest.dropFirst(), in: &cells[index].cells) }
        guard let row = row(rest) else { return false }
        return row.set(&cells[index], value)
    }
}
