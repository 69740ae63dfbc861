// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

// The system's libcrypto (OpenSSL 3): Ed25519 signing for the update fuzz targets.
#include <openssl/evp.h>
