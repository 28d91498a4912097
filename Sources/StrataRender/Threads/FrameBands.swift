import CCairo
import Foundation
import Synchronization

/// One frame's damage cut into bands of whole device rows, drawn by several threads at once
/// into one image (see `RenderTree.drawDamage`).
///
/// Each participant draws whole bands with a cairo context of its own: the frame's thread with
/// the caller's context, each worker with a context on an image surface of its own over the
/// same pixel memory (made once per target, kept from frame to frame). Bands never share a row,
/// so no pixel is written by two threads. Participants take the next undrawn band until none is
/// left; a band's pixels do not depend on which thread draws it.
final class FrameBands: RenderWorkerJob {
    /// Bands per drawing thread: more than one, so that a thread whose bands cost less (empty
    /// sky above a busy field) takes over part of the other's. Measured with `strata bench
    /// --only threads` at 1920×1080 on 2 cores (a loaded machine): 3 bands a thread beat 1 on
    /// both layer fields.
    static let bandsPerThread = 3

    /// The device-pixel rectangles of each band: the damage's rectangles cut to its rows. Kept
    /// from frame to frame with their storage.
    private(set) var bands: [[CGRect]] = []
    /// How many of `bands` the current frame uses.
    private(set) var bandCount = 0
    /// The next band to draw.
    private let next = Atomic<Int>(0)
    /// Rows no cut may go through (see `RenderNode.drawsDependingOnClip`).
    private var keptWhole: [(top: CGFloat, bottom: CGFloat)] = []
    /// The workers' contexts and surfaces, by participant (index 0, the caller's, unused).
    private var targets: [WorkerTarget?] = []

    /// The current frame: the tree drawn, the caller's context and the parameters of
    /// `RenderTree.drawDamageRects`.
    private unowned let tree: RenderTree
    private var callerContext: OpaquePointer?
    private var user = cairo_matrix_t()
    private var background: OpaqueBackground?
    private var backdrop: OpaqueBackdrop?

    init(tree: RenderTree) {
        self.tree = tree
    }

    /// Draws `damage` into `cr` with `threads` threads, as `tree.drawDamageRects` would draw
    /// it on one; false, having drawn nothing, when `cr` is not a plain image target these
    /// bands can share (not an image surface, a device offset or scale, or a clip).
    func draw(_ damage: DamageRegion, into cr: OpaquePointer, root: RenderNode, user: cairo_matrix_t,
              background: OpaqueBackground?, backdrop: OpaqueBackdrop?, threads: Int) -> Bool {
        guard let target = cairo_get_target(cr), FrameBands.isPlainImage(target), FrameBands.isUnclipped(cr, target)
        else { return false }
        while targets.count < threads { targets.append(nil) }
        for participant in 1..<threads {
            if targets[participant]?.matches(target) != true { targets[participant] = WorkerTarget(over: target) }
            guard let worker = targets[participant] else { return false }
            worker.copyState(of: cr)
        }
        keptWhole.removeAll(keepingCapacity: true)
        root.appendRowsKeptWhole(within: damage.bounds, to: &keptWhole)
        cut(damage, into: threads * FrameBands.bandsPerThread, threads: threads)
        // Everything in one band: no thread would draw alongside.
        guard bandCount > 1 else { return false }
        callerContext = cr
        self.user = user
        self.background = background
        self.backdrop = backdrop
        next.store(0, ordering: .relaxed)
        cairo_surface_flush(target)
        RenderWorkers.shared.run(self, helpers: threads - 1)
        for participant in 1..<threads { targets[participant].map { cairo_surface_flush($0.surface) } }
        // The workers wrote the memory behind the caller's surface.
        cairo_surface_mark_dirty(target)
        callerContext = nil
        self.background = nil
        self.backdrop = nil
        return true
    }

    func run(participant: Int) {
        guard let cr = participant == 0 ? callerContext : targets[participant]?.cr else { return }
        while true {
            let band = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard band < bandCount else { return }
            tree.drawDamageRects(bands[band], into: cr, user: user, background: background, backdrop: backdrop,
                                 participant: participant)
        }
    }

    /// Cuts the damage into at most `count` bands of whole rows for `threads` threads, the
    /// areas of damage they hold shrinking from round to round (`share(before:of:threads:)`).
    private func cut(_ damage: DamageRegion, into count: Int, threads: Int) {
        while bands.count < count { bands.append([]) }
        for index in bands.indices { bands[index].removeAll(keepingCapacity: true) }
        let rects = damage.rects
        let bounds = damage.bounds
        let top = bounds.minY.rounded(.down), bottom = bounds.maxY.rounded(.up)
        // The damaged area above row `y`.
        func area(above y: CGFloat) -> CGFloat {
            rects.reduce(0) { $0 + $1.width * min(max(y - $1.minY, 0), $1.height) }
        }
        let total = damage.area
        var start = top
        bandCount = 0
        for index in 0..<count {
            // The first row at which the damage above holds its share: a binary search.
            var end = bottom
            if index < count - 1 {
                let share = total * FrameBands.share(before: index + 1, of: count, threads: threads)
                var low = start, high = bottom
                while low < high {
                    let middle = ((low + high) / 2).rounded(.down)
                    if area(above: middle) >= share { high = middle } else { low = middle + 1 }
                }
                end = rowOutsideKeptWhole(near: low, after: start, before: bottom)
            }
            guard end > start else { continue }
            for rect in rects {
                let minY = max(rect.minY, start), maxY = min(rect.maxY, end)
                if maxY > minY {
                    bands[bandCount].append(CGRect(x: rect.minX, y: minY, width: rect.width, height: maxY - minY))
                }
            }
            if !bands[bandCount].isEmpty { bandCount += 1 }
            start = end
        }
    }

