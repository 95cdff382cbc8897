import Foundation
import NibKitBundle
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
/// ``UIPageViewController``) are its subclasses; child containment,
/// appearance callbacks and performing segues are not modelled yet, and
/// will live in this class and those subclasses.
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
