import Foundation
import NibKit
import Testing

/// Stack views, controls, bar button items, gesture recognizers and layers
/// from an iOS xib written here, loaded strictly with the standard registry.
@Suite("The headless UIKit controls, bars and gesture recognizers")
struct UIKitControlsTests {
    static let document = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Roo-t0-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-Vw-001">
                            <rect key="frame" x="20" y="20" width="280" height="100"/>
                            <subviews>
                                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="Swt-Ch-001">
                                    <rect key="frame" x="115" y="0.0" width="51" height="31"/>
                                </switch>
                                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.25" minValue="0.0" maxValue="2" id="Sld-Er-001">
                                    <rect key="frame" x="0.0" y="40" width="280" height="30"/>
                                </slider>
                                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" id="Seg-Ct-001">
                                    <rect key="frame" x="60" y="70" width="160" height="32"/>
                                    <segments>
                                        <segment title="First"/>
                                        <segment title="Second"/>
                                    </segments>
                                </segmentedControl>
                            </subviews>
                        </stackView>
                        <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="Tlb-Ar-001">
                            <rect key="frame" x="0.0" y="436" width="320" height="44"/>
                            <items>
                                <barButtonItem title="Log Out" id="Lgt-Bb-001">
                                    <connections>
                                        <action selector="onLogOut:" destination="-1" id="Act-Lg-001"/>
                                    </connections>
                                </barButtonItem>
                                <barButtonItem style="plain" systemItem="flexibleSpace" id="Flx-Bb-001"/>
                            </items>
                        </toolbar>
                        <button opaque="NO" contentMode="scaleToFill" selected="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="custom" lineBreakMode="middleTruncation" id="Sel-Bt-001">
                            <rect key="frame" x="20" y="200" width="100" height="30"/>
                            <state key="normal" title="Off"/>
                            <state key="highlighted" title="Pressed"/>
                        </button>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowOpacity">
                            <real key="value" value="0.5"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="layer.maskToBounds" value="YES"/>
                    </userDefinedRuntimeAttributes>
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="Tap-Gr-001" appends="YES" id="Gst-Cl-001"/>
                    </connections>
                </view>
                <tapGestureRecognizer numberOfTapsRequired="2" id="Tap-Gr-001">
                    <connections>
                        <action selector="onTap:" destination="-1" id="Act-Tp-001"/>
                    </connections>
                </tapGestureRecognizer>
            </objects>
        </document>
        """#

    /// A button with an iOS 15 configuration, read leniently: strict reading
    /// does not know the `<buttonConfiguration>` element yet.
    static let configuredButton = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Cfg-Bt-001">
                    <rect key="frame" x="20" y="140" width="100" height="35"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="filled" title="Cancel" subtitle="Stop" titleAlignment="center"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Bad-Bt-001">
                    <rect key="frame" x="20" y="140" width="100" height="35"/>
                    <buttonConfiguration key="configuration" style="glossy" title="Cancel"/>
                </button>
            </objects>
        </document>
        """#

    static func load(_ text: String = document, mode: ReadingMode = .strict) throws -> (NibInstantiation, DynamicObject)
    {
        let template = try NibTemplate(
            data: Data(text.utf8), path: "Controls.xib", registry: .standard(for: .iOS), mode: mode)
        let owner = DynamicObject(className: "Owner")
        return (try template.instantiate(owner: owner), owner)
    }