    /// The part of the damage in the first `bands` of `count` bands shared by `threads`
    /// threads: bands come in rounds of one a thread, each round's bands half as large as the
    /// last's (with 2 threads and 6 bands, weights 4, 4, 2, 2, 1, 1: two sevenths each, a
    /// seventh each, a fourteenth each). Threads take bands in order, so the large ones go
    /// first and the last ones taken are small: the thread that runs out of bands waits at
    /// most a small band for the other (guided self-scheduling). Measured with `strata bench --only threads` at
    /// 1920×1080 on 2 cores, eight runs each alternating with equal bands: 2 threads against 1
    /// averaged 1.72× (was 1.59×) on the rounded field and 1.56× (was 1.36×) on the 10 000
    /// small layers.
    static func share(before bands: Int, of count: Int, threads: Int) -> CGFloat {
        guard count > 0, threads > 0 else { return 1 }
        let rounds = (count + threads - 1) / threads
        // Weights 2^(rounds - 1 - round), summed band by band: exact in a Double for any
        // count these bands use.
        var before = 0.0, total = 0.0
        for band in 0..<count {
            let weight = Double(sign: .plus, exponent: rounds - 1 - band / threads, significand: 1)
            total += weight
            if band < bands { before += weight }
        }
        return CGFloat(before / total)
    }

    /// The row nearest `row` that no kept-whole subtree straddles, above `start` and not below
    /// `bottom`; `bottom` when there is none.
    private func rowOutsideKeptWhole(near row: CGFloat, after start: CGFloat, before bottom: CGFloat) -> CGFloat {
        var up = row, down = row
        // Move up and down past every interval holding the row until both rest outside all.
        var moved = true
        while moved {
            moved = false
            for rows in keptWhole where rows.top < up && up < rows.bottom {
                up = rows.top
                moved = true
            }
            for rows in keptWhole where rows.top < down && down < rows.bottom {
                down = rows.bottom
                moved = true
            }
        }
        let upFits = up > start && up <= bottom, downFits = down > start && down <= bottom
        if upFits, downFits { return row - up <= down - row ? up : down }
        if upFits { return up }
        return downFits ? down : bottom
    }

    /// Whether `surface` is a 32-bit image surface with no device offset or scale, so that a
    /// surface of the same memory sees the same device pixels.
    private static func isPlainImage(_ surface: OpaquePointer) -> Bool {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE, cairo_image_surface_get_data(surface) != nil
        else { return false }
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return false }
        var x = 0.0, y = 0.0, sx = 0.0, sy = 0.0
        cairo_surface_get_device_offset(surface, &x, &y)
        cairo_surface_get_device_scale(surface, &sx, &sy)
        return x == 0 && y == 0 && sx == 1 && sy == 1
    }

    /// Whether `cr` draws on all of `target`: a clip set by the caller would bind only the
    /// caller's own context.
    private static func isUnclipped(_ cr: OpaquePointer, _ target: OpaquePointer) -> Bool {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_restore(cr)
        guard let list else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
              let r = list.pointee.rectangles?.pointee else { return false }
        return r.x <= 0 && r.y <= 0 && r.x + r.width >= Double(cairo_image_surface_get_width(target))
            && r.y + r.height >= Double(cairo_image_surface_get_height(target))
    }
}

/// A worker's cairo context on a surface of its own over a frame's pixel memory.
private final class WorkerTarget {
    let surface: OpaquePointer
    let cr: OpaquePointer
    private let data: UnsafeMutablePointer<UInt8>
    private let format: cairo_format_t
    private let width: Int32, height: Int32, stride: Int32
    /// Kept for copying the caller's font options each frame without allocating.
    private let fontOptions: OpaquePointer

    init?(over target: OpaquePointer) {
        guard let data = cairo_image_surface_get_data(target) else { return nil }
        let format = cairo_image_surface_get_format(target)
        let width = cairo_image_surface_get_width(target), height = cairo_image_surface_get_height(target)
        let stride = cairo_image_surface_get_stride(target)
        guard let surface = cairo_image_surface_create_for_data(data, format, width, height, stride) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface),
              let fontOptions = cairo_font_options_create() else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.cr = cr
        self.fontOptions = fontOptions
        self.data = data
        self.format = format
        self.width = width
        self.height = height
        self.stride = stride
    }

    deinit {
        cairo_font_options_destroy(fontOptions)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Whether this surface covers the same memory, laid out the same way, as `target`.
    func matches(_ target: OpaquePointer) -> Bool {
        cairo_image_surface_get_data(target) == data && cairo_image_surface_get_format(target) == format
            && cairo_image_surface_get_width(target) == width && cairo_image_surface_get_height(target) == height
            && cairo_image_surface_get_stride(target) == stride
    }

    /// Takes the caller's drawing state that the compositor does not set itself, so that a
    /// band draws the same pixels on either context.
    func copyState(of caller: OpaquePointer) {
        cairo_set_operator(cr, cairo_get_operator(caller))
        cairo_set_antialias(cr, cairo_get_antialias(caller))
        cairo_set_tolerance(cr, cairo_get_tolerance(caller))
        cairo_set_fill_rule(cr, cairo_get_fill_rule(caller))
        cairo_set_line_width(cr, cairo_get_line_width(caller))
        cairo_set_line_cap(cr, cairo_get_line_cap(caller))
        cairo_set_line_join(cr, cairo_get_line_join(caller))
        cairo_set_miter_limit(cr, cairo_get_miter_limit(caller))
        cairo_get_font_options(caller, fontOptions)
        cairo_set_font_options(cr, fontOptions)
    }
}
