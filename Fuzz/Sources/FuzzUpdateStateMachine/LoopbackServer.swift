// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Glibc

/// A static HTTP/1.1 server on 127.0.0.1 serving `files` from memory (200, or 404), one
/// connection at a time, each closed after its answer: the fuzz target swaps what it serves
/// between checks.
final class LoopbackServer: @unchecked Sendable {
    // @unchecked: `served` is only touched under `lock`; `listener` and `port` are set in `init`.
    let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var served: [String: Data] = [:]

    init() {
        signal(SIGPIPE, SIG_IGN)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(listener, pointer, length) == 0 && listen(listener, 16) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        precondition(listening, "cannot listen on 127.0.0.1")
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(listener, nil, nil)
                if client >= 0 { answer(client) }
            }
        }
    }

    /// Serves `files` (path under the root → contents) from now on.
    func serve(_ files: [String: Data]) { lock.withLock { served = files } }

    private func answer(_ client: Int32) {
        defer { close(client) }
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.count < 65536, request.firstRange(of: Array("\r\n\r\n".utf8)) == nil {
            let count = recv(client, &buffer, buffer.count, 0)
            if count <= 0 { return }
            request += buffer[0..<count]
        }
        let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self)
        let path = line.split(separator: " ").dropFirst().first.map { String($0.drop { $0 == "/" }) } ?? ""
        let body = lock.withLock { served[path] }
        let head = body == nil ? "HTTP/1.1 404 Not Found\r\n" : "HTTP/1.1 200 OK\r\n"
        let bytes = Array((head + "Content-Length: \(body?.count ?? 0)\r\nConnection: close\r\n\r\n").utf8)
            + Array(body ?? Data())
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }
}
