import Foundation

/// How many bytes of pixels a render tree's shared caches may hold: 64 MiB, or
/// `STRATA_CACHE_MB` mebibytes from the environment (0 turns them off). Past the budget the least
/// recently used entries go first.
package enum RenderCacheBudget {
    /// The default, in mebibytes.
    static let defaultMegabytes = 64

    /// The budget in bytes, read once per process.
    static let bytes: Int = bytes(environment: ProcessInfo.processInfo.environment)

    /// The budget in whole mebibytes, as `strata bench` reports it.
    package static var megabytes: Int { bytes >> 20 }

    /// The budget `environment` asks for; a value that is not a whole number from 0 to 65 536
    /// is reported once on standard error and the default is used.
    static func bytes(environment: [String: String]) -> Int {
        guard let text = environment["STRATA_CACHE_MB"] else { return defaultMegabytes << 20 }
        guard let megabytes = Int(text.trimmingCharacters(in: .whitespaces)), (0...65_536).contains(megabytes) else {
            FileHandle.standardError.write(Data(
                "strata: STRATA_CACHE_MB=\(text) is not a number of mebibytes from 0 to 65536; using \(defaultMegabytes)\n".utf8))
            return defaultMegabytes << 20
        }
        return megabytes << 20
    }
}
