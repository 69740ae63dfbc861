// swift-tools-version:5.4
//
// Fuzz targets for Lingo's parsers, built with libFuzzer (Linux, the Swift toolchain's clang):
//
//   cd Fuzz
//   swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
//   .build/debug/FuzzPluralOperands -max_total_time=300 corpus-plural-operands/
//
// Each target is an executable whose main.swift defines LLVMFuzzerTestOneInput; libFuzzer
// supplies `main`. A crash, a trap or an ASan report stops the run with the input saved.

import PackageDescription

let package = Package(
    name: "LingoFuzz",
    dependencies: [
        .package(name: "Lingo", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "FuzzPluralOperands",
            dependencies: [.product(name: "Lingo", package: "Lingo")]
        ),
    ]
)
