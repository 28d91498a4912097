import Foundation
import Testing
import Strata
import StrataTestSupport
@testable import StrataScenes

/// gallery/cube: a face point (u, v) from the face's middle is pushed 90 towards the viewer,
/// swung to its side by the face's rotation, spun about y by 30° + 45°/s, tilted about x by
/// −0.45 rad, then seen through m34 = −1/600: divided by w = 1 − z/600. Rotations are written
/// out here as Core Animation defines them for row vectors (about y: x' = x cos a + z sin a,
/// z' = −x sin a + z cos a; about x: y' = y cos a − z sin a, z' = y sin a + z cos a). A face
/// is seen when the eye, 600 in front of the cube's middle, is on its outer side.
@Suite("Motion pages: 3D cube")
struct CubePageTests {
    typealias Support = MotionPageSupport

    private struct Point3 {
        var x: Double, y: Double, z: Double

        func turned(aboutY a: Double) -> Point3 { Point3(x: x * cos(a) + z * sin(a), y: y, z: -x * sin(a) + z * cos(a)) }
        func turned(aboutX a: Double) -> Point3 { Point3(x: x, y: y * cos(a) - z * sin(a), z: y * sin(a) + z * cos(a)) }
        static func - (p: Point3, q: Point3) -> Point3 { Point3(x: p.x - q.x, y: p.y - q.y, z: p.z - q.z) }
        func dot(_ q: Point3) -> Double { x * q.x + y * q.y + z * q.z }
    }

    /// The cube's middle in the page: the content's middle, below the header.
    let centre = CGPoint(x: 450, y: 325 + 70)

    /// The spin `t` seconds into the animation.
    private func spin(at t: Double) -> Double { Double.pi / 6 + 2 * .pi * t / 8 }

    /// The cube's rotation (spin, then tilt) of a point or direction.
    private func cubeTurn(_ p: Point3, spin: Double) -> Point3 { p.turned(aboutY: spin).turned(aboutX: -0.45) }

    /// A face's own swing to its side.
    private func faceTurn(_ p: Point3, face: Int) -> Point3 {
        let f = CubePage.faces[face]
        return f.x == 1 ? p.turned(aboutX: Double(f.angle)) : p.turned(aboutY: Double(f.angle))
    }

    /// Where face point (u, v) from the face's middle lands in the page.
    private func project(face: Int, u: Double, v: Double, spin: Double) -> CGPoint {
        let p = cubeTurn(faceTurn(Point3(x: u, y: v, z: 90), face: face), spin: spin)
        let w = 1 - p.z / 600
        return CGPoint(x: centre.x + p.x / w, y: centre.y + p.y / w)
    }

    /// Whether the eye sees the face's outer side.
    private func faces(_ face: Int, spin: Double) -> Bool {
        let middle = cubeTurn(faceTurn(Point3(x: 0, y: 0, z: 90), face: face), spin: spin)
        let normal = cubeTurn(faceTurn(Point3(x: 0, y: 0, z: 1), face: face), spin: spin)
        return (Point3(x: 0, y: 0, z: 600) - middle).dot(normal) > 0
    }

    /// The cube's whole sublayerTransform at `spin`, built from where the rotation sends the
    /// axes (rows 1–3) and the perspective, which puts z·m34 into the fourth column.
    private func sublayerTransform(spin: Double) -> CATransform3D {
        let rows = [Point3(x: 1, y: 0, z: 0), Point3(x: 0, y: 1, z: 0), Point3(x: 0, y: 0, z: 1)].map { cubeTurn($0, spin: spin) }
        let m34 = -1.0 / 600
        return CATransform3D(m11: rows[0].x, m12: rows[0].y, m13: rows[0].z, m14: rows[0].z * m34,
                             m21: rows[1].x, m22: rows[1].y, m23: rows[1].z, m24: rows[1].z * m34,
                             m31: rows[2].x, m32: rows[2].y, m33: rows[2].z, m34: rows[2].z * m34,
                             m41: 0, m42: 0, m43: 0, m44: 1)
    }

    private func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        let pairs: [(CGFloat, CGFloat)] = [(a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14),
                                           (a.m21, b.m21), (a.m22, b.m22), (a.m23, b.m23), (a.m24, b.m24),
                                           (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
                                           (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44)]
        return pairs.allSatisfy { abs($0 - $1) < 1e-9 }
    }

    /// Checks the picture of the cube at `spin`: each face the eye sees shows its colour
    /// 35 points in from a corner (clear of the number and border); no other face shows at all.
    private func expectCube(_ image: CGImage, spin: Double, _ comment: Comment? = nil) throws {
        let region = CGRect(x: centre.x - 200, y: centre.y - 200, width: 400, height: 400)
        for index in CubePage.faces.indices {
            let color = try Support.pixel(of: CubePage.faces[index].color)
            if faces(index, spin: spin) {
                let p = project(face: index, u: -55, v: -55, spin: spin)
                let shown = RenderTestSupport.pixel(image, Int(p.x), Int(p.y))
                #expect(shown.distance(to: color) <= 6, "\(CubePage.faces[index].name) at \(p): \(shown)")
            } else {
                #expect(Support.points(matching: color, in: image, tolerance: 6, region: region).isEmpty,
                        "\(CubePage.faces[index].name) faces away but is drawn")
            }
        }
    }

    private static let times: [Double] = [0, 0.5, 2.5, 4.7, 6.6]

    @Test("the keyframes turn the cube at an even 45°/s about its own tilted axis", arguments: times + [1.0, 3.3])
    func presentedSpin(t: Double) throws {
        let scene = try Support.page("gallery/cube")
        let cube = try #require(Support.layer("spinning-cube", in: scene.rootLayer))
        Support.freeze(scene, at: try Support.begin(of: cube, "spin") + t)
        let shown = try #require(cube.presentation()).sublayerTransform
        #expect(close(shown, sublayerTransform(spin: spin(at: t))))
    }

    @Test("a frame shows the faces the eye sees, in their colours, and no other", arguments: times)
    func drawn(t: Double) throws {
        let scene = try Support.page("gallery/cube")
        let cube = try #require(Support.layer("spinning-cube", in: scene.rootLayer))
        let image = try Support.Frames(scene).frame(at: try Support.begin(of: cube, "spin") + t)
        try expectCube(image, spin: spin(at: t))
    }

    @Test("Apple's way: the faces in a CATransformLayer under a perspective-only parent")
    func transformLayer() throws {
        let scene = try Support.page("gallery/cube")
        let cube = try #require(Support.layer("spinning-cube", in: scene.rootLayer))
        let spin = Double.pi / 6
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        cube.removeAllAnimations()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 600
        cube.sublayerTransform = perspective
        let holder = CATransformLayer()
        holder.frame = cube.bounds
        var turn = sublayerTransform(spin: spin)
        (turn.m14, turn.m24, turn.m34) = (0, 0, 0)
        holder.transform = turn
        for face in cube.sublayers ?? [] { holder.addSublayer(face) }
        cube.addSublayer(holder)
        CATransaction.commit()
        let image = try Support.Frames(scene).frame(at: 0)
        try expectCube(image, spin: spin)
    }
}
