import Foundation
import StrataCoreGraphics

/// Encodes frames as they are shown (a window's presented frames) into a video at a constant
/// frame rate: ffmpeg reads raw BGRA from a socket, and a frame shown at time `t` fills every
/// video frame from `t` until the next one is shown, so the video runs at the pace the user saw.
///
/// `append` never blocks the caller for ffmpeg: frames go through a queue of at most
/// `queueLimit` pictures to a writer thread; when ffmpeg falls behind, the last queued picture
/// is held longer instead and the frame counts as dropped. The video is written beside its path
/// under a hidden name and renamed into place when ffmpeg succeeds: a stopped recording leaves a
/// playable file or none.
package final class LiveVideoEncoder {
    /// The video written on success.
    package let url: URL
    package let width: Int
    package let height: Int
    package let framesPerSecond: Int
    /// Pictures waiting for the writer thread at most.
    package static let queueLimit = 8

    private let partial: URL
    private let log: URL
    private let ffmpeg: FFmpeg
    private let pid: pid_t
    private let queue: FrameQueue
    private let writer: Thread
    /// When the first frame was shown; video frame `k` is the picture shown at `start + k / fps`.
    private var start: Double?
    /// Video frames queued so far.
    private var queuedFrames = 0
    /// The picture shown now, not yet queued for the frames after it.
    private var current: [UInt8] = []
    private var isFinished = false

    /// Starts ffmpeg encoding `width × height` frames at `framesPerSecond` to `url` as `format`.
    /// - Throws: `RecordingError` when ffmpeg is missing, the directory is not writable, or
    ///   ffmpeg cannot be started.
    package init(url: URL, format: VideoFormat, width: Int, height: Int, framesPerSecond: Int) throws(RecordingError) {
        guard let ffmpeg = FFmpeg.find() else { throw .ffmpegMissing }
        guard width > 0, height > 0, (1...240).contains(framesPerSecond) else {
            throw .badParameters("cannot record \(width)x\(height) frames at \(framesPerSecond) fps")
        }
        let directory = url.deletingLastPathComponent()
        guard access(directory.path, W_OK) == 0 else {
            throw .badDestination("cannot write in \(directory.path): \(String(cString: strerror(errno)))")
        }
        self.url = url
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
        self.ffmpeg = ffmpeg
        partial = directory.appendingPathComponent("." + url.lastPathComponent + ".partial")
        log = FileManager.default.temporaryDirectory
            .appendingPathComponent("strata-live-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log")
        var sockets: [Int32] = [-1, -1]
        // A socket rather than a pipe: `send` with MSG_NOSIGNAL reports a dead ffmpeg as an
        // error instead of raising SIGPIPE in the whole process.
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0 else {
            throw .failed("could not make a socket for ffmpeg: \(String(cString: strerror(errno)))")
        }
        let arguments = [ffmpeg.url.path, "-hide_banner", "-loglevel", "error", "-y",
                         "-f", "rawvideo", "-pix_fmt", "bgra", "-video_size", "\(width)x\(height)",
                         "-framerate", String(framesPerSecond), "-i", "pipe:0"]
            + format.encoderArguments(live: true) + ["-f", format.muxerName, partial.path]
        do {
            pid = try ffmpeg.spawn(arguments, input: sockets[1], log: log)
        } catch {
            close(sockets[0])
            close(sockets[1])
            throw .failed(error.description)
        }
        close(sockets[1])
        queue = FrameQueue(socket: sockets[0])
        writer = Thread { [queue] in queue.drain() }
        writer.start()
    }

    /// Finishes a recording its owner dropped, so that ffmpeg ends and the file is complete.
    deinit {
        if !isFinished { _ = try? finish(at: -Double.infinity) }
    }

    /// The picture now in the `bytesPerRow`-strided BGRA memory at `base`, shown from `time`
    /// (seconds on any clock the caller keeps; only differences count) until the next one.
    /// Returns false once ffmpeg has failed.
    @discardableResult
    package func append(_ base: UnsafeRawPointer, bytesPerRow: Int, at time: Double) -> Bool {
        if let start {
            queueCurrent(until: time - start)
        } else {
            start = time
        }
        current = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            guard let target = buffer.baseAddress else { return }
            let rowBytes = width * 4
            for row in 0..<height {
                memcpy(target + row * rowBytes, base + row * bytesPerRow, rowBytes)
            }
            count = width * height * 4
        }
        return !queue.hasFailed
    }

    /// Queues the current picture for the video frames before `elapsed` seconds.
    private func queueCurrent(until elapsed: Double) {
        let due = Int((elapsed * Double(framesPerSecond)).rounded(.up))
        guard due > queuedFrames, !current.isEmpty else { return }
        queue.push(current, repeating: due - queuedFrames)
        queuedFrames = due
    }

    /// Ends the video at `time`: the current picture fills the frames up to it (one at least),
    /// ffmpeg finishes, and the file is moved into place.
    /// - Returns: The frames in the video and those dropped because ffmpeg fell behind.
    /// - Throws: `RecordingError.failed` with ffmpeg's last lines; nothing is left at `url`.
    package func finish(at time: Double) throws(RecordingError) -> (frames: Int, dropped: Int) {
        guard !isFinished else { throw .failed("the recording was already finished") }
        isFinished = true
        if let start { queueCurrent(until: max(time - start, Double(queuedFrames + 1) / Double(framesPerSecond))) }
        queue.close()
        // Bounded: thirty seconds for ffmpeg to take at most `queueLimit` pictures and flush is
        // far beyond need; one that hangs is killed, which ends the writer's `send`.
        let deadline = ProcessInfo.processInfo.systemUptime + 30
        while !writer.isFinished {
            if ProcessInfo.processInfo.systemUptime > deadline { kill(pid, SIGKILL) }
            usleep(5_000)
        }
        defer { try? FileManager.default.removeItem(at: log) }
        do {
            try ffmpeg.wait(for: pid, log: log) { ProcessInfo.processInfo.systemUptime > deadline }
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw .failed("\(error)")
        }
        guard !queue.hasFailed, queuedFrames > 0 else {
            try? FileManager.default.removeItem(at: partial)
            throw .failed(queue.hasFailed ? "ffmpeg stopped reading frames" : "no frame was shown")
        }
        do {
            if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
            try FileManager.default.moveItem(at: partial, to: url)
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw .failed("cannot write \(url.path): \(error.localizedDescription)")
        }
        return (queuedFrames, queue.dropped)
    }
}

