import Foundation
import _LayouttyConsole

// Objective-C's runtime functions over methods (objc/runtime.h), which `import UIKit` brings on
// iOS: apps swizzle at launch (`class_getInstanceMethod(UIScrollView.self, #selector(…))!`, then
// `method_exchangeImplementations`), in the delegate iOS runs before any screen. Linux has no
// runtime whose methods could be exchanged: every method asked for is found (a force-unwrap of
// it must not stop the preview where iOS finds it), and exchanging or replacing one does
// nothing — UIKit's methods answer as they are, said once in the log.

/// An Objective-C method as the runtime hands it out: opaque, only ever given back.
public typealias Method = OpaquePointer
/// A method's implementation as the runtime hands it out: opaque, only ever given back.
public typealias IMP = OpaquePointer

/// The one method every question is answered with: nothing can be looked up here.
private let foundMethod = OpaquePointer(bitPattern: 0x10)!

public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { cls.map { _ in foundMethod } }
public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { cls.map { _ in foundMethod } }
public func method_getImplementation(_ method: Method) -> IMP { method }
public func method_getTypeEncoding(_ method: Method) -> UnsafePointer<CChar>? { nil }

public func method_exchangeImplementations(_ first: Method, _ second: Method) {
    notSwizzled("method_exchangeImplementations")
}
@discardableResult public func method_setImplementation(_ method: Method, _ implementation: IMP) -> IMP {
    notSwizzled("method_setImplementation")
    return method
}
/// False: the class has the method already (every method is found), so swizzling code goes on
/// to exchange the two, which does nothing.
public func class_addMethod(_ cls: AnyClass?, _ name: Selector, _ implementation: IMP, _ types: UnsafePointer<CChar>?)
    -> Bool
{
    notSwizzled("class_addMethod")
    return false
}
/// A block made a method's implementation, to be set with `method_setImplementation` or
/// `class_addMethod`, which do nothing here: an implementation only ever given back.
public func imp_implementationWithBlock(_ block: Any) -> IMP {
    notSwizzled("imp_implementationWithBlock")
    return foundMethod
}
@discardableResult public func class_replaceMethod(
    _ cls: AnyClass?, _ name: Selector, _ implementation: IMP, _ types: UnsafePointer<CChar>?
) -> IMP? {
    notSwizzled("class_replaceMethod")
    return nil
}

private func notSwizzled(_ function: String) {
    Console.report(
        ["\(function) does nothing here: no Objective-C runtime to swizzle; UIKit's methods answer as they are"],
        from: "Objective-C runtime")
}
