// CGRect functions and properties (CGGeometry): standardizing, integral, inset, offset, union,
// intersection, divide, containment, the null and infinite rectangles, applying a transform.
// 32 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation

/// The CGRect, CGPoint and CGSize checks.
let rectProbes: [Probe] = [
    Probe("rect.standardizedNegativeAndNull") {
        // (10,20,−4,−6): x runs 6…10, y 14…20 → (6,14,4,6). "Returns a null rectangle if rect is a null rectangle."
        // https://developer.apple.com/documentation/coregraphics/cgrectstandardize(_:)
        let s = CGRect(x: 10, y: 20, width: -4, height: -6).standardized
        return same("\(r(s)) \(r(CGRect.null.standardized))", "(6.000,14.000,4.000,6.000) null",
                    "\(Doc.cg)cgrectstandardize(_:) — positive width and height; null stays null")
    },
    Probe("rect.gettersOfNegativeRect") {
        // width/height are returned "as if the rectangle were standardized": 4, 6; minX 6, midX 8, maxX 10,
        // minY 14, midY 17, maxY 20
        // https://developer.apple.com/documentation/coregraphics/cgrectgetwidth(_:)
        let rc = CGRect(x: 10, y: 20, width: -4, height: -6)
        return nums([rc.width, rc.height, rc.minX, rc.midX, rc.maxX, rc.minY, rc.midY, rc.maxY].map { Double($0) },
                    [4, 6, 6, 8, 10, 14, 17, 20], "\(Doc.cg)cgrectgetwidth(_:), cgrectgetminx(_:) — measured on the standardized rect")
    },
    Probe("rect.integralNegativeOrigin") {
        // (−1.5,−0.5,2,1): x −1.5…0.5 → −2…1, y −0.5…0.5 → −1…1 → (−2,−1,3,2)
        // https://developer.apple.com/documentation/coregraphics/cgrectintegral(_:)
        box(CGRect(x: -1.5, y: -0.5, width: 2, height: 1).integral, CGRect(x: -2, y: -1, width: 3, height: 2),
            "\(Doc.cg)cgrectintegral(_:) — origin rounded down, far edges up, so the result contains the source")
    },
    Probe("rect.integralNull") {
        // "Returns a null rectangle if rect is a null rectangle."
        box(CGRect.null.integral, .null, "\(Doc.cg)cgrectintegral(_:) — null stays null")
    },
    Probe("rect.integralNegativeSize", uncertain: "the page does not say a negative size is standardized first") {
        // (5.5,5.5,−2.2,−2.2) covers x 3.3…5.5 → integral 3…6 → (3,3,3,3)
        box(CGRect(x: 5.5, y: 5.5, width: -2.2, height: -2.2).integral, CGRect(x: 3, y: 3, width: 3, height: 3),
            "\(Doc.cg)cgrectintegral(_:) — the smallest integral rect containing the source")
    },
    Probe("rect.insetNegativeGrows") {
        // dx −5, dy −2: origin (10−5, 10−2) = (5,8), size (20+10, 20+4) = (30,24)
        // https://developer.apple.com/documentation/coregraphics/cgrectinset(_:_:_:)
        box(CGRect(x: 10, y: 10, width: 20, height: 20).insetBy(dx: -5, dy: -2), CGRect(x: 5, y: 8, width: 30, height: 24),
            "\(Doc.cg)cgrectinset(_:_:_:) — a negative value gives a larger, encompassing rectangle")
    },
    Probe("rect.insetTooLargeIsNull") {
        // width 10 − 2·6 = −2 < 0: "If the resulting rectangle would have a negative height or width, a null
        // rectangle is returned."
        box(CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 6, dy: 0), .null,
            "\(Doc.cg)cgrectinset(_:_:_:) — a negative resulting width gives the null rectangle")
    },
    Probe("rect.insetToZeroWidthNotNull") {
        // width 10 − 2·5 = 0: not negative, so no null rectangle: (5,0,0,10), empty but not null
        let rc = CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 5, dy: 0)
        return same("\(r(rc)) null=\(rc.isNull) empty=\(rc.isEmpty)", "(5.000,0.000,0.000,10.000) null=false empty=true",
                    "\(Doc.cg)cgrectinset(_:_:_:) — only a negative size gives null; cgrectisempty(_:) zero width is empty")
    },
    Probe("rect.insetStandardizesFirst") {
        // "The rectangle is standardized and then the inset parameters are applied": (10,10,−10,−10) →
        // (0,0,10,10) → inset 1 → (1,1,8,8)
        box(CGRect(x: 10, y: 10, width: -10, height: -10).insetBy(dx: 1, dy: 1), CGRect(x: 1, y: 1, width: 8, height: 8),
            "\(Doc.cg)cgrectinset(_:_:_:) — standardized before the insets are applied")
    },
    Probe("rect.unionWithNull") {
        // "If either of the rectangles is a null rectangle, a copy of the other rectangle is returned
        // (resulting in a null rectangle if both rectangles are null)"
        // https://developer.apple.com/documentation/coregraphics/cgrectunion(_:_:)
        let a = CGRect(x: 1, y: 2, width: 3, height: 4)
        return same("\(r(a.union(.null))) \(r(CGRect.null.union(a))) \(r(CGRect.null.union(.null)))",
                    "(1.000,2.000,3.000,4.000) (1.000,2.000,3.000,4.000) null",
                    "\(Doc.cg)cgrectunion(_:_:) — null contributes nothing")
    },
    Probe("rect.unionStandardizes") {
        // (10,10,−5,−5) → (5,5,5,5); with (20,20,1,1): x 5…21, y 5…21 → (5,5,16,16)
        box(CGRect(x: 10, y: 10, width: -5, height: -5).union(CGRect(x: 20, y: 20, width: 1, height: 1)),
            CGRect(x: 5, y: 5, width: 16, height: 16), "\(Doc.cg)cgrectunion(_:_:) — both standardized first")
    },
    Probe("rect.unionWithInfinite") {
        // the smallest rectangle containing the infinite rectangle is the infinite rectangle
        // https://developer.apple.com/documentation/coregraphics/cgrectinfinite
        let u = CGRect(x: 0, y: 0, width: 1, height: 1).union(.infinite)
        return same("\(u.isInfinite)", "true", "\(Doc.cg)cgrectunion(_:_:) — the smallest rect containing both")
    },
    Probe("rect.intersectionWithInfinite") {
        // the infinite rectangle contains (1,2,3,4), so their intersection is (1,2,3,4)
        box(CGRect(x: 1, y: 2, width: 3, height: 4).intersection(.infinite), CGRect(x: 1, y: 2, width: 3, height: 4),
            "\(Doc.cg)cgrectintersection(_:_:) — the part common to both")
    },
    Probe("rect.intersectionWithNull") {
        // the null rectangle is the empty set: nothing in common → null
        // https://developer.apple.com/documentation/coregraphics/cgrectisnull(_:)
        box(CGRect(x: 1, y: 2, width: 3, height: 4).intersection(.null), .null,
            "\(Doc.cg)cgrectintersection(_:_:) — do not intersect → the null rectangle")
    },
    Probe("rect.intersectionStandardizes") {
        // (10,10,−10,−10) → (0,0,10,10); with (5,5,10,10) → (5,5,5,5); disjoint (0,0,1,1)∩(5,5,1,1) → null
        let a = CGRect(x: 10, y: 10, width: -10, height: -10).intersection(CGRect(x: 5, y: 5, width: 10, height: 10))
        let b = CGRect(x: 0, y: 0, width: 1, height: 1).intersection(CGRect(x: 5, y: 5, width: 1, height: 1))
        return same("\(r(a)) \(r(b))", "(5.000,5.000,5.000,5.000) null",
                    "\(Doc.cg)cgrectintersection(_:_:) — standardized first; disjoint gives null")
    },
    Probe("rect.intersectsMatchesIntersection") {
        // "The first rectangle intersects the second if the intersection of the rectangles is not equal to
        // the null rectangle": for edge-touching, overlapping and disjoint pairs both answers agree
        // https://developer.apple.com/documentation/coregraphics/cgrectintersectsrect(_:_:)
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        let others = [CGRect(x: 10, y: 0, width: 10, height: 10), CGRect(x: 5, y: 5, width: 10, height: 10),
                      CGRect(x: 11, y: 0, width: 1, height: 1), CGRect(x: 0, y: 10, width: 5, height: 5)]
        let agree = others.map { a.intersects($0) == !a.intersection($0).isNull }
        return same(agree.map { "\($0)" }.joined(separator: ","), "true,true,true,true",
                    "\(Doc.cg)cgrectintersectsrect(_:_:) — intersects ⇔ the intersection is not null")
    },
    Probe("rect.containsPointEdges") {
        // "inside the rectangle or on the minimum X or minimum Y edge": (0,0) yes, (0,5) yes, (10,5) no,
        // (5,10) no; an empty rect (5,5,0,0) and the null rect contain nothing ("not null or empty")
        // https://developer.apple.com/documentation/coregraphics/cgrectcontainspoint(_:_:)
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        let got = [a.contains(CGPoint(x: 0, y: 0)), a.contains(CGPoint(x: 0, y: 5)), a.contains(CGPoint(x: 10, y: 5)),
                   a.contains(CGPoint(x: 5, y: 10)), CGRect(x: 5, y: 5, width: 0, height: 0).contains(CGPoint(x: 5, y: 5)),
                   CGRect.null.contains(CGPoint(x: 0, y: 0))]
        return same(got.map { "\($0)" }.joined(separator: ","), "true,true,false,false,false,false",
                    "\(Doc.cg)cgrectcontainspoint(_:_:) — min edges in, max edges out; empty and null contain nothing")
    },
    Probe("rect.containsRect") {
        // (2,2,3,3) lies inside (0,0,10,10); (8,8,3,3) reaches 11 > 10; a rect contains itself
        // https://developer.apple.com/documentation/coregraphics/cgrectcontainsrect(_:_:)
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        let got = [a.contains(CGRect(x: 2, y: 2, width: 3, height: 3)), a.contains(CGRect(x: 8, y: 8, width: 3, height: 3)),
                   a.contains(a)]
        return same(got.map { "\($0)" }.joined(separator: ","), "true,false,true",
                    "\(Doc.cg)cgrectcontainsrect(_:_:) — true if the second rect is contained in the first")
    },
    Probe("rect.isEmptyCases") {
        // "either a null rectangle or a valid rectangle with zero height or width": zero → true, (0,0,0,5) → true,
        // null → true, (0,0,1,1) → false, infinite → false
        // https://developer.apple.com/documentation/coregraphics/cgrectisempty(_:)
        let got = [CGRect.zero.isEmpty, CGRect(x: 0, y: 0, width: 0, height: 5).isEmpty, CGRect.null.isEmpty,
                   CGRect(x: 0, y: 0, width: 1, height: 1).isEmpty, CGRect.infinite.isEmpty]
        return same(got.map { "\($0)" }.joined(separator: ","), "true,true,true,false,false",
                    "\(Doc.cg)cgrectisempty(_:) — null, or zero width or height")
    },
    Probe("rect.isEmptyNegativeWidth", uncertain: "the page says only 'zero height or width'; a negative width is read as not empty") {
        same("\(CGRect(x: 0, y: 0, width: -1, height: 5).isEmpty)", "false",
             "\(Doc.cg)cgrectisempty(_:) — a negative width is not zero")
    },
    Probe("rect.nullProperties") {
        // the null rectangle: null, empty, not infinite; its size is zero (width 0, height 0)
        // https://developer.apple.com/documentation/coregraphics/cgrectnull
        let n = CGRect.null
        return same("\(n.isNull) \(n.isEmpty) \(n.isInfinite) \(f(n.width)) \(f(n.height))", "true true false 0.000 0.000",
                    "\(Doc.cg)cgrectnull — the empty set: no area")
    },
    Probe("rect.infiniteProperties") {
        // the infinite rectangle: infinite, not null, not empty, contains any finite point
        // https://developer.apple.com/documentation/coregraphics/cgrectinfinite
        let i = CGRect.infinite
        return same("\(i.isInfinite) \(i.isNull) \(i.isEmpty) \(i.contains(CGPoint(x: 1e10, y: -1e10)))",
                    "true false false true", "\(Doc.cg)cgrectinfinite — a rectangle that has infinite extent")
    },
    Probe("rect.dividedMaxXEdge") {
        // (0,0,100,50), 30 from the max-x edge: slice x 70…100 → (70,0,30,50); remainder (0,0,70,50)
        // https://developer.apple.com/documentation/coregraphics/cgrect/divided(atdistance:from:)
        let (slice, rest) = CGRect(x: 0, y: 0, width: 100, height: 50).divided(atDistance: 30, from: .maxXEdge)
        return same("\(r(slice)) \(r(rest))", "(70.000,0.000,30.000,50.000) (0.000,0.000,70.000,50.000)",
                    "\(Doc.cg)cgrectdivide — the slice runs amount in from the named edge, the remainder is the rest")
    },
    Probe("rect.dividedMaxYEdge") {
        // (10,20,100,50), 10 from the max-y edge (y = 70): slice y 60…70 → (10,60,100,10); remainder (10,20,100,40)
        let (slice, rest) = CGRect(x: 10, y: 20, width: 100, height: 50).divided(atDistance: 10, from: .maxYEdge)
        return same("\(r(slice)) \(r(rest))", "(10.000,60.000,100.000,10.000) (10.000,20.000,100.000,40.000)",
                    "\(Doc.cg)cgrectdivide — maxYEdge is the edge at y = maxY")
    },
    Probe("rect.dividedMinYEdge") {
        // 10 from the min-y edge (y = 20): slice (10,20,100,10); remainder (10,30,100,40)
        let (slice, rest) = CGRect(x: 10, y: 20, width: 100, height: 50).divided(atDistance: 10, from: .minYEdge)
        return same("\(r(slice)) \(r(rest))", "(10.000,20.000,100.000,10.000) (10.000,30.000,100.000,40.000)",
                    "\(Doc.cg)cgrectdivide — minYEdge is the edge at y = minY")
    },
    Probe("rect.dividedBeyondSize", uncertain: "the page does not say what an amount larger than the side gives") {
        // amount 150 > width 100: the slice is the whole rect, the remainder the zero-width rect at maxX
        let (slice, rest) = CGRect(x: 0, y: 0, width: 100, height: 50).divided(atDistance: 150, from: .minXEdge)
        return same("\(r(slice)) \(r(rest))", "(0.000,0.000,100.000,50.000) (100.000,0.000,0.000,50.000)",
                    "\(Doc.cg)cgrectdivide — the dividing line cannot leave the rect")
    },
    Probe("rect.dividedNegativeDistance", uncertain: "the page does not say what a negative amount gives") {
        // amount −10: the line stays on the edge: empty slice (0,0,0,50), remainder the whole rect
        let (slice, rest) = CGRect(x: 0, y: 0, width: 100, height: 50).divided(atDistance: -10, from: .minXEdge)
        return same("\(r(slice)) \(r(rest))", "(0.000,0.000,0.000,50.000) (0.000,0.000,100.000,50.000)",
                    "\(Doc.cg)cgrectdivide — the dividing line cannot leave the rect")
    },
    Probe("rect.offsetBy") {
        // (1,2,3,4) moved by (−1,10) → (0,12,3,4), size unchanged
        // https://developer.apple.com/documentation/coregraphics/cgrectoffset(_:_:_:)
        box(CGRect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: -1, dy: 10), CGRect(x: 0, y: 12, width: 3, height: 4),
            "\(Doc.cg)cgrectoffset(_:_:_:) — the origin moves, the size is kept")
    },
    Probe("rect.applyingRotateThenTranslate") {
        // translation(10,0).rotated(by: π/2): rotate first, then move. Corners (1,2),(4,2),(1,6),(4,6) →
        // rotated (−y,x): (−2,1),(−2,4),(−6,1),(−6,4) → +10 in x: x 4…8, y 1…4 → (4,1,4,3)
        // https://developer.apple.com/documentation/corefoundation/cgrect/applying(_:)
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        return box(CGRect(x: 1, y: 2, width: 3, height: 4).applying(t), CGRect(x: 4, y: 1, width: 4, height: 3),
                   "cgrectapplyaffinetransform — the smallest rect containing the transformed corners")
    },
    Probe("rect.applyingShear") {
        // x' = x + y (c = 1): corners (0,0),(2,0),(0,2),(2,2) → (0,0),(2,0),(2,2),(4,2) → (0,0,4,2)
        box(CGRect(x: 0, y: 0, width: 2, height: 2).applying(CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)),
            CGRect(x: 0, y: 0, width: 4, height: 2), "cgrectapplyaffinetransform — the box of the sheared corners")
    },
    Probe("rect.applyingNegativeSize") {
        // (0,0,−10,−10) scaled by 2: corners (0,0),(−20,0),(0,−20),(−20,−20) → box (−20,−20,20,20), positive size
        box(CGRect(x: 0, y: 0, width: -10, height: -10).applying(CGAffineTransform(scaleX: 2, y: 2)),
            CGRect(x: -20, y: -20, width: 20, height: 20), "cgrectapplyaffinetransform — the box of the corners")
    },
    Probe("rect.applyingNull", uncertain: "the page does not say what the null rectangle gives") {
        // the null rectangle has no corners: it stays null
        box(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)), .null,
            "cgrectapplyaffinetransform — null in, null out")
    },
]
