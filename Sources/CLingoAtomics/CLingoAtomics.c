// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// The atomics are static inline in include/CLingoAtomics.h; what must see the compiler flags lives here.

#include <stdlib.h>
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
