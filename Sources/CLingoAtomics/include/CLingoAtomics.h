// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// Atomic loads, stores and compare-exchanges of one word, for Lingo's lock-free snapshot reads
// and tables; a way to give freed heap pages back to the system; and the process's key-hash
// seed.
//
// Swift's Synchronization.Atomic needs macOS 15 / iOS 18; these compiler builtins work with
// every deployment target and are understood by ThreadSanitizer.
#ifndef CLINGO_ATOMICS_H
#define CLINGO_ATOMICS_H

#include <stdint.h>

static inline const void *_Nullable clingo_atomic_load_acquire(const void *_Nullable const *_Nonnull slot) {
    return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}

static inline void clingo_atomic_store_release(const void *_Nullable *_Nonnull slot, const void *_Nullable value) {
    __atomic_store_n(slot, value, __ATOMIC_RELEASE);
}

static inline long clingo_atomic_load_long(const long *_Nonnull slot) {
    return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}

static inline void clingo_atomic_store_long(long *_Nonnull slot, long value) {
    __atomic_store_n(slot, value, __ATOMIC_RELEASE);
}

static inline long clingo_atomic_add_long(long *_Nonnull slot, long delta) {
    return __atomic_add_fetch(slot, delta, __ATOMIC_ACQ_REL);
}

/// Loads a 64-bit word with acquire ordering (64 bits on every platform: `long` is 32 bits on
/// arm64_32 watchOS).
static inline int64_t clingo_atomic_load_int64(const int64_t *_Nonnull slot) {
    return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}

/// Stores a 64-bit word with release ordering.
static inline void clingo_atomic_store_int64(int64_t *_Nonnull slot, int64_t value) {
    __atomic_store_n(slot, value, __ATOMIC_RELEASE);
}

