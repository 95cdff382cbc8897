import Foundation
import NibKit

/// A navigation controller on the terminal: UIKit's `UINavigationController`
/// with the view UIKit gives it, a ``NavigationBar`` row above the top
/// controller's view.
///
/// A storyboard's navigation controller has no view in the document: UIKit
/// makes one in `loadView`, and so does this class, a plain ``View`` holding
/// the archived navigation bar (or a new ``NavigationBar``). The stack, the
/// pushes, pops and appearance callbacks are `UINavigationController`'s;
/// this class only places the views. Each layout pass (the ``Screen``'s,
/// through `layoutView(using:)`) sends `viewWillLayoutSubviews()`, where the
/// bar gets one `UINavigationItem` per controller of the stack (the
/// controller's `navigationItem`, or one titled with its `title`) and the
/// top row, in front of the top controller's view, which gets the rows
/// below it; the bar's back marker thus comes after the scene's widgets in
/// the key view loop. A hidden bar
/// (`isNavigationBarHidden`) leaves the top controller every row.
///
/// ```swift
/// var registry = ClassRegistry.terminalToolkit()   // registers it as UINavigationController
/// let storyboard = try UIStoryboard(contentsOf: url, registry: registry)
/// ```
open class NavigationController: UINavigationController {
    /// Makes the controller's view: a plain view with the navigation bar in it.
    open override func loadView(isolation: (any Actor)? = #isolation) throws(NibError) {
        let bar = navigationBar ?? NavigationBar()
        navigationBar = bar
        bar.delegate = self
        let view = View()
        view.addSubview(bar)
        viewIfLoaded = view
    }

    /// Fills the bar's items from the stack, and places the bar in the top
    /// row and the top controller's view below it.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let view = viewIfLoaded as? NibKit.View else { return }
        let size = view.frame.size
        var barHeight = 0.0
        if let bar = navigationBar {
            bar.items = viewControllers.map(Self.navigationItem(of:))
            bar.isHidden = isNavigationBarHidden
            barHeight = isNavigationBarHidden ? 0 : 1
            bar.frame = CGRect(x: 0, y: 0, width: size.width, height: barHeight)
            // In front of the top controller's view, as UIKit keeps it, and so
            // after that view's widgets in the key view loop.
            if view.subviews.last !== bar { view.addSubview(bar) }
        }
        if let top = topViewController?.viewIfLoaded as? NibKit.View {
            top.frame = CGRect(x: 0, y: barHeight, width: size.width, height: max(0, size.height - barHeight))
        }
    }

    /// A controller's navigation item, made titled with its `title` when
    /// the archive gives it none, as UIKit makes one on first use.
    private static func navigationItem(of controller: UIViewController) -> UINavigationItem {
        if let item = controller.navigationItem { return item }
        let item = UINavigationItem()
        item.title = controller.title
        controller.navigationItem = item
        return item
    }
}
