// CoreLocation for the files `layoutty preview` compiles. A preview's device has no position and
// no one to ask: location services report not determined, a request for permission is not
// answered (as while the system's prompt waits), updates never arrive, and geocoding fails as
// offline. Coordinates, locations and distances are real values: a screen laid out around a
// fixed place computes with it as on iOS.
@_exported import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double

public struct CLLocationCoordinate2D: Hashable, Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { (latitude, longitude) = (0, 0) }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees)
    -> CLLocationCoordinate2D
{ CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }

public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1
public let kCLHeadingFilterNone: CLLocationDirection = -1
public let CLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let speed: CLLocationSpeed
    public let timestamp: Date

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        (altitude, horizontalAccuracy, verticalAccuracy, course, speed) = (0, 0, -1, -1, -1)
        timestamp = Date()
    }
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        (horizontalAccuracy, verticalAccuracy, course, speed) = (hAccuracy, vAccuracy, -1, -1)
        self.timestamp = timestamp
    }

    /// The great-circle distance in metres (haversine, the Earth a sphere of 6,371 km).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = { (degrees: Double) in degrees * .pi / 180 }
        let (a, b) = (coordinate, location.coordinate)
        let dLat = radians(b.latitude - a.latitude)
        let dLon = radians(b.longitude - a.longitude)
        let h =
            sin(dLat / 2) * sin(dLat / 2) + cos(radians(a.latitude)) * cos(radians(b.latitude)) * sin(dLon / 2)
            * sin(dLon / 2)
        return 2 * 6_371_000 * atan2(h.squareRoot(), (1 - h).squareRoot())
    }
}

public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0
    case restricted, denied, authorizedAlways, authorizedWhenInUse
}
public enum CLAccuracyAuthorization: Int, Sendable { case fullAccuracy, reducedAccuracy }
public enum CLActivityType: Int, Sendable {
    case other = 1
    case automotiveNavigation, fitness, otherNavigation, airborne
}

public struct CLError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case locationUnknown = 0
        case denied, network, headingFailure, regionMonitoringDenied, regionMonitoringFailure,
            regionMonitoringSetupDelayed, regionMonitoringResponseDelayed, geocodeFoundNoResult,
            geocodeFoundPartialResult, geocodeCanceled
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

public protocol CLLocationManagerDelegate: AnyObject {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
}
extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
}

open class CLHeading: NSObject {
    open var magneticHeading: CLLocationDirection { 0 }
    open var trueHeading: CLLocationDirection { -1 }
    open var headingAccuracy: CLLocationDirection { -1 }
}

open class CLLocationManager: NSObject {
    open weak var delegate: CLLocationManagerDelegate?
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var activityType: CLActivityType = .other
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false
    open var headingFilter: CLLocationDirection = 1
    open var location: CLLocation? { nil }
    open var heading: CLHeading? { nil }
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    public override init() {}

    open class func locationServicesEnabled() -> Bool { false }
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    open class func headingAvailable() -> Bool { false }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }

    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) {}
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    open func requestLocation() {}
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}
}

open class CLPlacemark: NSObject, @unchecked Sendable {
    open var name: String? { nil }
    open var locality: String? { nil }
    open var administrativeArea: String? { nil }
    open var country: String? { nil }
    open var isoCountryCode: String? { nil }
    open var postalCode: String? { nil }
    open var thoroughfare: String? { nil }
    open var subThoroughfare: String? { nil }
    open var location: CLLocation? { nil }
}

public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, Error?) -> Void

open class CLGeocoder: NSObject {
    public override init() {}
    open var isGeocoding: Bool { false }
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        DispatchQueue.main.async { completionHandler(nil, CLError(.network)) }
    }
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { throw CLError(.network) }
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        DispatchQueue.main.async { completionHandler(nil, CLError(.network)) }
    }
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { throw CLError(.network) }
    open func cancelGeocode() {}
}
