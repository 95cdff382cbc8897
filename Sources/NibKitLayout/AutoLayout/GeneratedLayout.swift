import NibKitLoader

/// A view that positions its subviews with constraints it makes itself, as
/// `UIStackView` and `NSStackView` do.
///
/// The layout engine asks every view in the tree it lays out for these, each
/// time it lays out, and solves them with the document's own constraints. A
/// toolkit's container that arranges its children by rule (a stack, a grid)
/// conforms, and its rule lives in one place: the constraints it returns.
///
/// ```swift
/// extension UIStackView: GeneratedLayoutProviding {
///     public func generatedLayout() -> GeneratedLayout { ... }
/// }
/// ```
public protocol GeneratedLayoutProviding: AnyObject {
    /// The constraints and guides the view adds between itself and its
    /// subviews for its current state (its arranged subviews, hidden ones,
    /// axis, distribution, alignment, spacing).
    func generatedLayout() -> GeneratedLayout
}

/// The constraints and layout guides a ``GeneratedLayoutProviding`` view makes.
public struct GeneratedLayout {
    /// Constraints between the view, its subviews and ``guides``, solved with
    /// the document's own.
    public var constraints: [LayoutConstraint]
    /// Guides the constraints use as spacers between subviews, laid out like
    /// views but never drawn.
    public var guides: [LayoutGuide]

    /// Creates a generated layout.
    public init(constraints: [LayoutConstraint] = [], guides: [LayoutGuide] = []) {
        self.constraints = constraints
        self.guides = guides
    }
}
