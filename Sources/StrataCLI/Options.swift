import ArgumentParser
import Foundation
import Strata
import StrataScenes

/// The `--filter` choices: both `magnificationFilter` and `minificationFilter`.
enum FilterOption: String, ExpressibleByArgument, CaseIterable {
    case nearest, linear, trilinear

    var contentsFilter: CALayerContentsFilter {
        switch self {
        case .nearest: .nearest
        case .linear: .linear
        case .trilinear: .trilinear
        }
    }
}

/// A `WIDTHxHEIGHT` size in pixels.
struct PixelSize: ExpressibleByArgument, CustomStringConvertible {
    let width: Int
    let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...CGImage.maximumDimension).contains(w), (1...CGImage.maximumDimension).contains(h) else { return nil }
        self.init(width: w, height: h)
    }

    var cgSize: CGSize { CGSize(width: width, height: height) }
    var description: String { "\(width)x\(height)" }
}

extension ClockTime: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

/// The scenes `strata` can show.
enum SceneName: String, ExpressibleByArgument, CaseIterable {
    case clock
}

/// Prints one line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("strata: \(message)\n".utf8))
}
