/// Tests of an attribute value's or a text's UTF-8 bytes that every parser
/// makes for every element (is it blank, is it this word), without making a
/// `String`: with the tree that holds the bytes.
package enum XMLText {
    /// Whether the text is only XML white space (space, tab, carriage return, line feed).
    @inline(__always) package static func isBlank(_ bytes: UnsafeRawBufferPointer) -> Bool {
        // Indentation is a line break and spaces: spaces eight at a time.
        var index = 0
        while index < bytes.count {
            if index + 8 <= bytes.count,
                bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0x2020_2020_2020_2020
            {
                index += 8
                continue
            }
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A else { return false }
            index += 1
        }
        return true
    }

    /// Whether the text is exactly `text`.
    @inline(__always) package static func equals(_ bytes: UnsafeRawBufferPointer, _ text: StaticString) -> Bool {
        bytes.count == text.utf8CodeUnitCount
            && bytes.elementsEqual(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
