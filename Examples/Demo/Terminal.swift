// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Single-key input and in-place redraws on a terminal.
///
/// The screen is drawn on the terminal's alternate screen (as `less` and `vim` do), in place:
/// the cursor goes home, each line clears the rest of its row, the rest of the screen is cleared
/// — nothing is pushed into the scrollback. Escape sequences (arrow keys, function keys) are read
/// whole: ↑ and ↓ scroll the language list when it does not fit, the others are ignored, and
/// nothing is left for the shell when the demo quits.
enum Terminal {
    /// Whether standard input and output are a terminal.
    static var isInteractive: Bool {
        isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    }

    /// A key press.
    enum Key: Equatable {
        case character(UInt8)
        case up, down
        case escape
        case ignored
    }

    /// Shows the screen and switches language on each key press until `q`, Esc, Ctrl-C or Ctrl-D.
    static func run(screen: SettingsScreen, localizer: Localizer) {
        var original = termios()
        tcgetattr(STDIN_FILENO, &original)
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        write("\u{1B}[?1049h\u{1B}[?25l")  // alternate screen, cursor hidden
        defer {
            write("\u{1B}[?25h\u{1B}[?1049l")
            tcflush(STDIN_FILENO, TCIFLUSH)  // nothing typed meanwhile reaches the shell
            tcsetattr(STDIN_FILENO, TCSANOW, &original)
        }
        let display = Display(screen: screen)
        // Redraw whenever the language changes, whoever changed it. New strings from an update
        // (same language) leave the list where the user scrolled it.
        let observation = localizer.observe { change in
            display.draw(followInUse: change.reason != .contentUpdate)
        }
        defer { observation.cancel() }
        display.draw(followInUse: true)
        var size = windowSize()
        while true {
            guard waitForInput(milliseconds: 250) else {
                if windowSize() != size {
                    size = windowSize()
                    display.draw(followInUse: true)
                }
                continue
            }
            guard let key = readKey() else { return }
            if !handle(key, screen: screen, localizer: localizer, display: display) { return }
        }
    }

    /// Acts on a key; `false` to quit.
    private static func handle(_ key: Key, screen: SettingsScreen, localizer: Localizer, display: Display) -> Bool {
        switch key {
        case .escape, .character(UInt8(ascii: "q")), .character(UInt8(ascii: "Q")), .character(3), .character(4):
            localizer.flush()
            return false
        case .up:
            display.scroll(by: -1)
        case .down:
            display.scroll(by: 1)
        case .character(UInt8(ascii: "s")), .character(UInt8(ascii: "S")), .character(UInt8(ascii: "0")):
            let before = localizer.language
            localizer.followSystem()
            // The observer redraws when the language changes; the marker may move anyway.
            if localizer.language == before { display.draw(followInUse: true) }
        case .character(let byte) where (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte):
            let index = Int(byte - UInt8(ascii: "1"))
            let before = localizer.language
            if index < screen.languages.count {
                try? localizer.setLanguage(screen.languages[index])
            }
            if localizer.language == before { display.draw(followInUse: true) }
        default:
            break
        }
        return true
    }

    /// The next key, with escape sequences read whole; `nil` at the end of the input.
    static func readKey() -> Key? {
        guard let byte = readByte() else { return nil }
        guard byte == 27 else { return .character(byte) }
        // A lone Esc, or the start of a sequence whose bytes arrive together.
        guard waitForInput(milliseconds: 30), let next = readByte() else { return .escape }
        switch next {
        case UInt8(ascii: "["):
            // CSI: parameter and intermediate bytes, then one final byte in @...~.
            while waitForInput(milliseconds: 30), let byte = readByte() {
                guard (0x40...0x7E).contains(byte) else { continue }
                return byte == UInt8(ascii: "A") ? .up : byte == UInt8(ascii: "B") ? .down : .ignored
            }
            return .ignored
        case UInt8(ascii: "O"):
            // SS3: one more byte (arrows in application mode, F1-F4).
            guard waitForInput(milliseconds: 30), let byte = readByte() else { return .ignored }
            return byte == UInt8(ascii: "A") ? .up : byte == UInt8(ascii: "B") ? .down : .ignored
        default:
            return .ignored  // Alt+key
        }
    }

    private static func readByte() -> UInt8? {
        var byte: UInt8 = 0
        return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
    }

    /// Whether input is ready within `milliseconds`.
    private static func waitForInput(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }

    /// The terminal's size in cells; 80 × 24 when it cannot be told.
    static func windowSize() -> (width: Int, height: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

/// What is on the screen: the scroll position of the language list, drawn under a lock (the
/// observer may draw from another thread).
final class Display: @unchecked Sendable {
    // @unchecked: `scrollOffset` is only accessed while holding `lock`.
    private let lock = NSLock()
    private let screen: SettingsScreen
    private var scrollOffset = 0

    init(screen: SettingsScreen) {
        self.screen = screen
    }

    /// Draws the screen in place; `followInUse` scrolls the list to the language in use.
    func draw(followInUse: Bool) {
        lock.lock()
        defer { lock.unlock() }
        let size = Terminal.windowSize()
        let layout = ScreenLayout(width: size.width, height: size.height)
        let parts = screen.parts()
        let lines = layout.lines(of: parts, scroll: &scrollOffset, followInUse: followInUse)
        // Home, each line clearing the rest of its row, then clear below: no scrollback.
        Terminal.write("\u{1B}[H" + lines.joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K\u{1B}[J")
    }

    /// Scrolls the language list by `rows` and redraws.
    func scroll(by rows: Int) {
        lock.lock()
        scrollOffset += rows
        lock.unlock()
        draw(followInUse: false)
    }
}
