import Foundation

/// The one JSON line `strata peer-scene` prints, the same line every peer-bench harness prints:
/// a timing (`median_ms` and the rest) or, for a scene Strata cannot draw, `unavailable`.
package struct PeerSceneResult: Encodable {
    /// Always "strata".
    let engine = "strata"
    /// The scene's name.
    let scene: String
    /// The canvas, "WIDTHxHEIGHT".
    let size: String
    /// The median time of one frame in milliseconds.
    package var medianMilliseconds: Double?
    /// The frames timed.
    package var samples: Int?
    /// The threads each frame was drawn on.
    package var threads: Int?
    /// The picture frame's PNG.
    package var png: String?
    /// How Strata drew the scene.
    package var note: String?
    /// Why the scene was not drawn.
    package var unavailable: String?

    private enum CodingKeys: String, CodingKey {
        case engine, scene, size, medianMilliseconds = "median_ms", samples, threads, png, note, unavailable
    }

    /// The result as one line of JSON (keys sorted; fields that are nil left out).
    /// A result for `scene` at `size` ("WIDTHxHEIGHT"), nothing measured yet.
    package init(scene: String, size: String) {
        self.scene = scene
        self.size = size
    }

    package var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else {
            return #"{"engine":"strata","unavailable":"the result could not be encoded"}"#
        }
        return String(decoding: data, as: UTF8.self)
    }
}
