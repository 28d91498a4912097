import Strata

extension CATransaction {
    /// Runs `body` in a transaction with actions disabled: the tools' own changes to scenes
    /// (ticks, pages, filters, timing) must show at once, as a headless render shows them.
    package static func withoutActions(_ body: () -> Void) {
        begin()
        setDisableActions(true)
        body()
        commit()
    }
}
