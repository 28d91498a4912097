import Foundation
import StrataCoreGraphics

/// The attribute naming a run's text colour (a `CGColor`), as Core Text's
/// `kCTForegroundColorAttributeName`; black when absent.
public var kCTForegroundColorAttributeName: CFString { "CTForegroundColor" as CFString }
