// What the checks share beyond AppleCheckSupport (the report, number and rectangle formatting):
// the documentation pages cited, the `Probe` a check is, comparisons of text, rectangles and
// numbers, path walkers, and the runner that runs each check in a child process of this
// program. Nothing here is Strata-specific.
//
// The child is this same executable, started through /proc/self/exe with `--one N`, so a plain
// `swift build` product needs nothing else. APPLE_VALUES_ONLY=text runs only the checks whose
// name contains `text` (for looking at one check; the count printed is then smaller).
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// Apple's documentation pages the checks cite.
enum Doc {
    static let cg = "https://developer.apple.com/documentation/coregraphics/"
    static let ca = "https://developer.apple.com/documentation/quartzcore/"
}

/// One named check; `uncertain` says why Apple's documentation does not settle the expected value.
struct Probe: Sendable {
    let name: String
    let uncertain: String?
    let run: @Sendable () -> Outcome

    init(_ name: String, uncertain: String? = nil, _ run: @escaping @Sendable () -> Outcome) {
        self.name = name
        self.uncertain = uncertain
        self.run = run
    }
}

/// Two descriptions that must be equal.
func same(_ got: String, _ expected: String, _ why: String) -> Outcome {
    Outcome(name: "", pass: got == expected, expected: expected, got: got, why: why)
}

/// A rectangle edge by edge within `tol` (the null rectangle matches only the null rectangle).
func box(_ got: CGRect, _ expected: CGRect, tol: CGFloat = 0.001, _ why: String) -> Outcome {
    if expected.isNull || got.isNull {
        return Outcome(name: "", pass: got.isNull && expected.isNull, expected: r(expected), got: r(got), why: why)
    }
    return rect("", got, expected, tol: tol, why)
}

/// Numbers within `tol`.
func nums(_ got: [Double], _ expected: [Double], tol: Double = 0.001, _ why: String) -> Outcome {
    let pass = got.count == expected.count && zip(got, expected).allSatisfy { !$0.isNaN && abs($0 - $1) <= tol }
    return Outcome(name: "", pass: pass, expected: "[" + expected.map { f($0) }.joined(separator: ",") + "]±\(tol)",
                   got: "[" + got.map { f($0) }.joined(separator: ",") + "]", why: why)
}

/// The sixteen entries of a 3D transform, row by row.
func entries(_ t: CATransform3D) -> [Double] {
    [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        .map { Double($0) }
}

/// The element types of a path (0 move, 1 line, 2 quad, 3 cubic, 4 close), space separated.
func elementTypes(_ path: CGPath) -> String {
    var types: [String] = []
    path.applyWithBlock { element in types.append(String(element.pointee.type.rawValue)) }
    return types.joined(separator: " ")
}

/// How many subpaths (move-to elements) a path has.
func subpaths(_ path: CGPath) -> Int {
    var count = 0
    path.applyWithBlock { element in if element.pointee.type == .moveToPoint { count += 1 } }
    return count
}

/// The end point of every element of a path but closes, in order.
func elementEnds(_ path: CGPath) -> [CGPoint] {
    var ends: [CGPoint] = []
    path.applyWithBlock { element in
        let e = element.pointee
        switch e.type {
        case .moveToPoint, .addLineToPoint: ends.append(e.points[0])
        case .addQuadCurveToPoint: ends.append(e.points[1])
        case .addCurveToPoint: ends.append(e.points[2])
        default: break
        }
    }
    return ends
}

/// Whether each point is inside `path` (non-zero rule), as `true,false,…`.
func inside(_ path: CGPath, _ points: [CGPoint], rule: CGPathFillRule = .winding) -> String {
    points.map { "\(path.contains($0, using: rule))" }.joined(separator: ",")
}

/// Separates the fields of the line a child prints for its parent (the unit separator, which no
/// check prints).
private let separator: Character = "\u{1F}"

/// Runs every probe in a child process of this program and reports them; `--one N` runs probe N
/// here and prints its outcome on one line for the parent.
func runProbes(_ probes: [Probe]) -> Never {
    let args = CommandLine.arguments
    if args.count == 3, args[1] == "--one", let index = Int(args[2]) {
        let o = probes[index].run()
        let fields = ["RESULT", o.pass ? "1" : "0", o.expected, o.got, o.why].map { $0.replacingOccurrences(of: "\n", with: " ") }
        print(fields.joined(separator: String(separator)))
        exit(0)
    }
    let report = Report(failures: .expectedGotDashWhy, uncertain: .namePrefix)
    let filter = ProcessInfo.processInfo.environment["APPLE_VALUES_ONLY"]
    for (index, probe) in probes.enumerated() {
        if let filter, !probe.name.contains(filter) { continue }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["--one", String(index)]
        let pipe = Pipe()
        child.standardOutput = pipe
        child.standardError = FileHandle.nullDevice
        do { try child.run() } catch {
            report.record(Outcome(name: probe.name, pass: false, expected: "-", got: "could not run: \(error)"),
                          uncertain: probe.uncertain)
            continue
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let line = text.split(separator: "\n").last { $0.hasPrefix("RESULT") }
        if child.terminationReason == .uncaughtSignal || line == nil {
            let how = child.terminationReason == .uncaughtSignal ? "signal \(child.terminationStatus)"
                : "status \(child.terminationStatus)"
            report.record(Outcome(name: probe.name, pass: false, expected: "a value", got: "the check crashed (\(how))",
                                  why: "the API must return, not trap"), uncertain: probe.uncertain)
            continue
        }
        let parts = line!.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        report.record(Outcome(name: probe.name, pass: parts[1] == "1", expected: parts[2], got: parts[3], why: parts[4]),
                      uncertain: probe.uncertain)
    }
    report.finish()
}
