// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// The class of device whose variants a localizer uses (`.stringsdict`
/// `NSStringDeviceSpecificRuleType`, String Catalog "Vary by Device").
public typealias DeviceClass = StringCatalog.DeviceClass

extension StringCatalog.DeviceClass {
    /// The platform Lingo runs on: `mac`, `iphone` (also on iPad: pass `.iPad` there),
    /// `appletv`, `applewatch`, `applevision`, or `other` (Linux and the rest).
    public static var current: DeviceClass {
        PlatformDefaults.device
    }

    /// Which variant to use among `available`: this device's, else `other`, else the nearest
    /// kin (iPod and iPad take iPhone's and the other way round), else the first one listed.
    func choose(among available: [DeviceClass]) -> DeviceClass? {
        if available.contains(self) { return self }
        if available.contains(.other) { return .other }
        let kin: [DeviceClass] =
            switch self {
            case .iPod, .iPad: [.iPhone, .iPad, .iPod]
            case .iPhone: [.iPod, .iPad]
            case .appleVision: [.iPad, .iPhone]
            default: []
            }
        return kin.first(where: available.contains) ?? available.first
    }
}
