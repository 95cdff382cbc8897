import CGtk4
import NibKit

/// A navigation controller's bar in a GTK window: a `GtkCenterBox` with the
/// back button and the left bar button items at the start, the top
/// controller's title in the centre and the right items at the end.
///
/// The title is the top controller's navigation item's `title`, else the
/// controller's `title`. With more than one controller on the stack, the
/// back button is named after the controller below the top, as UIKit names
/// it: that controller's navigation item's `backBarButtonItem` title, else
/// its `backButtonTitle`, else its title, else "Back"; a navigation item
/// that `hidesBackButton` has none. Clicking it pops the stack. Each bar
/// button item is a `GtkButton` with its title, or the system item's name
/// (`add` is "+"), that sends the item's actions, as a tap does.
///
/// ```swift
/// let bar = try #require(window.navigationBar)
/// bar.title       // "Note"
/// bar.backTitle   // "Notes"
/// bar.goBack()    // GTK emits "clicked" on the back button; the stack pops
/// ```
@MainActor
public final class NavigationBar {
    /// The bar's widget, which the bar holds a reference to.
    public let widget: WidgetPointer
    /// The title shown.
    public let title: String
    /// The `GtkLabel` showing the title.
    public let titleLabel: WidgetPointer
    /// The back button's title, or nil when there is no back button.
    public let backTitle: String?
    /// The back button, or nil.
    public let backButton: WidgetPointer?
    /// The buttons of the bar button items, left items first (from the
    /// left), then the right ones (from the right edge inwards).
    public let itemButtons: [(item: UIBarButtonItem, button: WidgetPointer)]

    /// Makes the bar of `navigation` for its top controller; its buttons
    /// act through `window`.
    init(navigation: UINavigationController, window: StoryboardWindow) {
        let top = navigation.topViewController
        let item = top?.navigationItem
        title = item?.title ?? top?.title ?? ""
        let stack = navigation.viewControllers
        if stack.count > 1, item?.hidesBackButton != true {
            let previous = stack[stack.count - 2]
            let previousItem = previous.navigationItem
            backTitle =
                previousItem?.backBarButtonItem?.title ?? previousItem?.backButtonTitle ?? previousItem?.title
                ?? previous.title ?? "Back"
        } else {
            backTitle = nil
        }
        let bar: WidgetPointer = gtk_center_box_new()
        g_object_ref_sink(bar.object)
        widget = bar
        gtk_widget_add_css_class(bar, "nibgtk-navigation-bar")
        titleLabel = gtk_label_new(title)
        gtk_widget_add_css_class(titleLabel, "nibgtk-navigation-title")
        gtk_center_box_set_center_widget(bar.opaque, titleLabel)

        let start = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        let end = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        gtk_center_box_set_start_widget(bar.opaque, start)
        gtk_center_box_set_end_widget(bar.opaque, end)
        if let backTitle {
            let button: WidgetPointer = gtk_button_new_with_label("‹ " + backTitle)
            gtk_widget_add_css_class(button, "nibgtk-bar-button")
            SignalHandler.connect(button.object, "clicked") { [weak window, weak navigation] in
                guard let window, let navigation else { return }
                window.goBack(in: navigation)
            }
            gtk_box_append(start.as(GtkBox.self), button)
            backButton = button
        } else {
            backButton = nil
        }
        var buttons: [(UIBarButtonItem, WidgetPointer)] = []
        for barItem in item?.leftItems ?? [] {
            guard let button = Self.button(for: barItem, window: window) else { continue }
            gtk_box_append(start.as(GtkBox.self), button)
            buttons.append((barItem, button))
        }
        for barItem in item?.rightItems ?? [] {
            guard let button = Self.button(for: barItem, window: window) else { continue }
            // The first right item is the rightmost, as in UIKit.
            gtk_box_prepend(end.as(GtkBox.self), button)
            buttons.append((barItem, button))
        }
        itemButtons = buttons
    }

    isolated deinit {
        g_object_unref(widget.object)
    }

    /// The back button's action, through GTK: emits "clicked", as a click
    /// does; false when the bar has no back button.
    @discardableResult
    public func goBack() -> Bool {
        guard let backButton else { return false }
        nibgtk_signal_emit(backButton.object, "clicked")
        return true
    }

    /// The button of `item`, or nil when the bar shows none for it.
    public func button(for item: UIBarButtonItem) -> WidgetPointer? {
        itemButtons.first { $0.item === item }?.button
    }

    /// A button sending `item`'s actions, labelled with its title or its
    /// system item's name; nil for a space or an item with neither.
    private static func button(for item: UIBarButtonItem, window: StoryboardWindow) -> WidgetPointer? {
        guard let label = item.title ?? item.systemItem.flatMap({ systemItemNames[$0] }) else { return nil }
        let button: WidgetPointer = gtk_button_new_with_label(label)
        gtk_widget_add_css_class(button, "nibgtk-bar-button")
        gtk_widget_set_sensitive(button, item.isEnabled ? 1 : 0)
        SignalHandler.connect(button.object, "clicked") { [weak window, weak item] in
            guard let window, let item else { return }
            window.tap(item)
        }
        return button
    }

    /// What a system bar button item shows, in English; the spaces show nothing.
    static let systemItemNames: [UIBarButtonItem.SystemItem: String] = [
        .done: "Done", .cancel: "Cancel", .edit: "Edit", .save: "Save", .add: "+", .compose: "Compose",
        .reply: "Reply", .action: "Share", .organize: "Organize", .bookmarks: "Bookmarks", .search: "Search",
        .refresh: "Refresh", .stop: "Stop", .camera: "Camera", .trash: "Trash", .play: "Play", .pause: "Pause",
        .rewind: "Rewind", .fastForward: "Fast Forward", .undo: "Undo", .redo: "Redo", .pageCurl: "Page Curl",
        .close: "Close",
    ]
}
