// MapKit for the files `layoutty preview` compiles. A terminal draws no map tiles: a map view is
// a plain area where its frame puts it, holding its region and annotations as values (so code
// that reads them back works), its delegate never asked for views; searches and directions fail
// as offline. Regions and spans are computed as MapKit computes them.
@_exported import Foundation
import UIKit
@_exported import _Layoutty_CoreLocation

public struct MKCoordinateSpan: Hashable, Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { (latitudeDelta, longitudeDelta) = (0, 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

public struct MKCoordinateRegion: Hashable, Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { (center, span) = (CLLocationCoordinate2D(), MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`
    /// (111,320 m a degree of latitude; a degree of longitude that times the latitude's cosine).
    public init(
        center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance
    ) {
        let metresPerDegree = 111_320.0
        let cosine = max(cos(center.latitude * .pi / 180), 1e-9)
        self.init(
            center: center,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metresPerDegree,
                longitudeDelta: longitudinalMeters / (metresPerDegree * cosine)))
    }
}

public func MKCoordinateRegionMakeWithDistance(
    _ center: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance, _ longitudinalMeters: CLLocationDistance
) -> MKCoordinateRegion {
    MKCoordinateRegion(center: center, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}

public protocol MKAnnotation: AnyObject {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}
extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

open class MKShape: NSObject {
    open var title: String?
    open var subtitle: String?
}

open class MKPointAnnotation: MKShape, MKAnnotation {
    open var coordinate = CLLocationCoordinate2D()
    public override init() {}
    public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }
}

public protocol MKOverlay: MKAnnotation {}

open class MKAnnotationView: UIView {
    open var annotation: MKAnnotation?
    open var reuseIdentifier: String?
    open var image: UIImage?
    open var canShowCallout = false
    open var isDraggable = false
    open var centerOffset = CGPoint.zero
    open var calloutOffset = CGPoint.zero
    open var leftCalloutAccessoryView: UIView?
    open var rightCalloutAccessoryView: UIView?
    open var detailCalloutAccessoryView: UIView?
    open var clusteringIdentifier: String?
    open var displayPriority = MKFeatureDisplayPriority.required
    public init(annotation: MKAnnotation?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func prepareForReuse() {}
}
open class MKMarkerAnnotationView: MKAnnotationView {
    open var markerTintColor: UIColor?
    open var glyphText: String?
    open var glyphImage: UIImage?
    open var glyphTintColor: UIColor?
}
open class MKPinAnnotationView: MKAnnotationView {
    open var pinTintColor: UIColor?
    open var animatesDrop = false
}

public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public static let required = MKFeatureDisplayPriority(rawValue: 1000)
    public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
    public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}

public enum MKMapType: UInt, Sendable {
    case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}
public enum MKUserTrackingMode: Int, Sendable { case none, follow, followWithHeading }

public protocol MKMapViewDelegate: AnyObject {
    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView?
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer
    func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
}
extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? { nil }
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
        MKOverlayRenderer(overlay: overlay)
    }
    public func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl
    ) {}
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
}

open class MKOverlayRenderer: NSObject {
    public let overlay: MKOverlay
    public init(overlay: MKOverlay) { self.overlay = overlay }
    open var alpha: CGFloat = 1
}

open class MKUserLocation: NSObject, MKAnnotation {
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? CLLocationCoordinate2D() }
    open var location: CLLocation? { nil }
    open var title: String? = "My Location"
    open var subtitle: String?
}

/// A map's place on screen: its region and annotations kept as values.
open class MKMapView: UIView {
    open weak var delegate: MKMapViewDelegate?
    open var mapType = MKMapType.standard
    open var region = MKCoordinateRegion()
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region.center = newValue }
    }
    open var showsUserLocation = false
    open var userTrackingMode = MKUserTrackingMode.none
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    open var showsCompass = true
    open var showsScale = false
    open var showsTraffic = false
    open var pointOfInterestFilter: AnyObject?
    open private(set) var annotations: [MKAnnotation] = []
    open private(set) var overlays: [MKOverlay] = []
    open var selectedAnnotations: [MKAnnotation] = []
    public let userLocation = MKUserLocation()
    open var isUserLocationVisible: Bool { false }

    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion { region }
    open func addAnnotation(_ annotation: MKAnnotation) { annotations.append(annotation) }
    open func addAnnotations(_ annotations: [MKAnnotation]) { self.annotations += annotations }
    open func removeAnnotation(_ annotation: MKAnnotation) { annotations.removeAll { $0 === annotation } }
    open func removeAnnotations(_ annotations: [MKAnnotation]) {
        self.annotations.removeAll { annotation in annotations.contains { $0 === annotation } }
    }
    open func showAnnotations(_ annotations: [MKAnnotation], animated: Bool) {}
    open func selectAnnotation(_ annotation: MKAnnotation, animated: Bool) { selectedAnnotations = [annotation] }
    open func deselectAnnotation(_ annotation: MKAnnotation?, animated: Bool) { selectedAnnotations = [] }
    open func addOverlay(_ overlay: MKOverlay) { overlays.append(overlay) }
    open func addOverlays(_ overlays: [MKOverlay]) { self.overlays += overlays }
    open func removeOverlay(_ overlay: MKOverlay) { overlays.removeAll { $0 === overlay } }
    open func removeOverlays(_ overlays: [MKOverlay]) {
        self.overlays.removeAll { overlay in overlays.contains { $0 === overlay } }
    }
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {}
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: MKAnnotation)
        -> MKAnnotationView
    { MKAnnotationView(annotation: annotation, reuseIdentifier: identifier) }
    open func view(for annotation: MKAnnotation) -> MKAnnotationView? { nil }
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint { .zero }
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D { region.center }
}

open class MKLocalSearch: NSObject {
    open class Request: NSObject {
        open var naturalLanguageQuery: String?
        open var region = MKCoordinateRegion()
        public override init() {}
    }
    open class Response: NSObject {
        open var mapItems: [MKMapItem] { [] }
    }
    public init(request: Request) {}
    open func start(completionHandler: @escaping (Response?, Error?) -> Void) {
        DispatchQueue.main.async { completionHandler(nil, CLError(.network)) }
    }
    open func start() async throws -> Response { throw CLError(.network) }
    open func cancel() {}
}

open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

open class MKMapItem: NSObject {
    public let placemark: MKPlacemark
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    public init(placemark: MKPlacemark) { self.placemark = placemark }
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(placemark: MKPlacemark(coordinate: .init())) }
    @discardableResult open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
    @discardableResult open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil)
        -> Bool
    { false }
}

// What `openInMaps(launchOptions:)` is told (MKMapItem.h): Maps never opens here.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
