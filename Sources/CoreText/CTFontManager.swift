import Foundation
import StrataCoreGraphics
import StrataRender

/// Where a font registration is seen, as Core Text's `CTFontManagerScope`.
///
/// Strata registers fonts for the calling process only (fontconfig's application fonts):
/// `.persistent`, `.user` and `.session` register for the process as `.process` does, with a
/// diagnostic, and install nothing for other processes; `.none` registers nothing.
public enum CTFontManagerScope: UInt32, Sendable {
    /// Nowhere: a registration in this scope fails with `CTFontManagerError.unsupportedScope`.
    case none = 0
    /// This process, until it ends or unregisters the font.
    case process = 1
    /// Every process of the user, across logins (on Linux: this process only, with a diagnostic).
    case persistent = 2
    /// The user's login session (on Linux: this process only, with a diagnostic).
    case session = 3

    /// The same scope as `.persistent`, as on Apple's platforms.
    public static var user: CTFontManagerScope { .persistent }
}

/// Why Core Text's font manager did not register or unregister a font: the `code` of the
/// `CFError` in `kCTFontManagerErrorDomain` its functions return, as Core Text's.
public enum CTFontManagerError: CFIndex, Sendable {
    /// No file at the URL.
    case fileNotFound = 101
    /// The file cannot be read.
    case insufficientPermissions = 102
    /// The file is not a font.
    case unrecognizedFormat = 103
    /// The font data is damaged.
    case invalidFontData = 104
    /// The file is registered already.
    case alreadyRegistered = 105
    /// Too many fonts are registered.
    case exceededResourceLimit = 106
    /// A font asset was not found.
    case assetNotFound = 107
    /// The file is not registered in the scope.
    case notRegistered = 201
    /// The font is in use and cannot be unregistered.
    case inUse = 202
    /// The system needs the font.
    case systemRequired = 203
    /// The font could not be registered.
    case registrationFailed = 301
    /// The process may not register fonts.
    case missingEntitlement = 302
    /// The descriptor names no file.
    case insufficientInfo = 303
    /// The user cancelled the registration.
    case cancelledByUser = 304
    /// A registered font has the same name.
    case duplicatedName = 305
    /// The URL is not a file's.
    case invalidFilePath = 306
    /// The scope is not one fonts can be registered in.
    case unsupportedScope = 307
}

/// A Core Foundation error, as Apple's `CFError`: `NSError`.
public typealias CFError = NSError

/// The error domain of the font manager's errors, as Core Text's.
public var kCTFontManagerErrorDomain: CFString { "com.apple.CoreText.CTFontManagerErrorDomain" as CFString }

/// The user-info key of the font URLs an error concerns, as Core Text's.
public var kCTFontManagerErrorFontURLsKey: CFString { "CTFontManagerErrorFontURLs" as CFString }

/// Makes the faces of the font file at `fontURL` available to this process by name (in
/// `CTFontCreateWithName`, `CGFont(_:)`, text layers and attributed strings), as Core Text's
/// function does; false with `error` set (its code a `CTFontManagerError`) when the URL is not
/// a file, the file is not a font, it is registered already or the scope is `.none`. Text laid
/// out before keeps the fonts it found. Register fonts before other threads draw text.
@discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    FontManager.run(fontURL, scope, error, TextEngine.registerFontFile)
}

/// Removes the faces a `CTFontManagerRegisterFontsForURL` call added, as Core Text's function
/// does; false with `error` set (`CTFontManagerError.notRegistered`) for a file that is not
/// registered.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                               _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    FontManager.run(fontURL, scope, error, TextEngine.unregisterFontFile)
}

/// Makes a font made from data (`CGFont(_:)` with a data provider) available by its names, as
/// Core Text's function does; false with `error` set (`CTFontManagerError.alreadyRegistered`)
/// for a font registered already or installed.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    FontManager.run(font, error, TextEngine.registerFont)
}

/// Removes a font `CTFontManagerRegisterGraphicsFont` registered; false with `error` set
/// (`CTFontManagerError.notRegistered`) otherwise.
@discardableResult
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    FontManager.run(font, error, TextEngine.unregisterFont)
}

