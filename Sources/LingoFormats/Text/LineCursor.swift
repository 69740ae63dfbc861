/// Turns byte offsets into 1-based line and column numbers, for offsets asked for mostly in
/// increasing order (as a parser reports them): each query scans forward from the previous one,
/// so all queries together cost one pass over the text.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`. Columns count Unicode scalars.
struct LineCursor {
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    /// The 1-based line and column of the byte at `target` in `bytes`.
    mutating func position(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let target = min(max(target, 0), bytes.count)
        if target < offset {
            // Rare: an earlier offset. Start again from the top.
            self = LineCursor()
        }
        var index = offset
        while index < target {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
            } else if byte == 0x0D, !(index + 1 < bytes.count && bytes[index + 1] == 0x0A) {
                // A lone \r ends a line; in \r\n the \n does.
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        offset = target
        var column = 1
        var scan = lineStart
        while scan < target {
            if bytes[scan] & 0xC0 != 0x80 { column += 1 }
            scan += 1
        }
        return (line, column)
    }
}
