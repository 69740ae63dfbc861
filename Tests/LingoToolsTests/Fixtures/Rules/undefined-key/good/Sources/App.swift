import SwiftUI

struct ContentView: View {
    let name: String
    let count: Int
    var body: some View {
        VStack {
            Text("title")
            Text("Hello \(name)")
            Text("\(count) items")
            Text(verbatim: "not.a.key")
            Text(name)
            // Text("commented.out")
            Text("volume", tableName: "Settings")
            Text("elsewhere", tableName: "OtherBundleTable")
        }
    }
}

func volume() -> String {
    String(localized: "volume", table: "Settings")
}