    @Test("a stack view arranges every subview Interface Builder gives it, in order")
    func stackView() throws {
        let (graph, _) = try Self.load()
        let stack = try #require(graph.object(withID: "Stk-Vw-001") as? UIStackView)
        #expect(stack.axis == .vertical)
        #expect(stack.distribution == .equalSpacing)
        #expect(stack.alignment == .center)
        #expect(stack.spacing == 10)
        #expect(
            stack.arrangedSubviews.map { String(describing: type(of: $0)) } == [
                "UISwitch", "UISlider", "UISegmentedControl",
            ])
        #expect(stack.subviews.count == 3)
        #expect(stack.description == "<UIStackView: frame = (20 20; 280 100); axis = vertical; arrangedSubviews = 3>")
        let slider = try #require(stack.arrangedSubviews[1] as? UISlider)
        stack.removeArrangedSubview(slider)
        #expect(stack.arrangedSubviews.count == 2)
        #expect(slider.superview === stack)
        slider.removeFromSuperview()
        stack.addArrangedSubview(slider)
        #expect(stack.arrangedSubviews.last === slider)
        #expect(slider.superview === stack)
    }

    @Test("a switch, a slider and a segmented control hold their values")
    func controls() throws {
        let (graph, _) = try Self.load()
        let toggle = try #require(graph.object(withID: "Swt-Ch-001") as? UISwitch)
        #expect(toggle.isOn)
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        let slider = try #require(graph.object(withID: "Sld-Er-001") as? UISlider)
        #expect(slider.value == 0.25)
        #expect(slider.minimumValue == 0)
        #expect(slider.maximumValue == 2)
        let segments = try #require(graph.object(withID: "Seg-Ct-001") as? UISegmentedControl)
        #expect(segments.numberOfSegments == 2)
        #expect(segments.titleForSegment(at: 0) == "First")
        #expect(segments.titleForSegment(at: 1) == "Second")
        #expect(segments.titleForSegment(at: 2) == nil)
        #expect(segments.selectedSegmentIndex == 1)
        #expect(segments.contentVerticalAlignment == .top)
    }

    @Test("a configuration whose style NibKit does not know fails the load at its element, before anything is made")
    func unknownConfigurationStyle() throws {
        // A style NibKit does not know is refused where the button is, when the template is built.
        let error = try #require(
            failure {
                _ = try NibTemplate(
                    data: Data(Self.configuredButton.utf8), path: "Configured.xib", registry: .standard(for: .iOS),
                    mode: .lenient)
            })
        #expect(
            error.diagnostics.map(\.description) == [
                "Configured.xib:13:13: error: UIButton cannot set 'configuration' to a dictionary: the property holds Configuration?"
            ])
    }

    @Test("a button's configuration gives its style, title and subtitle, and wins over the normal state's title")
    func configurationTitle() throws {
        let text = Self.configuredButton.replacingOccurrences(of: #"style="glossy""#, with: #"style="gray""#)
        let (graph, _) = try Self.load(text, mode: .lenient)
        let button = try #require(graph.object(withID: "Cfg-Bt-001") as? UIButton)
        let configuration = try #require(button.configuration)
        #expect(configuration.style == .filled)
        #expect(configuration.title == "Cancel")
        #expect(configuration.subtitle == "Stop")
        #expect(configuration.titleAlignment == .center)
        #expect(button.title(for: .normal) == "Button")
        #expect(button.currentTitle == "Cancel")
        #expect(button.description == #"<UIButton: frame = (20 140; 100 35); title = "Cancel">"#)
        button.configuration = nil
        #expect(button.currentTitle == "Button")
        let gray = try #require(graph.object(withID: "Bad-Bt-001") as? UIButton)
        #expect(gray.configuration?.style == .gray)
        #expect(gray.title(for: .normal) == nil)
        #expect(gray.currentTitle == "Cancel")
    }

    @Test("a bar button item sends its action to its target when it is triggered")
    func barButtonItem() throws {
        let (graph, owner) = try Self.load()
        let toolbar = try #require(graph.object(withID: "Tlb-Ar-001") as? UIToolbar)
        #expect(toolbar.items.map(\.title) == ["Log Out", nil])
        #expect(toolbar.items.map(\.systemItem) == [nil, .flexibleSpace])
        let item = try #require(graph.object(withID: "Lgt-Bb-001") as? UIBarButtonItem)
        #expect(item.description == #"<UIBarButtonItem: title = "Log Out">"#)
        item.sendPrimaryAction()
        #expect(owner.performedActions.map(\.action) == ["onLogOut:"])
        #expect(owner.performedActions.first?.sender as? UIBarButtonItem === item)
        item.isEnabled = false
        item.sendPrimaryAction()
        #expect(owner.performedActions.count == 1)
    }

    @Test("a tap gesture recognizer is attached to its view and sends its action when it recognizes")
    func gestureRecognizer() throws {
        let (graph, owner) = try Self.load()
        let root = try #require(graph.object(withID: "Roo-t0-001") as? UIView)
        let tap = try #require(graph.object(withID: "Tap-Gr-001") as? UITapGestureRecognizer)
        #expect(root.gestureRecognizers.count == 1)
        #expect(root.gestureRecognizers.first === tap)
        #expect(tap.view === root)
        #expect(tap.numberOfTapsRequired == 2)
        #expect(tap.state == .possible)
        tap.recognize()
        #expect(tap.state == .recognized)
        #expect(owner.performedActions.map(\.action) == ["onTap:"])
        root.removeGestureRecognizer(tap)
        #expect(tap.view == nil)
        #expect(root.gestureRecognizers.isEmpty)
    }

    @Test("runtime attributes reach the layer through layer.… key paths, a key it does not model included")
    func layer() throws {
        let (graph, _) = try Self.load()
        let root = try #require(graph.object(withID: "Roo-t0-001") as? UIView)
        #expect(root.layer.shadowOpacity == 0.5)
        #expect(try root.layer.value(forKey: "maskToBounds") as? Bool == true)
        #expect(!root.layer.masksToBounds)
        try root.setValue(4, forKeyPath: "layer.cornerRadius")
        #expect(root.layer.cornerRadius == 4)
        #expect(root.layer.description == "<CALayer: cornerRadius = 4>")
        #expect(
            throws: KeyValueCodingError(
                .typeMismatch(expected: "CGFloat", actual: "a string"), className: "CALayer", key: "cornerRadius")
        ) {
            try root.setValue("round", forKeyPath: "layer.cornerRadius")
        }
    }

    @Test("a stepper steps within its range, wrapping when it wraps, and sends valueChanged")
    func stepper() {
        let stepper = UIStepper()
        stepper.maximumValue = 2
        let target = DynamicObject(className: "Target")
        stepper.addTarget(target, action: "changed:", for: .valueChanged)
        stepper.increment()
        stepper.increment()
        stepper.increment()
        #expect(stepper.value == 2)
        stepper.wraps = true
        stepper.increment()
        #expect(stepper.value == 0)
        stepper.decrement()
        #expect(stepper.value == 2)
        #expect(target.performedActions.map(\.action) == Array(repeating: "changed:", count: 5))
    }

    @Test("a segmented control selects a segment as a tap does, and a momentary one springs back")
    func selectSegment() throws {
        let (graph, _) = try Self.load()
        let control = try #require(graph.object(withID: "Seg-Ct-001") as? UISegmentedControl)
        let target = DynamicObject(className: "Target")
        control.addTarget(target, action: "pick:", for: .valueChanged)
        control.selectSegment(at: 0)
        #expect(control.selectedSegmentIndex == 0)
        control.selectSegment(at: 5)
        #expect(control.selectedSegmentIndex == 0)
        control.isMomentary = true
        control.selectSegment(at: 1)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(target.performedActions.count == 2)
        #expect(control.description == "<UISegmentedControl: frame = (60 70; 160 32); selectedSegmentIndex = -1>")
    }

    @Test("a keyboard setting NibKit does not know fails the load at its element, before anything is made")
    func unknownTextInputTrait() throws {
        let text = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="Txt-Fd-001">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                        <textInputTraits key="textInputTraits" returnKeyType="launch"/>
                    </textField>
                </objects>
            </document>
            """#
        let error = try #require(
            failure {
                _ = try NibTemplate(
                    data: Data(text.utf8), path: "Traits.xib", registry: .standard(for: .iOS), mode: .strict)
            })
        #expect(
            error.diagnostics.map(\.description) == [
                "Traits.xib:8:13: error: UITextField cannot set 'textInputTraits' to a dictionary: the property holds UITextInputTraits"
            ])
    }

    @Test("an enumeration spelt in a way NibKit does not know is an error at the attribute, before anything is made")
    func unknownEnumerationCase() {
        let text = Self.document.replacingOccurrences(of: #"axis="vertical""#, with: #"axis="diagonal""#)
        let error = failure {
            _ = try NibTemplate(
                data: Data(text.utf8), path: "Controls.xib", registry: .standard(for: .iOS), mode: .strict)
        }
        #expect(
            error?.diagnostics.map(\.description) == [
                "Controls.xib:9:17: error: 'diagonal' is not a valid UILayoutConstraintAxis for the key 'axis' of UIStackView 'Stk-Vw-001'"
            ])
    }

    @Test("a button's selected attribute is the control's flag, beside the content of its states")
    func selectedButton() throws {
        let (graph, _) = try Self.load()
        let button = try #require(graph.object(withID: "Sel-Bt-001") as? UIButton)
        #expect(button.isSelected)
        #expect(button.state == .selected)
        #expect(button.content(for: .selected) == nil)
        #expect(button.title(for: .highlighted) == "Pressed")
        #expect(button.currentTitle == "Off")
        // Highlighted and selected is a state of its own, with no title: the normal state's shows, as in UIKit.
        button.isHighlighted = true
        #expect(button.currentTitle == "Off")
        #expect(button.description == #"<UIButton: frame = (20 200; 100 30); selected = YES; title = "Off">"#)
        button.isSelected = false
        #expect(button.currentTitle == "Pressed")
    }

    @Test(
        "directional margins, placeholder intrinsic sizes and a visual effect view read as Interface Builder writes them"
    )
    func marginsAndEffects() throws {
        let text = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="infinite" id="Roo-t0-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <visualEffectView opaque="NO" contentMode="scaleToFill" id="Vfx-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
                                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="Vfx-Ct-001">
                                    <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
                                </view>
                                <blurEffect style="regular"/>
                            </visualEffectView>
                        </subviews>
                        <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
                        <directionalEdgeInsets key="directionalLayoutMargins" top="5" leading="6" bottom="7" trailing="8"/>
                    </view>
                </objects>
            </document>
            """#
        let (graph, _) = try Self.load(text, mode: .lenient)
        let root = try #require(graph.object(withID: "Roo-t0-001") as? UIView)
        #expect(root.semanticContentAttribute == .forceRightToLeft)
        #expect(root.placeholderIntrinsicWidth == 100)
        #expect(root.placeholderIntrinsicHeight == .infinity)
        #expect(root.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        let effectView = try #require(graph.object(withID: "Vfx-Vw-001") as? UIVisualEffectView)
        #expect(effectView.effect?.kind == .blur)
        let content = try #require(effectView.contentView)
        #expect(content === graph.object(withID: "Vfx-Ct-001"))
        #expect(content.superview === effectView)
        #expect(effectView.subviews.count == 1)
    }

    @Test(
        "a text view, date picker, page control, stepper, search bar and scroll view hold what Interface Builder sets")
    func moreControls() throws {
        let text = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="Roo-t0-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" text="Hello" textAlignment="natural" id="Txv-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
                                <color key="textColor" systemColor="labelColor"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                                <dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES"/>
                            </textView>
                            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="Dat-Pk-001">
                                <rect key="frame" x="0.0" y="130" width="320" height="216"/>
                                <date key="date" timeIntervalSinceReferenceDate="712345678.9">
                                    <!--2023-07-29 16:27:58 +0000-->
                                </date>
                                <locale key="locale" localeIdentifier="fr_FR"/>
                            </datePicker>
                            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" id="Pag-Ct-001">
                                <rect key="frame" x="0.0" y="350" width="320" height="26"/>
                                <color key="pageIndicatorTintColor" systemColor="systemGray5Color"/>
                            </pageControl>
                            <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="2" maximumValue="10" stepValue="2" id="Stp-Pr-001">
                                <rect key="frame" x="0.0" y="380" width="94" height="32"/>
                            </stepper>
                            <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Search" id="Sch-Br-001">
                                <rect key="frame" x="0.0" y="420" width="320" height="56"/>
                                <textInputTraits key="textInputTraits"/>
                                <scopeButtonTitles>
                                    <string>Title</string>
                                    <string>Title</string>
                                </scopeButtonTitles>
                            </searchBar>
                            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" keyboardDismissMode="onDrag" contentInsetAdjustmentBehavior="never" id="Scr-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                <inset key="scrollIndicatorInsets" minX="0.0" minY="0.0" maxX="0.0" maxY="5"/>
                            </scrollView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """#
        let (graph, _) = try Self.load(text, mode: .lenient)
        let textView = try #require(graph.object(withID: "Txv-Vw-001") as? UITextView)
        #expect(textView.text == "Hello")
        #expect(!textView.isEditable)
        #expect(textView.textColor?.name == "labelColor")
        #expect(textView.dataDetectorTypes == [.phoneNumber, .link])
        #expect(textView.textInputTraits.autocapitalizationType == .sentences)
        #expect(textView.description == #"<UITextView: frame = (0 0; 240 128); text = "Hello">"#)
        let picker = try #require(graph.object(withID: "Dat-Pk-001") as? UIDatePicker)
        #expect(picker.datePickerMode == .date)
        #expect(picker.preferredDatePickerStyle == .wheels)
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 712_345_678.9))
        #expect(picker.localeIdentifier == "fr_FR")
        let pages = try #require(graph.object(withID: "Pag-Ct-001") as? UIPageControl)
        #expect(pages.numberOfPages == 3)
        #expect(pages.pageIndicatorTintColor?.name == "systemGray5Color")
        let stepper = try #require(graph.object(withID: "Stp-Pr-001") as? UIStepper)
        #expect(stepper.value == 2)
        #expect(stepper.maximumValue == 10)
        #expect(stepper.stepValue == 2)
        let search = try #require(graph.object(withID: "Sch-Br-001") as? UISearchBar)
        #expect(search.searchBarStyle == .minimal)
        #expect(search.placeholder == "Search")
        #expect(search.scopeButtonTitles == ["Title", "Title"])
        let scroll = try #require(graph.object(withID: "Scr-Vw-001") as? UIScrollView)
        #expect(scroll.keyboardDismissMode == .onDrag)
        #expect(scroll.contentInsetAdjustmentBehavior == .never)
        #expect(scroll.scrollIndicatorInsets == EdgeInsets(top: 0, left: 0, bottom: 5, right: 0))
    }
}
