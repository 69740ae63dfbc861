// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// libFuzzer entry point for the update state machine: each input is a sequence of events —
// serve a manifest (an update, a revoke, one for other app versions, or a broken one: a bad
// signature, a wrong hash, a table with a broken placeholder, a signed manifest with a
// duplicate key) and check, relaunch, or wipe the cache — run against the real
// `LocalizationUpdater` over HTTP on 127.0.0.1, with a real cache and state folder.
// Built with `-parse-as-library`, so this file holds no top-level code.
//
// Input: up to 12 events, one byte each. Bits 0-2: 0 relaunch (a new localizer and updater,
// `applyCachedUpdate()`), 1 wipe the cache folder, 2-7 serve a manifest and check; then bits
// 3-6 are the version (0-15), and bits 0-2 with bit 7 choose one of the eight kinds.
// Invariants: the version applied never decreases; a version at or below a revoke obeyed is
// never applied again; a broken manifest is never applied; what a lookup shows is what the
// outcome says is in use.

import Foundation
import Lingo
import FuzzSupport
import LingoRemote

let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../Tests/LingoRemoteTests/Fixtures/App").standardized
let key = try! UpdatePrivateKey(rawRepresentation: Array(repeating: 9, count: 32))
let publicKey = try! key.publicKey()
let otherKey = try! UpdatePrivateKey(rawRepresentation: Array(repeating: 10, count: 32))
let work = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-fuzz-state-\(getpid())")
let server = LoopbackServer()

/// The manifest kinds an event serves.
enum Kind: Int, CaseIterable {
    case update, revoke, otherAppVersions, badSignature, wrongHash, brokenTable, duplicateKey, updateB
}

/// The German greeting of an update of `version` (what a lookup shows when it is in use).
func greeting(_ version: Int) -> String { "Servus \(version), %@!" }

/// The files of a served manifest of `kind` and `version`.
func files(_ kind: Kind, version: Int) -> [String: Data] {
    var tables = [String: Data]()
    let path = "de.lproj/Localizable.strings"
    switch kind {
    case .brokenTable: tables[path] = Data("\"greeting\" = \"Servus, %d!\";\n".utf8)
    case .revoke: break
    default: tables[path] = Data("\"greeting\" = \"\(greeting(version))\";\n".utf8)
    }
    let listed = tables.map { path, data in
        UpdateManifest.File(
            path: path, size: data.count,
            sha256: kind == .wrongHash ? String(repeating: "0", count: 64) : UpdateDigest.sha256Hex(data))
    }
    var manifest = UpdateManifest(
        version: version, minimumAppVersion: kind == .otherAppVersions ? "9.0" : nil, revoked: kind == .revoke,
        languages: tables.isEmpty ? [] : ["de"], files: listed
    ).encoded()
    if kind == .duplicateKey {
        manifest = Data(String(decoding: manifest, as: UTF8.self)
            .replacingOccurrences(of: "\"format\"", with: "\"version\" : 15, \"format\"").utf8)
    }
    let signer = kind == .badSignature ? otherKey : key
    var served = tables.mapKeys { "u/" + $0 }
    served["u/manifest.json"] = manifest
    served["u/manifest.json.sig"] = Data(Data(try! signer.signature(for: manifest)).base64EncodedString().utf8)
    return served
}

extension Dictionary {
    func mapKeys<T: Hashable>(_ transform: (Key) -> T) -> [T: Value] {
        Dictionary<T, Value>(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}

/// Runs `body` to completion from synchronous code.
func wait<Result>(_ body: @escaping () async -> Result) -> Result {
    var result: Result?
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        result = await body()
        done.signal()
    }
    done.wait()
    return result!
}

/// What the fuzz target knows of the app: what it applied, what it obeyed.
struct Model {
    var inUse: Int?
    var highestApplied: Int?
    var highestRevoke: Int?

    /// Records an outcome and checks the invariants; `served` is the manifest just served.
    mutating func record(_ outcome: UpdateOutcome, served: (Kind, Int)?, localizer: Localizer, log: [String]) {
        switch outcome {
        case .applied(let version, _):
            if let (kind, _) = served, [.badSignature, .wrongHash, .brokenTable, .duplicateKey].contains(kind) {
                fatalError("a broken manifest was applied: \(log)")
            }
            if let highest = highestApplied, version < highest {
                fatalError("the version applied went down from \(highest) to \(version): \(log)")
            }
            if let revoke = highestRevoke, version <= revoke {
                fatalError("version \(version) was applied after revoke \(revoke): \(log)")
            }
            inUse = version
            highestApplied = max(highestApplied ?? version, version)
        case .revoked:
            let version = served!.1
            highestRevoke = max(highestRevoke ?? version, version)
            inUse = nil
        case .noUpdate:
            inUse = nil
        case .rejected(let rejection) where served == nil:
            _ = rejection
            inUse = nil  // a relaunch that could not use the cache: the bundled strings
        default:
            break
        }
        let shown = localizer.string("greeting")
        let expected = inUse.map(greeting) ?? "Hallo, %@!"
        if shown != expected { fatalError("a lookup shows \(shown.debugDescription), expected \(expected.debugDescription): \(log)") }
    }
}

func launch() -> (Localizer, LocalizationUpdater) {
    let localizer = try! Localizer(
        resources: app, developmentLanguage: "en", store: InMemoryPreferenceStore(.explicit("de")),
        systemLanguages: .fixed(["en"]))
    let updater = LocalizationUpdater(
        localizer: localizer,
        configuration: UpdateConfiguration(
            url: URL(string: "http://127.0.0.1:\(server.port)/u/")!, publicKey: publicKey,
            cacheDirectory: work.appendingPathComponent("cache"), stateDirectory: work.appendingPathComponent("state"),
            appVersion: "2.0", timeout: 10))
    return (localizer, updater)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUpdateStateMachine(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let events = start.map { Array(UnsafeRawBufferPointer(start: $0, count: min(count, 12))) } ?? []
    try? FileManager.default.removeItem(at: work)
    var (localizer, updater) = launch()
    var model = Model()
    var log = [String]()
    for event in events {
        switch event & 7 {
        case 0:
            (localizer, updater) = launch()
            let outcome = updater.applyCachedUpdate()
            log.append("relaunch: \(outcome)")
            model.record(outcome, served: nil, localizer: localizer, log: log)
        case 1:
            try? FileManager.default.removeItem(at: work.appendingPathComponent("cache"))
            log.append("wipe")
        default:
            let kind = Kind(rawValue: (Int(event & 7) - 2 + (event & 0x80 != 0 ? 6 : 0)) % Kind.allCases.count)!
            let version = Int((event >> 3) & 15)
            server.serve(files(kind, version: version))
            let outcome = wait { await updater.checkForUpdate() }
            log.append("\(kind) \(version): \(outcome)")
            model.record(outcome, served: (kind, version), localizer: localizer, log: log)
        }
    }
    return 0
}
