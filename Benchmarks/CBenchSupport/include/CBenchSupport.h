// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// Heap statistics for lingo-bench's memory figures.
#ifndef CBENCH_SUPPORT_H
#define CBENCH_SUPPORT_H

/// Bytes currently allocated by malloc, or -1 where the platform does not say.
long cbench_allocated_bytes(void);

/// Asks malloc to give freed memory back to the system (glibc's malloc_trim); 0 elsewhere.
int cbench_trim_heap(void);

#endif
