import CGtk4
import NibKit

/// A tab bar controller's tabs in a GTK window: a row of `GtkToggleButton`s,
/// one per view controller, the selected one active.
///
/// Each tab is titled by its controller's tab bar item's `title`, else the
/// system item's name (`featured` is "Featured"), else the controller's
/// `title`, else "Item" and its position. Clicking a tab
/// selects it (`UITabBarController.select(_:)`), which sets `selectedIndex`
/// and sends the appearance callbacks; the window then shows the new tab.
///
/// ```swift
/// let tabs = try #require(window.tabBar)
/// tabs.titles          // ["First", "Second"]
/// tabs.select(1)       // GTK emits "clicked" on the second tab
/// ```
@MainActor
public final class TabBar {
    /// The bar's widget, which the bar holds a reference to.
    public let widget: WidgetPointer
    /// The tabs' titles, in order.
    public let titles: [String]
    /// The tabs' buttons, in order.
    public let buttons: [WidgetPointer]
    /// The index of the selected tab when the bar was made.
    public let selectedIndex: Int

    /// Makes the tabs of `tabs`; they select through `window`.
    init(tabs: UITabBarController, window: StoryboardWindow) {
        let bar: WidgetPointer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        g_object_ref_sink(bar.object)
        widget = bar
        gtk_box_set_homogeneous(bar.as(GtkBox.self), 1)
        gtk_widget_add_css_class(bar, "nibgtk-tab-bar")
        selectedIndex = tabs.selectedIndex
        titles = tabs.viewControllers.enumerated().map { index, controller in
            let item = controller.tabBarItem
            return item?.title ?? item?.systemItem.flatMap { Self.systemItemNames[$0] } ?? controller.title
                ?? "Item \(index + 1)"
        }
        buttons = titles.enumerated().map { index, title in
            let button: WidgetPointer = gtk_toggle_button_new_with_label(title)
            gtk_widget_add_css_class(button, "nibgtk-tab")
            gtk_toggle_button_set_active(button.as(GtkToggleButton.self), index == tabs.selectedIndex ? 1 : 0)
            SignalHandler.connect(button.object, "clicked") { [weak window, weak tabs] in
                guard let window, let tabs else { return }
                window.select(index, in: tabs)
            }
            gtk_box_append(bar.as(GtkBox.self), button)
            return button
        }
    }

    /// What a system tab bar item shows, in English.
    static let systemItemNames: [UITabBarItem.SystemItem: String] = [
        .more: "More", .favorites: "Favorites", .featured: "Featured", .topRated: "Top Rated", .recents: "Recents",
        .contacts: "Contacts", .history: "History", .bookmarks: "Bookmarks", .search: "Search",
        .downloads: "Downloads", .mostRecent: "Most Recent", .mostViewed: "Most Viewed",
    ]

    isolated deinit {
        g_object_unref(widget.object)
    }

    /// Clicks the tab at `index` through GTK, as the user does; false when
    /// there is no such tab.
    @discardableResult
    public func select(_ index: Int) -> Bool {
        guard buttons.indices.contains(index) else { return false }
        nibgtk_signal_emit(buttons[index].object, "clicked")
        return true
    }
}
