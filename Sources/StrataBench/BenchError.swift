/// Why a bench could not start.
package struct BenchError: Error, CustomStringConvertible {
    /// The reason, ready to print.
    package let message: String
    /// The reason.
    package var description: String { message }
}
