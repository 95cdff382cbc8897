import NibKitLoader

/// An element of a menu, as UIKit's `UIMenuElement`: a menu, a command or
/// an action, with its title and image.
///
/// UIKit's menu elements are not responders. NibKit's are, so that a
/// command or an action can adopt ``Control`` and take the
/// document's action connections.
open class UIMenuElement: Responder {
    /// The title, or nil.
    public var title: String?
    /// The line below the title, or nil.
    public var subtitle: String?
    /// The image, or nil.
    public var image: UIImage?

    /// The keys Interface Builder writes for every menu element: `title`,
    /// `subtitle` and `image`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("title", \UIMenuElement.title),
            KeyBinding("subtitle", \UIMenuElement.subtitle),
            KeyBinding("image", \UIMenuElement.image),
        ]
    }

    /// The title, when it has one.
    open override var descriptionFields: [(name: String, value: String)] {
        var fields = super.descriptionFields
        if let title { fields.append(("title", ObjectDescription.text(title))) }
        return fields
    }
}

/// A menu, as UIKit's `UIMenu`: Interface Builder's `<menu>` of a button or
/// a bar button item, with its children.
open class UIMenu: UIMenuElement {
    /// The elements of the menu, in order.
    public var children: [UIMenuElement] = []
    /// The menu's identifier, or nil.
    public var identifier: String?

    /// The keys of Interface Builder's `<menu>`: `children` and `identifier`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("children", \UIMenu.children),
            KeyBinding("identifier", \UIMenu.identifier),
        ]
    }
}

/// A menu command that sends its action along the responder chain, as
/// UIKit's `UICommand`: Interface Builder's `<command>`.
open class UICommand: UIMenuElement, Control {
    /// Sends the command's actions, as choosing it does.
    public func sendPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }
}

/// A menu action, as UIKit's `UIAction`: Interface Builder's `<action>` of a menu.
open class UIAction: UIMenuElement, Control {
    /// Sends the action's actions, as choosing it does.
    public func sendPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }
}
