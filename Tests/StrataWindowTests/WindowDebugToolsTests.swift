import Foundation
import Testing
@testable import StrataWindow
import StrataTestSupport

/// `STRATA_DEBUG` names the tools a window opens at launch, as `GTK_DEBUG=interactive` opens
/// GTK's inspector; each tool's key is Ctrl+Shift and its letter, in either case.
@Suite("Window: debugging tools")
struct WindowDebugToolsTests {
    @Test("a comma list names tools, case and spaces aside; all names every one")
    func environment() {
        #expect(WindowDebugTools(environmentValue: "inspector") == .inspector)
        #expect(WindowDebugTools(environmentValue: " HUD , flash") == [.headsUpDisplay, .flashUpdates])
        #expect(WindowDebugTools(environmentValue: "all")
                == [.inspector, .flashUpdates, .slowAnimations, .paused, .headsUpDisplay])
        #expect(WindowDebugTools(environmentValue: "").isEmpty)
    }

    @Test("an unknown name is reported and ignored")
    func unknownName() {
        var tools: WindowDebugTools = []
        let reports = BehaviourTestSupport.recordingDiagnostics {
            tools = WindowDebugTools(environmentValue: "slow,bogus")
        }
        #expect(tools == .slowAnimations)
        #expect(reports.count == 1 && reports[0].contains("bogus"))
    }

    @Test("Ctrl+Shift+I, D, S, P and H toggle the tools, upper or lower case; other letters none")
    func keys() {
        // X keysyms: lower-case letters are their ASCII codes, upper-case 0x20 below.
        #expect(WindowDebugTools.toggled(byKeysym: 0x69) == .inspector)
        #expect(WindowDebugTools.toggled(byKeysym: 0x49) == .inspector)
        #expect(WindowDebugTools.toggled(byKeysym: 0x44) == .flashUpdates)
        #expect(WindowDebugTools.toggled(byKeysym: 0x73) == .slowAnimations)
        #expect(WindowDebugTools.toggled(byKeysym: 0x50) == .paused)
        #expect(WindowDebugTools.toggled(byKeysym: 0x68) == .headsUpDisplay)
        #expect(WindowDebugTools.toggled(byKeysym: 0x71) == nil)
    }
}
