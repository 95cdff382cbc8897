import NibKitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns byte offsets into lines and columns, counting lines only as far as
/// a location is asked for.
///
/// Parsers ask for locations roughly in file order, so counting moves forward
/// from the last place asked, hopping from newline to newline with `memchr`.
/// A place before it restarts from the nearest checkpoint, one kept every
/// 4 KiB of counted text (inside a long line too), so no request recounts
/// more than that.
package struct SourceLines {
    private let path: String
    private let source: UnsafeRawBufferPointer
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var checkpoints: [(offset: Int, line: Int, lineStart: Int)] = [(0, 1, 0)]
    private static let checkpointDistance = 1 << 12

    /// Lines of `tree`'s bytes, alive as long as the tree is.
    package init(_ tree: XMLTree) {
        self.init(path: tree.path, source: tree.source)
    }

    init(path: String, source: UnsafeRawBufferPointer) {
        self.path = path
        self.source = source
    }

    /// Where `element`'s start tag begins.
    package mutating func location(of element: XMLTree.Element, in tree: XMLTree) -> SourceLocation {
        let (offset, fixed) = tree.startTag(of: element)
        guard let offset else { return SourceLocation(file: path, line: fixed.line, column: fixed.column) }
        return location(ofOffset: offset)
    }

    /// The 1-based line and column (in bytes) of the byte at `target`.
    mutating func location(ofOffset target: Int) -> SourceLocation {
        let target = min(max(target, 0), source.count)
        if target < offset {
            // The last checkpoint at or before the target.
            var low = 0
            var high = checkpoints.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if checkpoints[middle].offset <= target { low = middle } else { high = middle - 1 }
            }
            (offset, line, lineStart) = checkpoints[low]
        }
        if let base = source.baseAddress {
            // At most a checkpoint's distance at a time, so that a checkpoint
            // is kept every 4 KiB even inside one long line: a file written
            // on one line is asked for places behind the last one too.
            while offset < target {
                let end = min(target, offset + Self.checkpointDistance)
                if let newline = memchr(base + offset, Int32(UInt8(ascii: "\n")), end - offset) {
                    offset = base.distance(to: UnsafeRawPointer(newline)) + 1
                    line += 1
                    lineStart = offset
                } else {
                    offset = end
                }
                if offset >= checkpoints[checkpoints.count - 1].offset + Self.checkpointDistance {
                    checkpoints.append((offset, line, lineStart))
                }
            }
        }
        offset = target
        return SourceLocation(file: path, line: line, column: target - lineStart + 1)
    }
}
