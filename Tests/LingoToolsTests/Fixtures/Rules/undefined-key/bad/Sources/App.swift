import SwiftUI

struct ContentView: View {
    let name: String
    var body: some View {
        VStack {
            Text("title")
            Text("missing.key")
            Text("Hello \(name)")
            Text(verbatim: "not.a.key")
        }
    }
}

func label() -> String {
    NSLocalizedString("also.missing", comment: "")
}
