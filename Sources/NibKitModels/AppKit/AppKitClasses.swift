import NibKitLoader

extension ClassRegistry {
    /// Registers every AppKit model class under its Interface Builder names.
    mutating func registerAppKitClasses() {
        // `NSObject` and `NSResponder` stay unregistered: documents name them
        // as the classes of placeholders (the Application, a storyboard's
        // First Responder), whose outlets and actions a registered class would check.
        register(NSFontManager.self, as: "NSFontManager")
        register(NSDocumentController.self, as: "NSDocumentController")
        register(NSApplication.self, as: "NSApplication")

        // Compiled-nib classes
        register(WebView.self, as: "WebView")

        register(NSView.self, as: "NSView")
        register(NSBox.self, as: "NSBox")
        register(NSProgressIndicator.self, as: "NSProgressIndicator")
        register(NSVisualEffectView.self, as: "NSVisualEffectView")
        register(NSScrollView.self, as: "NSScrollView")
        register(NSClipView.self, as: "NSClipView")
        register(NSScroller.self, as: "NSScroller")
        register(NSStackView.self, as: "NSStackView")
        register(NSSplitView.self, as: "NSSplitView")
        register(NSTabView.self, as: "NSTabView")
        register(NSTabViewItem.self, as: "NSTabViewItem")
        register(NSTextView.self, as: "NSTextView")
        register(NSCollectionView.self, as: "NSCollectionView")
        register(NSGridView.self, as: "NSGridView")
        register(NSGridRow.self, as: "NSGridRow")
        register(NSGridColumn.self, as: "NSGridColumn")
        register(NSGridCell.self, as: "NSGridCell")

        register(NSTableView.self, as: "NSTableView")
        register(NSOutlineView.self, as: "NSOutlineView")
        register(NSTableHeaderView.self, as: "NSTableHeaderView")
        register(NSTableColumn.self, as: "NSTableColumn")
        register(NSTableCellView.self, as: "NSTableCellView")
        register(NSTableRowView.self, as: "NSTableRowView")

        register(NSControl.self, as: "NSControl")
        register(NSButton.self, as: "NSButton")
        register(NSPopUpButton.self, as: "NSPopUpButton")
        register(NSTextField.self, as: "NSTextField")
        register(NSSecureTextField.self, as: "NSSecureTextField")
        register(NSSearchField.self, as: "NSSearchField")
        register(NSComboBox.self, as: "NSComboBox")
        register(NSTokenField.self, as: "NSTokenField")
        register(NSSlider.self, as: "NSSlider")
        register(NSStepper.self, as: "NSStepper")
        register(NSDatePicker.self, as: "NSDatePicker")
        register(NSLevelIndicator.self, as: "NSLevelIndicator")
        register(NSSegmentedControl.self, as: "NSSegmentedControl")
        register(NSColorWell.self, as: "NSColorWell")
        register(NSImageView.self, as: "NSImageView")
        register(NSPathControl.self, as: "NSPathControl")
        register(NSMatrix.self, as: "NSMatrix")

        register(NSCell.self, as: "NSCell")
        register(NSActionCell.self, as: "NSActionCell")
        register(NSButtonCell.self, as: "NSButtonCell")
        register(NSPopUpButtonCell.self, as: "NSPopUpButtonCell")
        register(NSTextFieldCell.self, as: "NSTextFieldCell")
        register(NSSecureTextFieldCell.self, as: "NSSecureTextFieldCell")
        register(NSSearchFieldCell.self, as: "NSSearchFieldCell")
        register(NSComboBoxCell.self, as: "NSComboBoxCell")
        register(NSTokenFieldCell.self, as: "NSTokenFieldCell")
        register(NSTableHeaderCell.self, as: "NSTableHeaderCell")
        register(NSPathComponentCell.self, as: "NSPathComponentCell")
        register(NSSliderCell.self, as: "NSSliderCell")
        register(NSStepperCell.self, as: "NSStepperCell")
        register(NSDatePickerCell.self, as: "NSDatePickerCell")
        register(NSLevelIndicatorCell.self, as: "NSLevelIndicatorCell")
        register(NSSegmentedCell.self, as: "NSSegmentedCell")
        register(NSImageCell.self, as: "NSImageCell")
        register(NSPathCell.self, as: "NSPathCell")
        register(NSNumberFormatter.self, as: "NSNumberFormatter")
        register(NSDateFormatter.self, as: "NSDateFormatter")

        register(NSMenu.self, as: "NSMenu")
        register(NSMenuItem.self, as: "NSMenuItem")
        register(NSWindow.self, as: "NSWindow")
        register(NSPanel.self, as: "NSPanel")
        register(NSToolbar.self, as: "NSToolbar")
        register(NSToolbarItem.self, as: "NSToolbarItem")

        register(NSObjectController.self, as: "NSObjectController")
        register(NSArrayController.self, as: "NSArrayController")
        register(NSTreeController.self, as: "NSTreeController")
        register(UserDefaultsController.self, as: "NSUserDefaultsController")
    }
}
