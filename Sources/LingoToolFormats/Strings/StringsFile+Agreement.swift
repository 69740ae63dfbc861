// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import Foundation
public import LingoFormats

extension StringsFile {
    /// Where the runtime's reader (``readPairs(_:path:)``, with its fast path) and the full
    /// parser (``parse(_:path:)``) disagree about `data`, or `nil` when they agree: the same keys
    /// in the same order, each with the same value (the last definition winning), and the same
    /// errors at the same places. For the differential fuzz target and the seeded test; not API.
    @_spi(Testing) public static func readersDisagreement(_ data: Data) -> String? {
        let path = "agreement.strings"
        let full = parse(data, path: path)
        let (pairs, problems) = readPairs(data, path: path)
        var order = [String]()
        var values = [String: String]()
        for index in 0..<pairs.count {
            let (key, value) = pairs.withEntry(index) {
                (String(decoding: $0, as: UTF8.self), String(decoding: $1, as: UTF8.self))
            }
            if values.updateValue(value, forKey: key) == nil { order.append(key) }
        }
        let fullOrder = full.entries.map(\.key)
        if order != fullOrder { return "keys \(order) ≠ \(fullOrder)" }
        for entry in full.entries where values[entry.key] != entry.value {
            return "value of \(entry.key.debugDescription): \(values[entry.key]?.debugDescription ?? "nil") ≠ "
                + entry.value.debugDescription
        }
        func errors(_ diagnostics: [Diagnostic]) -> [String] {
            diagnostics.filter { $0.severity == .error }.map {
                "\($0.location.line):\($0.location.column) \($0.kind): \($0.message)"
            }
        }
        if errors(problems) != errors(full.diagnostics) {
            return "errors \(errors(problems)) ≠ \(errors(full.diagnostics))"
        }
        return nil
    }
}
