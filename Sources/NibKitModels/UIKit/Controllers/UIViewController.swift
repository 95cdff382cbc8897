import Foundation
import NibKitBundle
import NibKitCore
import NibKitLoader

/// A controller of one screen of content, as UIKit's `UIViewController`: the
/// state Interface Builder gives a `<viewController>` and its navigation,
/// tab bar and presentation settings.
///
/// It is a ``NibViewController``, so there is one view-controller class:
/// created with `init(nibName:bundle:registry:traits:)` it loads its view
/// from that nib the first time the view is asked for; loaded from a
/// storyboard scene or a nib, it receives its view (`<view key="view">`) as
/// any other property. The container controllers (``UINavigationController``,
/// ``UITabBarController``, ``UISplitViewController``,
/// ``UIPageViewController``) are its subclasses.
///
/// A controller has UIKit's lifecycle: its appearance callbacks
/// (`viewWillAppear(_:)` to `viewDidDisappear(_:)`), driven by
/// ``beginAppearanceTransition(_:animated:)`` and
/// ``endAppearanceTransition()`` and forwarded to its children; child
/// containment (``addChild(_:)``, ``removeFromParent()``); modal
/// presentation (``present(_:animated:isolation:completion:)``,
/// ``dismiss(animated:completion:)``); and the segues of its storyboard
/// (``performSegue(withIdentifier:sender:isolation:)``). NibKit is headless, so every
/// transition completes at once: `animated` is only passed on to the
/// callbacks. Docs/Storyboards.md gives the order of every callback.
///
/// ```swift
/// let storyboard = try NibStoryboard(contentsOf: url, registry: .standard(for: .iOS))
/// let controller = try #require(storyboard.instantiateInitialViewController() as? UIViewController)
/// controller.navigationItem?.title  // "Settings"
/// ```
open class UIViewController: NibViewController {
    /// The title, or nil.
    public var title: String?
    /// What a navigation bar shows for this controller, or nil.
    public var navigationItem: UINavigationItem?
    /// What a tab bar shows for this controller, or nil.
    public var tabBarItem: UITabBarItem?
    /// The items a navigation controller's toolbar shows for this controller.
    public var toolbarItems: [UIBarButtonItem] = []
    /// The identifier a storyboard instantiates this controller by, or nil.
    public var storyboardIdentifier: String?
    /// The identifier state restoration saves this controller under, or nil.
    public var restorationIdentifier: String?
    /// How the controller is shown when presented modally.
    public var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// The animation the controller is presented modally with.
    public var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Whether a presentation over the current context covers this controller's view.
    public var definesPresentationContext = false
    /// Whether this controller, when it defines the presentation context,
    /// gives the transition style too.
    public var providesPresentationContextTransitionStyle = false
    /// Whether the tab bar hides when this controller is pushed on a navigation stack.
    public var hidesBottomBarWhenPushed = false
    /// Whether the view extends under opaque bars.
    public var extendedLayoutIncludesOpaqueBars = false
    /// Whether scroll views in the view get insets for the bars (before iOS 11).
    public var automaticallyAdjustsScrollViewInsets = true
    /// The edges the view extends under bars at.
    public var edgesForExtendedLayout = UIRectEdge.all
    /// The size the controller prefers for its view when shown in a popover
    /// or sheet (Interface Builder's `contentSizeForViewInPopover`), or zero.
    public var preferredContentSize = CGSize.zero
    /// The guide at the bottom of the status and navigation bars (before iOS 11), or nil.
    public private(set) var topLayoutGuide: LayoutGuide?
    /// The guide at the top of the tab bar or toolbar (before iOS 11), or nil.
    public private(set) var bottomLayoutGuide: LayoutGuide?
    /// The size Interface Builder's canvas draws a freeform controller at, or nil.
    public var freeformSize: CGSize?
    /// Interface Builder's own record of the controller's simulated bars and
    /// screen, which UIKit ignores.
    public var interfaceBuilderMetadata = InterfaceBuilderMetadata()
    /// The storyboard the controller was created from, which creates its
    /// segues' destinations, or nil.
    public var storyboard: (any StoryboardSceneSource)?
    /// The segues that start from this controller or from the controls,
    /// bar button items and cells of its scene, as UIKit keeps them.
    public var storyboardSegueTemplates: [UIStoryboardSegueTemplate] = []

