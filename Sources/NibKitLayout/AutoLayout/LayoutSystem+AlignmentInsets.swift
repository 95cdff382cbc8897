import Foundation
import NibKitCore
import NibKitLoader
import NibKitModels

extension LayoutSystem {
    // MARK: Alignment rectangles

    /// How far an AppKit control's alignment rectangle lies inside its frame,
    /// in top-down coordinates; zero for every other view.
    ///
    /// AppKit's constraints act on a view's alignment rectangle, and
    /// Interface Builder stores frames, so a push button whose bottom is 20
    /// points above its superview's is stored at `y = 13`. The insets are
    /// AppKit's drawing of the standard controls at the regular size (a
    /// label's text inset, a push button's bezel shadow), so they apply to
    /// NibKit's standard classes only: a toolkit's subclass draws its own
    /// widgets and measures them as it draws them.
    ///
    /// | Control | Top | Left | Bottom | Right |
    /// | --- | ---: | ---: | ---: | ---: |
    /// | `NSTextField` without bezel or border (a label) | 0 | 2 | 0 | 2 |
    /// | `NSButton`, push, `rounded` bezel | 4 | 6 | 7 | 6 |
    /// | `NSButton`, checkbox or radio button | 2 | 2 | 1 | 2 |
    /// | `NSPopUpButton`, `rounded` bezel | 1 | 3 | 3 | 3 |
    static func alignmentInsets(of view: View) -> EdgeInsets {
        let none = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        guard let control = view as? NSControl, control.controlSize == .regular,
            String(reflecting: type(of: view)).hasPrefix("NibKitModels.")
        else { return none }
        switch control {
        case let popUp as NSPopUpButton:
            return popUp.bezelStyle == .rounded ? EdgeInsets(top: 1, left: 3, bottom: 3, right: 3) : none
        case let button as NSButton:
            switch button.buttonType {
            case .check, .radio: return EdgeInsets(top: 2, left: 2, bottom: 1, right: 2)
            case .push where button.bezelStyle == .rounded: return EdgeInsets(top: 4, left: 6, bottom: 7, right: 6)
            default: return none
            }
        case let field as NSTextField:
            return field.isBezeled || field.isBordered ? none : EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        default:
            return none
        }
    }
}
