import Foundation

/// Writes the graph of a ``BenchLayout`` as the two archives the benchmark
/// loads: a Cocoa `.xib` as Xcode saves it, and the same graph in NibKit's
/// own `.nibxml`.
///
/// The xib carries what Xcode writes for these controls (hugging priorities,
/// cell styles, behaviors, fonts, ids on connections) although the
/// benchmark's classes bind only part of it: reading those bytes and
/// skipping what no class binds is part of the real cost of a xib. The
/// nibxml holds only the bound values, so both archives give the same graph.
enum ArchiveGenerator {
    static func xib(_ layout: BenchLayout) -> Data {
        var out = ""
        out.reserveCapacity(layout.controlCount * 1_000 + 4_096)
        out += """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
                <dependencies>
                    <deployment identifier="macosx"/>
                    <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="BenchController">
                        <connections>

            """
        for slot in 0..<layout.outletCount {
            let destination = layout.control(layout.outletDestination(slot)).id
            out += """
                                <outlet property="o\(slot)" destination="\(destination)" id="\(layout.outletConnectionID(slot))"/>

                """
        }
        for member in layout.collectionMembers {
            out += """
                                <outletCollection property="controls" destination="\(layout.control(member).id)" collectionClass="NSMutableArray" id="\(layout.collectionConnectionID(member))"/>

                """
        }
        let rect = BenchLayout.contentRect
        out += """
                            <outlet property="window" destination="\(BenchLayout.windowID)" id="gIp-Ho-8D9"/>
                        </connections>
                    </customObject>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                    <window title="\(BenchLayout.windowTitle)" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="\(BenchLayout.windowID)">
                        <windowStyleMask key="styleMask" titled="YES" closable="YES" miniaturizable="YES" resizable="YES"/>
                        <windowPositionMask key="initialPositionMask" leftStrut="YES" rightStrut="YES" topStrut="YES" bottomStrut="YES"/>
                        <rect key="contentRect" x="\(Int(rect.minX))" y="\(Int(rect.minY))" width="\(Int(rect.width))" height="\(Int(rect.height))"/>
                        <rect key="screenRect" x="0.0" y="0.0" width="2560" height="1415"/>
                        <view key="contentView" wantsLayer="YES" id="\(BenchLayout.contentViewID)">
                            <rect key="frame" x="0.0" y="0.0" width="\(Int(BenchLayout.contentFrame.width))" height="\(Int(BenchLayout.contentFrame.height))"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>

            """
        for index in 0..<layout.controlCount {
            let control = layout.control(index)
            let frame =
                #"<rect key="frame" x="\#(control.x)" y="\#(control.y)" width="\#(control.width)" height="\#(control.height)"/>"#
            let color =
                #"red="\#(control.color.red)" green="\#(control.color.green)" blue="\#(control.color.blue)" alpha="1" colorSpace="custom" customColorSpace="sRGB""#
            switch control.kind {
            case .button:
                out += """
                                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(control.id)">
                                            \(frame)
                                            <buttonCell key="cell" type="push" title="\(control.title)" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="\(control.cellID)">
                                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                                <font key="font" metaFont="system"/>
                                            </buttonCell>
                                            <color key="contentTintColor" \(color)/>
                                            <connections>
                                                <action selector="\(BenchLayout.action.name)" target="-2" id="\(control.actionID)"/>
                                            </connections>
                                        </button>

                    """
            case .textField:
                out += """
                                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(control.id)">
                                            \(frame)
                                            <textFieldCell key="cell" lineBreakMode="clipping" title="\(control.title)" id="\(control.cellID)">
                                                <font key="font" metaFont="system"/>
                                                <color key="textColor" \(color)/>
                                                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            </textFieldCell>
                                            <connections>
                                                <action selector="\(BenchLayout.action.name)" target="-2" id="\(control.actionID)"/>
                                            </connections>
                                        </textField>

                    """
            }
        }
        out += """
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="delegate" destination="-2" id="0bl-1N-AYu"/>
                        </connections>
                        <point key="canvasLocation" x="139" y="144"/>
                    </window>
                </objects>
            </document>

            """
        return Data(out.utf8)
    }

    static func nibxml(_ layout: BenchLayout) -> Data {
        var out = ""
        out.reserveCapacity(layout.controlCount * 700 + 2_048)
        out += """
            <?xml version="1.0" encoding="UTF-8"?>
            <nib version="1">
              <filesOwner id="-2" class="BenchController">
                <connections>

            """
        for slot in 0..<layout.outletCount {
            out += """
                      <outlet property="o\(slot)" destination="\(layout.control(layout.outletDestination(slot)).id)"/>

                """
        }
        for member in layout.collectionMembers {
            out += """
                      <outletCollection property="controls" destination="\(layout.control(member).id)"/>

                """
        }
        let rect = BenchLayout.contentRect
        let background = BenchLayout.textBackground
        out += """
                  <outlet property="window" destination="\(BenchLayout.windowID)"/>
                </connections>
              </filesOwner>
              <firstResponder id="-1"/>
              <object id="\(BenchLayout.windowID)" class="Window">
                <string key="title">\(BenchLayout.windowTitle)</string>
                <rect key="contentRect" x="\(Int(rect.minX))" y="\(Int(rect.minY))" width="\(Int(rect.width))" height="\(Int(rect.height))"/>
                <object key="contentView" id="\(BenchLayout.contentViewID)" class="View">
                  <rect key="frame" x="0" y="0" width="\(Int(BenchLayout.contentFrame.width))" height="\(Int(BenchLayout.contentFrame.height))"/>
                  <integer key="autoresizingMask" value="\(BenchLayout.contentAutoresizingMask)"/>
                  <array key="subviews">

            """
        for index in 0..<layout.controlCount {
            let control = layout.control(index)
            let frame =
                #"<rect key="frame" x="\#(control.x)" y="\#(control.y)" width="\#(control.width)" height="\#(control.height)"/>"#
            let color = #"red="\#(control.color.red)" green="\#(control.color.green)" blue="\#(control.color.blue)""#
            switch control.kind {
            case .button:
                out += """
                            <object id="\(control.id)" class="Button">
                              \(frame)
                              <bool key="translatesAutoresizingMaskIntoConstraints" value="false"/>
                              <object key="cell" id="\(control.cellID)" class="ButtonCell">
                                <string key="title">\(control.title)</string>
                              </object>
                              <color key="contentTintColor" \(color)/>
                              <connections>
                                <action selector="\(BenchLayout.action.name)" target="-2"/>
                              </connections>
                            </object>

                    """
            case .textField:
                out += """
                            <object id="\(control.id)" class="TextField">
                              \(frame)
                              <bool key="translatesAutoresizingMaskIntoConstraints" value="false"/>
                              <object key="cell" id="\(control.cellID)" class="TextFieldCell">
                                <string key="title">\(control.title)</string>
                                <color key="textColor" \(color)/>
                                <color key="backgroundColor" red="\(background.red)" green="\(background.green)" blue="\(background.blue)"/>
                              </object>
                              <connections>
                                <action selector="\(BenchLayout.action.name)" target="-2"/>
                              </connections>
                            </object>

                    """
            }
        }
        out += """
                  </array>
                </object>
                <connections>
                  <outlet property="delegate" destination="-2"/>
                </connections>
              </object>
            </nib>

            """
        return Data(out.utf8)
    }
}
