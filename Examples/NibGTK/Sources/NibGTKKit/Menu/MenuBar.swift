import CGtk4
import NibKit

/// A document's main menu as a window's GTK menu bar.
///
/// GTK 4 builds menu bars from a model: each `NSMenu` becomes a `GMenu`, a
/// submenu a `g_menu_item_new_submenu`, and the items between separators a
/// section (GTK draws the separator lines between sections). Every item
/// that can be chosen is a `GSimpleAction` named `item-N` (depth first) in a
/// `GSimpleActionGroup` that the window gets under the prefix `menu`, so its
/// model item's detailed action is `menu.item-N`; activating the action
/// sends the item's actions through NibKit (``GtkNSMenuItem``).
///
/// The windows are not in a `GtkApplication`, so key equivalents are not
/// application accelerators: they are shortcuts of a `GtkShortcutController`
/// on the window, each triggering the item's named action, and the model
/// item's `accel` attribute shows the key in the menu.
///
/// ```swift
/// let bar = MenuBar(menu: mainMenu, application: application)
/// host.install(bar)
/// bar.choose(quitItem)  // activates menu.item-3, as clicking it does
/// ```
@MainActor
public final class MenuBar {
    /// The main menu shown.
    public let menu: NSMenu
    /// The `GtkPopoverMenuBar`.
    public let widget: WidgetPointer
    /// The key equivalents as GTK accelerators, with the action each triggers.
    public private(set) var accelerators: [(accelerator: String, actionName: String)] = []

    /// Hears every action an item sends, before it is sent.
    weak var host: WindowHost?

    private var shortcuts: OpaquePointer?
    private let model: OpaquePointer
    private let actions: UnsafeMutablePointer<GSimpleActionGroup>
    private var names: [ObjectIdentifier: String] = [:]
    private var items: [NSMenuItem] = []

    /// The action group's prefix on the window.
    public static let prefix = "menu"

