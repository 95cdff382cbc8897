import Foundation
import NibKitCore
import NibKitLoader
import NibKitModels

extension LayoutSystem {
    // MARK: Coordinates

    /// Whether a view's subviews measure `y` downwards from its top: every
    /// UIKit view, and the AppKit views that are flipped.
    static func isFlipped(_ view: View) -> Bool {
        guard view is NSView else { return true }
        switch view {
        case is NSTableView, is NSTextView, is NSStackView, is NSCollectionView, is NSMatrix: return true
        case let clip as NSClipView: return clip.subviews.first.map(isFlipped) ?? false
        default: return false
        }
    }

    /// A stored frame in its superview's coordinates with `y` downwards.
    func topDownFrame(of view: View) -> CGRect {
        var frame = snapshot.frame(of: view)
        if let superview = view.superview, view !== root, !Self.isFlipped(superview) {
            frame.origin.y = snapshot.frame(of: superview).height - frame.minY - frame.height
        }
        return frame
    }

    /// Every stored frame in the root's coordinates, y downwards.
    mutating func computeAbsoluteStored() {
        for view in snapshot.views {
            if view === root {
                absoluteStored[ObjectIdentifier(view)] = CGRect(origin: .zero, size: snapshot.frame(of: view).size)
                continue
            }
            let local = topDownFrame(of: view)
            let outer = view.superview.flatMap { absoluteStored[ObjectIdentifier($0)] } ?? .zero
            absoluteStored[ObjectIdentifier(view)] = local.offsetBy(dx: outer.minX, dy: outer.minY)
        }
    }

    // MARK: Autoresizing

    /// Holds a view that translates its autoresizing mask by its stored
    /// frame, each flexible part along an axis taking a share of the change
    /// in its superview's size: in proportion to its length in UIKit, evenly
    /// in AppKit, as each documents its autoresizing.
    mutating func addAutoresizingConstraints(of view: View) {
        guard let superview = view.superview, let item = items[ObjectIdentifier(view)],
            let outer = items[ObjectIdentifier(superview)]
        else { return }
        let frame = topDownFrame(of: view)
        let outerSize = snapshot.frame(of: superview).size
        let mask = Self.autoresizing(of: view, flippedSuperview: Self.isFlipped(superview))
        let proportional = view is UIView
        let name = "\(name(of: view)).autoresizing"
        func axis(
            _ origin: CGFloat, _ length: CGFloat, _ outerLength: CGFloat, flexible: (Bool, Bool, Bool),
            position: SolverVariable, size: SolverVariable, outerPosition: SolverVariable, outerSize: SolverVariable,
            label: String
        ) {
            let parts = [origin, length, outerLength - origin - length]
            let flags = [flexible.0, flexible.1, flexible.2]
            var shares = [0.0, 0.0, 0.0]
            let flexibleCount = flags.filter { $0 }.count
            if flexibleCount > 0 {
                let total = zip(parts, flags).filter(\.1).map { Double(max($0.0, 0)) }.reduce(0, +)
                for index in 0..<3 where flags[index] {
                    shares[index] =
                        proportional && total > 0 ? Double(max(parts[index], 0)) / total : 1 / Double(flexibleCount)
                }
            }
            let start = Double(origin) - shares[0] * Double(outerLength)
            addGenerated(
                "\(name).\(label)", position - outerPosition - shares[0] * outerSize - start, .equal,
                strength: .required)
            let extent = Double(length) - shares[1] * Double(outerLength)
            addGenerated(
                "\(name).\(label == "x" ? "width" : "height")", size - shares[1] * outerSize - extent, .equal,
                strength: .required)
        }
        axis(
            frame.minX, frame.width, outerSize.width, flexible: mask.horizontal, position: item.minX,
            size: item.width, outerPosition: outer.minX, outerSize: outer.width, label: "x")
        axis(
            frame.minY, frame.height, outerSize.height, flexible: mask.vertical, position: item.minY,
            size: item.height, outerPosition: outer.minY, outerSize: outer.height, label: "y")
    }

