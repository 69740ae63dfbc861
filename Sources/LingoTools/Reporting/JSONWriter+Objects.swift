// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities

extension JSONWriter {
    /// Writes an array with one object per record: the `json` report's findings, a baseline's
    /// findings, `lingo stats`' languages.
    ///
    /// - Parameters:
    ///   - records: What the objects describe, in order.
    ///   - writeMembers: Writes the members of one record's object.
    mutating func writeObjects<Records: Sequence>(
        _ records: Records, _ writeMembers: (inout JSONWriter, Records.Element) -> Void
    ) {
        beginArray()
        for record in records {
            element()
            beginObject()
            writeMembers(&self, record)
            endObject()
        }
        endArray()
    }
}
