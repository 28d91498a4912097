import Foundation

/// Caps how many Unicode scalars one character (an extended grapheme cluster: a base and the
/// combining marks on it) may have when laid out. HarfBuzz shapes a cluster in time that grows
/// with the square of its length: an "a" carrying 32 767 combining marks (what fits under
/// `TextLimits.maximumBytes`) took 4 s to lay out. No script puts more than a handful of marks
/// on a letter, so the marks past the cap are left out, with a diagnostic.
struct TextClusterLimit {
    /// Scalars kept per character: a base and 64 marks.
    static let maximumScalars = 65

    /// The laid-out bytes: the input without the scalars past the cap.
    let bytes: [UInt8]
    /// The byte ranges of the input left out, in order, each with the bytes left out up to its
    /// end (a running total), for mapping offsets.
    private let removed: [(range: Range<Int>, removedThroughEnd: Int)]

    /// `input` (valid UTF-8) with each character cut to `maximumScalars` scalars.
    init(_ input: [UInt8]) {
        let text = String(decoding: input, as: UTF8.self)
        // A character over the cap needs more bytes than the cap has scalars: short input, and
        // input whose characters are all within it (the common case), is laid out as it is.
        guard input.count > Self.maximumScalars,
              text.contains(where: { $0.unicodeScalars.count > Self.maximumScalars }) else {
            bytes = input
            removed = []
            return
        }
        var removed: [(range: Range<Int>, removedThroughEnd: Int)] = []
        var offset = 0
        var total = 0
        var kept: [UInt8] = []
        kept.reserveCapacity(input.count)
        for character in text {
            let length = character.utf8.count
            if character.unicodeScalars.count > Self.maximumScalars {
                let keptScalars = character.unicodeScalars.prefix(Self.maximumScalars)
                let keptLength = keptScalars.reduce(0) { $0 + $1.utf8.count }
                kept.append(contentsOf: character.utf8.prefix(keptLength))
                total += length - keptLength
                removed.append((offset + keptLength..<offset + length, total))
            } else {
                kept.append(contentsOf: character.utf8)
            }
            offset += length
        }
        bytes = kept
        self.removed = removed
    }

    /// Whether anything was left out.
    var didCut: Bool { !removed.isEmpty }

    /// Where the input's byte `offset` is in `bytes`: before it, less the bytes left out before
    /// it; inside a left-out range, where that range was.
    func laidOutOffset(_ offset: Int) -> Int {
        // The first range ending after `offset` (binary search: ranges are in order).
        var low = 0, high = removed.count
        while low < high {
            let mid = (low + high) / 2
            if removed[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        let before = low > 0 ? removed[low - 1].removedThroughEnd : 0
        guard low < removed.count, removed[low].range.lowerBound < offset else { return offset - before }
        return removed[low].range.lowerBound - before
    }
}
