/// The width and height of an image in pixels.
///
/// ```swift
/// let size = PixelSize(width: 640, height: 960)
/// print(size)          // 640x960
/// print(size.rotated)  // 960x640
/// ```
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The same size turned a quarter turn: width and height swapped.
    public var rotated: PixelSize { PixelSize(width: height, height: width) }

    /// Whether the image is wider than it is tall.
    public var isLandscape: Bool { width > height }

    /// The `WIDTHxHEIGHT` form the seeds use, such as `640x960`.
    public var description: String { "\(width)x\(height)" }
}
