import Foundation
import NibKit

/// The archives of the shapes that once made loading a small file quadratic
/// (Docs/Performance.md, "Growth: hostile shapes"), the registry they load
/// with, and the check that each loads as meant, so that a case times the
/// whole load and not an early failure.
enum LoadingShapes {
    /// How many distinct element and attribute names a document may use
    /// (the XML reader's limit; its error says so).
    static let maximumNames = 4_096

    /// Dynamic objects, File's Owner that performs every action, and a control.
    static let registry: ClassRegistry = {
        var registry = ClassRegistry.dynamic
        registry.register(StressOwner.self, as: "StressOwner")
        registry.register(StressControl.self, as: "StressControl")
        return registry
    }()

    /// A `.nibxml` control with `count` actions to File's Owner, each its own selector.
    static func actionsOnOneControl(_ count: Int) -> Data {
        var out =
            #"<nib version="1"><filesOwner id="owner" class="StressOwner"/><object id="c" class="StressControl"><connections>"#
        for index in 0..<count {
            out += #"<action selector="a\#(index):" target="owner" event="touchUpInside"/>"# + "\n"
        }
        return Data((out + "</connections></object></nib>\n").utf8)
    }

    /// A `.nibxml` object of a class no one registered with `count` strings, each its own key.
    static func keysOnOneObject(_ count: Int) -> Data {
        var out = #"<nib version="1"><object id="o" class="Anything">"#
        for index in 0..<count {
            out += #"<string key="k\#(index)">v</string>"# + "\n"
        }
        return Data((out + "</object></nib>\n").utf8)
    }

    /// A Cocoa `.xib` with `count` named colors in `<resources>`, each used by one view.
    static func namedColors(_ count: Int) -> Data {
        var out = cocoaXIBHeader + "<objects>\n"
        for index in 0..<count {
            out += #"<view id="v\#(index)"><color key="backgroundColor" name="c\#(index)"/></view>"# + "\n"
        }
        out += "</objects><resources>\n"
        for index in 0..<count {
            out +=
                #"<namedColor name="c\#(index)"><color red="0.5" green="0.25" blue="0.125" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#
                + "\n"
        }
        return Data((out + "</resources></document>\n").utf8)
    }

    /// A Cocoa `.xib` view with an element no table knows, holding `count`
    /// children, each its own name.
    static func unknownElementChildren(_ count: Int) -> Data {
        var out = cocoaXIBHeader + #"<objects><view id="v"><unheardOf key="thing">"# + "\n"
        for index in 0..<count {
            out += "<child\(index)/>\n"
        }
        return Data((out + "</unheardOf></view></objects></document>\n").utf8)
    }

    private static let cocoaXIBHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">

        """

    /// The template of `data`, once its graph was checked to be whole
    /// (`isWhole`); throws when either fails.
    static func template(
        _ data: Data, path: String, _ isWhole: (NibInstantiation) -> Bool
    ) throws -> NibTemplate {
        let template = try NibTemplate(data: data, path: path, registry: registry)
        let graph = try template.instantiate(owner: StressOwner())
        guard isWhole(graph) else { throw StressError("\(path): the archive did not load whole") }
        return template
    }

    /// Throws unless `data` is refused for using too many names.
    static func checkRefused(_ data: Data, path: String) throws {
        let message = NibTemplate.diagnose(data: data, path: path, registry: registry).first?.message ?? ""
        guard message.contains("distinct element and attribute names") else {
            throw StressError("\(path): the archive was not refused for its names")
        }
    }
}
