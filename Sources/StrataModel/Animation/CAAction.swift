import Foundation

/// An object that responds to an action triggered by a layer, as Core Animation's `CAAction`:
/// layers look actions up with `action(forKey:)` when a property changes and run them. Only
/// classes conform (an Objective-C protocol on Apple's platforms), so actions compare with
/// `===`.
public protocol CAAction: AnyObject {
    /// Performs the action named `event` on `anObject` (usually the layer whose property
    /// changed), with optional extra `arguments`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}