/// Registers the font files at `fontURLs` (an array of URLs), as Core Text's function does:
/// `registrationHandler` is called once, with the errors of the files that failed (`CFError`s
/// whose user info names the file under `kCTFontManagerErrorFontURLsKey`) and `true` for done.
/// Called before the function returns (Core Text may call it later). `enabled` is not used:
/// registered fonts are always enabled.
public func CTFontManagerRegisterFontURLs(_ fontURLs: CFArray, _ scope: CTFontManagerScope, _ enabled: Bool,
                                          _ registrationHandler: ((CFArray, Bool) -> Bool)?) {
    FontManager.each(fontURLs, scope, registrationHandler, TextEngine.registerFontFile)
}

/// Unregisters the font files at `fontURLs`, reporting as `CTFontManagerRegisterFontURLs` does.
public func CTFontManagerUnregisterFontURLs(_ fontURLs: CFArray, _ scope: CTFontManagerScope,
                                            _ registrationHandler: ((CFArray, Bool) -> Bool)?) {
    FontManager.each(fontURLs, scope, registrationHandler, TextEngine.unregisterFontFile)
}

/// The family names of every face this process can use, registered ones included, sorted.
public func CTFontManagerCopyAvailableFontFamilyNames() -> CFArray {
    FontDatabase.shared.installedNames().families as NSArray
}

/// The PostScript names of every face this process can use, registered ones included, sorted.
public func CTFontManagerCopyAvailablePostScriptNames() -> CFArray {
    FontDatabase.shared.installedNames().postScriptNames as NSArray
}

/// The registration calls' shared steps: the URL checked, the scope applied, the error made.
private enum FontManager {
    static func run(_ url: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?,
                    _ change: (String) throws(FontRegistrationError) -> Void) -> Bool {
        report(failure(url, scope, change), to: error)
    }

    static func run(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?,
                    _ change: (CGFont) throws(FontRegistrationError) -> Void) -> Bool {
        report(outcome(of: { () throws(FontRegistrationError) in try change(font) }, url: nil), to: error)
    }

    /// True when there is no `problem`; else false, with the problem given to the caller.
    private static func report(_ problem: CFError?, to error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
        guard let problem else { return true }
        error?.pointee = Unmanaged.passRetained(problem)
        return false
    }

    /// The error `change` fails with, in Core Text's terms; nil when it succeeds.
    private static func outcome(of change: () throws(FontRegistrationError) -> Void, url: CFURL?) -> CFError? {
        do {
            try change()
            return nil
        } catch {
            return Self.error(CTFontManagerError(rawValue: error.rawValue) ?? .registrationFailed, url)
        }
    }

    static func each(_ urls: CFArray, _ scope: CTFontManagerScope, _ handler: ((CFArray, Bool) -> Bool)?,
                     _ change: (String) throws(FontRegistrationError) -> Void) {
        var errors: [CFError] = []
        for item in urls {
            guard let url = (item as? NSURL) ?? (item as? URL).map({ $0 as NSURL }) else {
                errors.append(error(.invalidFilePath, nil))
                continue
            }
            if let problem = failure(url, scope, change) { errors.append(problem) }
        }
        _ = handler?(errors as NSArray, true)
    }

    private static func failure(_ url: CFURL, _ scope: CTFontManagerScope,
                                _ change: (String) throws(FontRegistrationError) -> Void) -> CFError? {
        guard scope != .none else { return error(.unsupportedScope, url) }
        guard url.isFileURL, let path = url.path else { return error(.invalidFilePath, url) }
        if scope != .process {
            StrataDiagnostics.report("Core Text: fonts are registered for this process only; "
                                     + "the \(scope) scope is treated as .process")
        }
        return outcome(of: { () throws(FontRegistrationError) in try change(path) }, url: url)
    }

    private static func error(_ code: CTFontManagerError, _ url: CFURL?) -> CFError {
        let info: [String: Any] = url.map { [kCTFontManagerErrorFontURLsKey as String: [$0] as NSArray] } ?? [:]
        return NSError(domain: kCTFontManagerErrorDomain as String, code: code.rawValue, userInfo: info)
    }
}
