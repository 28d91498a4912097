// How the check programs report: one outcome per check, one line per outcome (`PASS name` or a
// failure line in the program's own wording), then `done N checks M mismatches`, and exit status 1
// when any check failed. Every program prints the same PASS lines and the same final line; only
// the wording of a failure line differs from program to program (`FailureStyle`).
import Foundation

/// What one check found: its name, whether the value matched the one Apple's platforms give, both
/// values as text and the reason (the documentation page) the expected value comes from.
public struct Outcome: Sendable {
    /// The check's name, as printed.
    public let name: String
    /// Whether the value matched the expected one.
    public let pass: Bool
    /// The value Apple's platforms give, worked out by hand, as text.
    public let expected: String
    /// The value the library under test gave, as text.
    public let got: String
    /// Why the expected value is what it is (a documentation page); empty when not given.
    public let why: String

    /// An outcome with both values already written as text.
    public init(name: String, pass: Bool, expected: String, got: String, why: String = "") {
        self.name = name
        self.pass = pass
        self.expected = expected
        self.got = got
        self.why = why
    }
}

/// A check: run, it reports its outcome.
public typealias Check = () -> Outcome

/// How a program words the line of a failed check (a passing one is always `PASS name`).
public enum FailureStyle: Sendable {
    /// `MISMATCH name strata=<got> apple=<expected> why=<why>` (AppleBehaviour).
    case mismatch
    /// `FAIL name: expected <expected> got <got>` (AppleModel, AppleLayers).
    case expectedGot
    /// `FAIL name: expected <expected> got <got> — <why>` (AppleDrawing, AppleRecipes,
    /// AppleAnimatedDrawing, AppleTransitions, AppleVisual).
    case expectedGotDashWhy
    /// `FAIL name: expected <expected> got <got> (<why>)` (AppleText).
    case expectedGotParenthesisedWhy

    /// The failure line for `outcome`, shown under `name`.
    func line(_ name: String, _ outcome: Outcome) -> String {
        switch self {
        case .mismatch:
            return "MISMATCH \(name) strata=\(outcome.got) apple=\(outcome.expected) why=\(outcome.why)"
        case .expectedGot:
            return "FAIL \(name): expected \(outcome.expected) got \(outcome.got)"
        case .expectedGotDashWhy:
            return "FAIL \(name): expected \(outcome.expected) got \(outcome.got) — \(outcome.why)"
        case .expectedGotParenthesisedWhy:
            return "FAIL \(name): expected \(outcome.expected) got \(outcome.got) (\(outcome.why))"
        }
    }
}

/// How a check whose Apple behaviour the documentation does not settle is marked on its lines.
/// Either way a failed one ends with ` [uncertain: <reason>]`.
public enum UncertainMarking: Sendable {
    /// `PASS name [uncertain]`; the name itself unchanged (AppleRecipes).
    case afterPassingName
    /// `uncertain.` in front of the name on both lines (AppleAnimatedDrawing, AppleTransitions,
    /// AppleVisual).
    case namePrefix
}

/// Counts checks and prints one line for each as it is recorded; `finish()` prints the total and
/// exits. Used directly by programs whose checks record themselves as they run (the recipes and
/// the animated drawings), and by `runChecksAndExit(_:failures:)` for lists of checks.
public final class Report {
    /// How many checks have been recorded.
    public private(set) var count = 0
    /// How many of them failed.
    public private(set) var mismatches = 0
    /// How many of the failures are in checks marked uncertain.
    public private(set) var uncertainMismatches = 0

    private let failures: FailureStyle
    private let marking: UncertainMarking

    /// A report that words failure lines as `failures` says and marks uncertain checks as
    /// `uncertain` says.
    public init(failures: FailureStyle, uncertain: UncertainMarking) {
        self.failures = failures
        self.marking = uncertain
    }

    /// Counts `outcome` and prints its line; `uncertain` (the reason) marks a check whose Apple
    /// behaviour the documentation does not settle.
    public func record(_ outcome: Outcome, uncertain: String? = nil) {
        count += 1
        var name = outcome.name
        var passMark = ""
        if uncertain != nil {
            switch marking {
            case .afterPassingName: passMark = " [uncertain]"
            case .namePrefix: name = "uncertain.\(outcome.name)"
            }
        }
        if outcome.pass {
            print("PASS \(name)\(passMark)")
            return
        }
        mismatches += 1
        if uncertain != nil { uncertainMismatches += 1 }
        let mark = uncertain.map { " [uncertain: \($0)]" } ?? ""
        print(failures.line(name, outcome) + mark)
    }

    /// A check whose two sides are already text.
    public func record(_ name: String, pass: Bool, expected: String, got: String, why: String,
                       uncertain: String?) {
        record(Outcome(name: name, pass: pass, expected: expected, got: got, why: why), uncertain: uncertain)
    }

    /// A number within `tol` of the expected one (`want±tol` on a failure line).
    public func number(_ name: String, _ got: Double, _ want: Double, tol: Double, _ why: String,
                       uncertain: String? = nil) {
        record(name, pass: abs(got - want) <= tol, expected: "\(f(want))±\(f(tol))", got: f(got), why: why,
               uncertain: uncertain)
    }

    /// Several numbers, each within `tol` of its expected value.
    public func numbers(_ name: String, _ got: [Double], _ want: [Double], tol: Double, _ why: String,
                        uncertain: String? = nil) {
        let pass = got.count == want.count && zip(got, want).allSatisfy { abs($0 - $1) <= tol }
        record(name, pass: pass, expected: "[" + want.map { f($0) }.joined(separator: ",") + "]±\(f(tol))",
               got: "[" + got.map { f($0) }.joined(separator: ",") + "]", why: why, uncertain: uncertain)
    }

    /// Several RGBA pixels (premultiplied bytes), each channel within `tol`.
    public func pixels(_ name: String, _ got: [[Int]], _ want: [[Int]], tol: Int, _ why: String,
                       uncertain: String? = nil) {
        record(name, pass: pixelsMatch(got, want, tol: tol), expected: want.map(px).joined() + " ±\(tol)",
               got: got.map(px).joined(), why: why, uncertain: uncertain)
    }

    /// A condition, with both sides as text.
    public func truth(_ name: String, _ pass: Bool, expected: String, got: String, _ why: String,
                      uncertain: String? = nil) {
        record(name, pass: pass, expected: expected, got: got, why: why, uncertain: uncertain)
    }

    /// Prints `(K of the mismatches are in checks marked uncertain)` when there are any, then
    /// `done N checks M mismatches`, and exits: status 0 when every check passed, else 1.
    public func finish() -> Never {
        if uncertainMismatches > 0 {
            print("(\(uncertainMismatches) of the mismatches are in checks marked uncertain)")
        }
        print("done \(count) checks \(mismatches) mismatches")
        exit(mismatches == 0 ? 0 : 1)
    }
}

/// Runs every check in order, printing `PASS name` or a failure line worded as `failures` says,
/// then `done N checks M mismatches`; exits with status 0 when every check passed, else 1.
public func runChecksAndExit(_ checks: [Check], failures: FailureStyle) -> Never {
    let report = Report(failures: failures, uncertain: .afterPassingName)
    for check in checks { report.record(check()) }
    report.finish()
}

/// Whether two lists of pixels (or byte groups) agree: as many, each of as many values, each
/// within `tol`.
func pixelsMatch(_ got: [[Int]], _ want: [[Int]], tol: Int) -> Bool {
    got.count == want.count && zip(got, want).allSatisfy { g, w in
        g.count == w.count && zip(g, w).allSatisfy { abs($0 - $1) <= tol }
    }
}
