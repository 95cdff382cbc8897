import Foundation
import NibKitLoader

/// How strongly a view keeps its size or a constraint holds, from 1 to 1000
/// (required), as UIKit's `UILayoutPriority`.
///
/// ```swift
/// label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251)  // as Interface Builder sets it
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The priority's value.
    public var rawValue: Float
    /// A priority of this value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of this value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// The priority's value, as a number.
    public var description: String { ObjectDescription.number(CGFloat(rawValue)) }

    /// 1000: must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a view's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority a fitting size is computed with.
    public static let fittingSizeLevel = UILayoutPriority(50)
}
