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
}
