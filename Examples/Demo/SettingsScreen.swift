import Foundation
import Lingo

/// The demo's one screen, drawn from the localizer's strings in the language in use.
struct SettingsScreen {
    let localizer: Localizer

    /// The languages offered, in the order of their keys (1, 2, ...): the development
    /// language first, then the others by tag.
    var languages: [LanguageTag] {
        let all = localizer.availableLanguages
        return all.filter { $0 == localizer.developmentLanguage } + all.filter { $0 != localizer.developmentLanguage }
    }


    func render() -> String {
        let l = localizer
        let name = l.string("sample.name")
        var lines = [String]()
        let appName = l.infoPlistString("CFBundleDisplayName") ?? "Lingo"
        lines.append(appName)
        lines.append(String(repeating: "═", count: 40))
        // A picture per language: <lang>.lproj/banner.txt, found along the fallback chain.
        if let banner = l.data(forResource: "banner", withExtension: "txt") {
            lines += String(decoding: banner, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init).filter { !$0.isEmpty }
            lines.append("")
        }
        lines.append(l.string("settings.title"))
        lines.append("")
        lines.append("  " + l.format("greeting", name))
        lines.append("  " + l.format("inbox.count", 3))
        lines.append("")
        lines.append(l.string("settings.language"))
        for (index, tag) in languages.enumerated() {
            let inUse = tag == l.language
            let marker = inUse ? "▸" : " "
            let own = tag.nativeName
            let inLanguageInUse = tag.displayName(in: l.language)
            let translated = inLanguageInUse == own ? "" : "  (\(inLanguageInUse))"
            let check = inUse ? "  ✓ " + l.string("settings.inUse") : ""
            lines.append(" \(marker) \(index + 1)  \(own)\(translated)\(check)")
        }
        let systemMarker = l.preference == .system ? "▸" : " "
        lines.append(" \(systemMarker) s  \(l.string("settings.followSystem"))")
        let chosenBy = switch l.selection.source {
        case .userChoice: l.string("chosen.user")
        case .system: l.string("chosen.system")
        case .developmentLanguage: l.string("chosen.development")
        }
        lines.append("")
        lines.append("\(l.string("settings.inUse")): \(l.language.nativeName) — \(chosenBy)")
        lines.append("language: \(l.language)")
        lines.append("chosen by: \(l.selection)")
        return lines.joined(separator: "\n")
    }
}
