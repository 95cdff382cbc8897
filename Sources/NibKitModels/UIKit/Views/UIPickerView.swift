import NibKitLoader

/// A spinning wheel of rows to choose from, as UIKit's `UIPickerView`: its
/// data source and delegate outlets.
open class UIPickerView: UIView {
    /// The object that gives the rows, or nil.
    public weak var dataSource: NibObject?
    /// The object told about choices, or nil.
    public weak var delegate: NibObject?
    /// Whether the chosen row is shown with a highlight (before iOS 7).
    public var showsSelectionIndicator = false

    /// The keys of Interface Builder's `<pickerView>`: `dataSource`,
    /// `delegate` and `showsSelectionIndicator`.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("dataSource", \UIPickerView.dataSource),
            KeyBinding("delegate", \UIPickerView.delegate),
            KeyBinding("showsSelectionIndicator", \UIPickerView.showsSelectionIndicator),
        ]
    }
}
