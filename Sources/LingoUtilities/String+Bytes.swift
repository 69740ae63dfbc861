// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether the UTF-8 form of the string has `byte`: `memchr` over the string's own buffer,
    /// not a step through the `utf8` view an index at a time.
    package func hasByte(_ byte: UInt8) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { buffer in
            guard let start = buffer.baseAddress else { return false }
            return memchr(start, Int32(byte), buffer.count) != nil
        }
        return found ?? utf8.contains(byte)
    }
}
