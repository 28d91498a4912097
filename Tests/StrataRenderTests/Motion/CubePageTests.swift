import Foundation
import Testing
import Strata
import StrataTestSupport
@testable import StrataScenes

/// gallery/cube: six faces in a `CATransformLayer`, which keeps them in 3D. Everything here is
/// worked out with 4 × 4 matrices written out by hand, for row vectors as Core Animation
/// defines them (p' = p × M; translation in the fourth row; about y: x' = x cos a + z sin a,
/// z' = −x sin a + z cos a; about x: y' = y cos a − z sin a, z' = y sin a + z cos a; m34 puts
/// z·m34 into w). A face point (x, y) of its 180 × 180 bounds goes through:
///   the face: −(90, 90) to its middle, +90 towards the viewer, its own swing, +(90, 90);
///   the transform layer: −(90, 90), spin about y by 30° + 45°/s then tilt about x by −0.45,
///   +(90, 90);
///   the stage's sublayerTransform: −(90, 90), m34 = −1/600, +(90, 90);
/// then the division by w, and the stage's place in the page (its middle at the content's).
/// A face is seen when the eye, 600 in front of the cube's middle, is on its outer side.
@Suite("Motion pages: 3D cube")
struct CubePageTests {
    typealias Support = MotionPageSupport

    /// A 4 × 4 matrix, rows of row vectors.
    private struct Matrix {
        var rows: [[Double]]

