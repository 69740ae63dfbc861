// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// libFuzzer entry point for `UpdateManifest.parse`, the reader of over-the-air manifests. Built
// with `-parse-as-library`, so this file holds no top-level code: libFuzzer provides `main`.

import Foundation
import LingoRemote

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUpdateManifest(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    guard let manifest = try? UpdateManifest.parse(data) else { return 0 }
    // What the reader accepts stays inside its limits and inside the update folder...
    guard manifest.files.count <= UpdateManifest.maximumFileCount else { fatalError("too many files accepted") }
    guard manifest.version <= UpdateManifest.maximumVersion else { fatalError("version \(manifest.version) accepted") }
    guard manifest.files.reduce(0, { $0 + $1.size }) <= UpdateManifest.maximumUpdateSize else {
        fatalError("an update over maximumUpdateSize accepted")
    }
    for file in manifest.files {
        guard (0...UpdateManifest.maximumFileSize).contains(file.size) else { fatalError("size \(file.size) accepted") }
        guard (try? UpdateManifest.checkPath(file.path)) != nil, !file.path.contains(".."), !file.path.hasPrefix("/") else {
            fatalError("unsafe path accepted: \(file.path.debugDescription)")
        }
    }
    // An expiry is a whole second of the years 1970 to 9999 (the one spelling read).
    if let expires = manifest.expires {
        let seconds = expires.timeIntervalSince1970
        guard seconds == seconds.rounded(.down), (0...253_402_300_799).contains(seconds) else {
            fatalError("expiry \(seconds) accepted")
        }
    }
    // ...and what it writes reads back the same.
    guard let again = try? UpdateManifest.parse(manifest.encoded()), again == manifest else {
        fatalError("manifest does not survive a round trip")
    }
    return 0
}
