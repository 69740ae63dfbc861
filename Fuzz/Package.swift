// swift-tools-version:5.4
//
// libFuzzer targets for Lingo's parsers. Not part of the main package: build and run them by
// hand as described in README.md (they need `-sanitize=fuzzer`).

import PackageDescription

let package = Package(
    name: "LingoFuzz",
    dependencies: [
        .package(name: "Lingo", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "FuzzStringsDict",
            dependencies: [.product(name: "LingoFormats", package: "Lingo")]
        ),
        .executableTarget(
            name: "FuzzStrings",
            dependencies: [.product(name: "LingoFormats", package: "Lingo")]
        ),
    ]
)