    /// Builds the model, the actions and the menu bar for `menu`, whose
    /// items send their nil-target actions through `application`.
    public init(menu: NSMenu, application: Application) {
        self.menu = menu
        // An item's chain runs through its menus to the main menu; the
        // application ends it, and dispatches a First Responder action.
        if menu.next == nil { menu.next = application }
        model = g_menu_new()
        actions = g_simple_action_group_new()
        // The bar follows its model's changes, so the model is filled after.
        widget = gtk_popover_menu_bar_new_from_model(Self.menuModel(model))
        gtk_widget_add_css_class(widget, "nibgtk-menu-bar")
        for item in menu.items where !item.isHidden && !item.isSeparatorItem {
            let submenu = item.submenu.map { makeModel(of: $0, application: application) }
            let entry =
                submenu.map { g_menu_item_new_submenu(Self.label(item.title), Self.menuModel($0)) }
                ?? makeEntry(for: item, application: application)
            g_menu_append_item(model, entry)
            g_object_unref(UnsafeMutableRawPointer(entry))
            if let submenu { g_object_unref(UnsafeMutableRawPointer(submenu)) }
        }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(model))
        g_object_unref(UnsafeMutableRawPointer(actions))
    }

    /// The detailed action an item's model entry activates on the window,
    /// `menu.item-3`; nil for a separator, a submenu or an item not in the bar.
    public func actionName(of item: NSMenuItem) -> String? {
        names[ObjectIdentifier(item)].map { "\(Self.prefix).\($0)" }
    }

    /// Whether `item` is one of the bar's items that can be chosen.
    public func contains(_ item: NSMenuItem) -> Bool { names[ObjectIdentifier(item)] != nil }

    /// Chooses `item` as GTK does when it is clicked: activates its action.
    public func choose(_ item: NSMenuItem) {
        guard let name = names[ObjectIdentifier(item)] else { return }
        g_action_group_activate_action(OpaquePointer(actions), name, nil)
    }

    /// Gives `window` the bar's actions and its key equivalents' shortcuts.
    func attach(to window: WidgetPointer) {
        gtk_widget_insert_action_group(window, Self.prefix, OpaquePointer(actions))
        guard let controller = gtk_shortcut_controller_new() else { return }
        // Global: a key equivalent works wherever the focus is in the window, as in a Cocoa menu.
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_GLOBAL)
        for (accelerator, actionName) in accelerators {
            guard let trigger = gtk_shortcut_trigger_parse_string(accelerator) else { continue }
            gtk_shortcut_controller_add_shortcut(
                controller, gtk_shortcut_new(trigger, gtk_named_action_new(actionName)))
        }
        gtk_widget_add_controller(window, controller)
        shortcuts = controller
    }

    /// Activates the window's shortcut whose trigger is `accelerator`
    /// (`<Control>q` matches `<Primary>q` on Linux) as GTK does on the key
    /// press: its named action is activated on `window`. Returns whether a
    /// shortcut matched.
    func trigger(_ accelerator: String, on window: WidgetPointer) -> Bool {
        guard let shortcuts, let trigger = gtk_shortcut_trigger_parse_string(accelerator) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(trigger)) }
        let list = shortcuts
        for index in 0..<g_list_model_get_n_items(list) {
            guard let shortcut = g_list_model_get_item(list, index) else { continue }
            defer { g_object_unref(shortcut) }
            let candidate = OpaquePointer(shortcut)
            guard
                gtk_shortcut_trigger_equal(
                    UnsafeRawPointer(trigger), UnsafeRawPointer(gtk_shortcut_get_trigger(candidate))) != 0,
                let action = gtk_shortcut_get_action(candidate)
            else { continue }
            return gtk_shortcut_action_activate(action, GTK_SHORTCUT_ACTION_EXCLUSIVE, window, nil) != 0
        }
        return false
    }

    /// One submenu's model: its items, a section between separators.
    private func makeModel(of menu: NSMenu, application: Application) -> OpaquePointer {
        let model = g_menu_new()!
        var section = g_menu_new()!
        func closeSection() {
            if g_menu_model_get_n_items(Self.menuModel(section)) > 0 {
                g_menu_append_section(model, nil, Self.menuModel(section))
            }
            g_object_unref(UnsafeMutableRawPointer(section))
        }
        for item in menu.items where !item.isHidden {
            if item.isSeparatorItem {
                closeSection()
                section = g_menu_new()
                continue
            }
            let entry: OpaquePointer
            if let submenu = item.submenu {
                let submodel = makeModel(of: submenu, application: application)
                entry = g_menu_item_new_submenu(Self.label(item.title), Self.menuModel(submodel))
                g_object_unref(UnsafeMutableRawPointer(submodel))
            } else {
                entry = makeEntry(for: item, application: application)
            }
            g_menu_append_item(section, entry)
            g_object_unref(UnsafeMutableRawPointer(entry))
        }
        closeSection()
        return model
    }

    /// A model entry for an item that can be chosen, and its action.
    private func makeEntry(for item: NSMenuItem, application: Application) -> OpaquePointer {
        let name = "item-\(items.count)"
        items.append(item)
        names[ObjectIdentifier(item)] = name
        let action = g_simple_action_new(name, nil)!
        g_simple_action_set_enabled(action, item.isEnabled ? 1 : 0)
        SignalHandler.connect(UnsafeMutableRawPointer(action), "activate", hasParameter: true) {
            [weak self, weak item] in
            guard let self, let item else { return }
            self.host?.willSend(.primaryActionTriggered, from: item)
            if let item = item as? GtkNSMenuItem {
                item.choose()
            } else {
                item.sendActions(for: .primaryActionTriggered)
            }
        }
        g_action_map_add_action(OpaquePointer(actions), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        let detailed = "\(Self.prefix).\(name)"
        let entry = g_menu_item_new(Self.label(item.title), detailed)!
        if let accelerator = KeyEquivalent(key: item.keyEquivalent, modifiers: item.keyEquivalentModifierMask)
            .accelerator
        {
            accelerators.append((accelerator, detailed))
            g_menu_item_set_attribute_value(entry, "accel", g_variant_new_string(accelerator))
        }
        return entry
    }

    /// A title as a GTK menu label: underscores are mnemonics there, so a
    /// literal one is doubled.
    private static func label(_ title: String) -> String {
        title.replacingOccurrences(of: "_", with: "__")
    }

    /// A `GMenu` as the `GMenuModel` it derives from (`G_MENU_MODEL()` in C).
    private static func menuModel(_ menu: OpaquePointer) -> UnsafeMutablePointer<GMenuModel> {
        UnsafeMutablePointer<GMenuModel>(menu)
    }
}
