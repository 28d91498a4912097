import Foundation
import Strata
import StrataInspector

extension LayerWindow {
    /// What the inspector socket answers from: the app's tree, and a capture of the whole
    /// window (tools included) rendered at the current time.
    var remoteInspection: RemoteInspection {
        RemoteInspection(root: rootLayer, size: size, title: title) { [unowned self] in
            let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
            guard let image = FrameRenderer.image(of: windowLayer, width: width, height: height, scale: scale) else {
                return nil
            }
            return try? image.pngData()
        }
    }

    /// The inspector socket, serving on this window's loop; nil (reported) when it cannot open.
    func openInspectorSocket() -> RemoteInspector? {
        do {
            return try RemoteInspector(inspection: { [unowned self] in self.remoteInspection },
                                       watch: { [host] in host.watch($0, onReadable: $1) },
                                       unwatch: { [host] in host.unwatch($0) },
                                       answered: { [unowned self] in self.commitTurn() })
        } catch {
            delegate?.layerWindow(self, debugToolsReported: "inspector socket unavailable: \(error.description)")
            return nil
        }
    }
}