    /// The flexible parts of a view's mask along each axis, leading margin
    /// (left, top) first, in the top-down coordinates of the engine.
    static func autoresizing(of view: View, flippedSuperview: Bool)
        -> (horizontal: (Bool, Bool, Bool), vertical: (Bool, Bool, Bool))
    {
        if let view = view as? UIView {
            let mask = view.autoresizingMask
            return (
                (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                ),
                (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                )
            )
        }
        if let view = view as? NSView {
            let mask = view.autoresizingMask
            let low = mask.contains(.minYMargin)
            let high = mask.contains(.maxYMargin)
            return (
                (mask.contains(.minXMargin), mask.contains(.width), mask.contains(.maxXMargin)),
                flippedSuperview ? (low, mask.contains(.height), high) : (high, mask.contains(.height), low)
            )
        }
        return ((false, false, false), (false, false, false))
    }

    // MARK: Intrinsic content size

    /// A view's intrinsic content size, when it has one on some axis.
    static func intrinsicContentSize(of view: View) -> CGSize? {
        let size: CGSize
        switch view {
        case let view as UIView: size = view.intrinsicContentSize
        case let view as NSView: size = view.intrinsicContentSize
        default: return nil
        }
        return size.width >= 0 || size.height >= 0 ? size : nil
    }

    /// Content hugging (`length <= intrinsic`) and compression resistance
    /// (`length >= intrinsic`) along each axis the view has an intrinsic
    /// length on, at the view's priorities.
    mutating func addIntrinsicSizeConstraints(of view: View) {
        guard let size = snapshot.intrinsicSizes[ObjectIdentifier(view)], let item = items[ObjectIdentifier(view)]
        else { return }
        let priorities = Self.priorities(of: view)
        let name = name(of: view)
        if size.width >= 0 {
            addGenerated(
                "\(name).hugging.width", item.width - Double(size.width), .lessThanOrEqual,
                strength: Self.strength(priorities.hugging.horizontal))
            addGenerated(
                "\(name).compression.width", item.width - Double(size.width), .greaterThanOrEqual,
                strength: Self.strength(priorities.compression.horizontal))
        }
        if size.height >= 0 {
            addGenerated(
                "\(name).hugging.height", item.height - Double(size.height), .lessThanOrEqual,
                strength: Self.strength(priorities.hugging.vertical))
            addGenerated(
                "\(name).compression.height", item.height - Double(size.height), .greaterThanOrEqual,
                strength: Self.strength(priorities.compression.vertical))
        }
    }

    /// A priority as a strength: 1000 and above required, at least 1.
    static func strength(_ priority: Float) -> ConstraintStrength {
        let value = Double(priority)
        return value >= 1000 ? .required : ConstraintStrength(priority: max(value, 1))
    }

    /// A view's content hugging and compression resistance priorities.
    static func priorities(of view: View) -> (
        hugging: (horizontal: Float, vertical: Float), compression: (horizontal: Float, vertical: Float)
    ) {
        if let view = view as? UIView {
            return (
                (
                    view.contentHuggingPriority(for: .horizontal).rawValue,
                    view.contentHuggingPriority(for: .vertical).rawValue
                ),
                (
                    view.contentCompressionResistancePriority(for: .horizontal).rawValue,
                    view.contentCompressionResistancePriority(for: .vertical).rawValue
                )
            )
        }
        if let view = view as? NSView {
            return (
                (view.horizontalHuggingPriority, view.verticalHuggingPriority),
                (view.horizontalCompressionResistancePriority, view.verticalCompressionResistancePriority)
            )
        }
        return ((250, 250), (750, 750))
    }

    // MARK: Safe area

    /// Whether the root is a view controller's root view.
    var isViewControllerRoot: Bool { options.isViewControllerRoot ?? (root.viewController != nil) }

    /// The root's safe area when the options give none: a view controller's
    /// root view at an iPhone's or iPad's screen size is inset by that
    /// device's status bar and home indicator; any other root by nothing.
    func derivedRootSafeArea() -> EdgeInsets {
        let none = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        guard root is UIView, isViewControllerRoot else { return none }
        let size = options.size ?? snapshot.frame(of: root).size
        return Self.deviceSafeArea(width: size.width, height: size.height) ?? none
    }

    /// The safe area insets UIKit gives a full-screen view on the device of
    /// this screen size, portrait or landscape (``SimulatedDevice``'s
    /// table); nil for a size no device has.
    static func deviceSafeArea(width: CGFloat, height: CGFloat) -> EdgeInsets? {
        let size = CGSize(width: width, height: height)
        return SimulatedDevice.screen(ofSize: size)?.safeAreaInsets(in: height >= width ? .portrait : .landscape)
    }

