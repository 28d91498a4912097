import Foundation

/// Evaluates a function for `CGFunction`: reads its inputs, writes its outputs; the first
/// argument is the `info` the function was made with. As CoreGraphics'
/// `CGFunctionEvaluateCallback`, a Swift function type here (`CGFloat` is not a C type on
/// Linux), sendable as a C function pointer is: a closure that captures nothing, all Apple code
/// can pass, converts to either.
public typealias CGFunctionEvaluateCallback = @Sendable (UnsafeMutableRawPointer?, UnsafePointer<CGFloat>,
                                                         UnsafeMutablePointer<CGFloat>) -> Void
/// Releases a function's `info` when the function goes, as `CGFunctionReleaseInfoCallback`.
public typealias CGFunctionReleaseInfoCallback = @Sendable (UnsafeMutableRawPointer?) -> Void

/// What a `CGFunction` calls, as CoreGraphics' `CGFunctionCallbacks`.
public struct CGFunctionCallbacks {
    /// The structure's version: 0.
    public var version: UInt32
    /// Computes the outputs for the inputs.
    public var evaluate: CGFunctionEvaluateCallback?
    /// Called with `info` when the function is released.
    public var releaseInfo: CGFunctionReleaseInfoCallback?

    /// Callbacks of `version` (0).
    public init(version: UInt32, evaluate: CGFunctionEvaluateCallback?, releaseInfo: CGFunctionReleaseInfoCallback?) {
        self.version = version
        self.evaluate = evaluate
        self.releaseInfo = releaseInfo
    }
}

/// A function from numbers to numbers given by a callback, as CoreGraphics' `CGFunction`: what a
/// shading (`CGShading`) asks for its colours. Inputs are clipped to the domain and outputs to the
/// range before and after the callback.
public final class CGFunction {
    private let info: UnsafeMutableRawPointer?
    private let callbacks: CGFunctionCallbacks
    /// How many inputs and outputs.
    let inputs: Int
    let outputs: Int
    /// Each input's and output's (low, high); an output without a range is not clipped.
    let domain: [(CGFloat, CGFloat)]
    private let range: [(CGFloat, CGFloat)]?

    /// A function of `domainDimension` inputs (the pairs of `domain`, low then high) to
    /// `rangeDimension` outputs (clipped to the pairs of `range` when given), calling
    /// `callbacks.evaluate`, as `CGFunction(info:domainDimension:domain:rangeDimension:range:callbacks:)`.
    /// Nil without an evaluate callback, for a dimension below 1 (or 32 and up), or for bounds
    /// that are not numbers.
    public init?(info: UnsafeMutableRawPointer?, domainDimension: Int, domain: UnsafePointer<CGFloat>?,
                 rangeDimension: Int, range: UnsafePointer<CGFloat>?, callbacks: UnsafePointer<CGFunctionCallbacks>) {
        guard callbacks.pointee.evaluate != nil, (1..<32).contains(domainDimension), (1..<32).contains(rangeDimension)
        else { return nil }
        func pairs(_ values: UnsafePointer<CGFloat>, _ count: Int) -> [(CGFloat, CGFloat)]? {
            let list = (0..<count).map { (values[2 * $0], values[2 * $0 + 1]) }
            return list.allSatisfy { $0.0.isFinite && $0.1.isFinite } ? list : nil
        }
        let unitDomain = Array(repeating: (CGFloat(0), CGFloat(1)), count: domainDimension)
        guard let domainPairs = domain.map({ pairs($0, domainDimension) }) ?? unitDomain else { return nil }
        var rangePairs: [(CGFloat, CGFloat)]?
        if let range {
            guard let given = pairs(range, rangeDimension) else { return nil }
            rangePairs = given
        }
        self.info = info
        self.callbacks = callbacks.pointee
        inputs = domainDimension
        outputs = rangeDimension
        self.domain = domainPairs
        self.range = rangePairs
    }

    deinit { callbacks.releaseInfo?(info) }

    /// The outputs for `input` (one input), clipped to the domain and the range.
    func evaluate(_ input: CGFloat) -> [CGFloat] {
        guard let evaluate = callbacks.evaluate else { return Array(repeating: 0, count: outputs) }
        var inputs = [CGFloat](repeating: 0, count: self.inputs)
        inputs[0] = Swift.min(Swift.max(input, domain[0].0), domain[0].1)
        var results = [CGFloat](repeating: 0, count: outputs)
        inputs.withUnsafeBufferPointer { inputBuffer in
            results.withUnsafeMutableBufferPointer { outputBuffer in
                guard let inputBase = inputBuffer.baseAddress, let outputBase = outputBuffer.baseAddress else { return }
                evaluate(info, inputBase, outputBase)
            }
        }
        guard let range else { return results }
        return zip(results, range).map { Swift.min(Swift.max($0, $1.0), $1.1) }
    }
}