    /// Where the controller is in appearing and disappearing: UIKit's
    /// private appearance state, which decides which callbacks a transition
    /// sends.
    public enum AppearanceState: Sendable, Hashable {
        /// Not on screen.
        case disappeared
        /// Between `viewWillAppear(_:)` and `viewDidAppear(_:)`.
        case appearing
        /// On screen.
        case appeared
        /// Between `viewWillDisappear(_:)` and `viewDidDisappear(_:)`.
        case disappearing
    }

    /// Where the controller is in appearing and disappearing.
    public internal(set) var appearanceState = AppearanceState.disappeared
    /// Whether the transition under way animates, passed on to the `did` callbacks.
    var appearanceTransitionAnimated = false
    /// The controllers this one contains, in the order they were added.
    public internal(set) var children: [UIViewController] = []
    /// The container this controller is a child of, or nil.
    public internal(set) weak var parent: UIViewController?
    /// The controller this one presented itself (not through a child or parent), or nil.
    var presentedStorage: UIViewController?
    /// The controller that presented this one itself, or nil.
    weak var presentingStorage: UIViewController?
    /// Whether the controller is being presented, during its appearance callbacks.
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed, during its disappearance callbacks.
    public internal(set) var isBeingDismissed = false
    /// Whether the controller is being added to a container, during its appearance callbacks.
    public internal(set) var isMovingToParent = false
    /// Whether the controller is being removed from its container, during its disappearance callbacks.
    public internal(set) var isMovingFromParent = false

    /// Whether appearance transitions are forwarded to the children whose
    /// views show; true, as in UIKit. A container that drives its children's
    /// transitions itself returns false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Creates the view, as UIKit's `loadView` does: from the scene's view
    /// or the nib `nibName` names; a controller that names no nib and
    /// whose bundle has none named after its class (or that has no bundle)
    /// gets a plain ``UIView``, as a navigation or tab bar controller of a
    /// storyboard does.
    open override func loadView(isolation: (any Actor)? = #isolation) throws(NibError) {
        let ownNib = String(describing: type(of: self))
        if viewTemplate == nil, nibName == nil, nibBundle?.nibURL(named: ownNib, traits: traits) == nil {
            viewIfLoaded = UIView()
            return
        }
        try super.loadView(isolation: isolation)
    }

    /// Called before the view appears; does nothing by default.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared; does nothing by default.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears; does nothing by default.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared; does nothing by default.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before a layout engine lays out the view's subviews
    /// (``layoutView(using:)``); does nothing by default.
    open func viewWillLayoutSubviews() {}
    /// Called after a layout engine laid out the view's subviews; does nothing by default.
    open func viewDidLayoutSubviews() {}

    /// Called before the controller is added to or removed from a container
    /// (`parent` nil); ``addChild(_:)`` calls it. Does nothing by default.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a container:
    /// by the container's code after an ``addChild(_:)``, by
    /// ``removeFromParent()`` itself. Does nothing by default.
    open func didMove(toParent parent: UIViewController?) {}

    /// The children an appearance transition of this controller is forwarded
    /// to: those whose views are in this controller's view. Containers
    /// override it: a navigation controller forwards to its top controller,
    /// a tab bar controller to its selected one.
    open var childrenReceivingAppearance: [UIViewController] {
        guard let root = viewIfLoaded as? View else { return [] }
        return children.filter { ($0.viewIfLoaded as? View)?.isDescendant(of: root) == true }
    }

