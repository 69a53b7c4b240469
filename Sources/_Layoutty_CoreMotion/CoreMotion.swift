// CoreMotion — for the files `layoutty preview` compiles. A terminal has no accelerometer,
// gyroscope, magnetometer, barometer or step counter: each reports itself unavailable, as on a
// Simulator, its updates never start and its last reading is nil.
@_exported import Foundation

public struct CMAcceleration: Sendable {
    public var x: Double, y: Double, z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}
public struct CMRotationRate: Sendable {
    public var x: Double, y: Double, z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}
public struct CMMagneticField: Sendable {
    public var x: Double, y: Double, z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

open class CMLogItem: NSObject {
    open var timestamp: TimeInterval { 0 }
}
open class CMAccelerometerData: CMLogItem {
    open var acceleration: CMAcceleration { CMAcceleration() }
}
open class CMGyroData: CMLogItem {
    open var rotationRate: CMRotationRate { CMRotationRate() }
}
open class CMMagnetometerData: CMLogItem {
    open var magneticField: CMMagneticField { CMMagneticField() }
}
open class CMAttitude: NSObject {
    open var roll: Double { 0 }
    open var pitch: Double { 0 }
    open var yaw: Double { 0 }
    open func multiply(byInverseOf attitude: CMAttitude) {}
}
open class CMDeviceMotion: CMLogItem {
    open var attitude: CMAttitude { CMAttitude() }
    open var rotationRate: CMRotationRate { CMRotationRate() }
    open var gravity: CMAcceleration { CMAcceleration(x: 0, y: -1, z: 0) }
    open var userAcceleration: CMAcceleration { CMAcceleration() }
    open var heading: Double { 0 }
}

public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
    public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
    public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
    public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)
}

public typealias CMAccelerometerHandler = (CMAccelerometerData?, Error?) -> Void
public typealias CMGyroHandler = (CMGyroData?, Error?) -> Void
public typealias CMMagnetometerHandler = (CMMagnetometerData?, Error?) -> Void
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, Error?) -> Void

open class CMMotionManager: NSObject {
    open var accelerometerUpdateInterval: TimeInterval = 0.01
    open var gyroUpdateInterval: TimeInterval = 0.01
    open var magnetometerUpdateInterval: TimeInterval = 0.01
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    open var showsDeviceMovementDisplay = false

    open var isAccelerometerAvailable: Bool { false }
    open var isAccelerometerActive: Bool { false }
    open var accelerometerData: CMAccelerometerData? { nil }
    open var isGyroAvailable: Bool { false }
    open var isGyroActive: Bool { false }
    open var gyroData: CMGyroData? { nil }
    open var isMagnetometerAvailable: Bool { false }
    open var isMagnetometerActive: Bool { false }
    open var magnetometerData: CMMagnetometerData? { nil }
    open var isDeviceMotionAvailable: Bool { false }
    open var isDeviceMotionActive: Bool { false }
    open var deviceMotion: CMDeviceMotion? { nil }
    open var attitudeReferenceFrame: CMAttitudeReferenceFrame { .xArbitraryZVertical }
    open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame { [] }

    public override init() {}

    open func startAccelerometerUpdates() {}
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler)
    {}
    open func stopAccelerometerUpdates() {}
    open func startGyroUpdates() {}
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {}
    open func stopGyroUpdates() {}
    open func startMagnetometerUpdates() {}
    open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {
    }
    open func stopMagnetometerUpdates() {}
    open func startDeviceMotionUpdates() {}
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {}
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {
    }
    open func startDeviceMotionUpdates(
        using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
        withHandler handler: @escaping CMDeviceMotionHandler
    ) {}
    open func stopDeviceMotionUpdates() {}
}

public enum CMAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized }

open class CMPedometerData: NSObject {
    open var startDate: Date { Date(timeIntervalSince1970: 0) }
    open var endDate: Date { Date(timeIntervalSince1970: 0) }
    open var numberOfSteps: NSNumber { 0 }
    open var distance: NSNumber? { nil }
    open var floorsAscended: NSNumber? { nil }
    open var floorsDescended: NSNumber? { nil }
}
public typealias CMPedometerHandler = (CMPedometerData?, Error?) -> Void

open class CMPedometer: NSObject {
    open class func isStepCountingAvailable() -> Bool { false }
    open class func isDistanceAvailable() -> Bool { false }
    open class func isFloorCountingAvailable() -> Bool { false }
    open class func isPaceAvailable() -> Bool { false }
    open class func isCadenceAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .restricted }
    public override init() {}
    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {}
    open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {}
    open func stopUpdates() {}
}

open class CMAltitudeData: CMLogItem {
    open var relativeAltitude: NSNumber { 0 }
    open var pressure: NSNumber { 101.325 }
}
open class CMAltimeter: NSObject {
    open class func isRelativeAltitudeAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .restricted }
    public override init() {}
    open func startRelativeAltitudeUpdates(
        to queue: OperationQueue, withHandler handler: @escaping (CMAltitudeData?, Error?) -> Void
    ) {}
    open func stopRelativeAltitudeUpdates() {}
}

open class CMMotionActivity: CMLogItem {
    open var stationary: Bool { false }
    open var walking: Bool { false }
    open var running: Bool { false }
    open var automotive: Bool { false }
    open var cycling: Bool { false }
    open var unknown: Bool { true }
    open var startDate: Date { Date(timeIntervalSince1970: 0) }
}
open class CMMotionActivityManager: NSObject {
    open class func isActivityAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .restricted }
    public override init() {}
    open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMMotionActivity?) -> Void)
    {}
    open func stopActivityUpdates() {}
}
