// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The bytes of a regular file, mapped into memory read-only: pages are read from the file as
/// they are first touched, and pages given back with ``release(below:)`` are read again if
/// touched again, so the bytes a reader has passed need not stay in memory.
///
/// A file truncated by another process while it is mapped stops this one (`SIGBUS`) when a
/// lost page is touched: map only files the tool reads once, in one run, such as an import's
/// XLIFF file.
package final class MappedFile {
    /// The file's bytes, valid as long as the mapping lives.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The bytes before this offset were given back.
    private var released = 0

    /// Maps the file at `path`; `nil` when it cannot be mapped (no such file, not a regular
    /// file, empty, or a system without mappings): read it another way, which reports why.
    package init?(path: String) {
        #if canImport(Darwin) || canImport(Glibc)
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0,
            let count = Int(exactly: status.st_size)
        else { return nil }
        guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED
        else { return nil }
        bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: count)
        #else
        return nil
        #endif
    }

    /// Gives back the whole pages before `offset`: their bytes stay readable.
    func release(below offset: Int) {
        #if canImport(Darwin) || canImport(Glibc)
        let page = Int(getpagesize())
        let end = min(offset, bytes.count) / page * page
        guard end > released, let base = bytes.baseAddress else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base) + released, end - released, MADV_DONTNEED)
        released = end
        #endif
    }

    deinit {
        #if canImport(Darwin) || canImport(Glibc)
        if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
        #endif
    }
}

extension XMLScanner {
    /// Reads the document of a mapped file as ``parse(_:path:takes:dropsText:)`` reads its
    /// bytes, giving the file back the pages the scanner has passed as it goes (a UTF-16
    /// document is transcoded first, as there).
    static func parse(
        _ file: MappedFile, path: String, takes: ((ScannedElement, [ScannedElement]) -> Bool)? = nil,
        dropsText: (([ScannedElement]) -> Bool)? = nil
    ) -> (root: ScannedElement?, diagnostics: [Diagnostic]) {
        let bytes = file.bytes
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return parse(Array(bytes), path: path, takes: takes, dropsText: dropsText)
        }
        return scan(bytes, path: path, takes: takes, dropsText: dropsText) { file.release(below: $0) }
    }
}
