// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import CLingoAtomics
import Foundation
import LingoUtilities

/// A reference to one of a set of immutable objects that readers load without a lock.
///
/// Readers get the current object with one acquire load and no reference counting
/// (``withCurrent(_:)``); writers publish a new object with a release store. Objects ever
/// published are kept alive until the `AtomicReference` itself is deallocated, so a reader can
/// never see a freed object. That is the right trade-off for Lingo's language snapshots: there
/// is one per language the user visited, each reused on every switch back.
///
/// `@usableFromInline`, with ``withCurrent(_:)`` inlinable: the generated accessors'
/// ``LocalizedStrings/string(at:of:)`` inlines its read of ``LocalizationKeys``'s current
/// texts into the client module. Nothing else of this type is part of that inlinable surface.
@usableFromInline
final class AtomicReference<Object: AnyObject & Sendable>: @unchecked Sendable {
    // @unchecked: `slot` is only accessed with atomic loads and stores; `retained` only under
    // its lock; published objects are immutable and Sendable.
    @usableFromInline let slot: UnsafeMutablePointer<UnsafeRawPointer?>
    private let retained = Protected<[ObjectIdentifier: Object]>([:])

    init(_ initial: Object) {
        slot = .allocate(capacity: 1)
        slot.initialize(to: nil)
        store(initial)
    }

    deinit {
        slot.deinitialize(count: 1)
        slot.deallocate()
    }

    /// Publishes `object`; readers see it from now on.
    ///
    /// - Parameter publishedBefore: `true` when this reference published `object` before: it
    ///   is kept alive already, so the store takes no lock (a switch back to a language).
    func store(_ object: Object, publishedBefore: Bool = false) {
        if !publishedBefore { retained.withLock { $0[ObjectIdentifier(object)] = object } }
        clingo_atomic_store_release(slot, Unmanaged.passUnretained(object).toOpaque())
    }

    /// The current object, retained.
    func load() -> Object {
        let pointer = clingo_atomic_load_acquire(slot)!
        return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with the current object without retaining it: the hot path.
    @inlinable @inline(__always)
    func withCurrent<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        let pointer = clingo_atomic_load_acquire(slot)!
        return try Unmanaged<Object>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }
}

/// A boolean read without a lock on hot paths.
final class AtomicFlag: @unchecked Sendable {
    // @unchecked: `storage` is only accessed with atomic loads and stores.
    private let storage: UnsafeMutablePointer<CLong>

    init(_ value: Bool) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: value ? 1 : 0)
    }

    deinit {
        storage.deallocate()
    }

    var value: Bool {
        @inline(__always) get { clingo_atomic_load_long(storage) != 0 }
    }

    func set(_ value: Bool) {
        clingo_atomic_store_long(storage, value ? 1 : 0)
    }
}

/// A counter read without a lock on hot paths.
final class AtomicCounter: @unchecked Sendable {
    // @unchecked: `storage` is only accessed with atomic operations.
    private let storage: UnsafeMutablePointer<CLong>

    init() {
        storage = .allocate(capacity: 1)
        storage.initialize(to: 0)
    }

    deinit {
        storage.deallocate()
    }

    var value: Int {
        @inline(__always) get { clingo_atomic_load_long(storage) }
    }

    func increment() { _ = clingo_atomic_add_long(storage, 1) }
    func incrementAndGet() -> Int { clingo_atomic_add_long(storage, 1) }
    func decrement() { _ = clingo_atomic_add_long(storage, -1) }
    func decrementAndGet() -> Int { clingo_atomic_add_long(storage, -1) }
}

/// A value computed on first use, then read without a lock.
final class AtomicLazy<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `slot` is only accessed atomically; `box` only under its lock. The box, once
    // published, is immutable and kept alive by `box`.
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private let slot: UnsafeMutablePointer<UnsafeRawPointer?>
    private let box = Protected<Box?>(nil)

    init() {
        slot = .allocate(capacity: 1)
        slot.initialize(to: nil)
    }

    deinit {
        slot.deinitialize(count: 1)
        slot.deallocate()
    }

    /// The value, made by `make` the first time (once, even when several threads ask at once).
    @inline(__always)
    func value(_ make: () -> Value) -> Value {
        withValue(make) { $0 }
    }

    /// Runs `body` with the value, made by `make` the first time, without retaining the value's
    /// box: readers on several threads share no reference count.
    @inline(__always)
    func withValue<Result>(_ make: () -> Value, _ body: (Value) -> Result) -> Result {
        if let pointer = clingo_atomic_load_acquire(slot) {
            return Unmanaged<Box>.fromOpaque(pointer)._withUnsafeGuaranteedRef { body($0.value) }
        }
        return body(slowValue(make))
    }

    private func slowValue(_ make: () -> Value) -> Value {
        box.withLock { box in
            if let box { return box.value }
            let made = Box(make())
            box = made
            clingo_atomic_store_release(slot, Unmanaged.passUnretained(made).toOpaque())
            return made.value
        }
    }
}

/// Increasing numbers, unique within the process.
final class SerialNumbers: Sendable {
    private let counter = AtomicCounter()

    /// The next number (1, 2, 3...).
    func next() -> UInt64 {
        UInt64(counter.incrementAndGet())
    }
}
