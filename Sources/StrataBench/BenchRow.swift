/// One row of `strata bench`: a time beside the reference measured for it in the same run, and
/// the target an issue sets on it, if any.
struct BenchRow {
    /// What was measured, as printed.
    let label: String
    /// The measured time, in seconds.
    let seconds: Double
    /// The reference's time in this run, in seconds.
    let reference: Double
    /// What the reference is, as printed after the ratio.
    let referenceLabel: String
    /// The figure an issue sets on this row, checked by the summary of `--runs`.
    var target: BenchTarget?

    init(_ label: String, _ seconds: Double, _ reference: Double, _ referenceLabel: String,
         target: BenchTarget? = nil) {
        self.label = label
        self.seconds = seconds
        self.reference = reference
        self.referenceLabel = referenceLabel
        self.target = target
    }

    /// The row's time over its reference's.
    var ratio: Double { seconds / reference }

    /// What `target` judges: the ratio, or the time in milliseconds; nil without a target.
    var targetValue: Double? {
        guard let target else { return nil }
        switch target.measure {
        case .ratio: return ratio
        case .milliseconds: return seconds * 1000
        case .megabytes: return nil
        }
    }
}
