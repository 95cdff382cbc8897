import Foundation
import NibKit
import Testing

/// Size-class variations: a view's constraints installed for some size
/// classes only, as Interface Builder writes them.
@Suite("Auto Layout: size-class variations")
struct SizeClassVariationTests {
    /// A 300-point-wide root whose box is 100 wide in a compact width and
    /// 200 wide otherwise; in a compact height and compact width, 50.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="Roo-t0-001">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="400"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Box-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="Wid-th-100"/>
                                <constraint firstAttribute="width" constant="200" id="Wid-th-200"/>
                                <constraint firstAttribute="width" constant="50" id="Wid-th-050"/>
                                <constraint firstAttribute="height" constant="40" id="Hei-gh-t40"/>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="Wid-th-100"/>
                                    <exclude reference="Wid-th-050"/>
                                </mask>
                            </variation>
                            <variation key="widthClass=compact">
                                <mask key="constraints">
                                    <include reference="Wid-th-100"/>
                                    <exclude reference="Wid-th-200"/>
                                </mask>
                            </variation>
                            <variation key="heightClass=compact-widthClass=compact">
                                <mask key="constraints">
                                    <exclude reference="Wid-th-100"/>
                                    <include reference="Wid-th-050"/>
                                </mask>
                            </variation>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Box-00-001" firstAttribute="leading" secondItem="Roo-t0-001" secondAttribute="leading" id="Lea-di-ng1"/>
                        <constraint firstItem="Box-00-001" firstAttribute="top" secondItem="Roo-t0-001" secondAttribute="top" id="Top-00-001"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// The box's width laid out for the size classes given.
    static func width(
        horizontal: LayoutOptions.SizeClass?, vertical: LayoutOptions.SizeClass?
    ) throws -> (width: CGFloat, issues: [LayoutIssue]) {
        let template = try NibTemplate(
            data: Data(xib.utf8), path: "Variations.xib", registry: .standard(for: .iOS), mode: .strict)
        let graph = try template.instantiate()
        let root = try #require(graph.object(withID: "Roo-t0-001") as? UIView)
        let box = try #require(graph.object(withID: "Box-00-001") as? UIView)
        let report = LayoutEngine(
            root: root, options: LayoutOptions(horizontalSizeClass: horizontal, verticalSizeClass: vertical)
        ).layout()
        return (box.frame.width, report.issues.filter { $0.kind == .conflicting })
    }

    @Test("the default variation leaves out what it excludes when the size classes do not matter")
    func defaultOnly() throws {
        let (width, conflicts) = try Self.width(horizontal: nil, vertical: nil)
        #expect(width == 200)
        #expect(conflicts.isEmpty)
    }

    @Test("a regular width keeps the default's constraints")
    func regularWidth() throws {
        #expect(try Self.width(horizontal: .regular, vertical: .regular).width == 200)
    }

    @Test("a compact width installs what its variation includes and leaves out what it excludes")
    func compactWidth() throws {
        let (width, conflicts) = try Self.width(horizontal: .compact, vertical: .regular)
        #expect(width == 100)
        #expect(conflicts.isEmpty)
    }

    @Test("a pair of size classes is more specific than one and wins")
    func compactPair() throws {
        let (width, conflicts) = try Self.width(horizontal: .compact, vertical: .compact)
        #expect(width == 50)
        #expect(conflicts.isEmpty)
    }
}
