// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// The atomics are static inline in include/CLingoAtomics.h; what must see the compiler flags lives here,
// and the key-hash seed, chosen once.

#include "CLingoAtomics.h"

#include <stdlib.h>
#include <string.h>
#if !defined(__APPLE__)
#include <time.h>
#include <unistd.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define CLINGO_THREAD_SANITIZER 1
#endif
#endif
#if defined(__SANITIZE_THREAD__)
#define CLINGO_THREAD_SANITIZER 1
#endif

void clingo_release_free_memory(void) {
#if defined(__GLIBC__) && !defined(CLINGO_THREAD_SANITIZER)
    malloc_trim(0);
#endif
}

uint64_t clingo_key_hash_seed_value = 0;

/// Chooses the key-hash seed when the image is loaded, before any code of it can hash a key.
__attribute__((constructor)) static void clingo_choose_key_hash_seed(void) {
    const char *deterministic = getenv("SWIFT_DETERMINISTIC_HASHING");
    if (deterministic != NULL && deterministic[0] != '\0' && strcmp(deterministic, "0") != 0) {
        return;
    }
    uint64_t seed = 0;
#if defined(__APPLE__)
    arc4random_buf(&seed, sizeof seed);
#else
    if (getentropy(&seed, sizeof seed) != 0) {
        // No entropy source (a very old kernel): the time and the stack's address still differ
        // from run to run and are unknown to whoever wrote a file.
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        seed = ((uint64_t)now.tv_nsec ^ (uint64_t)now.tv_sec << 30) * 0x9E3779B97F4A7C15ull
            ^ (uint64_t)(uintptr_t)&now ^ (uint64_t)getpid();
    }
#endif
    clingo_key_hash_seed_value = seed;
}
