import Foundation
import NibKitCore
import NibKitLoader

/// UIKit's view: NibKit's ``View`` with the state Interface
/// Builder sets on every iOS view, its layer and its gesture recognizers.
///
/// ```swift
/// let view = try #require(graph.object(withID: "i5M-Pr-FkT") as? UIView)
/// view.contentMode                                  // .scaleToFill
/// view.contentHuggingPriority(for: .horizontal)     // UILayoutPriority(250)
/// try view.setValue(12, forKeyPath: "layer.cornerRadius")
/// ```
///
/// It draws nothing: a toolkit subclasses it to draw, as it subclasses
/// ``View``.
open class UIView: View {
    /// How the content is laid out when the bounds change.
    public var contentMode = ContentMode.scaleToFill
    /// How the view resizes when its superview's bounds change.
    public var autoresizingMask = AutoresizingMask()
    /// The tint color; nil inherits the superview's.
    public var tintColor: Color?
    /// The layer behind the view, whose corners, border and shadow runtime
    /// attributes set through `layer.…` key paths.
    public private(set) var layer = CALayer()
    /// Whether the bounds are cleared before the view draws.
    public var clearsContextBeforeDrawing = true
    /// Whether the view takes more than one touch at once.
    public var isMultipleTouchEnabled = false
    /// Whether the view takes touches exclusively.
    public var isExclusiveTouch = false
    /// The layout margins, in points from each edge.
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The layout margins relative to the reading direction.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Whether the superview's margins add to this view's.
    public var preservesSuperviewLayoutMargins = false
    /// Whether the layout margins grow by the safe area.
    public var insetsLayoutMarginsFromSafeArea = true
    /// Whether the view flips its content for right-to-left languages.
    public var semanticContentAttribute = SemanticContentAttribute.unspecified
    /// The width Interface Builder assumed for the intrinsic content size:
    /// `infinity` for none (`infinite`), or nil when the document sets none.
    public var placeholderIntrinsicWidth: CGFloat?
    /// The height Interface Builder assumed for the intrinsic content size:
    /// `infinity` for none (`infinite`), or nil when the document sets none.
    public var placeholderIntrinsicHeight: CGFloat?
    /// The identifier state restoration stores the view under.
    public var restorationIdentifier: String?
    /// The accessibility settings Interface Builder gives the view.
    public var accessibility = Accessibility()
    /// The old (Xcode 4) stretchable content area, in unit coordinates.
    public var contentStretch = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The gesture recognizers attached to the view, each
    /// ``UIGestureRecognizer`` with its ``UIGestureRecognizer/view`` set to
    /// this view; an archive may also give the dynamic objects standing in
    /// for an application's recognizer classes.
    public private(set) var gestureRecognizers: [NibObject] = []
    /// Interface Builder's own record of the document, which UIKit ignores:
    /// where its canvas shows a top-level view, the simulated bars and
    /// screens it drew the view with, and size-class variations.
    public var interfaceBuilderMetadata = InterfaceBuilderMetadata()
    private var huggingPriorities = (horizontal: UILayoutPriority(250), vertical: UILayoutPriority(250))
    private var compressionResistancePriorities = (
        horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh
    )

    /// How much the view resists growing beyond its intrinsic size along `axis`.
    public func contentHuggingPriority(for axis: UILayoutConstraintAxis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets how much the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: UILayoutConstraintAxis) {
        if axis == .horizontal {
            huggingPriorities.horizontal = priority
        } else {
            huggingPriorities.vertical = priority
        }
    }

    /// How much the view resists shrinking below its intrinsic size along `axis`.
    public func contentCompressionResistancePriority(for axis: UILayoutConstraintAxis) -> UILayoutPriority {
        axis == .horizontal ? compressionResistancePriorities.horizontal : compressionResistancePriorities.vertical
    }

