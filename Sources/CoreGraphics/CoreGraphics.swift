// CoreGraphics under Apple's module name: `import CoreGraphics` gives Strata's CoreGraphics
// subset (CGPath, CGColor, CGImage, CGContext) and Foundation's CGFloat, CGPoint, CGSize and
// CGRect, as on Apple's platforms.
@_exported import Foundation
@_exported import StrataCoreGraphics
