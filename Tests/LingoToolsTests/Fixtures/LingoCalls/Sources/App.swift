import Foundation
import Lingo

func texts(localizer: Localizer, count: Int) -> [String] {
    let strings = L10n(localizer)
    return [
        localizer.string("not.defined"),
        localizer.string("legacy"),
        localizer.format("greeting", "Mia"),
        localizer.string("done", table: "Buttons"),
        localizer.string("missing.button", table: "Buttons"),
        strings.settings.title,
        L10n(localizer).inbox.count(count),
        strings.buttons.cancel,
        NSLocalizedString("legacy", comment: ""),
    ]
}
