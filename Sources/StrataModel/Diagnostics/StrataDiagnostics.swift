import Foundation

/// Where Strata reports the scene mistakes it survives.
///
/// Core Animation traps on some mistakes (a cycle in the layer tree, a value of the wrong type
/// for a key); Strata reports each as one line and leaves the model as it was, so that a viewer
/// outlives a scene bug. The report goes to the handler bound for the caller's task (or thread,
/// outside a task) with ``withHandler(_:operation:)``; unbound, it is one line on standard error
/// prefixed `strata: `.
///
/// The binding is scoped, never global: two tests, two windows or two render threads that bind
/// their own handlers each see only the reports of the work they run. Work Strata hands to its
/// render worker threads carries the handler of the frame that handed it over.
public enum StrataDiagnostics {
    /// A receiver of diagnostic lines (without the `strata: ` prefix or a newline).
    public typealias Handler = @Sendable (String) -> Void

    /// The process default: each report as one line on standard error, prefixed `strata: `.
    public static let standardError: Handler = { message in
        FileHandle.standardError.write(Data("strata: \(message)\n".utf8))
    }

    /// The handler bound for the current task or thread; ``standardError`` when none is.
    @TaskLocal public static var handler: Handler = standardError

    /// Sends `message` to the handler bound for the caller.
    public static func report(_ message: String) {
        handler(message)
    }

    /// Runs `operation` with `handler` receiving every report made by it, on this task or thread
    /// and on the render workers its frames use; the previous binding is restored afterwards.
    public static func withHandler<Result, Failure: Error>(
        _ handler: @escaping Handler, operation: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let result: Swift.Result<Result, Failure> = $handler.withValue(handler) {
            do throws(Failure) { return .success(try operation()) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Runs the asynchronous `operation` with `handler` receiving every report made by it.
    public static func withHandler<Result>(
        _ handler: @escaping Handler, operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $handler.withValue(handler, operation: operation)
    }
}
