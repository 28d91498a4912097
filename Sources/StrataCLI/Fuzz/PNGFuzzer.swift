import Foundation
import Strata

/// Mutates a valid PNG (bit flips, byte overwrites with extreme values, truncation, duplicated
/// runs) and decodes it: every input must decode or throw.
struct PNGFuzzer {
    let seedImage: Data

    /// A small valid PNG rendered by Strata itself.
    static func makeSeed() -> Data? {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 24, height: 16)
        layer.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.7)
        layer.cornerRadius = 5
        return try? FrameRenderer.image(of: layer, width: 24, height: 16)?.pngData()
    }

    /// Decodes one mutation; returns whether it decoded (either answer is a pass).
    @discardableResult
    func runIteration(random: inout FuzzRandom) -> Bool {
        var bytes = [UInt8](seedImage)
        for _ in 0..<Int.random(in: 1...8, using: &random) where !bytes.isEmpty {
            let index = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: bytes[index] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
            case 1: bytes[index] = [0x00, 0xFF, 0x7F, 0x80].randomElement(using: &random) ?? 0xFF
            case 2: bytes.removeLast(Int.random(in: 0...(bytes.count - index), using: &random))
            case 3:
                let end = min(bytes.count, index + Int.random(in: 1...64, using: &random))
                bytes.insert(contentsOf: bytes[index..<end], at: index)
            default:
                // Width and height fields of IHDR (bytes 16…23): huge sizes must be refused.
                if bytes.count > 23 { bytes[16 + Int.random(in: 0..<8, using: &random)] = 0xFF }
            }
        }
        return (try? CGImage(pngData: Data(bytes))) != nil
    }
}
