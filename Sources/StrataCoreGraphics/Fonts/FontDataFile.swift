import CFontconfig
import Foundation

/// Font data given as bytes (`CGFont(_:)` with a data provider), held in an anonymous file in
/// memory so that fontconfig, FreeType and Pango can read it by path: `/proc/self/fd/N`, valid
/// while this object lives. A registered font keeps it alive (`FontDatabase.register(fileAt:owner:)`).
package final class FontDataFile: Sendable {
    private let descriptor: Int32
    /// The path the data is read by.
    package let path: String

    /// The file of `data`; nil when it cannot be made or written.
    init?(_ data: Data) {
        let descriptor = strata_memory_file("strata-font")
        guard descriptor >= 0 else { return nil }
        guard data.withUnsafeBytes({ DescriptorWrite.write($0, to: descriptor) }) else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        path = "/proc/self/fd/\(descriptor)"
    }

    deinit {
        close(descriptor)
    }
}
