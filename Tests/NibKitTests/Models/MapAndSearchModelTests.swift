import Foundation
import NibKit
import Testing

/// MapKit's map view and UIKit's search display controller, which corpus
/// documents hold, as standard classes.
@Suite("Map views and search display controllers")
struct MapAndSearchModelTests {
    @Test("a <mapView> is an MKMapView with its map type and gestures")
    func mapViewFromXib() throws {
        let xml =
            IB.iOSHeader + """

                    <objects>
                        <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="hybrid" zoomEnabled="NO" rotateEnabled="NO" showsUserLocation="YES" id="Map-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </mapView>
                    </objects>
                </document>
                """
        let template = try NibTemplate(
            data: Data(xml.utf8), path: "Map.xib", registry: .standard(for: .iOS), mode: .strict)
        let map = try #require(template.instantiate(owner: nil).object(withID: "Map-Vw-001") as? MKMapView)
        #expect(map.mapType == .hybrid)
        #expect(!map.isZoomEnabled)
        #expect(!map.isRotateEnabled)
        #expect(map.isScrollEnabled, "not written: MapKit's default")
        #expect(map.showsUserLocation)
        #expect(map.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(map.description.hasPrefix("<MKMapView: frame = (0 0; 375 667)"))
    }

    @Test("a compiled storyboard's map view is an MKMapView at the frame its bounds and center give")
    @MainActor
    func compiledMapView() throws {
        let url = ArchivedKeysTests.nibFolder.appendingPathComponent(
            "Appboy__appboy-ios-sdk__Example__builds__Applications__StopwatchDevelop.app__en.lproj__MainStoryboard.storyboardc/WvD-PZ-pUN-view-D6c-Y2-opW.nib"
        )
        let graph = try ArchivedKeysTests.instantiate(ArchivedKeysTests.template(url, platform: .iOS))
        let maps = graph.objects(ofType: MKMapView.self)
        #expect(maps.count == 1)
        #expect(maps.first?.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("an Interface Builder 3 search display controller holds its search bar and contents controller")
    func searchDisplayController() throws {
        let url = CorpusTests.corpus.appendingPathComponent(
            "xib/0xced__iOS-Artwork-Extractor__ArtworkViewController.xib")
        let template = try NibTemplate(
            contentsOf: url, registry: .standard(for: .iOS, allowsDynamicObjects: true), mode: .strict)
        let owner = DynamicObject(className: "ArtworkViewController")
        let graph = try template.instantiate(owner: owner)
        let search = try #require(graph.objects(ofType: UISearchDisplayController.self).first)
        #expect(search.searchBar != nil)
        #expect(search.searchBar === graph.objects(ofType: UISearchBar.self).first)
        #expect(search.searchContentsController === owner)
    }
}
