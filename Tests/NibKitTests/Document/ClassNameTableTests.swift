import Foundation
import FoundationXML
import NibKit
import Testing

@testable import NibKitBundle
@testable import NibKitCore
@testable import NibKitLaunchImages
@testable import NibKitLoader
@testable import NibKitReader
@testable import NibKitStrings

/// The class an element without a `customClass` gets, held to Apple's class
/// names for every element name that names an object in the corpus, and for
/// the elements of Interface Builder's libraries whose names break the rule.
@Suite("Default class names of Interface Builder elements")
struct ClassNameTableTests {
    /// Apple's class for each object element of the corpus, by library,
    /// written down independently of NibKit's rule.
    static let corpusClasses: [InterfaceBuilderClassNames.Library: [String: String]] = [
        .uiKit: [
            "activityIndicatorView": "UIActivityIndicatorView", "barButtonItem": "UIBarButtonItem",
            "button": "UIButton", "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
            "collectionViewFlowLayout": "UICollectionViewFlowLayout", "command": "UICommand",
            "constraint": "NSLayoutConstraint", "exit": "UIStoryboardUnwindSegueSource",
            "hostingController": "UIHostingController", "imageView": "UIImageView", "label": "UILabel",
            "menu": "UIMenu", "navigationBar": "UINavigationBar", "navigationController": "UINavigationController",
            "navigationItem": "UINavigationItem", "pickerView": "UIPickerView", "progressView": "UIProgressView",
            "scrollView": "UIScrollView", "slider": "UISlider", "splitViewController": "UISplitViewController",
            "stackView": "UIStackView", "tabBar": "UITabBar", "tabBarController": "UITabBarController",
            "tabBarItem": "UITabBarItem", "tableView": "UITableView", "tableViewCell": "UITableViewCell",
            "tableViewCellContentView": "UITableViewCellContentView", "tableViewController": "UITableViewController",
            "tableViewSection": "UITableViewSection", "tapGestureRecognizer": "UITapGestureRecognizer",
            "textField": "UITextField", "textView": "UITextView", "toolbar": "UIToolbar", "view": "UIView",
            "viewController": "UIViewController", "viewControllerLayoutGuide": "_UILayoutGuide",
            "viewControllerPlaceholder": "UIStoryboardReference", "viewLayoutGuide": "UILayoutGuide",
            "wkWebView": "WKWebView",
        ],
        .appKit: [
            "application": "NSApplication", "arrayController": "NSArrayController", "box": "NSBox",
            "button": "NSButton", "buttonCell": "NSButtonCell", "clipView": "NSClipView",
            "collectionView": "NSCollectionView", "collectionViewItem": "NSCollectionViewItem",
            "colorWell": "NSColorWell", "comboBox": "NSComboBox", "comboBoxCell": "NSComboBoxCell",
            "constraint": "NSLayoutConstraint", "customObject": "NSObject", "customView": "NSView",
            "dateFormatter": "NSDateFormatter", "datePicker": "NSDatePicker", "datePickerCell": "NSDatePickerCell",
            "gridCell": "NSGridCell", "gridColumn": "NSGridColumn", "gridRow": "NSGridRow", "gridView": "NSGridView",
            "ikImageBrowserView": "IKImageBrowserView", "imageCell": "NSImageCell", "imageView": "NSImageView",
            "matrix": "NSMatrix", "menu": "NSMenu", "menuItem": "NSMenuItem", "numberFormatter": "NSNumberFormatter",
            "objectController": "NSObjectController", "outlineView": "NSOutlineView", "pathCell": "NSPathCell",
            "pathControl": "NSPathControl", "popUpButton": "NSPopUpButton", "popUpButtonCell": "NSPopUpButtonCell",
            "progressIndicator": "NSProgressIndicator", "scrollView": "NSScrollView", "scroller": "NSScroller",
            "secureTextField": "NSSecureTextField", "secureTextFieldCell": "NSSecureTextFieldCell",
            "segmentedCell": "NSSegmentedCell", "segmentedControl": "NSSegmentedControl", "slider": "NSSlider",
            "sliderCell": "NSSliderCell", "splitView": "NSSplitView", "stackView": "NSStackView",
            "stepper": "NSStepper", "stepperCell": "NSStepperCell", "tabView": "NSTabView",
            "tabViewController": "NSTabViewController", "tabViewItem": "NSTabViewItem",
            "tableCellView": "NSTableCellView", "tableColumn": "NSTableColumn", "tableHeaderView": "NSTableHeaderView",
            "tableView": "NSTableView", "textField": "NSTextField", "textFieldCell": "NSTextFieldCell",
            "textView": "NSTextView", "tokenField": "NSTokenField", "tokenFieldCell": "NSTokenFieldCell",
            "toolbar": "NSToolbar", "toolbarItem": "NSToolbarItem",
            "userDefaultsController": "NSUserDefaultsController",
            "view": "NSView", "viewController": "NSViewController", "visualEffectView": "NSVisualEffectView",
            "window": "NSWindow", "windowController": "NSWindowController",
        ],
    ]

