// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// libFuzzer entry point for the update loader: a cached update whose tables are the fuzzer's
// bytes, correctly listed and signed, goes through `LocalizationUpdater.applyCachedUpdate()`
// (verify sizes, hashes and signature; parse; validate against the bundled source; apply).
// Built with `-parse-as-library`, so this file holds no top-level code.
//
// Input: the first byte chooses damage (bit 0: a file one byte short of its listed size; bit 1:
// a wrong hash); the rest is split at 0x00 bytes into up to four tables:
// de.lproj/Localizable.strings, ru.lproj/Localizable.stringsdict, de.lproj/Localizable.stringsdict,
// en.lproj/Localizable.strings. The bundled app is Tests/LingoRemoteTests/Fixtures/App.

import Foundation
import Lingo
import FuzzSupport
import LingoRemote

let paths = ["de.lproj/Localizable.strings", "ru.lproj/Localizable.stringsdict", "de.lproj/Localizable.stringsdict",
             "en.lproj/Localizable.strings"]
let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Tests/LingoRemoteTests/Fixtures/App").standardized
let key = try! UpdatePrivateKey(rawRepresentation: Array(repeating: 7, count: 32))
let publicKey = try! key.publicKey()
let work = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-fuzz-loader-\(getpid())")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUpdateLoader(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    let damage = data.first ?? 0
    let parts = data.dropFirst().split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false).map { Data($0) }
    let manager = FileManager.default
    try? manager.removeItem(at: work)
    let folder = work.appendingPathComponent("update-1-fuzz")
    var files = [UpdateManifest.File]()
    var languages = Set<LanguageTag>()
    for (index, contents) in parts.enumerated() {
        let path = paths[index]
        let url = folder.appendingPathComponent(path)
        try! manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var written = contents
        if index == 0, damage & 1 != 0, !written.isEmpty { written.removeLast() }
        try! written.write(to: url)
        var hash = UpdateDigest.sha256Hex(contents)
        if index == 0, damage & 2 != 0 { hash = String(hash.reversed()) }
        files.append(UpdateManifest.File(path: path, size: contents.count, sha256: hash))
        languages.insert(try! LanguageTag(String(path.prefix(2))))
    }
    let manifest = UpdateManifest(version: 1, languages: languages.sorted(), files: files).encoded()
    try! manifest.write(to: folder.appendingPathComponent(UpdateManifest.fileName))
    try! Data(Data(try! key.signature(for: manifest)).base64EncodedString().utf8)
        .write(to: folder.appendingPathComponent(UpdateManifest.signatureFileName))
    try! Data("{\"folder\":\"update-1-fuzz\",\"version\":1}".utf8).write(to: work.appendingPathComponent("state.json"))

    // A new localizer each time: every applied update keeps its snapshot for the localizer's life.
    let localizer = try! Localizer(resources: app, developmentLanguage: "en", store: InMemoryPreferenceStore(.explicit("de")),
                                   systemLanguages: .fixed(["en"]))
    let updater = LocalizationUpdater(localizer: localizer, configuration: UpdateConfiguration(
        url: URL(string: "http://127.0.0.1:9/")!, publicKey: publicKey, cacheDirectory: work,
        stateDirectory: work.appendingPathComponent("state")))
    let outcome = updater.applyCachedUpdate()
    // A lookup works whatever happened, and a damaged file is never applied.
    _ = localizer.format("greeting", "Mia")
    _ = localizer.format("files", 3)
    // What applies is inside the limits checked before tables are built.
    if case .applied(_, let keys) = outcome, keys > UpdateManifest.maximumKeysPerUpdate {
        fatalError("\(keys) keys applied")
    }
    if damage & 3 != 0, !parts.isEmpty, !parts[0].isEmpty, case .applied = outcome {
        fatalError("a damaged update was applied: \(outcome)")
    }
    return 0
}