    /// Sets how much the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: UILayoutConstraintAxis
    ) {
        if axis == .horizontal {
            compressionResistancePriorities.horizontal = priority
        } else {
            compressionResistancePriorities.vertical = priority
        }
    }

    // MARK: Intrinsic content size (read by NibKitLayout's engine)

    /// UIKit's `UIView.noIntrinsicMetric`: the length of a view whose content
    /// defines none along an axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the view's content needs, as UIKit's `intrinsicContentSize`:
    /// each length, or ``noIntrinsicMetric`` where the content defines none.
    ///
    /// NibKit draws nothing and measures no text, so a class that has an
    /// intrinsic size in UIKit (labels, buttons, text fields, switches,
    /// steppers, segmented controls, page controls, activity indicators,
    /// image views with an image; the height of progress views and sliders)
    /// takes the size Interface Builder stored in its frame, the size it
    /// measured. A placeholder intrinsic size the document sets wins, its
    /// `infinite` meaning none; every other view has none. A toolkit that
    /// measures its content overrides this.
    ///
    /// ```swift
    /// label.intrinsicContentSize  // (42, 20.5), the frame's size
    /// ```
    open var intrinsicContentSize: CGSize {
        var size = CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
        switch self {
        case is UILabel, is UIButton, is UITextField, is UISwitch, is UIStepper, is UISegmentedControl,
            is UIPageControl, is UIActivityIndicatorView:
            size = frame.size
        case let imageView as UIImageView where imageView.image != nil:
            size = frame.size
        case is UIProgressView, is UISlider:
            size.height = frame.height
        default: break
        }
        if let width = placeholderIntrinsicWidth { size.width = width.isFinite ? width : Self.noIntrinsicMetric }
        if let height = placeholderIntrinsicHeight {
            size.height = height.isFinite ? height : Self.noIntrinsicMetric
        }
        return size
    }

    // MARK: Gesture recognizers

    /// Attaches `recognizer` to this view, taking it from the view it was on.
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        attachGestureRecognizer(recognizer)
    }

    /// Detaches `recognizer` from this view.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        detachGestureRecognizer(recognizer)
    }

    private func attachGestureRecognizer(_ object: NibObject) {
        let recognizer = object as? UIGestureRecognizer
        if let previous = recognizer?.view, previous !== self { previous.detachGestureRecognizer(object) }
        guard !gestureRecognizers.contains(where: { $0 === object }) else { return }
        gestureRecognizers.append(object)
        recognizer?.view = self
    }

    private func detachGestureRecognizer(_ object: NibObject) {
        gestureRecognizers.removeAll { $0 === object }
        if let recognizer = object as? UIGestureRecognizer, recognizer.view === self { recognizer.view = nil }
    }

    /// A placeholder intrinsic length as Interface Builder writes it: a
    /// number, or `infinite` for none.
    struct ArchivedLength: NibValueConvertible {
        let length: CGFloat?

        init(_ length: CGFloat?) { self.length = length }

        init?(nibValue: Any) {
            switch nibValue {
            case let value as Int: length = CGFloat(value)
            case let value as Double: length = CGFloat(value)
            case "infinite" as String: length = .infinity
            case let text as String:
                guard let value = Double(text), value.isFinite else { return nil }
                length = CGFloat(value)
            default: return nil
            }
        }
    }

    private var archivedPlaceholderWidth: ArchivedLength { ArchivedLength(placeholderIntrinsicWidth) }
    private var archivedPlaceholderHeight: ArchivedLength { ArchivedLength(placeholderIntrinsicHeight) }

    private var horizontalHuggingPriority: UILayoutPriority { huggingPriorities.horizontal }
    private var verticalHuggingPriority: UILayoutPriority { huggingPriorities.vertical }
    private var horizontalCompressionResistancePriority: UILayoutPriority {
        compressionResistancePriorities.horizontal
    }
    private var verticalCompressionResistancePriority: UILayoutPriority { compressionResistancePriorities.vertical }

    /// The keys Interface Builder writes for every iOS view, beside
    /// ``View``'s: `contentMode`, `autoresizingMask`,
    /// `tintColor`, `layer` (for runtime attributes' `layer.…` key paths),
    /// the layout margins and their flags, `semanticContentAttribute`, the
    /// four content hugging and compression resistance priorities, the
    /// placeholder intrinsic size, `gestureRecognizers` (an outlet
    /// collection), accessibility and Interface Builder's own metadata.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("contentMode", \UIView.contentMode),
            KeyBinding("autoresizingMask", \UIView.autoresizingMask),
            KeyBinding("tintColor", \UIView.tintColor),
            KeyBinding("layer", \UIView.layer) { $0.layer = $1 },
            KeyBinding("clearsContextBeforeDrawing", \UIView.clearsContextBeforeDrawing),
            KeyBinding("multipleTouchEnabled", \UIView.isMultipleTouchEnabled),
            KeyBinding("exclusiveTouch", \UIView.isExclusiveTouch),
            KeyBinding("layoutMargins", \UIView.layoutMargins),
            KeyBinding("directionalLayoutMargins", \UIView.directionalLayoutMargins),
            KeyBinding("preservesSuperviewLayoutMargins", \UIView.preservesSuperviewLayoutMargins),
            KeyBinding("insetsLayoutMarginsFromSafeArea", \UIView.insetsLayoutMarginsFromSafeArea),
            KeyBinding("semanticContentAttribute", \UIView.semanticContentAttribute),
            KeyBinding("placeholderIntrinsicWidth", \UIView.archivedPlaceholderWidth) {
                $0.placeholderIntrinsicWidth = $1.length
            },
            KeyBinding("placeholderIntrinsicHeight", \UIView.archivedPlaceholderHeight) {
                $0.placeholderIntrinsicHeight = $1.length
            },
            KeyBinding("restorationIdentifier", \UIView.restorationIdentifier),
            KeyBinding("accessibilityConfiguration", \UIView.accessibility),
            KeyBinding("contentStretch", \UIView.contentStretch),
            KeyBinding("horizontalHuggingPriority", \UIView.horizontalHuggingPriority) {
                $0.setContentHuggingPriority($1, for: .horizontal)
            },
            KeyBinding("verticalHuggingPriority", \UIView.verticalHuggingPriority) {
                $0.setContentHuggingPriority($1, for: .vertical)
            },
            KeyBinding("horizontalCompressionResistancePriority", \UIView.horizontalCompressionResistancePriority) {
                $0.setContentCompressionResistancePriority($1, for: .horizontal)
            },
            KeyBinding("verticalCompressionResistancePriority", \UIView.verticalCompressionResistancePriority) {
                $0.setContentCompressionResistancePriority($1, for: .vertical)
            },
            KeyBinding("gestureRecognizers", \UIView.gestureRecognizers) { view, recognizers in
                for recognizer in view.gestureRecognizers { view.detachGestureRecognizer(recognizer) }
                for recognizer in recognizers { view.attachGestureRecognizer(recognizer) }
            },
            KeyBinding("canvasLocation", \UIView.interfaceBuilderMetadata.canvasLocation),
            KeyBinding("frameInset", \UIView.interfaceBuilderMetadata.frameInset),
        ]
            + InterfaceBuilderMetadata.simulatedMetricsKeys.map { key in
                KeyBinding(key, \UIView.interfaceBuilderMetadata.simulatedMetrics[key])
            }
            + InterfaceBuilderMetadata.variationKeys.map { key in
                KeyBinding(key, \UIView.interfaceBuilderMetadata.variations[key])
            }
    }
}
