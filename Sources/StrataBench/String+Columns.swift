/// Text in fixed-width columns, for the tables the commands print.
extension String {
    /// The text followed by spaces up to `width` characters, or cut to `width`.
    package func padded(to width: Int) -> String {
        padding(toLength: width, withPad: " ", startingAt: 0)
    }

    /// The text preceded by spaces up to `width` characters; longer text is left whole.
    package func rightAligned(to width: Int) -> String {
        String(repeating: " ", count: max(width - count, 0)) + self
    }
}
