// UIKit/UIView.h: UICoordinateSpace

import Foundation

/// Something points are measured in: a view's bounds, or the screen's (`UIScreen.coordinateSpace`,
/// `fixedCoordinateSpace`). Converting between a view and the screen goes through the window,
/// which fills the screen here as on a phone.
@MainActor public protocol UICoordinateSpace: AnyObject {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(point, to: coordinateSpace as? UIView)
    }
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(point, from: coordinateSpace as? UIView)
    }
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convert(rect, to: coordinateSpace as? UIView)
    }
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convert(rect, from: coordinateSpace as? UIView)
    }
}

/// The screen's coordinate space: the window's, whose origin is the screen's.
final class ScreenCoordinateSpace: UICoordinateSpace {
    private let screen: UIScreen
    init(_ screen: UIScreen) { self.screen = screen }
    var bounds: CGRect { screen.bounds }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView)?.convert(point, from: nil) ?? point
    }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView)?.convert(point, to: nil) ?? point
    }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }
}

extension UIScreen {
    /// The screen's space in the current orientation; `fixedCoordinateSpace` is portrait's,
    /// the same here, where a device does not turn under a running screen.
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(self) }
    public var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(self) }
}
