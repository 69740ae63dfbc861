// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo

/// The origin of an update URL: its scheme, host and port (the scheme's default port when the
/// URL names none). Two URLs are of the same origin only when all three are equal:
/// `http://127.0.0.1:8080` and `http://localhost:8081` are different origins, and so are
/// `http://example.com` and `https://example.com`.
struct UpdateOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The hosts that are this machine's loopback, where plain http is always accepted.
    static let loopbackHosts: Set<String> = ["127.0.0.1", "::1", "localhost"]
    /// The most redirects one request follows.
    static let maximumRedirects = 5

    /// `http` or `https`.
    let scheme: String
    /// The host, lowercased, without brackets around an IPv6 address.
    let host: String
    /// The port.
    let port: Int

    /// The origin of `url`; `nil` when it is not an `http` or `https` URL with a host.
    init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            var host = url.host?.lowercased(), !host.isEmpty
        else { return nil }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.scheme = scheme
        self.host = host
        self.port = url.port ?? (scheme == "https" ? 443 : 80)
    }

    /// Whether the host is this machine's loopback.
    var isLoopback: Bool { Self.loopbackHosts.contains(host) }

    var description: String { "\(scheme)://\(host.contains(":") ? "[\(host)]" : host):\(port)" }

    /// The origin of the update URL `url`, once it is acceptable: https, or plain http to the
    /// loopback or with `allowsInsecureHTTP`.
    ///
    /// - Throws: `UpdateRejection.Kind.insecureURL` otherwise.
    static func checked(_ url: URL, allowsInsecureHTTP: Bool) throws(UpdateRejection) -> UpdateOrigin {
        guard let origin = UpdateOrigin(url) else {
            throw UpdateRejection(
                .insecureURL, "\(url.absoluteString.prefix(200)) is not an https:// (or http://) URL with a host")
        }
        guard origin.scheme == "https" || origin.isLoopback || allowsInsecureHTTP else {
            throw UpdateRejection(
                .insecureURL,
                "\(origin) is plain http to another machine: anyone on the path could read and replace "
                    + "its replies; use https, or set UpdateConfiguration.allowsInsecureHTTP")
        }
        return origin
    }

    /// Where a redirect from `url` to `location` leads, when that is of the same origin.
    ///
    /// - Throws: `UpdateRejection.Kind.redirect` otherwise.
    func redirect(from url: URL, to location: String?) throws(UpdateRejection) -> URL {
        let shown = String((location ?? "").prefix(200)).debugDescription
        guard let location, let next = URL(string: location, relativeTo: url)?.absoluteURL else {
            throw UpdateRejection(.redirect, "\(url.absoluteString) redirects to \(shown), which is not a URL")
        }
        guard UpdateOrigin(next) == self else {
            throw UpdateRejection(
                .redirect,
                "\(url.absoluteString) redirects to \(shown), another origin than \(self): "
                    + "redirects are followed only within the update's origin")
        }
        return next
    }
}
