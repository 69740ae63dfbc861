// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The bytes of a regular file, mapped into memory read-only: pages are read as they are first
/// touched, and pages given back with ``release(below:)`` are read again if touched again, so
/// the bytes a reader has passed need not stay in memory.
///
/// What is mapped is a private copy of the file, in a temporary file that is unlinked as soon
/// as it is made: a mapped file that another process truncates stops the process that reads
/// it (`SIGBUS`) when it touches a lost page, and the file a tool is given (a translator's
/// XLIFF in a shared folder) may be rewritten while the tool reads it. The copy holds the bytes
/// the file had while it was copied; nobody else can reach it.
package final class MappedFile {
    /// The file's bytes, valid as long as the mapping lives.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The bytes before this offset were given back.
    private var released = 0

    /// Maps a private copy of the file at `path`; `nil` when that cannot be done (no such file,
    /// not a regular file, empty, no room for the copy, or a system without mappings): read it
    /// another way, which reports why.
    package init?(path: String) {
        #if canImport(Darwin) || canImport(Glibc)
        let source = open(path, O_RDONLY)
        guard source >= 0 else { return nil }
        defer { close(source) }
        var status = stat()
        guard fstat(source, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0 else { return nil }
        guard let copy = Self.privateCopy(of: source) else { return nil }
        defer { close(copy.descriptor) }
        guard let address = mmap(nil, copy.count, PROT_READ, MAP_PRIVATE, copy.descriptor, 0), address != MAP_FAILED
        else { return nil }
        bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: copy.count)
        #else
        return nil
        #endif
    }

    #if canImport(Darwin) || canImport(Glibc)
    /// A temporary file, already unlinked, holding what `source` reads from its start to its
    /// end now (`nil`: none could be made, or it is empty), and how many bytes that is. Copied
    /// a block at a time: the file's bytes are never all in memory.
    private static func privateCopy(of source: Int32) -> (descriptor: Int32, count: Int)? {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder.hasSuffix("/") ? folder : folder + "/").utf8CString.dropLast())
        template += Array("lingo-mapped-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let block = 1 << 20
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: block, alignment: 16)
        defer { buffer.deallocate() }
        var count = 0
        while true {
            let got = read(source, buffer, block)
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { break }
            if got == 0 { return count > 0 ? (descriptor, count) : failed(descriptor) }
            guard AtomicFile.writeAll(UnsafeRawBufferPointer(start: buffer, count: got), to: descriptor) == nil else {
                return failed(descriptor)
            }
            count += got
        }
        return failed(descriptor)
    }

    /// Closes `descriptor` and returns `nil`.
    private static func failed(_ descriptor: Int32) -> (descriptor: Int32, count: Int)? {
        close(descriptor)
        return nil
    }
    #endif

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
