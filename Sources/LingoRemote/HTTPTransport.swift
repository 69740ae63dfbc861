// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

package import Foundation

/// One GET request of an update check.
package struct HTTPRequest: Sendable {
    /// What to fetch.
    package var url: URL
    /// Extra request headers (`If-None-Match`, `If-Modified-Since`).
    package var headers: [String: String]
    /// The largest body accepted, in bytes.
    package var limit: Int
    /// When the whole check ends: the request is stopped then, whatever the server does.
    package var deadline: DispatchTime

    /// A request for `url`.
    package init(url: URL, headers: [String: String] = [:], limit: Int, deadline: DispatchTime) {
        self.url = url
        self.headers = headers
        self.limit = limit
        self.deadline = deadline
    }
}

/// One HTTP response, whole. Only a 200 has a body; a redirect has its `Location`.
package struct HTTPResponse: Sendable {
    /// The status code.
    package let status: Int
    /// The `ETag` header, if any.
    package let etag: String?
    /// The `Last-Modified` header, if any.
    package let lastModified: String?
    /// The `Location` header, if any.
    package let location: String?
    /// The body (empty unless the status is 200).
    package let body: Data

    /// A response.
    package init(status: Int, etag: String? = nil, lastModified: String? = nil, location: String? = nil, body: Data) {
        self.status = status
        self.etag = etag
        self.lastModified = lastModified
        self.location = location
        self.body = body
    }
}

/// Why a request ended without a response: every failure of a transport is one of these.
package enum HTTPRefusal: Error, Sendable, Equatable {
    /// The body is longer than the request's limit (by its `Content-Length`, or counted as it
    /// arrived).
    case tooLarge(limit: Int)
    /// The response headers are larger than ``HTTPTransportLimits/maximumHeaderSize``.
    case headersTooLarge(size: Int)
    /// The body comes in a content coding the request did not ask for.
    case contentEncoding(String)
    /// The check's deadline passed.
    case deadline
    /// The server stopped answering for longer than the request timeout.
    case timeout
    /// No connection, a reset, a truncated or malformed reply, a TLS failure: what happened.
    case network(String)
}

/// What the transports share: the limits they enforce before anything is kept.
package enum HTTPTransportLimits {
    /// The largest response headers accepted, names and values together.
    package static let maximumHeaderSize = 32 * 1024
}

/// Something that performs the GET requests of an update check: libcurl on Linux, URLSession on
/// Apple platforms, an in-process server in tests.
///
/// A transport never follows a redirect (it returns the 3xx response and its `Location`: the
/// updater decides), never decodes a content coding (a reply in one is refused when its headers
/// arrive), stops a body at the request's limit and every request by its deadline, and reports
/// every failure as an ``HTTPRefusal``: it never traps, whatever the server sends.
package protocol HTTPTransport: Sendable {
    /// Performs `request`.
    ///
    /// - Throws: Why no response could be had.
    func get(_ request: HTTPRequest) async throws(HTTPRefusal) -> HTTPResponse
}

/// The transport of this platform, with `timeout` seconds of silence allowed per request.
func platformTransport(timeout: TimeInterval) -> any HTTPTransport {
    #if canImport(CLingoCurl)
    CurlTransport(timeout: timeout)
    #elseif canImport(Darwin)
    URLSessionTransport(timeout: timeout)
    #else
    #error("LingoRemote needs libcurl (CLingoCurl) or URLSession")
    #endif
}
