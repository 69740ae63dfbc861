// swift-tools-version:5.4
//
// libFuzzer targets for Lingo's parsers. Not part of the main package: build and run them by
// hand (they need `-sanitize=fuzzer`), for example:
//
//   swift build --package-path Fuzz -c release --product FuzzFormatString \
//       -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
//   Fuzz/.build/release/FuzzFormatString -max_total_time=600 Fuzz/corpus-format

import PackageDescription

let package = Package(
    name: "LingoFuzz",
    dependencies: [
        .package(name: "Lingo", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "FuzzFormatString",
            dependencies: [
                .product(name: "Lingo", package: "Lingo"),
                .product(name: "LingoFormats", package: "Lingo"),
            ]
        ),
    ]
)
