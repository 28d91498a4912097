import Foundation
import Strata

/// Pattern cells the pattern tests draw with.
package enum PatternCells {
    /// A cell 10 points square: red over y 0..<5 of pattern space, blue over 5..<10.
    package static let redOverBlue: CGPatternDrawPatternCallback = { _, context in
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
    }
}
