import Foundation

/// Where Strata reports the scene mistakes it survives.
///
/// Core Animation traps on some mistakes (a cycle in the layer tree, a value of the wrong type
/// for a key); Strata reports each as one line and leaves the model as it was, so that a viewer
/// outlives a scene bug. The report goes to the handler bound for the caller's task (or thread,
/// outside a task) with `withHandler(_:operation:)`; unbound, it is one line on standard error
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

    /// The handler bound by the caller's task (or thread, outside a task).
    @TaskLocal private static var bound: Handler?

    /// The handler a render worker took over for the frame it is drawing (see
    /// `onThisThread(_:_:)`); a thread slot, since a worker is a plain thread with no task.
    private static let workerSlot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The handler in effect for the caller: a worker's frame handler, else the one bound for
    /// the task or thread, else ``standardError``.
    public static var handler: Handler {
        boundHandler ?? standardError
    }

    /// The handler the caller bound (a worker's frame handler, or one bound for the task or
    /// thread); nil when reports go to the default, ``standardError``.
    package static var boundHandler: Handler? {
        if let slot = pthread_getspecific(workerSlot) {
            return Unmanaged<HandlerBox>.fromOpaque(slot).takeUnretainedValue().handler
        }
        return bound
    }

    /// Sends `message` to the handler in effect for the caller.
    public static func report(_ message: String) {
        handler(message)
    }

    /// Runs `operation` with `handler` receiving every report made by it, on this task or thread
    /// and on the render workers its frames use; the previous binding is restored afterwards.
    public static func withHandler<Result, Failure: Error>(
        _ handler: @escaping Handler, operation: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let result: Swift.Result<Result, Failure> = $bound.withValue(handler) {
            do throws(Failure) { return .success(try operation()) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Runs the asynchronous `operation` with `handler` receiving every report made by it.
    public static func withHandler<Result>(
        _ handler: @escaping Handler, operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $bound.withValue(handler, operation: operation)
    }

    /// Runs `body` on this thread (a render worker) with `handler` in effect, the handler of the
    /// frame that handed the work over. A thread slot rather than a task-local binding: binding
    /// a task-local on a thread that never ran a task crashed in the runtime
    /// (`swift_task_localValuePush`) in release builds.
    package static func onThisThread<Result>(_ handler: @escaping Handler, _ body: () -> Result) -> Result {
        let previous = pthread_getspecific(workerSlot)
        let box = Unmanaged.passRetained(HandlerBox(handler))
        pthread_setspecific(workerSlot, box.toOpaque())
        defer {
            pthread_setspecific(workerSlot, previous)
            box.release()
        }
        return body()
    }
}

/// A handler held in a thread slot.
private final class HandlerBox {
    let handler: StrataDiagnostics.Handler
    init(_ handler: @escaping StrataDiagnostics.Handler) { self.handler = handler }
}
