import Foundation
import NibKitCore

/// A rectangle of a window that holds other views: NibKit's `UIView` and
/// `NSView`, the one view-hierarchy mechanism every toolkit built on NibKit
/// shares.
///
/// A view has a frame in its superview's coordinates, subviews, the
/// constraints it holds and the layout guides Interface Builder gives it (the
/// safe area, the layout margins). Its next responder is its view
/// controller when it is a controller's root view, else its superview, as in
/// UIKit, unless a next responder was set. A control is a view that also
/// adopts ``Control``.
///
/// ```swift
/// final class Panel: View, NibKeyValueCoding {
///     var title = ""
///     static var keyBindings: [KeyBinding] { [KeyBinding("title", \Panel.title)] }
/// }
/// let panel = Panel()
/// panel.addSubview(label)
/// label.superview === panel // true
/// ```
///
/// The keys it binds are the ones Interface Builder writes for every view:
/// `frame`, `subviews`, `constraints`, `hidden`, `alpha`, `tag`, `opaque`,
/// `clipsSubviews`, `userInteractionEnabled`,
/// `translatesAutoresizingMaskIntoConstraints`, `backgroundColor`,
/// `safeArea` and `layoutMarginsGuide`.
open class View: Responder {
    /// Where the view is in its superview.
    public var frame = CGRect.zero
    /// The view's own coordinate space: its frame's size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// The views inside this one, back to front.
    public private(set) var subviews: [View] = []
    /// The view this one is inside.
    public private(set) weak var superview: View?
    /// The controller whose root view this is; its next responder.
    public weak var viewController: Responder?
    /// The constraints this view holds, in document order.
    public private(set) var constraints: [LayoutConstraint] = []
    /// The safe area: the part of the view no bar or rounded corner covers.
    public private(set) var safeAreaLayoutGuide: LayoutGuide?
    /// The view's layout margins, as a guide.
    public private(set) var layoutMarginsGuide: LayoutGuide?
    /// Whether the view is hidden.
    public var isHidden = false
    /// The view's opacity, from 0 to 1.
    public var alpha: CGFloat = 1
    /// A number that identifies the view to the application.
    public var tag = 0
    /// Whether the view fills its frame with opaque content.
    public var isOpaque = true
    /// Whether subviews are clipped to the view's bounds.
    public var clipsToBounds = false
    /// Whether the view takes events.
    public var isUserInteractionEnabled = true
    /// Whether the view's autoresizing mask becomes constraints.
    public var translatesAutoresizingMaskIntoConstraints = true
    /// The color behind the view's content.
    public var backgroundColor: Color?
    /// Whether the view's frame is out of date with its constraints: true
    /// until a layout engine lays the view out, and again after
    /// `setNeedsLayout()`.
    public var needsLayout = true

    /// The keys Interface Builder writes for every view: `frame`,
    /// `subviews` and `constraints` (each adopted by this view as it is set),
    /// `safeArea`, `layoutMarginsGuide`, `hidden`, `alpha`, `tag`, `opaque`,
    /// `clipsSubviews`, `userInteractionEnabled`,
    /// `translatesAutoresizingMaskIntoConstraints` and `backgroundColor`.
    ///
    /// Each with a setter: a subclass may override these properties, so a key
    /// path to them calls their setter through the Swift runtime's key-path
    /// write, and a closure calls it directly.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("frame", \View.frame) { $0.frame = $1 },
            KeyBinding("subviews", \View.subviews) { $0.setSubviews($1) },
            KeyBinding("constraints", \View.constraints) { $0.setConstraints($1) },
            KeyBinding("safeArea", \View.safeAreaLayoutGuide) { $0.adopt($1, as: \.safeAreaLayoutGuide) },
            KeyBinding("layoutMarginsGuide", \View.layoutMarginsGuide) { $0.adopt($1, as: \.layoutMarginsGuide) },
            KeyBinding("hidden", \View.isHidden) { $0.isHidden = $1 },
            KeyBinding("alpha", \View.alpha) { $0.alpha = $1 },
            KeyBinding("tag", \View.tag) { $0.tag = $1 },
            KeyBinding("opaque", \View.isOpaque) { $0.isOpaque = $1 },
            KeyBinding("clipsSubviews", \View.clipsToBounds) { $0.clipsToBounds = $1 },
            KeyBinding("userInteractionEnabled", \View.isUserInteractionEnabled) { $0.isUserInteractionEnabled = $1 },
            KeyBinding("translatesAutoresizingMaskIntoConstraints", \View.translatesAutoresizingMaskIntoConstraints) {
                $0.translatesAutoresizingMaskIntoConstraints = $1
            },
            KeyBinding("backgroundColor", \View.backgroundColor) { $0.backgroundColor = $1 },
        ]
    }

    /// The frame, then `hidden = YES` and `tag` when they are not the defaults.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields + [("frame", ObjectDescription.rect(frame))]
        if isHidden { fields.append(("hidden", ObjectDescription.flag(true))) }
        if tag != 0 { fields.append(("tag", String(tag))) }
        return fields
    }

    /// The view controller when this is its root view, else the superview,
    /// unless another next responder was set.
    open override var next: Responder? {
        get { super.next ?? viewController ?? superview }
        set { super.next = newValue }
    }

    /// Adds `view` in front of the other subviews, taking it from its
    /// current superview first.
    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid
    /// range), taking it from its current superview first.
    open func insertSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        didAddSubview(view)
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Called after a subview is added; does nothing by default.
    open func didAddSubview(_ subview: View) {}

    /// Called before a subview is removed; does nothing by default.
    open func willRemoveSubview(_ subview: View) {}

    /// Whether `view` is this view or inside it.
    public final func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Adds a constraint to those this view holds.
    public final func addConstraint(_ constraint: LayoutConstraint) {
        guard !constraints.contains(where: { $0 === constraint }) else { return }
        constraints.append(constraint)
    }

    /// Removes a constraint this view holds.
    public final func removeConstraint(_ constraint: LayoutConstraint) {
        constraints.removeAll { $0 === constraint }
    }

    /// Replaces the subviews, as an archive's `subviews` array does.
    private func setSubviews(_ views: [View]) {
        for view in subviews { view.removeFromSuperview() }
        // An archive's views are new and in no other view: the array is taken
        // whole, as addSubview would build it one view at a time. A view
        // listed twice, or one already elsewhere, goes through addSubview.
        var adopted = 0
        for view in views {
            guard view.superview == nil, view !== self else { break }
            view.superview = self
            adopted += 1
        }
        if adopted == views.count {
            subviews = views
            for view in views { didAddSubview(view) }
            return
        }
        for view in views[..<adopted] { view.superview = nil }
        for view in views { addSubview(view) }
    }

    private func setConstraints(_ list: [LayoutConstraint]) {
        constraints = []
        for constraint in list { addConstraint(constraint) }
    }

    private func adopt(_ guide: LayoutGuide?, as slot: ReferenceWritableKeyPath<View, LayoutGuide?>) {
        self[keyPath: slot]?.owningView = nil
        guide?.owningView = self
        self[keyPath: slot] = guide
    }
}
