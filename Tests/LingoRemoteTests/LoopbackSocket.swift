// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one socket setup of the test servers (``MisbehavingServer``, ``NginxServer``,
/// ``SilentServer``): TCP on 127.0.0.1 only.
enum LoopbackSocket {
    /// A TCP socket bound to 127.0.0.1 on a port of the kernel's choice, listening with
    /// `backlog` when given, and that port.
    ///
    /// - Throws: ``NginxServer/Missing`` when the socket cannot be made or bound.
    static func bound(listening backlog: Int32? = nil) throws -> (fd: Int32, port: Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw NginxServer.Missing(description: "socket() failed") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = address(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(fd, pointer, length) == 0 && (backlog.map { listen(fd, $0) == 0 } ?? true)
                    && getsockname(fd, pointer, &length) == 0
            }
        }
        guard ok else {
            close(fd)
            throw NginxServer.Missing(description: "cannot bind a socket on 127.0.0.1")
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// Connects `fd` to 127.0.0.1:`port`.
    static func connecting(_ fd: Int32, port: Int) -> Bool {
        var address = address(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    private static func address(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return address
    }
}
