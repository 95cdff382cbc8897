import NibKitCore
import NibKitLoader

/// A map, as MapKit's `MKMapView` (Interface Builder's `<mapView>`): the
/// kind of map and what the user may do with it, and no map drawn.
///
/// ```swift
/// let map = try #require(instance.object(withID: "Map-Vw-001") as? MKMapView)
/// map.mapType            // .standard
/// map.isZoomEnabled      // true
/// ```
open class MKMapView: UIView {
    /// The kind of map shown.
    public var mapType = MapType.standard
    /// Whether a pinch zooms the map.
    public var isZoomEnabled = true
    /// Whether a drag scrolls the map.
    public var isScrollEnabled = true
    /// Whether two fingers rotate the map.
    public var isRotateEnabled = true
    /// Whether two fingers tilt the map.
    public var isPitchEnabled = true
    /// Whether the user's location is shown.
    public var showsUserLocation = false
    /// Whether buildings are drawn.
    public var showsBuildings = true
    /// Whether the compass is shown while the map is rotated.
    public var showsCompass = true
    /// Whether the scale is shown.
    public var showsScale = false
    /// Whether traffic is shown.
    public var showsTraffic = false
    /// Whether points of interest are shown.
    public var showsPointsOfInterest = true
    /// The object told of the map's changes.
    public weak var delegate: NibObject?

    /// The kinds of map, as Interface Builder spells them (`mapType="hybrid"`).
    public enum MapType: String, Sendable, CaseIterable {
        /// Streets and names.
        case standard
        /// Satellite imagery.
        case satellite
        /// Satellite imagery with streets and names.
        case hybrid
        /// Satellite imagery in three dimensions.
        case satelliteFlyover
        /// Hybrid imagery in three dimensions.
        case hybridFlyover
        /// Streets in muted colors, for data drawn over them.
        case mutedStandard
    }

    /// A view's keys and those of Interface Builder's `<mapView>`: `mapType`,
    /// `zoomEnabled`, `scrollEnabled`, `rotateEnabled`, `pitchEnabled`,
    /// `showsUserLocation`, the other `shows...` flags, and the `delegate` outlet.
    open override class var builtInKeyBindings: [KeyBinding] {
        super.builtInKeyBindings + [
            KeyBinding("mapType", \MKMapView.mapType),
            KeyBinding("zoomEnabled", \MKMapView.isZoomEnabled),
            KeyBinding("scrollEnabled", \MKMapView.isScrollEnabled),
            KeyBinding("rotateEnabled", \MKMapView.isRotateEnabled),
            KeyBinding("pitchEnabled", \MKMapView.isPitchEnabled),
            KeyBinding("showsUserLocation", \MKMapView.showsUserLocation),
            KeyBinding("showsBuildings", \MKMapView.showsBuildings),
            KeyBinding("showsCompass", \MKMapView.showsCompass),
            KeyBinding("showsScale", \MKMapView.showsScale),
            KeyBinding("showsTraffic", \MKMapView.showsTraffic),
            KeyBinding("showsPointsOfInterest", \MKMapView.showsPointsOfInterest),
            KeyBinding("delegate", \MKMapView.delegate),
        ]
    }

    open override var descriptionFields: [(name: String, value: String)] {
        super.descriptionFields + [("mapType", mapType.rawValue)]
    }
}