    /// Elements of Interface Builder's libraries whose class does not follow
    /// the prefix rule, with the class Apple gives them.
    @Test(
        "elements of the frameworks beside UIKit and AppKit get their own classes",
        arguments: [
            (InterfaceBuilderClassNames.Library.uiKit, "glkViewController", "GLKViewController"),
            (.uiKit, "glkView", "GLKView"), (.uiKit, "skView", "SKView"), (.uiKit, "arskView", "ARSKView"),
            (.uiKit, "arscnView", "ARSCNView"), (.uiKit, "sceneKitView", "SCNView"), (.uiKit, "mtkView", "MTKView"),
            (.uiKit, "mapView", "MKMapView"), (.uiKit, "avPlayerViewController", "AVPlayerViewController"),
            (.uiKit, "containerView", "UIView"), (.uiKit, "customObject", "NSObject"), (.uiKit, "window", "UIWindow"),
            (.appKit, "pagecontroller", "NSPageController"),
            (.appKit, "controllerPlaceholder", "NSStoryboardReference"), (.appKit, "containerView", "NSContainerView"),
            (.appKit, "viewLayoutGuide", "NSLayoutGuide"), (.appKit, "layoutGuide", "NSLayoutGuide"),
            (.appKit, "skView", "SKView"), (.appKit, "sceneView", "SCNView"), (.appKit, "webView", "WebView"),
            (.appKit, "pdfView", "PDFView"), (.appKit, "avPlayerView", "AVPlayerView"),
            (.watchKit, "controller", "WKInterfaceController"), (.watchKit, "label", "WKInterfaceLabel"),
            (.watchKit, "group", "WKInterfaceGroup"), (.watchKit, "table", "WKInterfaceTable"),
            (.watchKit, "notificationController", "WKUserNotificationInterfaceController"),
            (.watchKit, "spriteKitScene", "WKInterfaceSKScene"), (.watchKit, "hmCamera", "WKInterfaceHMCamera"),
            (.watchKit, "tapGestureRecognizer", "WKTapGestureRecognizer"),
        ])
    func libraryClasses(library: InterfaceBuilderClassNames.Library, element: String, className: String) {
        #expect(InterfaceBuilderClassNames.className(forElement: element, library: library) == className)
    }

    @Test("every object element of the corpus gets Apple's class when it names no customClass")
    func corpusElements() throws {
        var checked: [InterfaceBuilderClassNames.Library: Set<String>] = [:]
        for path in CorpusTests.documents {
            let data = try CorpusTests.data(path)
            let xml = try XMLDocument(data: data)
            let root = try #require(xml.rootElement())
            let runtime = root.attribute(forName: "targetRuntime")?.stringValue ?? ""
            let library: InterfaceBuilderClassNames.Library = runtime.hasPrefix("MacOSX") ? .appKit : .uiKit
            let template = try CorpusTests.template(path)
            var classes: [String: String] = [:]
            for object in template.objects where !object.role.isPlaceholder {
                classes[object.id] = object.className
            }
            for element in try root.nodes(forXPath: "//*[@id]").compactMap({ $0 as? XMLElement }) {
                guard let id = element.attribute(forName: "id")?.stringValue, let actual = classes[id],
                    let name = element.name
                else { continue }
                let expected = Self.corpusClasses[library]?[name]
                #expect(expected != nil, "\(path): no class written down for the \(library) element <\(name)>")
                #expect(InterfaceBuilderClassNames.className(forElement: name, library: library) == expected)
                // An element with a customClass is that class; one without is the table's.
                if element.attribute(forName: "customClass") == nil, let expected {
                    #expect(actual == expected, "\(path): <\(name) id=\"\(id)\">")
                }
                checked[library, default: []].insert(name)
            }
        }
        // Every entry is an element some corpus document has.
        for (library, names) in Self.corpusClasses {
            let unused = Set(names.keys).subtracting(checked[library] ?? [])
            #expect(unused.isEmpty, "\(library) entries no corpus document uses: \(unused.sorted())")
        }
    }

    @Test("a watchKit storyboard's elements get WKInterface classes")
    func watchKitStoryboard() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="17701" targetRuntime="watchKit" initialViewController="c1">
              <scenes>
                <scene sceneID="s1">
                  <objects>
                    <controller id="c1">
                      <items>
                        <group width="1" alignment="left" id="g1">
                          <items>
                            <label alignment="left" text="Hello" id="l1"/>
                            <button width="1" alignment="left" title="Go" id="b1"/>
                          </items>
                        </group>
                      </items>
                    </controller>
                  </objects>
                </scene>
              </scenes>
            </document>
            """
        let template = try NibTemplate(
            data: Data(xml.utf8), path: "Watch.storyboard", registry: .dynamic, mode: .lenient)
        let classes = Dictionary(uniqueKeysWithValues: template.objects.map { ($0.id, $0.className) })
        #expect(classes["c1"] == "WKInterfaceController")
        #expect(classes["g1"] == "WKInterfaceGroup")
        #expect(classes["l1"] == "WKInterfaceLabel")
        #expect(classes["b1"] == "WKInterfaceButton")
    }
}
