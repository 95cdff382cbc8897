import Foundation
import NibKitCore

/// The header of a PNG image: its pixel size, bit depth and color type,
/// read from the `IHDR` chunk without decoding the image.
///
/// Reading checks the PNG signature and that the header chunk comes first,
/// and throws a `ReadError` for anything else; it never traps, whatever the
/// bytes. Apple's optimized PNGs, which Xcode writes into built bundles with
/// a `CgBI` chunk before the header, are read too. Chunk checksums are not
/// verified: only the header is read, and decoding the image is not this
/// type's business.
///
/// ```swift
/// let header = try PNGHeader(contentsOf: bundleURL.appendingPathComponent("Default@2x.png"))
/// print(header.size)  // 640x960
/// ```
public struct PNGHeader: Hashable, Sendable {
    /// Why bytes are not a readable PNG header.
    public enum ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The data ends after `byteCount` bytes, before the header chunk does.
        case truncated(byteCount: Int)
        /// The data does not start with the PNG signature.
        case notPNG
        /// The first chunk is `found`, not `IHDR`.
        case missingHeaderChunk(found: String)
        /// The header chunk's length is `length`, not 13.
        case invalidHeaderLength(Int)
        /// A dimension is 0 or larger than 2³¹ − 1, which PNG forbids.
        case invalidDimensions(width: UInt32, height: UInt32)

        /// The error as a lower-case sentence.
        public var description: String {
            switch self {
            case .truncated(let count):
                "the data ends after \(count) bytes, before the end of the PNG header"
            case .notPNG:
                "the data is not a PNG image (no PNG signature)"
            case .missingHeaderChunk(let found):
                "the first PNG chunk is '\(found)', not the header chunk 'IHDR'"
            case .invalidHeaderLength(let length):
                "the PNG header chunk is \(length) bytes long, not 13"
            case .invalidDimensions(let width, let height):
                "the PNG header gives an invalid size, \(width)x\(height)"
            }
        }
    }

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bits per sample or per palette index: 1, 2, 4, 8 or 16.
    public let bitDepth: Int
    /// The PNG color type: 0 gray, 2 RGB, 3 palette, 4 gray and alpha, 6 RGBA.
    public let colorType: Int
    /// Whether the image is an Apple-optimized PNG, with a `CgBI` chunk.
    public let isAppleOptimized: Bool

    /// The width and height.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The most bytes a header can need: the signature, a 4-byte `CgBI`
    /// chunk, and the header chunk with its checksum.
    package static let maximumHeaderLength = 8 + 16 + 25

    /// Reads the header from the start of a PNG file's bytes.
    ///
    /// Only the first bytes are read, so the whole file need not be given.
    public init(bytes: some Sequence<UInt8>) throws(ReadError) {
        let bytes = Array(bytes.prefix(Self.maximumHeaderLength))
        guard bytes.count >= Self.signature.count else {
            throw Self.signature.starts(with: bytes) ? .truncated(byteCount: bytes.count) : .notPNG
        }
        guard bytes.starts(with: Self.signature) else { throw .notPNG }

        var offset = Self.signature.count
        var chunk = try Self.chunkStart(in: bytes, at: offset)
        var isAppleOptimized = false
        if chunk.type == "CgBI" {
            isAppleOptimized = true
            offset += 12 + Int(chunk.length)
            chunk = try Self.chunkStart(in: bytes, at: offset)
        }
        guard chunk.type == "IHDR" else { throw .missingHeaderChunk(found: chunk.type) }
        guard chunk.length == 13 else { throw .invalidHeaderLength(Int(chunk.length)) }
        let data = offset + 8
        // The chunk ends with its checksum, which is not verified but must be there.
        guard bytes.count >= data + 13 + 4 else { throw .truncated(byteCount: bytes.count) }

        let width = Self.uint32(bytes, at: data)
        let height = Self.uint32(bytes, at: data + 4)
        guard (1...UInt32(Int32.max)).contains(width), (1...UInt32(Int32.max)).contains(height) else {
            throw .invalidDimensions(width: width, height: height)
        }
        self.width = Int(width)
        self.height = Int(height)
        self.bitDepth = Int(bytes[data + 8])
        self.colorType = Int(bytes[data + 9])
        self.isAppleOptimized = isAppleOptimized
    }

    /// Reads the header of the PNG file at `url`, reading only its first bytes.
    ///
    /// - Throws: An error saying why when the file cannot be read (a FIFO or
    ///   a device is refused at once, without blocking), or a `ReadError`
    ///   when it is not a readable PNG.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try ContainedFolder.readRegularFile(atPath: url.path, upTo: Self.maximumHeaderLength)
        } catch {
            throw ContainedFolder.Refusal(path: url.relativePath, noun: "folder", reason: error, file: url.relativePath)
        }
        try self.init(bytes: data)
    }

    /// The length and type of the chunk starting at `offset`.
    private static func chunkStart(in bytes: [UInt8], at offset: Int) throws(ReadError) -> (
        length: UInt32, type: String
    ) {
        guard bytes.count >= offset + 8 else { throw .truncated(byteCount: bytes.count) }
        let type = bytes[(offset + 4)..<(offset + 8)].map { byte in
            (0x20...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16)
        }.joined()
        return (uint32(bytes, at: offset), type)
    }

    /// The big-endian 32-bit number at `offset`.
    private static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
