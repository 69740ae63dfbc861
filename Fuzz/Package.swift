// swift-tools-version:5.4
//
// libFuzzer targets for Lingo's parsers. Not part of the main package: build and run them by
// hand (they need `-sanitize=fuzzer`), e.g. for the String Catalog reader:
//
//   cd Fuzz
//   swift build -c release --product FuzzStringCatalog \
//     -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
//   mkdir -p corpus-xcstrings
//   .build/release/FuzzStringCatalog corpus-xcstrings ../Tests/LingoFormatsTests/Fixtures/catalog-*.xcstrings \
//     -max_len=65536 -max_total_time=600

import PackageDescription

let package = Package(
    name: "LingoFuzz",
    dependencies: [
        .package(name: "Lingo", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "FuzzStringCatalog",
            dependencies: [.product(name: "LingoFormats", package: "Lingo")]
        ),
    ]
)