/// Stores `desired` if the 64-bit slot holds `expected`; returns whether it did (acquire-release).
static inline _Bool clingo_atomic_compare_exchange_int64(int64_t *_Nonnull slot, int64_t expected, int64_t desired) {
    return __atomic_compare_exchange_n(slot, &expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

/// The reader counts of a holder: as many stripes as it takes for threads that read at once to
/// count on cache lines of their own (a thread picks its stripe from its stack's address).
#define CLINGO_HOLDER_STRIPES 16

/// One reader count, alone on its cache line.
typedef struct clingo_stripe {
    long readers;
    long padding[7];
} clingo_stripe;

/// One published object of an `AtomicReference` and the readers inside it. A reader enters the
/// holder its slot points to (``clingo_holder_enter``), uses `object`, and leaves; a writer
/// that took the holder out of the slot clears `object` only once it counts no reader inside
/// (``clingo_holder_is_empty``): a reader that entered after that finds the holder no longer in
/// the slot and never reads `object`. Holders are reused, never freed while their reference
/// lives. (Allocated on a cache-line boundary by the Swift side: Swift does not import
/// over-aligned records.)
typedef struct clingo_holder {
    clingo_stripe stripes[CLINGO_HOLDER_STRIPES];
    const void *_Nullable object;
} clingo_holder;

/// The stripe of the calling thread: threads have stacks of their own, far apart.
static inline long *_Nonnull clingo_holder_stripe(clingo_holder *_Nonnull holder) {
    unsigned long long stack = (unsigned long long)(__UINTPTR_TYPE__)__builtin_frame_address(0);
    unsigned index = (unsigned)(((stack >> 16) * 0x9E3779B97F4A7C15ull) >> 60) % CLINGO_HOLDER_STRIPES;
    return &holder->stripes[index].readers;
}

/// Enters the holder `slot` points to and returns it: the reader count stored in `count` was
/// raised while the holder was still in the slot (sequentially consistent, against
/// ``clingo_holder_publish`` and ``clingo_holder_is_empty``). Leave with
/// ``clingo_holder_leave`` and that count.
static inline clingo_holder *_Nonnull clingo_holder_enter(
    clingo_holder *_Nonnull *_Nonnull slot, long *_Nullable *_Nonnull count) {
    for (;;) {
        clingo_holder *holder = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
        long *readers = clingo_holder_stripe(holder);
        __atomic_fetch_add(readers, 1, __ATOMIC_SEQ_CST);
        if (__atomic_load_n(slot, __ATOMIC_SEQ_CST) == holder) {
            *count = readers;
            return holder;
        }
        __atomic_fetch_sub(readers, 1, __ATOMIC_RELEASE);
    }
}

/// Leaves a holder entered with ``clingo_holder_enter``.
static inline void clingo_holder_leave(long *_Nonnull count) {
    __atomic_fetch_sub(count, 1, __ATOMIC_RELEASE);
}

/// The object of a holder (read by a reader inside it, or by the writer).
static inline const void *_Nullable clingo_holder_object(const clingo_holder *_Nonnull holder) {
    return __atomic_load_n(&holder->object, __ATOMIC_RELAXED);
}

/// Sets the object of a holder that is not in its slot and has no reader inside.
static inline void clingo_holder_set_object(clingo_holder *_Nonnull holder, const void *_Nullable object) {
    __atomic_store_n(&holder->object, object, __ATOMIC_RELAXED);
}

/// Puts `holder` in `slot`: readers enter it from now on.
static inline void clingo_holder_publish(clingo_holder *_Nonnull *_Nonnull slot, clingo_holder *_Nonnull holder) {
    __atomic_store_n(slot, holder, __ATOMIC_SEQ_CST);
}

/// Whether no reader is inside a holder taken out of its slot.
static inline _Bool clingo_holder_is_empty(const clingo_holder *_Nonnull holder) {
    for (int index = 0; index < CLINGO_HOLDER_STRIPES; index++) {
        if (__atomic_load_n(&holder->stripes[index].readers, __ATOMIC_SEQ_CST) != 0) return 0;
    }
    return 1;
}

/// A pointer filed under a number (a sequence lock): readers ask for the pointer filed under
/// their number and get it, or nothing, with loads only; writers, one at a time, file another.
/// Who reads the pointer keeps its object alive by other means (the object of a number lives
/// as long as what the number names, which the reader holds).
typedef struct clingo_tagged {
    unsigned long long sequence;
    unsigned long long tag;
    const void *_Nullable pointer;
} clingo_tagged;

/// The pointer filed under `tag`, or NULL when another number (or none) is filed, or a writer
/// is filing one.
static inline const void *_Nullable clingo_tagged_load(const clingo_tagged *_Nonnull slot, unsigned long long tag) {
    unsigned long long before = __atomic_load_n(&slot->sequence, __ATOMIC_ACQUIRE);
    unsigned long long found = __atomic_load_n(&slot->tag, __ATOMIC_RELAXED);
    const void *pointer = __atomic_load_n(&slot->pointer, __ATOMIC_ACQUIRE);
    __atomic_thread_fence(__ATOMIC_ACQUIRE);
    unsigned long long after = __atomic_load_n(&slot->sequence, __ATOMIC_RELAXED);
    return (before == after && (before & 1) == 0 && found == tag) ? pointer : (const void *)0;
}

/// Files `pointer` under `tag`; writers must not call this at the same time.
static inline void clingo_tagged_store(clingo_tagged *_Nonnull slot, unsigned long long tag, const void *_Nullable pointer) {
    unsigned long long sequence = __atomic_load_n(&slot->sequence, __ATOMIC_RELAXED);
    __atomic_store_n(&slot->sequence, sequence + 1, __ATOMIC_RELAXED);
    __atomic_thread_fence(__ATOMIC_RELEASE);
    __atomic_store_n(&slot->tag, tag, __ATOMIC_RELAXED);
    __atomic_store_n(&slot->pointer, pointer, __ATOMIC_RELEASE);
    __atomic_store_n(&slot->sequence, sequence + 2, __ATOMIC_RELEASE);
}

/// The seed of the process's key hashes (`KeyHash`), chosen at random before `main` runs, so
/// that whoever writes a file cannot choose keys whose hashes collide (every probe of a table
/// would then walk past the others, and reading the file would take quadratic time). 0 when
/// the environment sets `SWIFT_DETERMINISTIC_HASHING`, as Swift's own hashing does: the same
/// hashes in every run. Written once, before any other code of the process runs.
extern uint64_t clingo_key_hash_seed_value;

/// The process's key-hash seed (see `clingo_key_hash_seed_value`).
static inline uint64_t clingo_key_hash_seed(void) {
    return clingo_key_hash_seed_value;
}

/// Gives the pages of freed heap memory back to the system where the allocator keeps them
/// (glibc); does nothing elsewhere, and nothing under ThreadSanitizer (whose allocator glibc's
/// `malloc_trim` does not know: it crashes there). Lingo calls it after reading a language's
/// files, whose parsing garbage would otherwise stay resident. Defined in CLingoAtomics.c, which
/// clang compiles with the sanitizer flags (an inline function here would not see them).
void clingo_release_free_memory(void);

#endif
