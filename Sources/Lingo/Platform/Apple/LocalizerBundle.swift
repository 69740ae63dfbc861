#if canImport(ObjectiveC)
import Foundation
import ObjectiveC

/// A `Bundle` that answers with a localizer's strings and resources: what
/// ``Localizer/bundle`` returns on Apple platforms.
///
/// It adds no stored state to `Bundle` but a weak reference to its localizer; every override
/// falls back to `Bundle`'s own answer once the localizer is gone.
final class LocalizerBundle: Bundle, @unchecked Sendable {
    // @unchecked: `owner` is set once, in `init`, and the runtime loads weak references atomically.
    private weak var owner: Localizer?

    init?(localizer: Localizer) {
        super.init(path: localizer.resources.path)
        owner = localizer
    }

    override func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        guard let owner else { return super.localizedString(forKey: key, value: value, table: tableName) }
        return owner.string(key, table: tableName, default: value.flatMap { $0.isEmpty ? nil : $0 })
    }

    override func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String?) -> URL? {
        if let owner, let name, let url = owner.url(forResource: name, withExtension: ext, subdirectory: subpath) {
            return url
        }
        return super.url(forResource: name, withExtension: ext, subdirectory: subpath)
    }

    override func path(forResource name: String?, ofType ext: String?) -> String? {
        if let owner, let name, let url = owner.url(forResource: name, withExtension: ext) {
            return url.path
        }
        return super.path(forResource: name, ofType: ext)
    }

    override var preferredLocalizations: [String] {
        guard let owner else { return super.preferredLocalizations }
        return [owner.language.identifier]
    }
}

/// The class `Bundle.main` takes while ``Localizer/overrideMainBundle()`` is in effect: the
/// seeds' `object_setClass` technique, with the localizer looked up on every call.
final class LingoMainBundle: Bundle, @unchecked Sendable {
    // @unchecked: no stored properties; the shared state is behind `Protected`'s lock.

    /// The localizer `Bundle.main` answers with, and `Bundle.main`'s class before the override.
    static let override = Protected<(localizer: Localizer?, originalClass: AnyClass?)>((nil, nil))

    private static var localizer: Localizer? { override.withLock { $0.localizer } }

    override func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        guard let localizer = Self.localizer else { return super.localizedString(forKey: key, value: value, table: tableName) }
        return localizer.string(key, table: tableName, default: value.flatMap { $0.isEmpty ? nil : $0 })
    }

    override func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String?) -> URL? {
        if let localizer = Self.localizer, let name,
           let url = localizer.url(forResource: name, withExtension: ext, subdirectory: subpath) {
            return url
        }
        return super.url(forResource: name, withExtension: ext, subdirectory: subpath)
    }

    override func path(forResource name: String?, ofType ext: String?) -> String? {
        if let localizer = Self.localizer, let name, let url = localizer.url(forResource: name, withExtension: ext) {
            return url.path
        }
        return super.path(forResource: name, ofType: ext)
    }

    override var preferredLocalizations: [String] {
        guard let localizer = Self.localizer else { return super.preferredLocalizations }
        return [localizer.language.identifier]
    }
}

extension Localizer {
    /// The one ``LocalizerBundle`` of this localizer.
    var dynamicBundle: Bundle {
        if let bundle = state.withLock({ $0.dynamicBundle }) { return bundle }
        let bundle: Bundle = LocalizerBundle(localizer: self) ?? .main
        return state.withLock { state in
            if let existing = state.dynamicBundle { return existing }
            state.dynamicBundle = bundle
            return bundle
        }
    }

    /// Makes `Bundle.main` answer with this localizer, for storyboards, XIBs and code you cannot
    /// change that call `NSLocalizedString` without a bundle. Apple platforms only.
    ///
    /// This is the `object_setClass` technique of the seeds, made safe: idempotent (calling it
    /// again, even from another localizer, only changes which localizer answers), reversible
    /// (``restoreMainBundle()``) and thread-safe. The class given to `Bundle.main` adds no
    /// stored properties, so the object's memory stays `Bundle`'s.
    ///
    /// Caveats: every `NSLocalizedString` of the process follows the in-app language, third-party
    /// SDKs included; views already on screen keep their texts until reloaded (reset the root
    /// view controller, as the README shows); system UI (alerts from the OS, permission prompts,
    /// the app's name on the home screen) still follows the system's language; another SDK that
    /// also swaps `Bundle.main`'s class will fight with this one, so call it once, early.
    public func overrideMainBundle() {
        LingoMainBundle.override.withLock { state in
            state.localizer = self
            let current: AnyClass? = object_getClass(Bundle.main)
            if current != LingoMainBundle.self {
                state.originalClass = current
                object_setClass(Bundle.main, LingoMainBundle.self)
            }
        }
    }

    /// Gives `Bundle.main` back its own class and behaviour; see ``overrideMainBundle()``.
    public static func restoreMainBundle() {
        LingoMainBundle.override.withLock { state in
            if object_getClass(Bundle.main) == LingoMainBundle.self {
                object_setClass(Bundle.main, state.originalClass ?? Bundle.self)
            }
            state.localizer = nil
            state.originalClass = nil
        }
    }
}
#endif
