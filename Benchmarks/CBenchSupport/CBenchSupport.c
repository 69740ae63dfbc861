// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

#include "CBenchSupport.h"
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
long cbench_allocated_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return (long)info.uordblks;
}
int cbench_trim_heap(void) { return malloc_trim(0); }
#elif defined(__APPLE__)
#include <malloc/malloc.h>
long cbench_allocated_bytes(void) {
    malloc_statistics_t stats;
    malloc_zone_statistics(NULL, &stats);
    return (long)stats.size_in_use;
}
int cbench_trim_heap(void) { return 0; }
#else
long cbench_allocated_bytes(void) { return -1; }
int cbench_trim_heap(void) { return 0; }
#endif
