import Foundation
import NibKit
import NibKitModels
import Testing

/// NibKit's AppKit classes as `ClassRegistry.standard(for: .macOS)` makes
/// them from `ExampleNibs/MainMenu.xib`, `ExampleNibs/Preferences.xib`,
/// macOS documents of the corpus and small fixtures: the state Interface
/// Builder sets, the API a test queries, actions along the responder chain
/// and Cocoa bindings through the controllers.
///
/// The test target has stand-ins of its own named `NSWindow`, `NSMenu` and
/// so on (`Support/InterfaceBuilderToolkit.swift`), so NibKit's are spelt
/// with their module's name.
@Suite("NibKit's AppKit classes")
struct AppKitModelTests {
    typealias Window = NibKitModels.NSWindow
    typealias Menu = NibKitModels.NSMenu
    typealias MenuItem = NibKitModels.NSMenuItem
    typealias Application = NibKitModels.NSApplication
    typealias TextField = NibKitModels.NSTextField
    typealias TextFieldCell = NibKitModels.NSTextFieldCell
    typealias View = NibKitModels.NSView

    /// The standard registry with MainMenu.xib's application delegate.
    static let registry: ClassRegistry = {
        var registry = ClassRegistry.standard(for: .macOS)
        registry.register(ClockDelegate.self, as: "AppDelegate", initializers: .plain)
        return registry
    }()

    /// MainMenu.xib loaded as AppKit loads a main nib: the application is
    /// both File's Owner and the Application.
    func mainMenu() throws -> (application: Application, graph: NibInstantiation) {
        let template = try NibTemplate(contentsOf: Toolkit.example("MainMenu.xib"), registry: Self.registry)
        #expect(template.warnings.map(\.description) == [])
        let application = Application()
        let graph = try template.instantiate(owner: application, application: application)
        #expect(application.mainMenu == nil)
        application.setSystemMenus(from: graph)
        return (application, graph)
    }

    @Test("MainMenu.xib's window has its title, style, position and content view")
    func mainMenuWindow() throws {
        let (application, graph) = try mainMenu()
        let window = try #require(graph.object(withID: "QvC-M9-y7g") as? Window)
        #expect(window.title == "Population Clock")
        #expect(window.styleMask == [.titled, .closable, .miniaturizable, .resizable])
        #expect(window.initialPositionMask == [.leftStrut, .rightStrut, .topStrut, .bottomStrut])
        #expect(window.contentRect == CGRect(x: 335, y: 390, width: 480, height: 360))
        #expect(window.screenRect == CGRect(x: 0, y: 0, width: 1920, height: 1055))
        #expect(!window.isReleasedWhenClosed && !window.allowsToolTipsWhenApplicationIsInactive)
        #expect(window.animationBehavior == .default)
        #expect(graph.visibleAtLaunchObjects.map(ObjectIdentifier.init) == [ObjectIdentifier(window)])
        #expect((application.delegate as? ClockDelegate)?.window === window)

        let content = try #require(window.contentView)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 480, height: 360))
        #expect(content.autoresizingMask == [])
        #expect(content.window === window && content.next === window)
        let label = try #require(content.subviews.first as? TextField)
        #expect(label.window === window)
        #expect(label.stringValue == "7,942,645,086")
        #expect(label.alignment == .center)
        #expect(label.font == FontDescription(pointSize: 32, metaFont: "system"))
        #expect(label.textColor == Color(named: "labelColor", catalog: "System"))
        #expect(label.focusRingType == .none)
        #expect(label.contentHuggingPriority(for: .horizontal) == 251)
        #expect(label.contentHuggingPriority(for: .vertical) == 750)
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == 750)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        #expect((label.cell as? TextFieldCell)?.lineBreakMode == .byClipping)
        #expect(label.cell?.controlView === label)
        #expect(!label.isEditable && !label.canBecomeFirstResponder)

