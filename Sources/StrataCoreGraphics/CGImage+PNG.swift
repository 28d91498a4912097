import CCairo
import Foundation

/// Why a PNG could not be turned into a `CGImage`.
public enum PNGDecodingError: Error, Equatable, CustomStringConvertible {
    /// No file at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The bytes do not start with the PNG signature.
    case notPNG
    /// The data ends before the image does.
    case truncated
    /// The header declares an image larger than Strata accepts.
    case tooLarge(width: Int, height: Int)
    /// The PNG decoder rejected the data.
    case corrupt(reason: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path): "no PNG file at \(path)"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .notPNG: "not a PNG file (bad signature)"
        case .truncated: "the PNG data is truncated"
        case .tooLarge(let w, let h):
            "the PNG is \(w)×\(h) pixels; Strata accepts at most \(CGImage.maximumDimension) a side and \(CGImage.maximumPixelCount) pixels"
        case .corrupt(let reason): "corrupt PNG data: \(reason)"
        }
    }
}

/// Why a `CGImage` could not be written as PNG.
public enum PNGEncodingError: Error, Equatable, CustomStringConvertible {
    /// The encoder failed.
    case encoderFailed(reason: String)
    /// The file could not be written.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .encoderFailed(let reason): "PNG encoding failed: \(reason)"
        case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}

extension CGImage {
    /// The largest number of pixels Strata decodes from one PNG (1 GiB of BGRA).
    public static let maximumPixelCount = 1 << 28

    /// Decodes the PNG bytes of `source`, as `CGImage(pngDataProviderSource:decode:`
    /// `shouldInterpolate:intent:)`; nil when they are not a PNG Strata can decode (the reason is
    /// reported as a diagnostic). `decode`, `shouldInterpolate` and `intent` are not read.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        do {
            try self.init(pngData: source.bytes ?? Data())
        } catch {
            StrataDiagnostics.report("CGImage(pngDataProviderSource:): \(error)")
            return nil
        }
    }

    /// Decodes the PNG file at `url` (through cairo and libpng).
    public convenience init(contentsOfPNG url: URL) throws(PNGDecodingError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { throw .fileNotFound(path: url.path) }
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        try self.init(pngData: data)
    }

    /// Decodes PNG bytes (through cairo and libpng). The header is checked first, so a huge or
    /// malformed image is rejected before any pixel memory is allocated.
    public convenience init(pngData data: Data) throws(PNGDecodingError) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 8 else { throw data.isEmpty ? .notPNG : .truncated }
        guard Array(data.prefix(8)) == signature else { throw .notPNG }
        guard data.count >= 33 else { throw .truncated }
        let header = Array(data[data.startIndex + 8 ..< data.startIndex + 24])
        guard header[4...7] == [0x49, 0x48, 0x44, 0x52] else { throw .corrupt(reason: "the first chunk is not IHDR") }
        func be32(_ i: Int) -> Int { header[i...i + 3].reduce(0) { $0 << 8 | Int($1) } }
        let (w, h) = (be32(8), be32(12))
        guard w > 0, h > 0 else { throw .corrupt(reason: "zero width or height") }
        guard w <= CGImage.maximumDimension, h <= CGImage.maximumDimension, w * h <= CGImage.maximumPixelCount else {
            throw .tooLarge(width: w, height: h)
        }
        let reader = PNGStreamReader(data: data)
        let context = Unmanaged.passRetained(reader)
        defer { context.release() }
        guard let decoded = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            return Unmanaged<PNGStreamReader>.fromOpaque(closure).takeUnretainedValue()
                .read(into: buffer, count: Int(length))
        }, context.toOpaque()) else { throw .corrupt(reason: "the decoder returned nothing") }
        let status = cairo_surface_status(decoded)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(decoded)
            if reader.ranOut { throw .truncated }
            throw .corrupt(reason: String(cString: cairo_status_to_string(status)))
        }
        self.init(adopting: CGImage.argb32(from: decoded))
    }

    /// Turns a decoded surface into ARGB32, consuming it. cairo decodes a PNG without alpha
    /// (grey, palette or RGB) into RGB24, whose fourth byte is unused: setting it to opaque in
    /// place gives the same pixels as ARGB32, so the surface's memory is shared by a new ARGB32
    /// surface rather than copied into a second one (a 16 384² image would otherwise need two
    /// gibibytes). Any other format is painted into a new ARGB32 surface.
    private static func argb32(from decoded: OpaquePointer) -> OpaquePointer {
        let format = cairo_image_surface_get_format(decoded)
        guard format != CAIRO_FORMAT_ARGB32 else { return decoded }
        let width = cairo_image_surface_get_width(decoded), height = cairo_image_surface_get_height(decoded)
        let stride = cairo_image_surface_get_stride(decoded)
        if format == CAIRO_FORMAT_RGB24, let data = cairo_image_surface_get_data(decoded) {
            cairo_surface_flush(decoded)
            for row in 0..<Int(height) {
                let pixels = UnsafeMutableRawPointer(data + row * Int(stride)).assumingMemoryBound(to: UInt32.self)
                for x in 0..<Int(width) { pixels[x] |= 0xFF00_0000 }
            }
            if let shared = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, width, height, stride),
               cairo_surface_status(shared) == CAIRO_STATUS_SUCCESS,
               cairo_surface_set_user_data(shared, SharedPixels.key, UnsafeMutableRawPointer(decoded),
                                           { cairo_surface_destroy(OpaquePointer($0)) }) == CAIRO_STATUS_SUCCESS {
                return shared
            }
        }
        guard let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
              let cr = cairo_create(converted) else { return decoded }
        cairo_set_source_surface(cr, decoded, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_destroy(decoded)
        return converted
    }

    /// Encodes the image as PNG (through cairo and libpng). Same pixels give the same bytes.
    public func pngData() throws(PNGEncodingError) -> Data {
        let writer = PNGStreamWriter()
        let context = Unmanaged.passRetained(writer)
        defer { context.release() }
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PNGStreamWriter>.fromOpaque(closure).takeUnretainedValue()
                .data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, context.toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .encoderFailed(reason: String(cString: cairo_status_to_string(status)))
        }
        return writer.data
    }

    /// Writes the image as a PNG file at `url`.
    public func writePNG(to url: URL) throws(PNGEncodingError) {
        let data = try pngData()
        do {
            try data.write(to: url)
        } catch {
            throw .unwritable(path: url.path, reason: error.localizedDescription)
        }
    }
}

/// The key under which an ARGB32 surface sharing a decoded surface's memory keeps that surface
/// alive (cairo destroys it with the sharing surface).
private enum SharedPixels {
    /// cairo identifies user data by the key's address; the key's contents are never used.
    nonisolated(unsafe) static let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
}

private final class PNGStreamReader {
    let data: Data
    var offset = 0
    var ranOut = false

    init(data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
        guard offset + count <= data.count else {
            ranOut = true
            return CAIRO_STATUS_READ_ERROR
        }
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            buffer.update(from: base.assumingMemoryBound(to: UInt8.self) + offset, count: count)
        }
        offset += count
        return CAIRO_STATUS_SUCCESS
    }
}

private final class PNGStreamWriter {
    var data = Data()
}
