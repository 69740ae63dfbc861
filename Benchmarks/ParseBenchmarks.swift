import Foundation
import LingoFormats

/// parse.strings (and, once their parsers exist, parse.stringsdict and parse.xcstrings).
struct ParseBenchmarks {
    let data: BenchmarkData
    let harness: Harness

    func run() throws -> [Row] {
        var result = [Row]()
        for (variant, language) in [("50,000 keys, UTF-8", BenchmarkData.largeLanguage), ("5,000 keys, UTF-16", "zh-Hant")] {
            let url = data.resources.appendingPathComponent("\(language).lproj/Localizable.strings")
            let bytes = try Data(contentsOf: url)
            let megabytes = Double(bytes.count) / 1_000_000
            let samples = harness.interleaved([
                ("Lingo", { n in
                    for _ in 0..<n { blackHole(StringsFile.parse(bytes, path: "bench.strings").entries.count) }
                }),
                ("PropertyListSerialization", { n in
                    for _ in 0..<n { blackHole(try? PropertyListSerialization.propertyList(from: bytes, options: [], format: nil)) }
                }),
            ])
            // ns per parse → MB/s
            let throughput = samples.mapValues { $0.map { megabytes / ($0 / 1e9) } }
            result += rows("parse.strings", throughput, unit: "MB/s", order: ["Lingo", "PropertyListSerialization"],
                           baseline: "PropertyListSerialization", variant: variant)
        }
        return result
    }
}
