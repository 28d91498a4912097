import Foundation

/// How many threads draw one frame: the machine's cores, at most 2 (the machines Strata is
/// built for have 2, and the frames it draws are memory-bound past that), or `STRATA_THREADS`
/// from the environment (1 draws every frame on the calling thread, as before threads).
package enum RenderThreads {
    /// The most threads the default uses.
    static let defaultLimit = 2
    /// The most `STRATA_THREADS` may ask for.
    static let maximum = 16

    /// The thread count, read once per process.
    package static let count: Int = count(environment: ProcessInfo.processInfo.environment,
                                          cores: ProcessInfo.processInfo.activeProcessorCount)

    /// The count `environment` asks for on a machine with `cores` cores; a value that is not a
    /// whole number from 1 to `maximum` is reported once on standard error and the default used.
    static func count(environment: [String: String], cores: Int) -> Int {
        let automatic = min(max(cores, 1), defaultLimit)
        guard let text = environment["STRATA_THREADS"] else { return automatic }
        guard let threads = Int(text.trimmingCharacters(in: .whitespaces)), (1...maximum).contains(threads) else {
            FileHandle.standardError.write(Data(
                "strata: STRATA_THREADS=\(text) is not a thread count from 1 to \(maximum); using \(automatic)\n".utf8))
            return automatic
        }
        return threads
    }
}
