import Foundation

let title = NSLocalizedString("title", comment: "The title")
func greet(_ name: String) -> String {
    String(localized: "Hello \(name)")
}