    /// A view's safe area insets: the root's as given or derived; any other
    /// view's where its stored frame overlaps the root's unsafe edges.
    func safeAreaInsets(of view: View) -> EdgeInsets {
        if view === root { return rootSafeArea }
        guard let frame = absoluteStored[ObjectIdentifier(view)] else { return rootSafeArea }
        let rootSize = snapshot.frame(of: root).size
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> Double { Double(min(max(value, 0), max(limit, 0))) }
        return EdgeInsets(
            top: clamp(CGFloat(rootSafeArea.top) - frame.minY, frame.height),
            left: clamp(CGFloat(rootSafeArea.left) - frame.minX, frame.width),
            bottom: clamp(frame.maxY - (rootSize.height - CGFloat(rootSafeArea.bottom)), frame.height),
            right: clamp(frame.maxX - (rootSize.width - CGFloat(rootSafeArea.right)), frame.width))
    }

    // MARK: Layout margins

    /// A view's layout margins as insets from its edges: its own (8 unless
    /// the document sets them; a view controller's root view 16, or 20 when
    /// wider than 400 points, at the sides and 0 at the top and bottom),
    /// at least its superview's where it preserves them, measured from its
    /// safe area when it insets its margins from it.
    func layoutMargins(of view: View) -> EdgeInsets {
        guard let uiView = view as? UIView else { return EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        var margins = ownMargins(of: uiView)
        if uiView.preservesSuperviewLayoutMargins, let superview = uiView.superview, superview is UIView,
            let frame = absoluteStored[ObjectIdentifier(view)],
            let outer = absoluteStored[ObjectIdentifier(superview)]
        {
            let inherited = layoutMargins(of: superview)
            margins.left = max(margins.left, inherited.left - Double(frame.minX - outer.minX))
            margins.top = max(margins.top, inherited.top - Double(frame.minY - outer.minY))
            margins.right = max(margins.right, inherited.right - Double(outer.maxX - frame.maxX))
            margins.bottom = max(margins.bottom, inherited.bottom - Double(outer.maxY - frame.maxY))
        }
        if uiView.insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets(of: view)
            margins.left += safe.left
            margins.top += safe.top
            margins.right += safe.right
            margins.bottom += safe.bottom
        }
        return margins
    }

    /// The margins a view sets, left and right by the reading direction.
    private func ownMargins(of view: UIView) -> EdgeInsets {
        let directional = view.directionalLayoutMargins
        let isDefault = directional == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        var margins = view.layoutMargins
        if !isDefault {
            margins = EdgeInsets(
                top: Double(directional.top), left: Double(isRightToLeft ? directional.trailing : directional.leading),
                bottom: Double(directional.bottom),
                right: Double(isRightToLeft ? directional.leading : directional.trailing))
        }
        if view === root, isViewControllerRoot {
            let size = options.size ?? snapshot.frame(of: root).size
            let side: Double = size.width > 400 ? 20 : 16
            margins = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        }
        return margins
    }

    // MARK: Baselines

    enum Baseline {
        case first, last
    }

    /// A view's first or last baseline: a text view's from its font (the
    /// system font's ascent and descent, 0.952 and 0.241 of its size, text
    /// centred vertically on one line, set from the top on several); any
    /// other view's bottom.
    func baseline(_ which: Baseline, of view: View, item: ItemVariables) -> LinearExpression {
        let bottom = item.minY + LinearExpression(item.height)
        guard let pointSize = Self.textSize(of: view) else { return bottom }
        let ascent = 0.952 * pointSize
        let descent = 0.241 * pointSize
        let lineHeight = ascent + descent
        let stored = Double(snapshot.frame(of: view).height)
        if stored < 1.5 * lineHeight {
            // One line, centred: the baseline sits (ascent - descent) / 2 below the centre.
            return item.minY + 0.5 * LinearExpression(item.height) + (ascent - descent) / 2
        }
        return which == .first ? item.minY + ascent : bottom - descent
    }

    /// The point size of a view that shows text, or nil.
    static func textSize(of view: View) -> Double? {
        switch view {
        case let label as UILabel: return label.font.pointSize ?? 17
        case let field as UITextField: return field.font?.pointSize ?? 17
        case is UIButton: return 15
        case is NSTextField, is NSButton: return 13
        default: return nil
        }
    }
}
