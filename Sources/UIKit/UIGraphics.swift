import Foundation

// UIKit's drawing functions (UIGraphics.h): an image context pushed, drawn into, read and
// popped, as pre-renderer code draws its images. The contexts draw nothing (`CGContext`): an
// image read from one is blank, of the size it was begun with.

// Global as UIKit's context stack is (per thread there; one thread here).
nonisolated(unsafe) private var contexts: [CGContext] = []

public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    contexts.append(CGContext(size: size))
}
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }
public func UIGraphicsGetCurrentContext() -> CGContext? { contexts.last }
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { contexts.last.map { UIImage(rendered: $0.size) } }
public func UIGraphicsEndImageContext() { _ = contexts.popLast() }
public func UIGraphicsPushContext(_ context: CGContext) { contexts.append(context) }
public func UIGraphicsPopContext() { _ = contexts.popLast() }
public func UIRectFill(_ rect: CGRect) { contexts.last?.fill(rect) }
public func UIRectFrame(_ rect: CGRect) { contexts.last?.stroke(rect) }
