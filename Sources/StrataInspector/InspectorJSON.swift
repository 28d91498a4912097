import Foundation

/// Why inspector JSON could not be written or read.
public enum InspectorJSONError: Error, CustomStringConvertible {
    /// A value could not be encoded.
    case encoding(String)
    /// The text is not JSON of the expected shape.
    case decoding(String)

    public var description: String {
        switch self {
        case .encoding(let why): "could not encode the inspector JSON: \(why)"
        case .decoding(let why): "could not decode the inspector JSON: \(why)"
        }
    }
}

/// The one JSON form of snapshots: pretty-printed with sorted keys, so that the same snapshot
/// always gives the same text and decoding then encoding again gives it back unchanged.
public enum InspectorJSON {
    /// How non-finite numbers (a frame seen edge-on is null, with infinite coordinates) are
    /// written, since JSON numbers cannot be.
    private static let nonFinite = (positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")

    /// The JSON text of `value`, ending without a newline.
    public static func encode<Value: Encodable>(_ value: Value) throws(InspectorJSONError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: nonFinite.positiveInfinity, negativeInfinity: nonFinite.negativeInfinity, nan: nonFinite.nan)
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw .encoding("\(error)")
        }
    }

    /// The value that `text` encodes.
    public static func decode<Value: Decodable>(_ type: Value.Type, from text: String) throws(InspectorJSONError) -> Value {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: nonFinite.positiveInfinity, negativeInfinity: nonFinite.negativeInfinity, nan: nonFinite.nan)
        do {
            return try decoder.decode(type, from: Data(text.utf8))
        } catch {
            throw .decoding("\(error)")
        }
    }
}