        static func * (a: Matrix, b: Matrix) -> Matrix {
            Matrix(rows: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a.rows[i][$1] * b.rows[$1][j] } } })
        }

        static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix {
            Matrix(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, z, 1]])
        }

        static func aboutY(_ a: Double) -> Matrix {
            Matrix(rows: [[cos(a), 0, -sin(a), 0], [0, 1, 0, 0], [sin(a), 0, cos(a), 0], [0, 0, 0, 1]])
        }

        static func aboutX(_ a: Double) -> Matrix {
            Matrix(rows: [[1, 0, 0, 0], [0, cos(a), sin(a), 0], [0, -sin(a), cos(a), 0], [0, 0, 0, 1]])
        }

        static func perspective(_ m34: Double) -> Matrix {
            Matrix(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, m34], [0, 0, 0, 1]])
        }

        /// (x, y, z, 1) × self.
        func apply(_ x: Double, _ y: Double, _ z: Double) -> [Double] {
            (0..<4).map { j in x * rows[0][j] + y * rows[1][j] + z * rows[2][j] + rows[3][j] }
        }

        /// The same transform as a `CATransform3D`.
        var transform3D: CATransform3D {
            let r = rows.map { $0.map { CGFloat($0) } }
            return CATransform3D(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                                 m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                                 m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                                 m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
        }
    }

    /// The cube's middle in the page: the content's middle, below the header.
    let centre = CGPoint(x: 450, y: 325 + 70)

    /// The spin `t` seconds into the animation.
    private func spin(at t: Double) -> Double { Double.pi / 6 + 2 * .pi * t / 8 }

    /// The transform layer's `transform`: the spin, then the tilt.
    private func turn(spin: Double) -> Matrix { .aboutY(spin) * .aboutX(-0.45) }

    /// A face's own swing to its side, after its push towards the viewer.
    private func faceTransform(_ face: Int) -> Matrix {
        let f = CubePage.faces[face]
        let swing: Matrix = f.x == 1 ? .aboutX(Double(f.angle)) : .aboutY(Double(f.angle))
        return .translation(0, 0, 90) * swing
    }

    /// From a face's own coordinates to the stage's, before the division by w.
    private func toStage(face: Int, spin: Double) -> Matrix {
        let toMiddle = Matrix.translation(-90, -90, 0), back = Matrix.translation(90, 90, 0)
        return toMiddle * faceTransform(face) * back
            * toMiddle * turn(spin: spin) * back
            * toMiddle * .perspective(-1.0 / 600) * back
    }

    /// Where face point (x, y) of its bounds lands in the page.
    private func project(face: Int, _ x: Double, _ y: Double, spin: Double) -> CGPoint {
        let p = toStage(face: face, spin: spin).apply(x, y, 0)
        return CGPoint(x: centre.x - 90 + p[0] / p[3], y: centre.y - 90 + p[1] / p[3])
    }

    /// Whether the eye sees the face's outer side: the face's middle and normal in the cube's
    /// space (before perspective, relative to the cube's middle) against the eye at z = 600.
    private func faces(_ face: Int, spin: Double) -> Bool {
        let m = faceTransform(face) * turn(spin: spin)
        let middle = m.apply(0, 0, 0)
        let outward = m.apply(0, 0, 1)
        let normal = (0..<3).map { outward[$0] - middle[$0] }
        let toEye = [-middle[0], -middle[1], 600 - middle[2]]
        return (0..<3).reduce(0) { $0 + normal[$1] * toEye[$1] } > 0
    }

    private func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        let pairs: [(CGFloat, CGFloat)] = [(a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14),
                                           (a.m21, b.m21), (a.m22, b.m22), (a.m23, b.m23), (a.m24, b.m24),
                                           (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
                                           (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44)]
        return pairs.allSatisfy { abs($0 - $1) < 1e-9 }
    }

    /// Face points 35 in from each corner: clear of the 4-point border and of the number's
    /// text layer (y 40…140 of the face).
    private let samples: [(Double, Double)] = [(35, 35), (145, 35), (35, 145), (145, 145)]

    /// Checks the picture of the cube at `spin`: near each corner of each face the eye sees,
    /// that face's colour; no other face's colour anywhere.
    private func expectCube(_ image: CGImage, spin: Double) throws {
        let region = CGRect(x: centre.x - 200, y: centre.y - 200, width: 400, height: 400)
        var seen = 0
        for index in CubePage.faces.indices {
            let color = try Support.pixel(of: CubePage.faces[index].color)
            if faces(index, spin: spin) {
                seen += 1
                for (x, y) in samples {
                    let p = project(face: index, x, y, spin: spin)
                    let shown = RenderTestSupport.pixel(image, Int(p.x), Int(p.y))
                    #expect(shown.distance(to: color) <= 6, "\(CubePage.faces[index].name) at \(p): \(shown)")
                }
            } else {
                #expect(Support.points(matching: color, in: image, tolerance: 6, region: region).isEmpty,
                        "\(CubePage.faces[index].name) faces away but is drawn")
            }
        }
        // A cube seen from above and off its axes shows three faces.
        #expect(seen == 3)
    }

    private static let times: [Double] = [0, 0.5, 0.7, 2.5, 4.7, 6.6]

    @Test("the keyframes turn the transform layer at an even 45°/s about the cube's tilted axis", arguments: times + [1.0, 3.3])
    func presentedSpin(t: Double) throws {
        let scene = try Support.page("gallery/cube")
        let cube = try #require(Support.layer("spinning-cube", in: scene.rootLayer))
        #expect(cube is CATransformLayer)
        Support.freeze(scene, at: try Support.begin(of: cube, "spin") + t)
        let shown = try #require(cube.presentation()).transform
        #expect(close(shown, turn(spin: spin(at: t)).transform3D))
        let stage = try #require(cube.superlayer)
        #expect(close(stage.sublayerTransform, Matrix.perspective(-1.0 / 600).transform3D))
    }

    @Test("a frame shows the faces the eye sees, in their colours, and no other", arguments: times)
    func drawn(t: Double) throws {
        let scene = try Support.page("gallery/cube")
        let cube = try #require(Support.layer("spinning-cube", in: scene.rootLayer))
        let image = try Support.Frames(scene).frame(at: try Support.begin(of: cube, "spin") + t)
        try expectCube(image, spin: spin(at: t))
    }

    @Test("a click on a face the eye sees hits that face; the transform layer is never hit", arguments: [0.0, 2.5])
    func hitTest(t: Double) throws {
        let scene = try Support.page("gallery/cube")
        let cube = try #require(Support.layer("spinning-cube", in: scene.rootLayer))
        Support.freeze(scene, at: try Support.begin(of: cube, "spin") + t)
        let root = try #require(scene.rootLayer.presentation())
        for index in CubePage.faces.indices where faces(index, spin: spin(at: t)) {
            for (x, y) in samples {
                let hit = root.hitTest(project(face: index, x, y, spin: spin(at: t)))
                #expect(hit?.model().name == CubePage.faces[index].name,
                        "\(CubePage.faces[index].name) at (\(x), \(y)): \(hit?.name ?? "nil")")
            }
        }
        // The middle of the stage, where a flattened transform layer would be: a face, not it.
        let middle = root.hitTest(centre)
        #expect(middle.map { !($0 is CATransformLayer) && $0.model().superlayer is CATransformLayer } == true)
    }
}
