// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoUtilities

extension PropertyListNode {
    /// Converts what `PropertyListSerialization` returns. Dictionary keys are sorted, since
    /// Foundation does not keep their order. Returns `nil` for values of other types.
    package init?(foundationValue value: Any) {
        switch value {
        case let text as String:
            self.init(.string(text))
        case let dictionary as [String: Any]:
            var members = [Member]()
            for key in Sorting.sorted(Array(dictionary.keys)) {
                guard let item = dictionary[key], let node = PropertyListNode(foundationValue: item) else { return nil }
                members.append(Member(key: key, value: node))
            }
            self.init(.dictionary(members))
        case let array as [Any]:
            var elements = [PropertyListNode]()
            for item in array {
                guard let node = PropertyListNode(foundationValue: item) else { return nil }
                elements.append(node)
            }
            self.init(.array(elements))
        case let flag as Bool:
            self.init(.boolean(flag))
        case let number as Int:
            self.init(.integer(String(number)))
        case let number as Double:
            self.init(.real(String(number)))
        case let data as Data:
            self.init(.data(data.base64EncodedString()))
        case let date as Date:
            self.init(.date(ISO8601DateFormatter().string(from: date)))
        default:
            return nil
        }
    }
}