        #expect(window.description == #"<NSWindow: title = "Population Clock">"#)
        #expect(label.description == #"<NSTextField: frame = (18 160; 444 40); text = "7,942,645,086">"#)
    }

    @Test("MainMenu.xib's menus hold their items, submenus and key equivalents")
    func mainMenuItems() throws {
        let (application, graph) = try mainMenu()
        let mainMenu = try #require(application.mainMenu)
        #expect(mainMenu === graph.object(withID: "AYu-sK-qS6"))
        #expect(mainMenu.title == "Main Menu" && mainMenu.systemMenu == .main)
        #expect(mainMenu.canvasLocation == CGPoint(x: 142, y: -258))
        #expect(mainMenu.items.map(\.title) == ["Population Clock", "File"])

        let applicationMenu = try #require(mainMenu.item(at: 0)?.submenu)
        #expect(applicationMenu.systemMenu == .apple)
        #expect(applicationMenu.supermenu === mainMenu)
        #expect(applicationMenu.supermenuItem === mainMenu.item(at: 0))
        #expect(applicationMenu.items.map(\.title) == ["About Population Clock", "", "Quit Population Clock"])
        let about = try #require(applicationMenu.item(withTitle: "About Population Clock"))
        let separator = try #require(applicationMenu.item(at: 1))
        let quit = try #require(applicationMenu.item(withTitle: "Quit Population Clock"))
        #expect(separator.isSeparatorItem && !quit.isSeparatorItem)
        #expect(quit.keyEquivalent == "q")
        // No <modifierMask>: AppKit's default, Command; an empty one: none.
        #expect(quit.keyEquivalentModifierMask == [.command])
        #expect(about.keyEquivalent == "" && about.keyEquivalentModifierMask == [])
        #expect(quit.menu === applicationMenu && applicationMenu.index(of: quit) == 2)
        #expect(quit.action == "terminate:" && quit.target == nil)

        let file = try #require(mainMenu.item(withTitle: "File")?.submenu)
        #expect(file.items.map(\.keyEquivalent) == ["n", "w"])
        #expect(file.item(at: 0)?.target === application.delegate)

        #expect(quit.description == #"<NSMenuItem: title = "Quit Population Clock">"#)
        #expect(separator.description == "<NSMenuItem: separator = YES>")
        #expect(file.description == #"<NSMenu: title = "File"; items = 2>"#)
    }

    @Test("a menu item aimed at First Responder sends its action along the responder chain")
    func menuActionsReachTheChain() throws {
        let (application, graph) = try mainMenu()
        let window = try #require(graph.object(withID: "QvC-M9-y7g") as? Window)
        let delegate = try #require(application.delegate as? ClockDelegate)
        let applicationMenu = try #require(application.mainMenu?.item(at: 0)?.submenu)
        let file = try #require(application.mainMenu?.item(at: 1)?.submenu)

        // No first responder: the chain from the item, through its menus, reaches the application.
        #expect(applicationMenu.performActionForItem(at: 0))
        #expect(application.aboutPanelOrderedFront == 1)
        #expect(!file.performActionForItem(at: 1))  // nobody on that chain closes windows
        #expect(file.performActionForItem(at: 0))  // aimed at the delegate itself
        #expect(delegate.newWindows == 1)

        // With the window ordered front and first responder, Close reaches it.
        application.orderFront(window)
        #expect(window.isVisible && application.windows.count == 1)
        #expect(window.becomeFirstResponder())
        #expect(window.isFirstResponder)
        #expect(file.performActionForItem(at: 1))
        #expect(!window.isVisible && application.windows.isEmpty)

        let quit = try #require(applicationMenu.item(at: 2))
        quit.isEnabled = false
        #expect(!quit.sendAction() && !application.isTerminated)
        quit.isEnabled = true
        #expect(quit.sendAction() && application.isTerminated)
        #expect(!applicationMenu.performActionForItem(at: 9))
    }

    @Test("Preferences.xib's controls follow the user defaults and the owner through their bindings")
    func preferencesBindings() throws {
        var registry = ClassRegistry.standard(for: .macOS)
        registry.register(NibKitModels.NSSlider.self, as: "Slider")
        registry.register(NibKitModels.NSButton.self, as: "Checkbox")
        registry.register(TextField.self, as: "TextField")
        let template = try NibTemplate(contentsOf: Toolkit.example("Preferences.xib"), registry: registry)
        var options = InstantiationOptions()
        options.defaultsStore = InMemoryDefaultsStore(["volume": .real(0.8), "playsSounds": .bool(true)])
        let owner = DynamicObject(className: "Profile")
        let graph = try template.instantiate(owner: owner, options: options)

        let volume = try #require(graph.object(withID: "volume") as? NibKitModels.NSSlider)
        let sounds = try #require(graph.object(withID: "sounds") as? NibKitModels.NSButton)
        let name = try #require(graph.object(withID: "name") as? TextField)
        let defaults = try #require(graph.object(withID: "defaults") as? UserDefaultsController)
        #expect(volume.doubleValue == 0.8)
        #expect(sounds.state == .on)
        #expect(name.stringValue == "Anonymous")  // the null placeholder: the owner has no account

        try defaults.setValue(false, forKeyPath: "values.playsSounds")
        #expect(sounds.state == .off)
        try defaults.setValue(0.25, forKeyPath: "values.volume")
        #expect(volume.doubleValue == 0.25)
    }

    @Test("an array controller keeps its settings and shows its content to the bindings of a column and a field")
    func arrayControllerBindings() throws {
        let template = try IB.template(xml: Self.peopleDocument, registry: Self.peopleRegistry)
        #expect(template.warnings.map(\.description) == [])
        let owner = PeopleOwner()
        owner.people = [Person(name: "Alice"), Person(name: "Bob")]
        let graph = try template.instantiate(owner: owner)
        let controller = try #require(graph.object(withID: "ctl") as? NSArrayController)
        let column = try #require(graph.object(withID: "col") as? NSTableColumn)
        let detail = try #require(graph.object(withID: "detail") as? TextField)

        #expect(controller.objectClassName == "Person")
        #expect(!controller.isEditable && !controller.canAdd)
        #expect(!controller.avoidsEmptySelection && !controller.selectsInsertedObjects)
        #expect(controller.declaredKeys == ["name", "age"])
        #expect(controller.arrangedObjects.count == 2 && controller.selectionIndexes.isEmpty)
        #expect(Self.names(column.objectValue) == ["Alice", "Bob"])
        #expect(detail.stringValue == "Text")

        #expect(controller.setSelectionIndex(1))
        #expect(detail.stringValue == "Bob")
        #expect(try controller.value(forKeyPath: "selection.name") as? String == "Bob")
        #expect(!controller.setSelectionIndex(2) && controller.selectionIndexes == [1])

        try owner.setValue([Person(name: "Carol")], forKey: "people")
        #expect(Self.names(column.objectValue) == ["Carol"])
        #expect(controller.selectionIndexes.isEmpty)  // index 1 is gone

        #expect(column.identifier == "name" && column.title == "Name")
        #expect(column.width == 120 && column.minWidth == 40 && column.maxWidth == 1000)
        #expect(column.headerCell.alignment == .left && column.headerCell.lineBreakMode == .byTruncatingTail)
        #expect(column.resizingMask == [.autoresizingMask, .userResizingMask])
        #expect((column.dataCell as? TextFieldCell)?.title == "Text Cell")
        #expect(column.description == #"<NSTableColumn: identifier = "name"; title = "Name"; width = 120>"#)
    }

    /// A corpus document loaded with the standard registry, its own classes dynamic.
    func corpusGraph(_ path: String) throws -> NibInstantiation {
        let template = try NibTemplate(
            data: CorpusTests.data(path), path: path, registry: .standard(for: .macOS, allowsDynamicObjects: true))
        return try template.instantiate(owner: DynamicObject(className: "Owner"), application: Application())
    }

    @Test("Jiggler's preferences panel: a pop-up button's selected item, a radio matrix and a checkbox")
    func jigglerPreferences() throws {
        let graph = try corpusGraph("xib/bhaller__Jiggler__Base.lproj__Preferences.xib")
        let panel = try #require(graph.object(withID: "654") as? NibKitModels.NSPanel)
        #expect(panel.title == "Jiggler Preferences")
        #expect(panel.styleMask == [.titled, .closable])
        #expect(panel.minSize == CGSize(width: 213, height: 167))
        #expect(graph.visibleAtLaunchObjects.isEmpty)  // visibleAtLaunch="NO"

        let popUp = try #require(graph.object(withID: "700") as? NSPopUpButton)
        #expect(popUp.itemArray.map(\.title) == ["An application", "A process"])
        #expect(popUp.indexOfSelectedItem == 0 && popUp.titleOfSelectedItem == "An application")
        #expect(popUp.selectedItem === graph.object(withID: "703"))
        #expect(popUp.selectItem(withTag: 1) && popUp.titleOfSelectedItem == "A process")
        #expect(!popUp.selectItem(withTag: 7) && popUp.selectedTag == 1)
        #expect(popUp.action == "onlyWithIdentityPopUpChanged:")
        #expect((popUp.cell as? NSPopUpButtonCell)?.menu?.title == "OtherViews")

        let matrix = try #require(graph.object(withID: "BQj-CL-3jJ") as? NSMatrix)
        #expect(matrix.cells.count == 3 && matrix.selectedIndex == 0)
        #expect(matrix.cells.map { ($0 as? NSActionCell)?.tag } == [0, 1, 2])
        #expect(matrix.prototype?.title == "Radio")
        #expect(matrix.cellSize == CGSize(width: 419, height: 18))
        #expect(matrix.intercellSpacing == CGSize(width: 4, height: 2))
        #expect(!matrix.allowsEmptySelection && !matrix.autosizesCells)

        let checkbox = try #require(graph.object(withID: "JK7-je-yY2") as? NibKitModels.NSButton)
        #expect(checkbox.buttonType == .check && checkbox.bezelStyle == .regularSquare)
        #expect(checkbox.imagePosition == .left && checkbox.state == .off)
        #expect((checkbox.cell as? NSButtonCell)?.behavior == [.changeContents, .doesNotDimImage, .lightByContents])
        checkbox.performClick(nil)
        #expect(checkbox.state == .on)
    }

    @Test("Telephone's store: a view-based table, its prototype cell view and its bindings")
    func telephoneStoreTable() throws {
        let graph = try corpusGraph("xib/64characters__Telephone__Telephone__Base.lproj__StoreViewController.xib")
        let table = try #require(graph.object(withID: "eYD-l4-AFn") as? NSTableView)
        #expect(table.isViewBased && table.rowHeight == 40 && table.rowSizeStyle == .automatic)
        #expect(table.style == .fullWidth && table.selectionHighlightStyle == .none)
        #expect(table.columnAutoresizingStyle == .lastColumnOnly && table.usesAlternatingRowBackgroundColors)
        #expect(!table.allowsColumnReordering && table.allowsColumnSelection && !table.allowsColumnResizing)
        #expect(!table.allowsMultipleSelection && table.intercellSpacing == CGSize(width: 3, height: 2))
        #expect(table.enclosingScrollView === graph.object(withID: "27z-De-ahO"))
        #expect(table.enclosingScrollView?.documentView === table)
        #expect(table.content is NSArrayController.ArrangedObjectsProxy)

        let column = try #require(table.tableColumns.first)
        #expect(table.numberOfColumns == 1 && column.tableView === table)
        #expect(column.width == 426 && column.minWidth == 40 && column.maxWidth == 1000)
        #expect(column.title == "" && column.headerCell.borderStyle == .border)
        #expect((column.dataCell as? TextFieldCell)?.isEditable == true)

        let cellView = try #require(column.prototypeCellViews.first as? NSTableCellView)
        let field = try #require(cellView.textField)
        let buy = try #require(cellView.subviews.last as? NibKitModels.NSButton)
        #expect(field.stringValue == "Table View Cell" && buy.title == "Button")
        #expect(cellView.constraints.count == 5)
        let product = DynamicObject(className: "Product")
        try product.setValue("Pro", forKey: "name")
        try product.setValue("$9.99", forKey: "price")
        try cellView.setValue(product, forKey: "objectValue")
        #expect(field.stringValue == "Pro" && buy.title == "$9.99")

        let products = try #require(graph.object(withID: "cce-WC-Umh") as? NSArrayController)
        #expect(!products.isEditable && products.arrangedObjects.isEmpty)
    }

    @Test("tab, segmented, stack, box, scroll and toolbar views resolve the ids and elements their documents give")
    func containers() throws {
        let template = try IB.template(xml: Self.containersDocument, registry: .standard(for: .macOS))
        #expect(template.warnings.map(\.description) == [])
        let graph = try template.instantiate()

        let tabs = try #require(graph.object(withID: "tabs") as? NSTabView)
        #expect(tabs.tabViewItems.map(\.label) == ["General", "Advanced"])
        #expect(tabs.tabViewType == .noTabsNoBorder)
        #expect(tabs.selectedTabViewItem?.label == "Advanced")  // initialItem="adv"
        #expect(tabs.tabViewItems.allSatisfy { $0.tabView === tabs })
        tabs.selectTabViewItem(at: 0)
        #expect(tabs.selectedLabel == "General")
        #expect(tabs.tabViewItems[1].view === graph.object(withID: "advView"))

        let segments = try #require(graph.object(withID: "seg") as? NSSegmentedControl)
        #expect(segments.segmentCount == 3 && segments.selectedSegment == 1)
        #expect(segments.label(forSegment: 2) == "Right" && segments.label(forSegment: 3) == nil)
        #expect((segments.cell as? NSSegmentedCell)?.trackingMode == .selectOne)
        #expect((segments.cell as? NSSegmentedCell)?.segments[1].tag == 7)

        let stack = try #require(graph.object(withID: "stack") as? NSStackView)
        #expect(stack.orientation == .vertical && stack.alignment == .leading && stack.spacing == 4)
        #expect(stack.distribution == .fill && stack.detachesHiddenViews)
        #expect(stack.beginningViews.map(\.identifier) == ["one", "two"])
        #expect(stack.arrangedSubviews.count == 2)
        #expect(stack.customSpacing == [8, 3.4028234663852886e+38])
        #expect(stack.visibilityPriorities == [1000, 1000])
        #expect(stack.edgeInsets == EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))

        let box = try #require(graph.object(withID: "box") as? NSBox)
        #expect(box.title == "Options" && box.boxType == .custom && box.titlePosition == .noTitle)
        #expect(box.contentView?.superview === box && box.subviews.count == 1)
        #expect(box.description == #"<NSBox: frame = (0 0; 200 100); title = "Options">"#)

        let scroll = try #require(graph.object(withID: "scroll") as? NSScrollView)
        #expect(scroll.documentView === graph.object(withID: "text"))
        #expect(scroll.verticalScroller?.isHorizontal == false && scroll.horizontalScroller?.isHorizontal == true)
        #expect(scroll.autohidesScrollers && !scroll.hasHorizontalScroller)
        let text = try #require(scroll.documentView as? NSTextView)
        #expect(text.isRichText == false && text.findStyle == .panel && text.canBecomeFirstResponder)

        let toolbar = try #require(graph.object(withID: "bar") as? NSToolbar)
        #expect(toolbar.displayMode == .iconOnly && toolbar.sizeMode == .regular)
        #expect(toolbar.allowedItems.map(\.itemIdentifier) == ["share", "NSToolbarFlexibleSpaceItem"])
        #expect(toolbar.items.map(\.label) == ["Share", ""])

        let item = try #require(graph.object(withID: "next") as? MenuItem)
        #expect(item.keyEquivalent == "]" && item.keyEquivalentModifierMask == [.shift, .command])
        #expect(item.state == .on && item.indentationLevel == 1 && item.tag == 3 && !item.isEnabled)
    }

    /// A tab view, a segmented control, a stack view, a box, a scroll view
    /// and a toolbar, as Interface Builder writes them.
    static let containersDocument =
        IB.cocoaHeader + """
                <objects>
                    <tabView type="noTabsNoBorder" initialItem="adv" id="tabs">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <tabViewItems>
                            <tabViewItem label="General" identifier="1" id="gen">
                                <view key="view" id="genView"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/></view>
                            </tabViewItem>
                            <tabViewItem label="Advanced" identifier="2" id="adv">
                                <view key="view" id="advView"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/></view>
                            </tabViewItem>
                        </tabViewItems>
                    </tabView>
                    <segmentedControl id="seg">
                        <rect key="frame" x="0.0" y="0.0" width="150" height="24"/>
                        <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" id="segCell">
                            <segments>
                                <segment label="Left"/>
                                <segment label="Middle" selected="YES" tag="7"/>
                                <segment label="Right"/>
                            </segments>
                        </segmentedCell>
                    </segmentedControl>
                    <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="4" detachesHiddenViews="YES" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
                        <edgeInsets key="edgeInsets" left="10" right="10"/>
                        <beginningViews>
                            <customView identifier="one" id="v1"><rect key="frame" x="0.0" y="30" width="100" height="30"/></customView>
                            <customView identifier="two" id="v2"><rect key="frame" x="0.0" y="0.0" width="100" height="26"/></customView>
                        </beginningViews>
                        <visibilityPriorities>
                            <integer value="1000"/>
                            <integer value="1000"/>
                        </visibilityPriorities>
                        <customSpacing>
                            <real value="8"/>
                            <real value="3.4028234663852886e+38"/>
                        </customSpacing>
                    </stackView>
                    <box boxType="custom" borderType="line" title="Options" titlePosition="noTitle" id="box">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <view key="contentView" id="boxContent"><rect key="frame" x="1" y="1" width="198" height="98"/></view>
                    </box>
                    <scrollView autohidesScrollers="YES" hasHorizontalScroller="NO" id="scroll">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="85"/>
                        <clipView key="contentView" id="clip">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="85"/>
                            <subviews>
                                <textView richText="NO" findStyle="panel" id="text">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="85"/>
                                </textView>
                            </subviews>
                        </clipView>
                        <scroller key="horizontalScroller" hidden="YES" horizontal="YES" id="hs"><rect key="frame" x="-100" y="-100" width="87" height="18"/></scroller>
                        <scroller key="verticalScroller" hidden="YES" horizontal="NO" id="vs"><rect key="frame" x="-100" y="-100" width="16" height="85"/></scroller>
                    </scrollView>
                    <toolbar implicitIdentifier="DCC0DC7D" displayMode="iconOnly" sizeMode="regular" id="bar">
                        <allowedToolbarItems>
                            <toolbarItem implicitItemIdentifier="share" label="Share" paletteLabel="Share" id="shr"/>
                            <toolbarItem implicitItemIdentifier="NSToolbarFlexibleSpaceItem" id="flex"/>
                        </allowedToolbarItems>
                        <defaultToolbarItems>
                            <toolbarItem reference="shr"/>
                            <toolbarItem reference="flex"/>
                        </defaultToolbarItems>
                    </toolbar>
                    <menuItem title="Next Tab" keyEquivalent="]" state="on" indentationLevel="1" tag="3" enabled="NO" id="next">
                        <modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/>
                    </menuItem>
                </objects>
            </document>
            """

    @Test("a value a class does not take is an error at its element, naming the type")
    func badEnumerationIsLocated() throws {
        let xml =
            IB.cocoaHeader + """
                    <objects>
                        <button id="btn">
                            <buttonCell key="cell" type="push" bezelStyle="wobbly" id="cel"/>
                        </button>
                    </objects>
                </document>
                """
        let error = try #require(failure { _ = try IB.template(xml: xml, registry: .standard(for: .macOS)) })
        #expect(
            error.diagnostics.map(\.description) == [
                "Fixture.xib:8:13: error: 'wobbly' is not a valid NSBezelStyle for the key 'bezelStyle' of NSButtonCell 'cel'"
            ])
    }

    static func names(_ value: Any?) -> [String] {
        (value as? [Any])?.compactMap { $0 as? String } ?? []
    }

    static let peopleRegistry: ClassRegistry = {
        var registry = ClassRegistry.standard(for: .macOS)
        registry.register(PeopleOwner.self, as: "PeopleOwner")
        return registry
    }()

    /// An array controller over the owner's people, a column of their names
    /// and a field of the selected one's.
    static let peopleDocument =
        IB.cocoaHeader + """
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="PeopleOwner"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <arrayController objectClassName="Person" editable="NO" avoidsEmptySelection="NO" selectsInsertedObjects="NO" id="ctl">
                        <declaredKeys>
                            <string>name</string>
                            <string>age</string>
                        </declaredKeys>
                        <connections>
                            <binding destination="-2" name="contentArray" keyPath="people" id="b1"/>
                        </connections>
                    </arrayController>
                    <tableColumn identifier="name" width="120" minWidth="40" maxWidth="1000" id="col">
                        <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" alignment="left" title="Name"/>
                        <textFieldCell key="dataCell" lineBreakMode="truncatingTail" title="Text Cell" id="dat"/>
                        <tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>
                        <connections>
                            <binding destination="ctl" name="value" keyPath="arrangedObjects.name" id="b2"/>
                        </connections>
                    </tableColumn>
                    <textField id="detail">
                        <rect key="frame" x="20" y="20" width="200" height="22"/>
                        <textFieldCell key="cell" title="Text" id="dtc"/>
                        <connections>
                            <binding destination="ctl" name="value" keyPath="selection.name" id="b3"/>
                        </connections>
                    </textField>
                </objects>
            </document>
            """
}

/// MainMenu.xib's application delegate: its window, and the `newWindow:` it performs.
final class ClockDelegate: Responder, NibKeyValueCoding, NibActionPerforming {
    weak var window: NibKitModels.NSWindow?
    var newWindows = 0

    func newWindow(_ sender: Any?) { newWindows += 1 }

    static var keyBindings: [KeyBinding] { [KeyBinding("window", \ClockDelegate.window)] }
    static var actionBindings: [ActionBinding] { [ActionBinding("newWindow:", ClockDelegate.newWindow)] }
}

/// One person of ``PeopleOwner``.
final class Person: NibObject, NibKeyValueCoding {
    var name = ""

    convenience init(name: String) {
        self.init()
        self.name = name
    }

    static var keyBindings: [KeyBinding] { [KeyBinding("name", \Person.name)] }
}

/// The owner whose people an array controller arranges.
final class PeopleOwner: NibObject, NibKeyValueCoding {
    var people: [Person] = []
    static var keyBindings: [KeyBinding] { [KeyBinding("people", \PeopleOwner.people)] }
}
