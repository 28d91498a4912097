/// Back-to-back presents of the same rectangles, timed in several ways by
/// `X11Window.measurePipelinedPresent(samples:rects:batch:)`: seconds per present, one value per batch.
package struct PipelinedPresentTimes: Sendable {
    /// One put of the full rows the rectangles span, clipped to them, each asking a completion that is read
    /// after the batch, as the window reads a frame's (`DamagedPutLayout.clippedRows`): the window's present.
    package var clippedRows: [Double] = []
    /// One put per rectangle, read likewise (`DamagedPutLayout.perRect`).
    package var perRect: [Double] = []
    /// The window's puts with only the last of the batch asking a completion: what the events cost. Empty
    /// without MIT-SHM.
    package var oneCompletion: [Double] = []
    /// The window's puts with the client sleeping on the frames' connection for each completion as it comes,
    /// as a window reading its completions at once does (`X11Window.timesPresents`). Empty without MIT-SHM.
    package var waitingOnEach: [Double] = []
    /// The window's puts of one pixel, the first rectangle's top-left, each asking a completion: what a present
    /// costs before its bytes (the requests, the server's dispatch and wake, the event), which no layout of the puts
    /// saves.
    package var onePixel: [Double] = []

    /// No times yet.
    package init() {}
}
