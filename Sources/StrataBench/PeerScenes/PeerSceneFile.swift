import Foundation

/// The scene file `scripts/peers/scenes.py` writes for `scripts/peer-bench`: one canvas size and
/// every scene of the peer bench, read by Strata and by each peer's harness alike. The format is
/// documented in that script; coordinates are pixels, y down, colours straight RGBA in 0...1.
package struct PeerSceneFile: Decodable {
    /// The format this reader knows.
    package static let knownFormat = 1

    /// The file's format number.
    package let format: Int
    /// The canvas width in pixels.
    package let width: Int
    /// The canvas height in pixels.
    package let height: Int
    /// The sprite the "images" scene draws.
    package let image: PeerSprite
    /// The scenes by name ("rects", "rects-moved", "shadows", "groups", "images", "layers").
    package let scenes: [String: PeerScene]

    /// Reads and decodes the file at `path`.
    package static func load(path: String) throws -> PeerSceneFile {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try JSONDecoder().decode(PeerSceneFile.self, from: data)
    }
}

/// The sprite: a PNG beside the scene file, drawn at its own size.
package struct PeerSprite: Decodable {
    /// The PNG's name, relative to the scene file's folder.
    package let file: String
    /// The sprite's width in pixels.
    let width: Double
    /// The sprite's height in pixels.
    let height: Double

    private enum CodingKeys: String, CodingKey {
        case file, width = "w", height = "h"
    }
}

/// One scene: what is drawn, and what changes from one timed frame to the next.
package struct PeerScene: Decodable {
    /// The canvas colour.
    let background: [Double]
    /// Rounded rectangles in drawing order, those of a group after each other.
    let rects: [PeerRect]
    /// Groups composited at their opacity; `PeerRect.group` indexes them.
    let groups: [PeerGroup]
    /// Rotated copies of the sprite, in drawing order.
    package let images: [PeerImage]
    /// The shadow every rectangle casts, or nil.
    let shadow: PeerShadow?
    /// The rectangle that moves back and forth from frame to frame, or nil.
    let moved: PeerMove?
    /// The timing of the rectangles' `spin` and `fade`, or nil.
    let animation: PeerAnimation?
}

/// A rounded rectangle in canvas coordinates.
struct PeerRect: Decodable {
    /// The left edge.
    let x: Double
    /// The top edge.
    let y: Double
    /// The width.
    let width: Double
    /// The height.
    let height: Double
    /// The corner radius.
    let radius: Double
    /// The fill, straight RGBA.
    let rgba: [Double]
    /// The index of its group in `PeerScene.groups`, or -1.
    let group: Int
    /// Turns from `spin[0]` to `spin[1]` degrees (clockwise) about its centre, or nil.
    let spin: [Double]?
    /// Fades from opacity `fade[0]` to `fade[1]`, or nil.
    let fade: [Double]?

    private enum CodingKeys: String, CodingKey {
        case x, y, width = "w", height = "h", radius, rgba, group, spin, fade
    }
}

/// A group's bounds in canvas coordinates (its offscreen area) and its group opacity.
struct PeerGroup: Decodable {
    /// The left edge.
    let x: Double
    /// The top edge.
    let y: Double
    /// The width.
    let width: Double
    /// The height.
    let height: Double
    /// The opacity the group is composited at.
    let opacity: Double

    private enum CodingKeys: String, CodingKey {
        case x, y, width = "w", height = "h", opacity
    }
}

/// A copy of the sprite: its box in canvas coordinates, turned about the box's centre.
package struct PeerImage: Decodable {
    /// The left edge, before turning.
    let x: Double
    /// The top edge, before turning.
    let y: Double
    /// The width.
    let width: Double
    /// The height.
    let height: Double
    /// The angle in degrees, clockwise on screen.
    let angle: Double

    private enum CodingKeys: String, CodingKey {
        case x, y, width = "w", height = "h", angle
    }
}

/// A shadow: the rectangle's shape blurred by a Gaussian of `sigma` pixels, offset, in `rgba`.
struct PeerShadow: Decodable {
    /// The Gaussian's standard deviation in pixels.
    let sigma: Double
    /// The horizontal offset.
    let dx: Double
    /// The vertical offset (down).
    let dy: Double
    /// The shadow colour, straight RGBA.
    let rgba: [Double]
}

/// The rectangle of a "moved" scene: odd frames show it moved by (`dx`, `dy`), even frames at home.
struct PeerMove: Decodable {
    /// Its index in `PeerScene.rects`.
    let index: Int
    /// The horizontal move.
    let dx: Double
    /// The vertical move.
    let dy: Double
}

/// The animations' timing: linear, repeating every `duration` seconds; timed frame k is at
/// k / `fps` seconds after they begin, and the picture written is the frame at `pngTime`.
struct PeerAnimation: Decodable {
    /// One repetition, in seconds.
    let duration: Double
    /// Frames per second of the timed frames.
    let fps: Double
    /// Seconds after the start of the frame written as the picture.
    let pngTime: Double
}
