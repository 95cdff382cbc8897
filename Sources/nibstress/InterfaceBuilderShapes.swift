import Foundation

/// The text of `.xib`, `.storyboard`, `.nibxml` and legacy IB3 archives of each shape.
enum InterfaceBuilderShapes {
    /// An iOS `.xib` whose `<objects>` holds File's Owner, First Responder and `body`.
    static func xib(_ body: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            \(body)
            </objects>
            </document>

            """.utf8)
    }

    /// `count` views, each with an outlet to the one view `hub`.
    static func xibSharing(_ count: Int) -> Data {
        var body = #"<view contentMode="scaleToFill" id="hub"/>"# + "\n"
        for index in 0..<count {
            body +=
                #"<view contentMode="scaleToFill" id="v\#(index)"><connections><outlet property="target" destination="hub" id="o\#(index)"/></connections></view>"#
                + "\n"
        }
        return xib(body)
    }

    /// A chain of `count` top-level views, each with an outlet to the next.
    static func xibNesting(_ count: Int) -> Data {
        var body = ""
        for index in 0..<count {
            let next = index + 1 < count ? "v\(index + 1)" : "v0"
            body +=
                #"<view contentMode="scaleToFill" id="v\#(index)"><connections><outlet property="next" destination="\#(next)" id="o\#(index)"/></connections></view>"#
                + "\n"
        }
        return xib(body)
    }

    /// One view holding `count` buttons, each with an action to File's Owner.
    static func xibRepetition(_ count: Int) -> Data {
        var body = #"<view contentMode="scaleToFill" id="root"><subviews>"# + "\n"
        for index in 0..<count {
            body +=
                #"<button contentMode="scaleToFill" id="b\#(index)"><connections><action selector="tap\#(index):" destination="-1" eventType="touchUpInside" id="a\#(index)"/></connections></button>"#
                + "\n"
        }
        return xib(body + "</subviews></view>")
    }

    /// 64 views whose ids, custom classes and outlets (from one more view) are `count` characters long.
    static func xibLongNames(_ count: Int) -> Data {
        var body = ""
        var outlets = ""
        for index in 0..<64 {
            let id = longName("v\(index)", count)
            body +=
                #"<view contentMode="scaleToFill" id="\#(id)" customClass="\#(longName("C\(index)", count))"/>"# + "\n"
            outlets += #"<outlet property="\#(longName("p\(index)", count))" destination="\#(id)" id="o\#(index)"/>"#
        }
        return xib(body + #"<view id="holder"><connections>\#(outlets)</connections></view>"#)
    }

    /// `prefix` then letters up to `count` characters.
    static func longName(_ prefix: String, _ count: Int) -> String {
        prefix + String(repeating: "x", count: max(0, count - prefix.count))
    }

    // MARK: Storyboards

    static func storyboard(_ scenes: String, initial: String = "c0") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
            <scenes>
            \(scenes)
            </scenes>
            </document>

            """.utf8)
    }

    /// A scene of view controller `id` whose connections are `connections`.
    static func scene(
        _ id: String, identifier: String? = nil, connections: String = "", subviews: String = ""
    ) -> String {
        let named = identifier.map { #" storyboardIdentifier="\#($0)""# } ?? ""
        let views = subviews.isEmpty ? "" : "<subviews>\(subviews)</subviews>"
        return
            #"<scene sceneID="s-\#(id)"><objects><viewController\#(named) id="\#(id)" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="w-\#(id)">\#(views)</view>"#
            + (connections.isEmpty ? "" : "<connections>\(connections)</connections>")
            + "</viewController></objects></scene>\n"
    }

    /// `count` scenes, each with a segue to the one scene `hub`.
    static func storyboardSharing(_ count: Int) -> Data {
        var scenes = scene("hub", identifier: "Hub")
        for index in 0..<count {
            scenes += scene(
                "c\(index)", identifier: "S\(index)",
                connections: #"<segue destination="hub" kind="show" identifier="go" id="g\#(index)"/>"#)
        }
        return storyboard(scenes)
    }

    /// A chain of `count` scenes, each with a segue to the next.
    static func storyboardNesting(_ count: Int) -> Data {
        var scenes = ""
        for index in 0..<count {
            let connections =
                index + 1 < count
                ? #"<segue destination="c\#(index + 1)" kind="show" identifier="next" id="g\#(index)"/>"# : ""
            scenes += scene("c\(index)", identifier: "S\(index)", connections: connections)
        }
        return storyboard(scenes)
    }

    /// One scene whose view holds `count` labels, each an outlet of its view controller.
    static func storyboardRepetition(_ count: Int) -> Data {
        var subviews = ""
        var outlets = ""
        for index in 0..<count {
            subviews += #"<label contentMode="left" text="L\#(index)" id="l\#(index)"/>"#
            outlets += #"<outlet property="label\#(index)" destination="l\#(index)" id="o\#(index)"/>"#
        }
        return storyboard(scene("c0", identifier: "Main", connections: outlets, subviews: subviews))
    }

    /// 32 scenes whose ids and storyboard identifiers are `count` characters long, each segueing to the next.
    static func storyboardLongNames(_ count: Int) -> Data {
        var scenes = ""
        let ids = (0..<32).map { longName("c\($0)", count) }
        for (index, id) in ids.enumerated() {
            let connections =
                index + 1 < ids.count
                ? #"<segue destination="\#(ids[index + 1])" kind="show" identifier="\#(longName("g", count))" id="g\#(index)"/>"#
                : ""
            scenes += scene(id, identifier: longName("S\(index)", count), connections: connections)
        }
        return storyboard(scenes, initial: ids[0])
    }

    // MARK: NibKit's own format

    static func nibxml(_ body: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <nib version="1">
            <filesOwner id="owner" class="Owner"/>
            \(body)
            </nib>

            """.utf8)
    }

    /// `count` objects, each with an outlet to the one object `hub`.
    static func nibxmlSharing(_ count: Int) -> Data {
        var body = #"<object id="hub" class="View"/>"# + "\n"
        for index in 0..<count {
            body +=
                #"<object id="o\#(index)" class="View"><connections><outlet property="target" destination="hub"/></connections></object>"#
                + "\n"
        }
        return nibxml(body)
    }

    /// A chain of `count` objects, each with an outlet to the next.
    static func nibxmlNesting(_ count: Int) -> Data {
        var body = ""
        for index in 0..<count {
            let next = index + 1 < count ? "o\(index + 1)" : "o0"
            body +=
                #"<object id="o\#(index)" class="View"><connections><outlet property="next" destination="\#(next)"/></connections></object>"#
                + "\n"
        }
        return nibxml(body)
    }

    /// File's Owner with an outlet collection of `count` objects.
    static func nibxmlRepetition(_ count: Int) -> Data {
        var objects = ""
        var members = ""
        for index in 0..<count {
            objects += #"<object id="o\#(index)" class="View"/>"# + "\n"
            members += #"<outletCollection property="items" destination="o\#(index)"/>"# + "\n"
        }
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <nib version="1">
            <filesOwner id="owner" class="Owner"><connections>\(members)</connections></filesOwner>
            \(objects)
            </nib>

            """.utf8)
    }

    /// 64 objects whose ids, classes and property keys are `count` characters long.
    static func nibxmlLongNames(_ count: Int) -> Data {
        var body = ""
        for index in 0..<64 {
            let next = longName("o\((index + 1) % 64)", count)
            body +=
                #"<object id="\#(longName("o\(index)", count))" class="\#(longName("C\(index)", count))"><string key="\#(longName("k\(index)", count))">v</string><connections><outlet property="\#(longName("p", count))" destination="\#(next)"/></connections></object>"#
                + "\n"
        }
        return nibxml(body)
    }

    // MARK: Legacy Interface Builder 3 archives

    /// An IB3 archive whose root objects are File's Owner, First Responder and `roots`.
    static func legacy(_ roots: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            <data>
            <int key="IBDocument.SystemTarget">1280</int>
            <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
            <object class="IBProxyObject" id="372490531"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
            <object class="IBProxyObject" id="843779117"><string key="IBProxiedObjectIdentifier">IBFirstResponder</string></object>
            \(roots)
            </array>
            <object class="IBObjectContainer" key="IBDocument.Objects"/>
            </data>
            </archive>

            """.utf8)
    }

    /// `count` views, each referring to one shared array of four numbers.
    static func legacySharing(_ count: Int) -> Data {
        var roots =
            #"<object class="IBUIView" id="hub"><array key="shared" id="arr"><integer value="1"/><integer value="2"/><integer value="3"/><integer value="4"/></array></object>"#
            + "\n"
        for index in 0..<count {
            roots += #"<object class="IBUIView" id="v\#(index)"><reference key="shared" ref="arr"/></object>"# + "\n"
        }
        return legacy(roots)
    }

    /// A chain of `count` views, each referring to the next as its `NSNextKeyView`.
    static func legacyNesting(_ count: Int) -> Data {
        var roots = ""
        for index in 0..<count {
            let next = index + 1 < count ? "v\(index + 1)" : "v0"
            roots +=
                #"<object class="IBUIView" id="v\#(index)"><reference key="NSNextKeyView" ref="\#(next)"/></object>"#
                + "\n"
        }
        return legacy(roots)
    }

    /// `count` sibling views in one view's `NSSubviews`.
    static func legacyRepetition(_ count: Int) -> Data {
        var views = ""
        for index in 0..<count {
            views +=
                #"<object class="IBUIView" id="v\#(index)"><reference key="NSSuperview" ref="root"/><int key="IBUITag">\#(index)</int></object>"#
                + "\n"
        }
        return legacy(
            #"<object class="IBUIView" id="root"><array class="NSMutableArray" key="NSSubviews">\#(views)</array></object>"#
        )
    }

    /// 64 views whose ids, classes and keys are `count` characters long.
    static func legacyLongNames(_ count: Int) -> Data {
        var roots = ""
        for index in 0..<64 {
            roots +=
                #"<object class="\#(longName("IBUIView\(index)", count))" id="\#(longName("v\(index)", count))"><string key="\#(longName("k\(index)", count))">v</string></object>"#
                + "\n"
        }
        return legacy(roots)
    }
}
