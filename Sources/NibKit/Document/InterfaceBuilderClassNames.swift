/// The class an Interface Builder element stands for, when the element
/// names no `customClass`: the platform prefix and the element name with its
/// first letter capitalised (`label` → `UILabel`, `textFieldCell` →
/// `NSTextFieldCell`), except for the names in ``exceptions``.
///
/// Docs/XIB.md lists the same table.
enum InterfaceBuilderClassNames {
    /// Element names whose class does not follow the prefix rule.
    static let exceptions: [Platform: [String: String]] = [
        .iOS: [
            "customObject": "NSObject",
            "constraint": "NSLayoutConstraint",
            "numberFormatter": "NSNumberFormatter",
            "dateFormatter": "NSDateFormatter",
            "viewLayoutGuide": "UILayoutGuide",
            "viewControllerLayoutGuide": "_UILayoutGuide",
            "exit": "UIStoryboardUnwindSegueSource",
            "viewControllerPlaceholder": "UIStoryboardReference",
            "wkWebView": "WKWebView",
            "mapView": "MKMapView",
            "sceneKitView": "SCNView",
            "arscnView": "ARSCNView",
            "glkView": "GLKView",
            "mtkView": "MTKView",
            "avPlayerViewController": "AVPlayerViewController",
        ],
        .macOS: [
            "customObject": "NSObject",
            "customView": "NSView",
            "constraint": "NSLayoutConstraint",
            "exit": "NSStoryboardUnwindSegueSource",
            "viewControllerPlaceholder": "NSStoryboardReference",
            "wkWebView": "WKWebView",
            "ikImageBrowserView": "IKImageBrowserView",
            "pdfView": "PDFView",
            "avPlayerView": "AVPlayerView",
            "mapView": "MKMapView",
            "sceneView": "SCNView",
        ],
    ]

    /// The class for `element` on `platform`.
    static func className(forElement element: String, platform: Platform) -> String {
        if let exception = exceptions[platform]?[element] { return exception }
        let prefix = platform == .macOS ? "NS" : "UI"
        guard let first = element.first else { return prefix }
        return prefix + first.uppercased() + element.dropFirst()
    }
}