    /// Shows `controller` as the context asks: the nearest navigation
    /// controller pushes it, a split view controller shows it, and a
    /// controller in no container presents it, as UIKit's
    /// `show(_:sender:)`. Throws the error of loading the controller's view,
    /// which loads with `isolation`, the caller's actor.
    open func show(_ controller: UIViewController, sender: Any?, isolation: (any Actor)? = #isolation)
        throws(NibError)
    {
        if let parent {
            try parent.show(controller, sender: sender, isolation: isolation)
        } else {
            try present(controller, animated: true, isolation: isolation)
        }
    }

    /// Shows `controller` as the detail of the nearest split view
    /// controller, or as ``show(_:sender:isolation:)`` does when there is none, as
    /// UIKit's `showDetailViewController(_:sender:)`.
    open func showDetailViewController(
        _ controller: UIViewController, sender: Any?, isolation: (any Actor)? = #isolation
    ) throws(NibError) {
        if let parent {
            try parent.showDetailViewController(controller, sender: sender, isolation: isolation)
        } else {
            try show(controller, sender: sender, isolation: isolation)
        }
    }

    /// Whether the segue with `identifier`, triggered by a control, a bar
    /// button item or a cell, should be performed; true by default. Not
    /// consulted for ``performSegue(withIdentifier:sender:isolation:)``, as in UIKit.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue from this controller is performed, with the
    /// destination created and its view not yet loaded; does nothing by default.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller is the destination of an unwind segue with
    /// `action`: by default, whether it performs the action (through its
    /// ``NibActionPerforming`` bindings) and is not the source.
    open func canPerformUnwindSegueAction(_ action: Selector, from source: UIViewController, sender: Any?) -> Bool {
        source !== self && responds(to: action)
    }

    /// The children an unwind search looks into from `source`: every child
    /// but the one containing `source`, as UIKit's
    /// `allowedChildrenForUnwinding(from:)`.
    open func allowedChildrenForUnwinding(from source: UIViewController) -> [UIViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// The child that is `source` or contains it (as a descendant or through
    /// a presentation), or nil.
    open func childContaining(_ source: UIViewController) -> UIViewController? {
        children.first { $0.isAncestorOrSelf(of: source) }
    }

    /// Brings `child`, which contains the unwind segue's destination, to
    /// the front as the segue unwinds through this container; does nothing
    /// by default. A navigation controller pops to it, a tab bar controller
    /// selects it, loading its view with `isolation`.
    open func unwind(
        for segue: UIStoryboardSegue, towards child: UIViewController, isolation: (any Actor)? = #isolation
    ) throws(NibError) {}

    /// The controller's view, or its parent's or presenter's as UIKit
    /// documents the responder chain: after the controller comes its view's
    /// superview (the container's view or the window), else the presenting
    /// controller, else the parent's view, unless a next responder was set.
    open override var next: Responder? {
        get {
            if let next = super.next { return next }
            if let presenting = presentingStorage { return presenting }
            if let superview = (viewIfLoaded as? View)?.superview { return superview }
            if let parent { return (parent.viewIfLoaded as? Responder) ?? parent }
            return nil
        }
        set { super.next = newValue }
    }

    /// The top and bottom layout guides, in the order the archive gives them
    /// (`<layoutGuides>`).
    private var layoutGuides: [LayoutGuide] {
        [topLayoutGuide, bottomLayoutGuide].compactMap { $0 }
    }

    /// The popover size as Interface Builder writes it
    /// (`<value key="contentSizeForViewInPopover" type="size" width=... height=...>`).
    private var popoverContentSize: [String: Any] { ArchivedEntries.dictionary(of: preferredContentSize) }

    /// What a container's `<nil name="viewControllers"/>` gives: Interface
    /// Builder writes it when the children come by relationship segues
    /// instead, and the reader, finding no `key`, names the value after its
    /// element, an empty array. It says the archive holds no children, so it
    /// sets nothing.
    private var noChildren: [NibObject] { [] }

    /// Takes each guide of `<layoutGuides>` as the top or bottom guide by its
    /// type; a guide of neither type is left out, as UIKit knows no other.
    private func setLayoutGuides(_ guides: [LayoutGuide]) {
        topLayoutGuide = guides.first { $0.guideType == "top" }
        bottomLayoutGuide = guides.first { $0.guideType == "bottom" }
    }

    /// The keys Interface Builder writes on a view controller: the view,
    /// `title`, the navigation and tab bar items, the toolbar items, the
    /// storyboard and restoration identifiers, the presentation and bar
    /// settings, the layout guides, the popover size and the simulated
    /// metrics.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("title", \UIViewController.title),
            KeyBinding("navigationItem", \UIViewController.navigationItem),
            KeyBinding("tabBarItem", \UIViewController.tabBarItem),
            KeyBinding("toolbarItems", \UIViewController.toolbarItems),
            KeyBinding("storyboardIdentifier", \UIViewController.storyboardIdentifier),
            KeyBinding("restorationIdentifier", \UIViewController.restorationIdentifier),
            KeyBinding("modalPresentationStyle", \UIViewController.modalPresentationStyle),
            KeyBinding("modalTransitionStyle", \UIViewController.modalTransitionStyle),
            KeyBinding("definesPresentationContext", \UIViewController.definesPresentationContext),
            KeyBinding(
                "providesPresentationContextTransitionStyle",
                \UIViewController.providesPresentationContextTransitionStyle),
            KeyBinding("hidesBottomBarWhenPushed", \UIViewController.hidesBottomBarWhenPushed),
            KeyBinding("extendedLayoutIncludesOpaqueBars", \UIViewController.extendedLayoutIncludesOpaqueBars),
            KeyBinding("automaticallyAdjustsScrollViewInsets", \UIViewController.automaticallyAdjustsScrollViewInsets),
            KeyBinding("edgesForExtendedLayout", \UIViewController.edgesForExtendedLayout),
            KeyBinding("preferredContentSize", \UIViewController.preferredContentSize),
            KeyBinding("contentSizeForViewInPopover", \UIViewController.popoverContentSize) {
                $0.preferredContentSize = ArchivedEntries($1)?.size ?? .zero
            },
            KeyBinding("nil", \UIViewController.noChildren) { _, _ in },
            KeyBinding("layoutGuides", \UIViewController.layoutGuides) { $0.setLayoutGuides($1) },
            KeyBinding("freeformSize", \UIViewController.freeformSize),
        ]
            + InterfaceBuilderMetadata.simulatedMetricsKeys.map { key in
                KeyBinding(key, \UIViewController.interfaceBuilderMetadata.simulatedMetrics[key])
            }
    }

