import Foundation

/// The benchmark's large document: an iOS xib whose root view holds a grid
/// of buttons, labels and text fields, each with a frame, as Interface
/// Builder saves them.
///
/// ```swift
/// let xib = GeneratedDocument(controls: 1_000).xib  // 25 columns × 40 rows
/// ```
struct GeneratedDocument {
    /// How many controls the root view holds.
    let controls: Int

    /// Controls per row.
    let columns = 25
    /// One control's frame size, with a gap of 4 points around it.
    let cellWidth = 44
    let cellHeight = 20

    private var rows: Int { (controls + columns - 1) / columns }
    private var width: Int { columns * (cellWidth + 4) + 4 }
    private var height: Int { rows * (cellHeight + 4) + 4 }

    /// The document's text.
    var xib: String {
        var views = ""
        for index in 0..<controls {
            let x = 4 + (index % columns) * (cellWidth + 4)
            let y = 4 + (index / columns) * (cellHeight + 4)
            let frame = #"<rect key="frame" x="\#(x)" y="\#(y)" width="\#(cellWidth)" height="\#(cellHeight)"/>"#
            switch index % 3 {
            case 0:
                views += #"""
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-\#(index)">
                                        \#(frame)
                                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                        <state key="normal" title="B\#(index)"/>
                                    </button>

                    """#
            case 1:
                views += #"""
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="L\#(index)" textAlignment="natural" id="lbl-\#(index)">
                                        \#(frame)
                                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                    </label>

                    """#
            default:
                views += #"""
                                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="T\#(index)" id="fld-\#(index)">
                                        \#(frame)
                                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                    </textField>

                    """#
            }
        }
        return #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <dependencies>
                    <deployment identifier="iOS"/>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                </dependencies>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="root-view">
                        <rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/>
                        <subviews>
            \#(views)            </subviews>
                    </view>
                </objects>
            </document>

            """#
    }
}
