import Foundation
import NibKit
import Testing

/// NibKit's headless UIKit classes, loaded from real Interface Builder
/// documents with `ClassRegistry.standard(for: .iOS)`.
@Suite("The headless UIKit classes")
struct UIKitModelTests {
    static func load(_ name: String, mode: ReadingMode = .strict) throws -> (
        NibTemplate, NibInstantiation, DynamicObject
    ) {
        let url = TestPackage.root.appendingPathComponent("ExampleNibs/\(name)")
        let template = try NibTemplate(contentsOf: url, registry: .standard(for: .iOS), mode: mode)
        let owner = DynamicObject(className: "Owner")
        return (template, try template.instantiate(owner: owner), owner)
    }

    @Test("runtime attributes set UIAccessibility's own properties, which the accessibility settings keep")
    func accessibilityRuntimeAttributes() throws {
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <button opaque="NO" contentMode="scaleToFill" id="Lgn-Bt-n01">
                            <rect key="frame" x="20" y="180" width="130" height="44"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="login"/>
                                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityHint" value="Signs in"/>
                            </userDefinedRuntimeAttributes>
                        </button>
                        <view contentMode="scaleToFill" id="Pln-Vw-001"/>
                    </objects>
                </document>
                """
        let template = try NibTemplate(
            data: Data(xml.utf8), path: "Access.xib", registry: .standard(for: .iOS), mode: .strict)
        let graph = try template.instantiate(owner: nil)
        let button = try #require(graph.object(withID: "Lgn-Bt-n01") as? UIButton)
        #expect(button.accessibilityIdentifier == "login")
        #expect(button.accessibility.identifier == "login")
        #expect(button.accessibilityHint == "Signs in")
        #expect(button.isAccessibilityElement, "a control is an accessibility element by default")
        let plain = try #require(graph.object(withID: "Pln-Vw-001") as? UIView)
        #expect(!plain.isAccessibilityElement)
        #expect(plain.accessibilityIdentifier == nil)
    }

    @Test("LoginForm.xib loads strictly into typed UIKit objects")
    func loginForm() throws {
        let (template, graph, owner) = try Self.load("LoginForm.xib")
        #expect(template.warnings.isEmpty, "\(template.warnings.map(\.description))")
        let root = try #require(graph.object(withID: "i5M-Pr-FkT") as? UIView)
        #expect(type(of: root) == UIView.self)
        #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(root.contentMode == .scaleToFill)
        #expect(!root.clearsContextBeforeDrawing)
        #expect(root.interfaceBuilderMetadata.canvasLocation == CGPoint(x: 132, y: 104))
        #expect(
            root.subviews.map { String(describing: type(of: $0)) } == [
                "UIImageView", "UITextField", "UITextField", "UIButton", "UIButton",
            ])

        let logo = try #require(graph.object(withID: "Lgo-Im-V01") as? UIImageView)
        #expect(logo.contentMode == .scaleAspectFit)
        #expect(logo.image?.name == "logo")
        #expect(logo.description == #"<UIImageView: frame = (128 8; 64 64); image = "logo">"#)

        let name = try #require(graph.object(withID: "nMe-Fl-d01") as? UITextField)
        #expect(name.placeholder == "Name")
        #expect(name.borderStyle == .roundedRect)
        #expect(name.font == FontDescription(type: "system", pointSize: 14))
        #expect(name.contentHorizontalAlignment == .left)
        #expect(name.textInputTraits.autocorrectionType == .no)
        #expect(name.textInputTraits.returnKeyType == .next)
        #expect(name.textInputTraits.textContentType == "username")
        #expect(!name.textInputTraits.isSecureTextEntry)
        #expect(name.description == #"<UITextField: frame = (20 80; 280 30); placeholder = "Name">"#)
        let password = try #require(graph.object(withID: "pWd-Fl-d02") as? UITextField)
        #expect(password.textInputTraits.isSecureTextEntry)
        #expect(password.textInputTraits.returnKeyType == .go)

        let logIn = try #require(graph.object(withID: "Lgn-Bt-n01") as? UIButton)
        #expect(logIn.buttonType == .system)
        #expect(logIn.currentTitle == "Log In")
        #expect(logIn.title(for: .normal) == "Log In")
        // UIKit's fallback: a state the document gives nothing for shows the normal state's.
        #expect(logIn.title(for: .highlighted) == "Log In")
        #expect(logIn.content(for: .highlighted) == nil)
        #expect(logIn.titleColor(for: .normal)?.red == 1)
        #expect(logIn.titleColor(for: .selected) == logIn.titleColor(for: .normal))
        #expect(logIn.titleFont == FontDescription(type: "boldSystem", pointSize: 17))
        #expect(logIn.titleLineBreakMode == .byTruncatingMiddle)
        #expect(logIn.backgroundColor?.name == "systemBlueColor")
        // The runtime attribute's key path `layer.cornerRadius`.
        #expect(logIn.layer.cornerRadius == 8)
        #expect(try logIn.value(forKey: "layer") as? CALayer === logIn.layer)
        #expect(logIn.description == #"<UIButton: frame = (20 180; 130 44); title = "Log In">"#)

        // The action connection reaches File's Owner.
        logIn.sendActions(for: .touchUpInside)
        #expect(owner.performedActions.map(\.action) == ["login:"])
        #expect(owner.performedActions.first?.sender as? UIButton === logIn)
        let fields = try #require(owner.values["fields"] as? [NibObject])
        #expect(fields.map { ($0 as? UITextField)?.placeholder } == ["Name", "Password"])
    }

    @Test("Profile.xib's label has its text, font, alignment and hugging priorities")
    func profile() throws {
        let (_, graph, _) = try Self.load("Profile.xib")
        let label = try #require(graph.object(withID: "Nme-Lb-001") as? UILabel)
        #expect(label.text == "007")
        #expect(label.font == FontDescription(type: "boldSystem", pointSize: 17))
        #expect(label.textAlignment == .center)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.baselineAdjustment == .alignBaselines)
        #expect(label.textColor == nil)
        #expect(!label.adjustsFontSizeToFitWidth)
        #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(label.contentHuggingPriority(for: .vertical) == UILayoutPriority(251))
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(label.description == #"<UILabel: frame = (96.6667 195; 200 21); text = "007">"#)
        let avatar = try #require(graph.object(withID: "Avt-Im-001") as? UIImageView)
        #expect(avatar.contentMode == .scaleAspectFill)
        #expect(avatar.clipsToBounds)
        #expect(avatar.image == nil)
    }

    @Test("a storyboard's table view keeps its prototype cells, found by reuse identifier, and its outlets")
    func storyboardPrototypes() throws {
        let path = "storyboard/DaoD__RUC_Assistant_Swift__Base.lproj__Main.storyboard"
        let template = try NibTemplate(
            data: CorpusTests.data(path), path: path, registry: .standard(for: .iOS, allowsDynamicObjects: true))
        let graph = try UIKitCorpusTests.instantiate(template)
        let table = try #require(graph.object(withID: "x3Q-3w-uOw") as? UITableView)
        #expect(table.dataMode == .prototypes)
        #expect(table.style == .plain)
        #expect(table.separatorStyle == .default)
        #expect(table.rowHeight == 44)
        #expect(table.sectionHeaderHeight == 22)
        #expect(table.alwaysBounceVertical)
        #expect((table.dataSource as? DynamicObject)?.className == "RUC_Assist.ScoreController")
        #expect(table.delegate === table.dataSource)
        let cell = try #require(table.prototypeCell(withIdentifier: "scoreList") as? UITableViewCell)
        #expect(cell === graph.object(withID: "4sc-XH-VYj"))
        #expect(cell.selectionStyle == .default)
        #expect(cell.indentationWidth == 10)
        let content = try #require(cell.contentView as? UITableViewCellContentView)
        #expect(content === graph.object(withID: "OgR-hV-UHc"))
        #expect(content.superview === cell)
        #expect(content.tableViewCellID == "4sc-XH-VYj")
        #expect(content.contentMode == .center)
        #expect(table.prototypeCell(withIdentifier: "courseList") == nil)
        #expect(try table.dequeueReusableCell(withIdentifier: "scoreList") == nil)
        #expect(cell.description == #"<UITableViewCell: frame = (0 0; 0 0); reuseIdentifier = "scoreList">"#)
    }

    @Test("a compiled storyboard's prototype cell is made anew by each dequeueReusableCell(withIdentifier:)")
    func compiledPrototypes() throws {
        let path =
            "nib/Appboy__appboy-ios-sdk__Example__builds__Applications__StopwatchDevelop.app__en.lproj__MainStoryboard.storyboardc/btP-Yl-eqq-view-aQX-H6-T8P.nib"
        let template = try NibTemplate(
            data: CorpusTests.data(path), path: path, registry: .standard(for: .iOS, allowsDynamicObjects: true))
        let graph = try UIKitCorpusTests.instantiate(template)
        let table = try #require(graph.object(withID: "203") as? UITableView)
        #expect(table.cellTemplates.keys.sorted() == ["attributeValueCell"])
        #expect(
            table.cellTemplateExternalObjects["attributeValueCell"]?.keys.sorted() == ["UpstreamPlaceholder-RgZ-ra-ToS"]
        )
        let first = try #require(try table.dequeueReusableCell(withIdentifier: "attributeValueCell") as? DynamicObject)
        let second = try #require(try table.dequeueReusableCell(withIdentifier: "attributeValueCell") as? DynamicObject)
        #expect(first.className == "UserAttributeCell")
        #expect(first !== second)
        #expect(first.awakeCount == 1)
        #expect(try table.dequeueReusableCell(withIdentifier: "missing") == nil)
    }

    @Test("a storyboard's menu, symbol images, button configuration and web view configuration are typed")
    func storyboardValues() throws {
        let path = "storyboard/CS490-Group-Project__MedTech__MedTech__MedTech__Base.lproj__Main.storyboard"
        let template = try NibTemplate(
            data: CorpusTests.data(path), path: path, registry: .standard(for: .iOS, allowsDynamicObjects: true))
        let graph = try UIKitCorpusTests.instantiate(template)
        let button = try #require(graph.object(withID: "TRp-wc-PhK") as? UIButton)
        #expect(button.showsMenuAsPrimaryAction)
        let menu = try #require(button.menu)
        #expect(menu === graph.object(withID: "Pea-Bn-QLZ"))
        #expect(menu.children.prefix(3).map(\.title) == ["0", "1", "2"])
        #expect(menu.children.allSatisfy { $0 is UICommand })
        let item = try #require(graph.object(withID: "dct-Mu-1fZ") as? UITabBarItem)
        #expect(item.title == "Home")
        #expect(item.imageCatalog == "system")
        // A system symbol is no image of the bundle: the reference keeps its catalog, with no resource.
        #expect(item.image == nil)
        #expect(item.selectedImage == UIImage(resource: nil, catalog: "system"))

        let feed = "storyboard/Ad4mWest__ImageFeed__ImageFeed__Presenter__Base.lproj__Main.storyboard"
        let feedTemplate = try NibTemplate(
            data: CorpusTests.data(feed), path: feed, registry: .standard(for: .iOS, allowsDynamicObjects: true))
        let feedGraph = try UIKitCorpusTests.instantiate(feedTemplate)
        let web = try #require(feedGraph.object(withID: "WvP-OM-bFk") as? WKWebView)
        #expect(web.configuration.mediaTypesRequiringUserActionForPlayback == ["none"])
        #expect(web.configuration.dataDetectorTypes == [])
        #expect(web.backgroundColor?.name == "YP White")
    }
}
