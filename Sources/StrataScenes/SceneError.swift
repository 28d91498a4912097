import Foundation
import Strata

/// Why a scene could not be built.
public enum SceneError: Error, CustomStringConvertible {
    /// A bundled asset is missing from the build.
    case missingAsset(String)
    /// A bundled asset could not be decoded.
    case badAsset(String, PNGDecodingError)
    /// No scene has that name.
    case unknownScene(String)

    public var description: String {
        switch self {
        case .missingAsset(let name): "the bundled asset \(name) is missing from the build"
        case .badAsset(let name, let error): "the bundled asset \(name) is unreadable: \(error)"
        case .unknownScene(let name): "no scene named '\(name)' (try 'strata list')"
        }
    }
}
