// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// libFuzzer entry point proving the runtime's `.strings` reader (its fast path included) and the
// full parser agree on every input: keys, values and errors. Built with `-parse-as-library`, so
// this file holds no top-level code: libFuzzer provides `main`.

import Foundation
import LingoFormats
@_spi(Testing) import LingoToolFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsReaders(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    if let disagreement = StringsFile.readersDisagreement(data) {
        fatalError("the runtime's reader and the parser disagree: \(disagreement)")
    }
    return 0
}
