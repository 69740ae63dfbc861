// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoTools
import LingoUtilities

/// `lingo symbols CATALOG.xcstrings...`: the symbols Xcode 26 generates for catalogs.
enum SymbolsCommand {
    static let command = LingoCommand(
        name: "symbols", synopsis: "symbols CATALOG.xcstrings...",
        summary: "List the symbols Xcode generates for String Catalogs (lingo symbols --help)", usage: usage,
        valueOptions: ["format"], run: run)

    static let usage = """
        USAGE: lingo symbols CATALOG.xcstrings... [--format text|json]

        Lists, for each key Xcode 26 gives a symbol (STRING_CATALOG_GENERATE_SYMBOLS: keys managed
        by hand, unless "generatesSymbol" is false), the member Xcode declares on
        LocalizedStringResource: `.settings`, `.itemsCount(_:)`, `.Paywall.title` for a table other
        than Localizable. Use it to see what Xcode will make of a catalog and to migrate call
        sites. Keys that would generate the same symbol, or none, are listed on standard error.

        OPTIONS:
          --format text|json   text (default): one `SYMBOL  KEY  (TABLE)` line per key; json: one
                               object per line: {"table": …, "key": …, "symbol": "name" or
                               "Table.name", "kind": "var"|"func", "params": ["_:Int", "count:String"]}

        Exit status: 0 listed, 1 some keys would stop Xcode's build (listed on standard error),
        2 usage error or a file that cannot be read as a String Catalog.
        """

    static func run(_ parsed: CommandLineArguments) throws -> ExitStatus {
        guard !parsed.positionals.isEmpty else {
            throw CommandLineArguments.UsageError(description: "lingo symbols needs at least one .xcstrings file")
        }
        let format = parsed.value("format") ?? "text"
        guard format == "text" || format == "json" else {
            throw CommandLineArguments.UsageError(description: "--format must be text or json, not \(format)")
        }
        var output = ""
        var problems = [String]()
        for path in parsed.positionals {
            let table = try XcodeSymbolTable.load(path: path)
            for symbol in table.symbols {
                if format == "json" {
                    output += symbol.jsonLine + "\n"
                } else {
                    output += "\(symbol.reference)  \(symbol.key.quotedForMessage)  (\(symbol.table))\n"
                }
            }
            problems += table.problems
        }
        Terminal.write(output)
        for problem in problems { Terminal.error(problem) }
        return problems.isEmpty ? .success : .failure
    }
}
