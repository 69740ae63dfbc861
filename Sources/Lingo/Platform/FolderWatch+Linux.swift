// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#if canImport(Glibc)
import Dispatch
import Foundation
import Glibc
import LingoUtilities

/// Tells a handler when the entry `name` of `folder` is created, replaced by a rename, written
/// or removed, until cancelled or released: an inotify watch of the folder.
///
/// Every watch of the process shares one inotify instance (the system allows a user few
/// instances, and many watches), read by one dispatch source.
final class FolderWatch: StoreWatch {
    private let id: Int

    /// - Throws: ``PreferenceStoreError`` when inotify cannot watch `folder`.
    init(folder: URL, name: String, changed: @escaping @Sendable () -> Void) throws {
        id = try Inotify.shared().add(folder: folder.path, name: name, changed: changed)
    }

    func cancel() {
        // `try?`: a watch exists only once the shared instance was made.
        try? Inotify.shared().remove(id)
    }

    deinit {
        cancel()
    }
}

/// The process's inotify instance and the handlers of its watches.
private final class Inotify: Sendable {
    private struct Registration {
        let folder: Int32
        let name: String
        let changed: @Sendable () -> Void
    }

    private struct State {
        var registrations: [Int: Registration] = [:]
        var nextID = 0
        /// How many registrations each watched folder (by watch descriptor) has.
        var users: [Int32: Int] = [:]
    }

    /// The events that can mean a new stored preference.
    private static let mask = UInt32(IN_MOVED_TO | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE)

    private static let instance = Result { try Inotify() }

    static func shared() throws -> Inotify { try instance.get() }

    private let descriptor: Int32
    private let state = Protected(State())
    // nonisolated(unsafe): the source is resumed once in `init` and never changed after.
    nonisolated(unsafe) private let source: any DispatchSourceRead

    private init() throws {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { throw Self.failure("inotify_init1") }
        source = DispatchSource.makeReadSource(
            fileDescriptor: descriptor, queue: DispatchQueue(label: "Lingo.FolderWatch"))
        source.setEventHandler { [unowned self] in readEvents() }
        source.resume()
    }

    /// Registers `changed` for the entry `name` of `folder`.
    func add(folder: String, name: String, changed: @escaping @Sendable () -> Void) throws -> Int {
        try state.withLock { state throws(PreferenceStoreError) -> Int in
            let watch = inotify_add_watch(descriptor, folder, Self.mask)
            guard watch >= 0 else { throw Self.failure("cannot watch \(folder)") }
            state.nextID += 1
            state.registrations[state.nextID] = Registration(folder: watch, name: name, changed: changed)
            state.users[watch, default: 0] += 1
            return state.nextID
        }
    }

    /// Removes a registration; the folder's watch goes with its last one.
    func remove(_ id: Int) {
        state.withLock { state in
            guard let registration = state.registrations.removeValue(forKey: id) else { return }
            let users = state.users[registration.folder, default: 1] - 1
            state.users[registration.folder] = users == 0 ? nil : users
            if users == 0 { inotify_rm_watch(descriptor, registration.folder) }
        }
    }

    /// Reads the events queued and calls, once each, the handlers they concern.
    private func readEvents() {
        var concerned = Set<Int>()
        var everyone = false
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            let events = InotifyEvents(bytes: buffer[..<count])
            everyone = everyone || events.overflowed
            state.withLock { state in
                for (id, registration) in state.registrations
                where events.touched.contains(where: {
                    $0.folder == registration.folder && $0.name == registration.name
                }) {
                    concerned.insert(id)
                }
            }
        }
        let handlers = state.withLock { state in
            state.registrations.filter { everyone || concerned.contains($0.key) }.map(\.value.changed)
        }
        for handler in handlers { DispatchQueue.global(qos: .utility).async(execute: handler) }
    }

    private static func failure(_ what: String) -> PreferenceStoreError {
        PreferenceStoreError("\(what): \(String(cString: strerror(errno)))")
    }
}

/// The entries that inotify events name, parsed from what `read` returned.
struct InotifyEvents {
    /// Each event's watch descriptor and entry name.
    var touched: [(folder: Int32, name: String)] = []
    /// Whether the kernel's queue overflowed: events were lost, anything may have changed.
    var overflowed = false

    /// Parses `struct inotify_event` records: a descriptor, a mask, a cookie, a name length,
    /// then the name, padded with NULs.
    init(bytes: ArraySlice<UInt8>) {
        let header = MemoryLayout<inotify_event>.size
        var offset = bytes.startIndex
        while offset + header <= bytes.endIndex {
            let event = bytes[offset..<offset + header].withUnsafeBytes { $0.loadUnaligned(as: inotify_event.self) }
            let nameStart = offset + header
            let nameEnd = min(nameStart + Int(event.len), bytes.endIndex)
            let name = bytes[nameStart..<nameEnd].prefix { $0 != 0 }
            if event.mask & UInt32(IN_Q_OVERFLOW) != 0 { overflowed = true }
            touched.append((event.wd, String(decoding: name, as: UTF8.self)))
            offset = nameEnd
        }
    }
}
#endif