/// The pictures waiting for ffmpeg, and the thread's loop that writes them.
private final class FrameQueue: @unchecked Sendable {
    // @unchecked: every field below is read and written under `condition`.
    private let condition = NSCondition()
    private let socket: Int32
    private var pending: [(picture: [UInt8], count: Int)] = []
    private var closed = false
    private var failed = false
    private var droppedFrames = 0

    init(socket: Int32) { self.socket = socket }

    var hasFailed: Bool { condition.withLock { failed } }
    var dropped: Int { condition.withLock { droppedFrames } }

    /// Queues `picture` for `count` video frames; when the queue is full the last picture is
    /// held for them instead, and they count as dropped.
    func push(_ picture: [UInt8], repeating count: Int) {
        condition.withLock {
            guard !failed else { return }
            if pending.count >= LiveVideoEncoder.queueLimit, !pending.isEmpty {
                pending[pending.count - 1].count += count
                droppedFrames += count
            } else {
                pending.append((picture, count))
            }
            condition.signal()
        }
    }

    /// No more pictures: the writer ends once the queue is empty, and closes the socket so that
    /// ffmpeg sees the end of its input.
    func close() {
        condition.withLock {
            closed = true
            condition.signal()
        }
    }

    /// The writer thread: sends each picture as many times as it fills video frames.
    func drain() {
        defer { Glibc.close(socket) }
        while true {
            condition.lock()
            while pending.isEmpty, !closed { condition.wait() }
            if pending.isEmpty || failed {
                condition.unlock()
                return
            }
            let next = pending.removeFirst()
            condition.unlock()
            for _ in 0..<next.count where !send(next.picture) {
                condition.withLock {
                    failed = true
                    pending.removeAll()
                }
                return
            }
        }
    }

    /// Writes all of `bytes`; false when ffmpeg has gone.
    private func send(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { DescriptorWrite.send($0, to: socket) }
    }
}
