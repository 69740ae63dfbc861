// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import CLingoAtomics
import Foundation
import LingoUtilities

/// A reference to one of a set of immutable objects that readers use without a lock.
///
/// Readers use the current object inside ``withCurrent(_:)``: they enter its holder (one
/// atomic increment of their thread's stripe of its reader count, checked against the slot)
/// and leave it after `body` (one decrement); no lock, no reference count of the object, and
/// threads reading at once count on cache lines of their own. Writers publish a new object with ``store(_:)``,
/// which takes the previous holder out of the slot and releases every object taken out whose
/// readers have all left: an object no reader can reach any more is freed at the next store
/// (safe reclamation), never while a reader uses it. A published object also stays alive as
/// long as anything else holds it (a language's snapshot, kept for a switch back).
///
/// Holders are small, reused, and freed with the reference: one per object in use at once,
/// plus those a slow reader still held at a store.
///
/// `@usableFromInline`, with ``withCurrent(_:)`` inlinable: the generated accessors'
/// ``LocalizedStrings/string(at:of:)`` inlines its read of ``LocalizationKeys``'s current
/// texts into the client module. Nothing else of this type is part of that inlinable surface.
@usableFromInline
final class AtomicReference<Object: AnyObject & Sendable>: @unchecked Sendable {
    // @unchecked: `slot` and the holders' fields are only accessed through CLingoAtomics'
    // atomic functions; `holders` only by ``store(_:)``, whose callers are one at a time (the
    // localizer stores with its switch lock held), and by `deinit`; published objects are
    // immutable and Sendable.
    @usableFromInline let slot: UnsafeMutablePointer<UnsafeMutablePointer<clingo_holder>>
    /// In memory of its own, reached through a pointer: its writers are already one at a time,
    /// so an access needs no dynamic exclusivity check.
    private let holders: UnsafeMutablePointer<Holders>

    /// The holders and the strong references that keep their objects alive; writers only.
    private struct Holders {
        /// The holder in the slot, with its object.
        var published: Held
        /// Holders taken out of the slot whose readers may still be inside, with their objects.
        var retired: [Held] = []
        /// Holders with no object, for reuse.
        var spare: [UnsafeMutablePointer<clingo_holder>] = []
    }

    private struct Held {
        let holder: UnsafeMutablePointer<clingo_holder>
        let object: Object
    }

    init(_ initial: Object) {
        let holder = Self.makeHolder(for: initial)
        slot = .allocate(capacity: 1)
        slot.initialize(to: holder)
        holders = .allocate(capacity: 1)
        holders.initialize(to: Holders(published: Held(holder: holder, object: initial)))
    }

    deinit {
        let holders = self.holders.move()
        self.holders.deallocate()
        for held in [holders.published] + holders.retired { UnsafeMutableRawPointer(held.holder).deallocate() }
        for holder in holders.spare { UnsafeMutableRawPointer(holder).deallocate() }
        slot.deinitialize(count: 1)
        slot.deallocate()
    }

    private static func makeHolder(for object: Object) -> UnsafeMutablePointer<clingo_holder> {
        // On cache-line boundaries: each stripe of the reader count is alone on its line.
        let holder = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<clingo_holder>.size, alignment: 64)
            .bindMemory(to: clingo_holder.self, capacity: 1)
        holder.initialize(to: clingo_holder())
        clingo_holder_set_object(holder, Unmanaged.passUnretained(object).toOpaque())
        return holder
    }

    /// Publishes `object`; readers see it from now on. The objects taken out of the slot before
    /// whose readers have left are released.
    ///
    /// Writers call this one at a time: the owner serializes them (the localizer holds its
    /// switch lock). Readers need no lock.
    func store(_ object: Object) {
        let holder: UnsafeMutablePointer<clingo_holder>
        if let spare = holders.pointee.spare.popLast() {
            clingo_holder_set_object(spare, Unmanaged.passUnretained(object).toOpaque())
            holder = spare
        } else {
            holder = Self.makeHolder(for: object)
        }
        let previous = holders.pointee.published
        holders.pointee.published = Held(holder: holder, object: object)
        clingo_holder_publish(slot, holder)
        // Most stores find no reader left in the previous holder: it is reused at once, and
        // `previous` going out of scope releases its object.
        if clingo_holder_is_empty(previous.holder) {
            clingo_holder_set_object(previous.holder, nil)
            holders.pointee.spare.append(previous.holder)
        } else {
            holders.pointee.retired.append(previous)
        }
        if !holders.pointee.retired.isEmpty { sweepRetired() }
    }

    /// Releases the objects of the retired holders no reader is inside any more.
    private func sweepRetired() {
        var spare = holders.pointee.spare
        holders.pointee.retired.removeAll { held in
            guard clingo_holder_is_empty(held.holder) else { return false }
            clingo_holder_set_object(held.holder, nil)
            spare.append(held.holder)
            return true
        }
        holders.pointee.spare = spare
    }

    /// Runs `body` with the current object without retaining it: the hot path.
    @inlinable @inline(__always)
    func withCurrent<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        var count: UnsafeMutablePointer<Int>? = nil
        let holder = clingo_holder_enter(slot, &count)
        defer { clingo_holder_leave(count!) }
        return try Unmanaged<Object>.fromOpaque(clingo_holder_object(holder)!)._withUnsafeGuaranteedRef(body)
    }
}

/// An object filed under a number, read with loads only (no lock, no write): the generated
/// accessors' texts for one snapshot, filed under the snapshot's number.
///
/// It keeps nothing alive: whoever stores an object under a number keeps it alive as long as
/// what the number names (a snapshot owns the texts resolved for it), and a reader asks only
/// for the number of something it holds.
@usableFromInline
final class TaggedReference<Object: AnyObject & Sendable>: @unchecked Sendable {
    // @unchecked: `slot` is only accessed through CLingoAtomics' sequence-lock functions, its
    // writers one at a time under `writers`.
    @usableFromInline let slot: UnsafeMutablePointer<clingo_tagged>
    // An NSLock, not a `Protected(())`: ThreadSanitizer reads an access to a zero-sized value
    // as one to the lock beside it.
    private let writers = NSLock()

    init() {
        slot = .allocate(capacity: 1)
        slot.initialize(to: clingo_tagged())
    }

    deinit {
        slot.deinitialize(count: 1)
        slot.deallocate()
    }

    /// Files `object` under `tag` (not 0): readers of `tag` get it from now on. The caller keeps
    /// `object` alive as long as anyone may ask for `tag`.
    func store(_ object: Object, tag: UInt64) {
        writers.lock()
        defer { writers.unlock() }
        clingo_tagged_store(slot, tag, Unmanaged.passUnretained(object).toOpaque())
    }

    /// Runs `body` with the object filed under `tag`, without retaining it; `nil` when another
    /// number is filed.
    @inlinable @inline(__always)
    func withObject<Result>(tagged tag: UInt64, _ body: (Object) -> Result) -> Result? {
        guard let pointer = clingo_tagged_load(slot, tag) else { return nil }
        return Unmanaged<Object>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
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
