// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// Atomic loads, stores and compare-exchanges of one word, for Lingo's lock-free snapshot reads
// and tables; and a way to give freed heap pages back to the system.
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

/// Gives the pages of freed heap memory back to the system where the allocator keeps them
/// (glibc); does nothing elsewhere, and nothing under ThreadSanitizer (whose allocator glibc's
/// `malloc_trim` does not know: it crashes there). Lingo calls it after reading a language's
/// files, whose parsing garbage would otherwise stay resident. Defined in CLingoAtomics.c, which
/// clang compiles with the sanitizer flags (an inline function here would not see them).
void clingo_release_free_memory(void);

#endif
