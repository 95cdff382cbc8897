import NibKitCore

/// The class an Interface Builder element stands for, when the element
/// names no `customClass`: the library's prefix and the element name with its
/// first letter capitalised (`label` → `UILabel`, `textFieldCell` →
/// `NSTextFieldCell`, a watch `group` → `WKInterfaceGroup`), except for the
/// names in ``exceptions``: Foundation's objects, the frameworks beside UIKit
/// and AppKit in Interface Builder's libraries (SpriteKit, SceneKit, GLKit,
/// ARKit, MetalKit, MapKit, WebKit, AVKit, PDFKit, Image Kit, Quartz), and
/// the elements whose name is not their class's.
///
/// Docs/XIB.md lists the same table.
enum InterfaceBuilderClassNames {
    /// The object library a document's elements come from, told by its
    /// `targetRuntime`.
    enum Library: Hashable, Sendable {
        /// iOS, iPadOS and tvOS documents: `UI` classes.
        case uiKit
        /// macOS documents: `NS` classes.
        case appKit
        /// watchOS storyboards (`targetRuntime="watchKit"`): `WKInterface` classes.
        case watchKit

        /// The library of a document with this `targetRuntime`, on `platform`.
        init(targetRuntime: String, platform: Platform) {
            if targetRuntime.lowercased().hasPrefix("watchkit") {
                self = .watchKit
            } else {
                self = platform == .macOS ? .appKit : .uiKit
            }
        }

        /// What the rule puts before the capitalised element name.
        var prefix: String {
            switch self {
            case .uiKit: return "UI"
            case .appKit: return "NS"
            case .watchKit: return "WKInterface"
            }
        }
    }

    /// The classes, in every library, of elements the prefix rule gets wrong.
    private static let shared: [String: String] = [
        "customObject": "NSObject",
        "constraint": "NSLayoutConstraint",
        "numberFormatter": "NSNumberFormatter",
        "dateFormatter": "NSDateFormatter",
        "byteCountFormatter": "NSByteCountFormatter",
        "lengthFormatter": "NSLengthFormatter",
        "wkWebView": "WKWebView",
        "mapView": "MKMapView",
        "skView": "SKView",
        "mtkView": "MTKView",
    ]

    /// Element names whose class does not follow the prefix rule.
    static let exceptions: [Library: [String: String]] = [
        .uiKit: shared.merging(
            [
                "viewLayoutGuide": "UILayoutGuide",
                "viewControllerLayoutGuide": "_UILayoutGuide",
                "containerView": "UIView",
                "exit": "UIStoryboardUnwindSegueSource",
                "viewControllerPlaceholder": "UIStoryboardReference",
                "sceneKitView": "SCNView",
                "arscnView": "ARSCNView",
                "arskView": "ARSKView",
                "glkView": "GLKView",
                "glkViewController": "GLKViewController",
                "avPlayerViewController": "AVPlayerViewController",
                "avRoutePickerView": "AVRoutePickerView",
                "adBannerView": "ADBannerView",
                "clLocationButton": "CLLocationButton",
            ], uniquingKeysWith: { $1 }),
        .appKit: shared.merging(
            [
                "customView": "NSView",
                "viewLayoutGuide": "NSLayoutGuide",
                "exit": "NSStoryboardUnwindSegueSource",
                "viewControllerPlaceholder": "NSStoryboardReference",
                "controllerPlaceholder": "NSStoryboardReference",
                "pagecontroller": "NSPageController",
                "webView": "WebView",
                "sceneView": "SCNView",
                "ikImageBrowserView": "IKImageBrowserView",
                "ikImageView": "IKImageView",
                "ikCameraDeviceView": "IKCameraDeviceView",
                "ikDeviceBrowserView": "IKDeviceBrowserView",
                "ikScannerDeviceView": "IKScannerDeviceView",
                "ikPictureTaker": "IKPictureTaker",
                "pdfView": "PDFView",
                "pdfThumbnailView": "PDFThumbnailView",
                "qcView": "QCView",
                "qlPreviewView": "QLPreviewView",
                "avPlayerView": "AVPlayerView",
                "avCaptureView": "AVCaptureView",
                "avRoutePickerView": "AVRoutePickerView",
            ], uniquingKeysWith: { $1 }),
        .watchKit: shared.merging(
            [
                "notificationController": "WKUserNotificationInterfaceController",
                "glanceController": "WKInterfaceController",
                "hostingController": "WKHostingController",
                "spriteKitScene": "WKInterfaceSKScene",
                "sceneKitScene": "WKInterfaceSCNScene",
                "hmCamera": "WKInterfaceHMCamera",
                // A row's class is the row controller its author writes, an NSObject.
                "tableRow": "NSObject",
                "tapGestureRecognizer": "WKTapGestureRecognizer",
                "swipeGestureRecognizer": "WKSwipeGestureRecognizer",
                "longPressGestureRecognizer": "WKLongPressGestureRecognizer",
                "panGestureRecognizer": "WKPanGestureRecognizer",
            ], uniquingKeysWith: { $1 }),
    ]

    /// The class for `element` in `library`.
    static func className(forElement element: String, library: Library) -> String {
        if let exception = exceptions[library]?[element] { return exception }
        guard let first = element.first else { return library.prefix }
        return library.prefix + first.uppercased() + element.dropFirst()
    }
}

extension InterfaceBuilderClassNames {
    /// Interface Builder 3's own names for UIKit classes that the `IBUI`
    /// rule gets wrong.
    static let archivedExceptions: [String: String] = [
        "IBUICustomObject": "NSObject",
        "IBUIFontDescription": "UIFontDescriptor",
    ]

    /// The class a legacy archive's `<object class=...>` stands for at run
    /// time, as `ibtool` compiles it: Interface Builder 3 writes its own
    /// design-time class for each UIKit object, `IBUI` and the UIKit name
    /// without its `UI` (`IBUILabel` → `UILabel`, `IBUITableViewCell` →
    /// `UITableViewCell`), except for ``archivedExceptions``; AppKit and
    /// Foundation classes are written under their own names. A window is an
    /// `NSWindowTemplate` whose `NSWindowClass` names the window's class,
    /// and custom objects and views an `NSCustomObject` or `NSCustomView`
    /// whose `NSClassName` names theirs: `LegacyArchiveParser` reads those.
    static func className(forArchivedClass archived: String) -> String {
        if let exception = archivedExceptions[archived] { return exception }
        if archived.hasPrefix("IBUI"), archived.count > 4 { return "UI" + archived.dropFirst(4) }
        return archived
    }
}
