import Foundation

// Core Graphics' dictionary forms of points, sizes and rectangles (`dictionaryRepresentation`,
// `init(dictionaryRepresentation:)`), as window lists and property lists carry them: numbers
// under the keys "X", "Y", "Width" and "Height".

/// The number under `key` of `dictionary`, nil when it is missing or not a number.
private func number(_ key: String, in dictionary: CFDictionary) -> CGFloat? {
    (dictionary.object(forKey: NSString(string: key)) as? NSNumber).map { CGFloat($0.doubleValue) }
}

/// A dictionary of numbers under `keys`.
private func dictionary(_ pairs: KeyValuePairs<String, CGFloat>) -> CFDictionary {
    let made = NSMutableDictionary()
    for (key, value) in pairs { made.setObject(NSNumber(value: Double(value)), forKey: NSString(string: key)) }
    return made
}

extension CGPoint {
    /// The point as a dictionary: its coordinates under "X" and "Y".
    public var dictionaryRepresentation: CFDictionary { dictionary(["X": x, "Y": y]) }

    /// The point a dictionary made by `dictionaryRepresentation` holds; nil when a key is
    /// missing or its value is not a number.
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let x = number("X", in: dict), let y = number("Y", in: dict) else { return nil }
        self.init(x: x, y: y)
    }
}

extension CGSize {
    /// The size as a dictionary: its width and height under "Width" and "Height".
    public var dictionaryRepresentation: CFDictionary { dictionary(["Width": width, "Height": height]) }

    /// The size a dictionary made by `dictionaryRepresentation` holds; nil when a key is
    /// missing or its value is not a number.
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let width = number("Width", in: dict), let height = number("Height", in: dict) else { return nil }
        self.init(width: width, height: height)
    }
}

extension CGRect {
    /// The rectangle as a dictionary: its origin under "X" and "Y", its size under "Width" and
    /// "Height".
    public var dictionaryRepresentation: CFDictionary {
        dictionary(["X": origin.x, "Y": origin.y, "Width": size.width, "Height": size.height])
    }

    /// The rectangle a dictionary made by `dictionaryRepresentation` holds; nil when a key is
    /// missing or its value is not a number.
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let x = number("X", in: dict), let y = number("Y", in: dict), let width = number("Width", in: dict),
              let height = number("Height", in: dict) else { return nil }
        self.init(x: x, y: y, width: width, height: height)
    }
}
