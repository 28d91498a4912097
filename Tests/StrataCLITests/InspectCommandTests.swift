import Foundation
import Testing

/// `strata inspect` headless: the chain of layers hit at a point of a scene, as an outline and as
/// JSON, against the rounded-corners page's layout (its `layerView1` is a 200-point square whose
/// frame's origin is (150, 200) in its superlayer).
@Suite("strata inspect")
struct InspectCommandTests {
    @Test("the hit chain at (250, 370) runs from the page down to layerView1, one line a layer")
    func outline() throws {
        let result = try StrataProcess.run(["inspect", "gallery/rounded-corners", "--at", "250,370"])
        try #require(result.status == 0, "\(result)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: true)
        try #require(lines.count == 4, "\(result.standardOutput)")
        #expect(lines[0].hasPrefix("CALayer \"page\""))
        #expect(lines[3].hasPrefix("      CALayer \"layerView1\""))
    }

    /// The parts of `inspect --json`'s report read here.
    struct Report: Decodable {
        struct Layer: Decodable {
            struct Frame: Decodable, Equatable {
                let x: Double, y: Double, width: Double, height: Double
            }

            let name: String?
            let frame: Frame
        }

        let chain: [Layer]
    }

    @Test("as JSON: the chain's names, and layerView1's frame in its superlayer")
    func json() throws {
        let result = try StrataProcess.run(["inspect", "gallery/rounded-corners", "--at", "250,370", "--json"])
        try #require(result.status == 0, "\(result)")
        let report = try JSONDecoder().decode(Report.self, from: Data(result.standardOutput.utf8))
        #expect(report.chain.map(\.name) == ["page", "sheet", "rounded-corners", "layerView1"])
        #expect(report.chain.last?.frame == Report.Layer.Frame(x: 150, y: 200, width: 200, height: 200))
    }
}
