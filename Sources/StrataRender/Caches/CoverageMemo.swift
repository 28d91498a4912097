/// One drawing thread's coverage masks, reached without the render caches' lock.
///
/// A field of rounded layers asks the render caches for a mask once per layer, and with two
/// threads drawing bands of one frame every ask took the caches' one lock: a thousand lock
/// round trips a frame, contended. Each participant of a frame (`RenderTree.drawDamageRects`)
/// keeps the masks it was handed here, and asks the caches again only for a shape it has not
/// seen, or after the caches evicted any coverage mask (`RenderCaches.coverageEvictions`), so
/// a memo never keeps a mask alive that the budget dropped for longer than one lookup.
final class CoverageMemo {
    /// The masks this participant was handed, by shape.
    var masks: [CoverageMask.Key: CoverageMask] = [:]
    /// The caches' eviction count the masks were handed under.
    var generation: UInt64 = .max
}
