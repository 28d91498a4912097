// QuartzCore under Apple's module name: a file written for Apple that starts with
// `import QuartzCore` compiles unchanged. As on Apple's platforms, QuartzCore brings
// Foundation and CoreGraphics with it.
@_exported import Foundation
@_exported import Strata
