import Foundation

/// A mutable Core Foundation attributed string, as Apple's `CFMutableAttributedString`:
/// `NSMutableAttributedString`.
public typealias CFMutableAttributedString = NSMutableAttributedString

/// An attributed string of `str` whose every character carries `attributes`, as Apple's
/// `CFAttributedStringCreate` (the keys are attribute names: `kCTFontAttributeName`,
/// `kCTForegroundColorAttributeName` …); empty for a nil string.
public func CFAttributedStringCreate(_ alloc: CFAllocator!, _ str: CFString!, _ attributes: CFDictionary!)
    -> CFAttributedString! {
    NSAttributedString(string: str.map { $0 as String } ?? "", attributes: attributeKeys(attributes))
}

/// An empty mutable attributed string, as Apple's `CFAttributedStringCreateMutable`
/// (`maxLength` is a hint Strata does not need).
public func CFAttributedStringCreateMutable(_ alloc: CFAllocator!, _ maxLength: CFIndex) -> CFMutableAttributedString! {
    NSMutableAttributedString(string: "")
}

/// A mutable copy of `aStr`, as Apple's `CFAttributedStringCreateMutableCopy`.
public func CFAttributedStringCreateMutableCopy(_ alloc: CFAllocator!, _ maxLength: CFIndex,
                                                _ aStr: CFAttributedString!) -> CFMutableAttributedString! {
    aStr.map { NSMutableAttributedString(attributedString: $0) } ?? NSMutableAttributedString(string: "")
}

/// How many UTF-16 units `aStr` holds, as Apple's `CFAttributedStringGetLength`.
public func CFAttributedStringGetLength(_ aStr: CFAttributedString!) -> CFIndex { aStr?.length ?? 0 }

/// The characters of `aStr`, as Apple's `CFAttributedStringGetString`.
public func CFAttributedStringGetString(_ aStr: CFAttributedString!) -> CFString! {
    NSString(string: aStr?.string ?? "")
}

/// Replaces the characters in `range` of `aStr` with `replacement`, as Apple's
/// `CFAttributedStringReplaceString`: the new characters take the attributes of the first
/// replaced one (when none is replaced, of the one before, or after at the start). A range
/// outside the string changes nothing.
public func CFAttributedStringReplaceString(_ aStr: CFMutableAttributedString!, _ range: CFRange,
                                            _ replacement: CFString!) {
    guard let aStr, let within = checked(range, in: aStr) else { return }
    aStr.replaceCharacters(in: within, with: replacement.map { $0 as String } ?? "")
}

/// Sets attribute `attrName` to `value` on the characters in `range` of `aStr`, as Apple's
/// `CFAttributedStringSetAttribute`. A range outside the string changes nothing.
public func CFAttributedStringSetAttribute(_ aStr: CFMutableAttributedString!, _ range: CFRange,
                                           _ attrName: CFString!, _ value: CFTypeRef!) {
    guard let aStr, let attrName, let value, let within = checked(range, in: aStr) else { return }
    aStr.addAttribute(NSAttributedString.Key(attrName as String), value: value, range: within)
}

/// Sets each of `replacement`'s attributes on the characters in `range` of `aStr` (the others
/// removed first when `clearOtherAttributes`), as Apple's `CFAttributedStringSetAttributes`.
public func CFAttributedStringSetAttributes(_ aStr: CFMutableAttributedString!, _ range: CFRange,
                                            _ replacement: CFDictionary!, _ clearOtherAttributes: Bool) {
    guard let aStr, let within = checked(range, in: aStr) else { return }
    let attributes = attributeKeys(replacement)
    if clearOtherAttributes {
        aStr.setAttributes(attributes, range: within)
    } else {
        aStr.addAttributes(attributes, range: within)
    }
}

/// Removes attribute `attrName` from the characters in `range` of `aStr`, as Apple's
/// `CFAttributedStringRemoveAttribute`.
public func CFAttributedStringRemoveAttribute(_ aStr: CFMutableAttributedString!, _ range: CFRange,
                                              _ attrName: CFString!) {
    guard let aStr, let attrName, let within = checked(range, in: aStr) else { return }
    aStr.removeAttribute(NSAttributedString.Key(attrName as String), range: within)
}

/// Starts a batch of edits, as Apple's `CFAttributedStringBeginEditing`: each edit applies at
/// once here, so there is nothing to defer.
public func CFAttributedStringBeginEditing(_ aStr: CFMutableAttributedString!) {}

/// Ends a batch of edits, as Apple's `CFAttributedStringEndEditing`.
public func CFAttributedStringEndEditing(_ aStr: CFMutableAttributedString!) {}

/// A dictionary of attributes keyed by their names as `NSAttributedString` takes them.
private func attributeKeys(_ dictionary: CFDictionary?) -> [NSAttributedString.Key: Any] {
    var attributes: [NSAttributedString.Key: Any] = [:]
    for (key, value) in dictionary ?? NSDictionary() {
        attributes[NSAttributedString.Key(String(describing: key))] = value
    }
    return attributes
}

/// `range` as an `NSRange` of `string`; nil when it is not inside it.
private func checked(_ range: CFRange, in string: NSAttributedString) -> NSRange? {
    guard range.location >= 0, range.length >= 0, range.location <= string.length - range.length else { return nil }
    return NSRange(location: range.location, length: range.length)
}
