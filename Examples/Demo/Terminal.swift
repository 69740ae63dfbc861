import Foundation
import Lingo
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Single-key input and full-screen redraws on a terminal.
enum Terminal {
    /// Whether standard input and output are a terminal.
    static var isInteractive: Bool {
        isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    }

    /// Shows the screen and switches language on each key press until `q`.
    static func run(screen: SettingsScreen, localizer: Localizer) {
        var original = termios()
        tcgetattr(STDIN_FILENO, &original)
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer {
            tcsetattr(STDIN_FILENO, TCSANOW, &original)
            print("")
        }
        // Redraw whenever the language changes, whoever changed it.
        let observation = localizer.observe { _ in draw(screen) }
        defer { observation.cancel() }
        draw(screen)
        while true {
            var byte: UInt8 = 0
            guard read(STDIN_FILENO, &byte, 1) == 1 else { return }
            switch byte {
            case UInt8(ascii: "q"), UInt8(ascii: "Q"), 27, 4:  // q, Esc, Ctrl-D
                localizer.flush()
                return
            case UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "0"):
                let before = localizer.language
                localizer.followSystem()
                // The observer redraws when the language changes; the marker may move anyway.
                if localizer.language == before { draw(screen) }
            case UInt8(ascii: "1")...UInt8(ascii: "9"):
                let index = Int(byte - UInt8(ascii: "1"))
                let before = localizer.language
                if index < screen.languages.count {
                    try? localizer.setLanguage(screen.languages[index])
                }
                if localizer.language == before { draw(screen) }
            default:
                continue
            }
        }
    }

    private static func draw(_ screen: SettingsScreen) {
        // Clear the screen, home the cursor, draw.
        let text = "\u{1B}[2J\u{1B}[H" + screen.render() + "\n\n" + screen.localizer.string("hint.keys")
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
