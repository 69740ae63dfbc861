// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoTools
import Testing

/// Xcode 26's naming of String Catalog symbols, rule by rule. Each case gives the key, the name
/// Xcode generates (`nil`: none) and where the pair was seen: a generated
/// `GeneratedStringSymbols_*.swift` committed by a public project, Xcode's error output quoted by
/// one, or an inference from Swift's rules (said so).
@Suite struct XcodeSymbolNamingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var key: String
        var name: String?
        var source: String
        var testDescription: String { "\(key) → \(name ?? "none") (\(source))" }
    }

    static let cases: [Case] = [
        // Dots, underscores and hyphens split words; the rest of each word keeps its case.
        Case(key: "Settings", name: "settings", source: "generated file: key “Settings” → settings"),
        Case(key: "action.copy_link", name: "actionCopyLink", source: "generated file: action.copy_link"),
        Case(key: "audio.controls.openYouTube", name: "audioControlsOpenYouTube", source: "generated file"),
        Case(key: "paywall.general.bullet1", name: "paywallGeneralBullet1", source: "generated file (digits kept)"),
        Case(
            key: "permission.expiry.1month", name: "permissionExpiry1Month",
            source: "generated file: a letter after a digit is upper-cased"),
        Case(key: "share.expiry.3days", name: "shareExpiry3Days", source: "generated file"),
        Case(
            key: "continued_session.subtitle", name: "continuedSessionSubtitle",
            source: "project notes quoting the generated file"),
        Case(
            key: "Choose how to handle the iCloud encrypted-data reset before turning sync on.",
            name: "chooseHowToHandleTheICloudEncryptedDataResetBeforeTurningSyncOn",
            source: "generated file: spaces, hyphen, full stop; iCloud → ICloud"),
        Case(
            key: "iCloud Sync does not have an active collection.", name: "iCloudSyncDoesNotHaveAnActiveCollection",
            source: "generated file: the first word's first letter lower-cased"),
        // Placeholders are left out of names.
        Case(key: "%lld active", name: "active", source: "generated file"),
        Case(key: "%lld MiB", name: "miB", source: "generated file: MiB → miB"),
        Case(
            key: "Snip Snap kept the unreadable JSON as %@ and started a new JSON store. %@",
            name: "snipSnapKeptTheUnreadableJsonAsAndStartedANewJsonStore",
            source: "generated file: JSON → Json, A kept"),
        Case(key: "Swap %2$@ and %1$@", name: "swapAnd", source: "positional placeholders, as rule 1"),
        Case(key: "Hello, %(name)@!", name: "hello", source: "named placeholder, as rule 1"),
        Case(key: "Uploading %#@files@", name: "uploading", source: "substitution, as rule 1"),
        // Apostrophes are deleted without splitting.
        Case(
            key: "larger than Snip Snap’s %@ per-file limit", name: "largerThanSnipSnapsPerFileLimit",
            source: "generated file"),
        Case(key: "Don't save", name: "dontSave", source: "ASCII apostrophe, as the typographic one"),
        // All-capitals words.
        Case(key: "OK", name: "ok", source: "issue 37: OK/Ok collide"),
        Case(key: "Ok", name: "ok", source: "issue 37: OK/Ok collide"),
        Case(key: "JSON store", name: "jsonStore", source: "generated file: JSON inside a key → Json"),
        // Case and punctuation differences that collide in Xcode's error output.
        Case(key: "All mailboxes", name: "allMailboxes", source: "Xcode error: All Mailboxes/All mailboxes"),
        Case(key: "All Mailboxes", name: "allMailboxes", source: "Xcode error: All Mailboxes/All mailboxes"),
        Case(key: "Reconnect…", name: "reconnect", source: "Xcode error: Reconnect/Reconnect…"),
        Case(key: "Saved in Keychain.", name: "savedInKeychain", source: "Xcode error: Saved in Keychain(.)"),
        Case(key: "Normal ", name: "normal", source: "issue 37: Normal/Normal "),
        // Keys Xcode cannot name.
        Case(key: "%@ → %@", name: nil, source: "Xcode error: Unable to derive a symbol name"),
        Case(key: "%lld%%", name: nil, source: "Xcode error: Unable to derive a symbol name"),
        Case(key: "Type", name: nil, source: "Xcode error: too close to a reserved keyword"),
        Case(key: "default", name: nil, source: "a Swift keyword, as Type"),
        // Inferred, not observed.
        Case(
            key: "2fa.code", name: "_2FaCode",
            source: "inferred: an identifier cannot start with a digit; 1month → 1Month"),
        Case(key: "Café", name: "café", source: "inferred: Swift identifiers take non-ASCII letters"),
    ]

    @Test(arguments: cases)
    func name(_ testCase: Case) {
        let name = try? XcodeSymbolNaming.name(forKey: testCase.key).get()
        #expect(name == testCase.name)
    }

    @Test func refusalsSayWhy() {
        #expect(XcodeSymbolNaming.name(forKey: "%lld%%") == .failure(.noName))
        #expect(XcodeSymbolNaming.name(forKey: "Type") == .failure(.reservedWord("type")))
    }

    /// Swift Build skips catalogs in an `.lproj` folder (paired with an Interface Builder file):
    /// `XCStringsCompilerSpec.shouldGenerateSymbols` in swiftlang/swift-build.
    @Test func catalogsOfInterfaceBuilderFilesGetNoSymbols() {
        #expect(!XcodeSymbolTable.generatesSymbols(forCatalogAt: "App/mul.lproj/Main.xcstrings"))
        #expect(XcodeSymbolTable.generatesSymbols(forCatalogAt: "App/Resources/Localizable.xcstrings"))
        #expect(XcodeSymbolTable.generatesSymbols(forCatalogAt: "Localizable.xcstrings"))
    }

    @Test func tableTypes() {
        // generated file GeneratedStringSymbols_Paywall.swift: `enum Paywall`.
        #expect(XcodeSymbolNaming.typeName(forTable: "Paywall") == "Paywall")
        #expect(XcodeSymbolNaming.typeName(forTable: "Constant") == "Constant")
        #expect(XcodeSymbolNaming.typeName(forTable: "onboarding-flow") == "OnboardingFlow")
    }

    /// Parameters: unnamed placeholders `_ argN` in argument order, named placeholders and
    /// substitutions labelled with their name, types from the specifiers.
    @Test func parameters() throws {
        func catalog(_ value: String, substitutions: [String: String] = [:]) -> StringCatalog {
            var localization = StringCatalog.Localization(stringUnit: .init(state: .translated, value: value))
            for (name, specifier) in substitutions.sorted(by: { $0.key < $1.key }) {
                localization.substitutions[name] = StringCatalog.Substitution(
                    argNum: substitutions.keys.sorted().firstIndex(of: name).map { $0 + 1 }, formatSpecifier: specifier)
            }
            var catalog = StringCatalog(path: "Localizable.xcstrings", sourceLanguage: "en")
            catalog.entries["key"] = StringCatalog.Entry(extractionState: .manual, localizations: ["en": localization])
            return catalog
        }
        func summary(_ catalog: StringCatalog) -> [String] {
            XcodeSymbolTable(catalog: catalog, table: "Localizable").symbols.first?.parameters.map(\.summary) ?? []
        }
        #expect(summary(catalog("%lld items")) == ["_:Int"])
        #expect(summary(catalog("%d items")) == ["_:Int32"])
        #expect(summary(catalog("%@ and %@")) == ["_:String", "_:String"])
        #expect(summary(catalog("%2$@ then %1$.1f")) == ["_:Double", "_:String"])
        #expect(summary(catalog("%llu of %u")) == ["_:UInt", "_:UInt32"])
        #expect(summary(catalog("Hello, %(name)@! %(count)lld new")) == ["name:String", "count:Int"])
        #expect(
            summary(catalog("%#@completed@ of %#@total@", substitutions: ["completed": "lld", "total": "lld"]))
                == ["completed:Int", "total:Int"])
        #expect(summary(catalog("Settings")) == [])
        #expect(summary(catalog("100%% sure")) == [])
    }

    /// Two functions whose parameter types differ are overloads: Xcode generated both
    /// `starredUnstarBatchPartial(_: Int32, _: Int32)` (`%d %d`) and `(_: Int, _: Int)` (`%lld %lld`).
    @Test func overloadsAreNoCollision() {
        var catalog = StringCatalog(path: "Localizable.xcstrings", sourceLanguage: "en")
        for (key, value) in [("batch", "%d of %d"), ("batch %lld %lld", "%lld of %lld"), ("Batch", "%d of %d")] {
            catalog.entries[key] = StringCatalog.Entry(
                extractionState: .manual,
                localizations: ["en": .init(stringUnit: .init(state: .translated, value: value))])
        }
        let table = XcodeSymbolTable(catalog: catalog, table: "Localizable")
        #expect(table.symbols.map(\.key) == ["batch %lld %lld"])
        #expect(table.collisions.map(\.keys) == [["Batch", "batch"]])
    }
}
