import Foundation
@testable import StrataRender
import Testing

/// The edges a child summary keeps for culling each child against a band: the same rectangle
/// `drawn.subtreeRect` gives, standardized, and an overlap that only shared area counts as.
@Suite("Render server: a child's reach as its edges, for culling against bands")
struct ReachEdgesTests {
    @Test("a rectangle's edges, and the rectangle again")
    func edgesOfARectangle() {
        let edges = ReachEdges(CGRect(x: 10, y: 20, width: 30, height: 40))
        // x from 10 to 10 + 30, y from 20 to 20 + 40.
        #expect(edges.minX == 10 && edges.maxX == 40 && edges.minY == 20 && edges.maxY == 60)
        #expect(edges.rect == CGRect(x: 10, y: 20, width: 30, height: 40))
        // A negative width spans the same columns: from 40 - 30 = 10 to 40.
        let flipped = ReachEdges(CGRect(x: 40, y: 20, width: -30, height: 40))
        #expect(flipped.minX == 10 && flipped.maxX == 40)
    }

    @Test("only shared area overlaps: a band ending on a layer's top edge does not reach it")
    func touchingIsNotOverlapping() {
        let layer = ReachEdges(CGRect(x: 0, y: 180, width: 10, height: 10))
        let above = ReachEdges(CGRect(x: 0, y: 0, width: 1920, height: 180))
        let across = ReachEdges(CGRect(x: 0, y: 0, width: 1920, height: 181))
        let beside = ReachEdges(CGRect(x: 10, y: 0, width: 1910, height: 1080))
        #expect(!layer.overlaps(above) && !above.overlaps(layer))
        #expect(layer.overlaps(across) && across.overlaps(layer))
        #expect(!layer.overlaps(beside))
    }

    @Test("null, NaN and infinite rectangles overlap nothing and come back null", arguments: [
        CGRect.null,
        CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
        CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
    ])
    func nonFiniteReachesNothing(_ rect: CGRect) {
        let edges = ReachEdges(rect)
        let frame = ReachEdges(CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
        #expect(!edges.overlaps(frame) && !frame.overlaps(edges))
        #expect(edges.rect.isNull)
    }

    @Test("the union of edges is the union of the rectangles, as CoreGraphics defines it")
    func unionMatchesRectangleUnion() {
        let a = CGRect(x: 10, y: 20, width: 30, height: 40)
        // Worked out by hand: x from min(10, 100) = 10 to max(40, 100) = 100, y from 20 to
        // max(60, 5 + 3) = 60; an empty rectangle still stretches the union to its corner.
        let empty = CGRect(x: 100, y: 5, width: 0, height: 3)
        #expect(ReachEdges(a).union(ReachEdges(empty)).rect == CGRect(x: 10, y: 5, width: 90, height: 55))
        // A negative width is standardized: columns 70 to 100.
        let flipped = CGRect(x: 100, y: 0, width: -30, height: 10)
        #expect(ReachEdges(a).union(ReachEdges(flipped)).rect == CGRect(x: 10, y: 0, width: 90, height: 60))
        // Null and non-finite sides leave the other; nothing at all is null.
        #expect(ReachEdges(a).union(ReachEdges(.null)).rect == a)
        #expect(ReachEdges(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)).union(ReachEdges(a)).rect == a)
        #expect(ReachEdges.none.union(.none).rect.isNull)
    }
}
