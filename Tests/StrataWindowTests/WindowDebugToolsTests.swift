import Foundation
import Testing
@testable import StrataWindow
import StrataTestSupport

/// `STRATA_DEBUG` names the tools a window opens at launch, as `GTK_DEBUG=interactive` opens
/// GTK's inspector; each tool's key is Ctrl+Shift and its letter, in either case.
@Suite("Window: debugging tools")
struct WindowDebugToolsTests {
    @Test("a comma list names tools, case and spaces aside; all names every one but the recording")
    func environment() {
        #expect(WindowDebugTools(environmentValue: "inspector") == .inspector)
        #expect(WindowDebugTools(environmentValue: " HUD , flash") == [.headsUpDisplay, .flashUpdates])
        #expect(WindowDebugTools(environmentValue: "all")
                == [.inspector, .flashUpdates, .slowAnimations, .paused, .headsUpDisplay, .blendedLayers,
                    .offscreenRendered, .rasterizationCache, .explodedView])
        #expect(WindowDebugTools(environmentValue: "").isEmpty)
        #expect(WindowDebugTools(environmentValue: "record,pause") == [.recording, .paused])
        #expect(WindowDebugTools.toggled(byKeysym: 0x52) == .recording)
    }

    @Test("a recording's file is named after the window's title and the time, in any locale")
    func recordingFileName() {
        // 2026-11-26 08:30:04 UTC, in the local time zone the formatter uses.
        let date = Date(timeIntervalSince1970: 1_795_681_804)
        let local = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let stamp = String(format: "%04d%02d%02d-%02d%02d%02d", local.year ?? 0, local.month ?? 0, local.day ?? 0,
                           local.hour ?? 0, local.minute ?? 0, local.second ?? 0)
        #expect(WindowCapture.fileName(title: "Strata — springs", format: .mp4, date: date)
                == "strata-springs-\(stamp).mp4")
        #expect(WindowCapture.fileName(title: "My App: v2/β", format: .webm, date: date)
                == "strata-my-app-v2-\(stamp).webm")
        #expect(WindowCapture.fileName(title: "../..", format: .gif, date: date) == "strata-window-\(stamp).gif")
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
