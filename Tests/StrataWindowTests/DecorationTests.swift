import Foundation
import Testing
import StrataHost
@testable import StrataWindow

/// A window's own title bar and border: which press does what (as GTK's client-side
/// decorations: a 5-point grab border, close at the right, double click maximizes).
@Suite struct DecorationTests {
    let surface = CGSize(width: 800, height: 330)

    func region(_ x: Double, _ y: Double, maximized: Bool = false) -> DecorationRegion {
        DecorationRegion.at(CGPoint(x: x, y: y), size: surface, titleHeight: 30, maximized: maximized)
    }

    @Test func regionsOfTheSurface() {
        #expect(region(400, 15) == .title)
        #expect(region(400, 200) == .content)
        // The close button: 20 points, 6 from the right end, centred in the 30-point bar.
        #expect(region(800 - 6 - 10, 15) == .close)
        #expect(region(800 - 6 - 21, 15) == .title)
        #expect(region(2, 200) == .resize(.left))
        #expect(region(798, 328) == .resize([.right, .bottom]))
        #expect(region(1, 1) == .resize([.left, .top]))
        // xdg-shell's numbers: bottom-right is 10, top-left 5.
        #expect(HostResizeEdges([.right, .bottom]).rawValue == 10)
        #expect(HostResizeEdges([.left, .top]).rawValue == 5)
    }

    @Test func noBorderGrabWhileMaximizedOrWithoutATitleBar() {
        #expect(region(1, 1, maximized: true) == .title)
        #expect(region(2, 200, maximized: true) == .content)
        #expect(DecorationRegion.at(CGPoint(x: 1, y: 1), size: surface, titleHeight: 0, maximized: false) == .content)
    }

    @Test func aDragOnTheTitleMovesADoubleClickMaximizes() {
        var input = DecorationInput()
        let start = CGPoint(x: 400, y: 15)
        #expect(input.pressed(.title, at: start, button: 1, time: 10) == .none)
        // Within the 3-point threshold it is still a click.
        #expect(input.moved(to: CGPoint(x: 402, y: 15)) == .none)
        #expect(input.moved(to: CGPoint(x: 404, y: 15)) == .move)
        // The move started once.
        #expect(input.moved(to: CGPoint(x: 450, y: 15)) == .none)
        input.released()
        // A second press 0.3 s after the first is a double click.
        #expect(input.pressed(.title, at: start, button: 1, time: 10.3) == .maximize)
        // After a double click, the next press starts over.
        #expect(input.pressed(.title, at: start, button: 1, time: 10.5) == .none)
        input.released()
        #expect(input.moved(to: CGPoint(x: 500, y: 15)) == .none)
        // 0.4 s or more apart: two clicks.
        #expect(input.pressed(.title, at: start, button: 1, time: 10.9) == .none)
    }

    @Test func closeAndBorderPressesAndOtherButtons() {
        var input = DecorationInput()
        #expect(input.pressed(.close, at: .zero, button: 1, time: 0) == .close)
        #expect(input.pressed(.resize([.left]), at: .zero, button: 1, time: 0) == .resize([.left]))
        #expect(input.pressed(.close, at: .zero, button: 3, time: 0) == .none)
        #expect(input.pressed(.content, at: .zero, button: 1, time: 0) == .none)
    }
}