    /// The title, when it has one: `<UIViewController: title = "Settings">`.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let title { fields.append(("title", ObjectDescription.text(title))) }
        return fields
    }
}

/// How a view controller is shown when presented modally, as Interface
/// Builder spells it (`modalPresentationStyle="formSheet"`).
public enum UIModalPresentationStyle: String, Sendable, CaseIterable {
    /// As the system chooses (iOS 13 and later: usually a page sheet).
    case automatic
    /// Over the whole screen, removing the presenter's views.
    case fullScreen
    /// A sheet as wide as a portrait page.
    case pageSheet
    /// A smaller sheet, centred.
    case formSheet
    /// Over the controller that defines the presentation context.
    case currentContext
    /// As the transitioning delegate says.
    case custom
    /// Over the whole screen, keeping the presenter's views below.
    case overFullScreen
    /// Over the presentation context, keeping its views below.
    case overCurrentContext
    /// In a popover.
    case popover
    /// Over the whole screen, blurring what is below (tvOS).
    case blurOverFullScreen
    /// No adaptation (a style only adaptive presentations use).
    case none
}

/// The animation a view controller is presented modally with, as Interface
/// Builder spells it (`modalTransitionStyle="crossDissolve"`).
public enum UIModalTransitionStyle: String, Sendable, CaseIterable {
    /// Sliding up from the bottom.
    case coverVertical
    /// Turning over from right to left.
    case flipHorizontal
    /// Fading in.
    case crossDissolve
    /// Curling up the presenter's corner like a page.
    case partialCurl
}
