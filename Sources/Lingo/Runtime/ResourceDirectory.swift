import Foundation

/// The localizations found in a resources folder: its `<lang>.lproj` subfolders.
///
/// Folder names are normalized (`zh_Hans.lproj`, `zh-hans.lproj` → `zh-Hans`; `English.lproj`
/// → `en`); several spellings of one language are merged. `Base.lproj` is not a language.
struct ResourceDirectory: Sendable {
    /// The resources folder.
    let root: URL
    /// Each language's folders, in name order.
    let folders: [LanguageTag: [URL]]
    /// The languages found, sorted by tag.
    let languages: [LanguageTag]
    /// `Base.lproj`, if present.
    let baseFolder: URL?
    /// Folder names that are neither a language nor `Base`, with the reason.
    let ignored: [(name: String, reason: String)]

    /// Lists the `.lproj` folders of `root`.
    ///
    /// - Throws: When `root` cannot be listed.
    init(scanning root: URL) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        var folders = [LanguageTag: [URL]]()
        var base: URL? = nil
        var ignored = [(String, String)]()
        for name in names where name.hasSuffix(".lproj") {
            let url = root.appendingPathComponent(name, isDirectory: true)
            switch LprojFolder(name: name) {
            case .localization(let tag):
                folders[tag, default: []].append(url)
            case .base:
                base = url
            case .notALanguage(let reason):
                ignored.append((name, reason))
            case .invalid(let error):
                ignored.append((name, "\(error)"))
            }
        }
        self.root = root
        self.folders = folders
        self.languages = folders.keys.sorted()
        self.baseFolder = base
        self.ignored = ignored
    }
}
