import Foundation
import UIKit

// What Swift translated from Objective-C (`layoutty preview Layout.m`) calls where Objective-C
// does something Swift writes differently. Not for your code: the translation writes these names.

/// `collection[key]`: an array's element at an index, a dictionary's value for a key; nil when
/// `collection` is nil (messaging nil), an index past the end traps as NSArray raises.
public func _layouttyObjCSubscript(_ collection: Any?, _ key: Any?) -> Any? {
    switch collection {
    case let array as ObjCArray:
        guard let index = _layouttyObjCIndex(key) else { return nil }
        return array.object(at: index)
    case let dictionary as ObjCDictionary:
        return key.flatMap(dictionary.object(forKey:))
    default:
        return nil
    }
}

/// `collection[key] = value`: an array's element replaced (or appended at its count, as
/// `setObject:atIndexedSubscript:` does), a dictionary's value set (removed for nil).
public func _layouttyObjCSetSubscript(_ collection: Any?, _ key: Any?, _ value: Any?) {
    switch collection {
    case let array as ObjCArray:
        guard let index = _layouttyObjCIndex(key) else { return }
        array.replaceObject(at: index, with: _layouttyObjCObject(value))
    case let dictionary as ObjCDictionary:
        guard let key else { return }
        if let value { dictionary.setObject(value, forKey: key) } else { dictionary.removeObject(forKey: key) }
    default:
        break
    }
}

private func _layouttyObjCIndex(_ key: Any?) -> Int? {
    switch key {
    case let index as Int: index
    case let number as NSNumber: number.intValue
    default: nil
    }
}

/// `@throw exception` or `[exception raise]`: iOS ends the app, the exception uncaught, with
/// its name and reason — a trap here, saying them as iOS's console does.
public func _layouttyObjCThrow(_ exception: Any?) -> Never {
    guard let exception = exception as? NSException else {
        fatalError("*** Terminating app due to uncaught exception of class '\(type(of: exception))'")
    }
    fatalError(exception.terminationMessage)
}

/// `[array arrayByAddingObjectsFromArray:other]`: nil when `array` is (messaging nil).
/// `[object isKindOfClass:aClass]`: whether the object is of the class or a subclass of it
/// (nil is of none).
public func _layouttyObjCIsKind(_ object: Any?, of aClass: AnyClass) -> Bool {
    guard let object = object.map({ $0 as AnyObject }) else { return false }
    var current: AnyClass? = type(of: object)
    while let checked = current {
        if checked == aClass { return true }
        current = _getSuperclass(checked)
    }
    return false
}

/// `[object isEqual:other]`: an object's `isEqual(_:)`, a value's `==` (an `NSIndexPath` is an
/// `IndexPath` here), false where the receiver is nil, as messaging nil answers.
public func _layouttyObjCIsEqual(_ object: Any?, _ other: Any?) -> Bool {
    guard let object else { return false }
    if let object = object as? NSObject { return object.isEqual(other) }
    guard let value = object as? AnyHashable, let other = other as? AnyHashable else { return false }
    return value == other
}

/// `[object isMemberOfClass:aClass]`: whether the object is of that very class.
public func _layouttyObjCIsMember(_ object: Any?, of aClass: AnyClass) -> Bool {
    object.map { type(of: $0 as AnyObject) == aClass } ?? false
}

public func _layouttyObjCAdding(_ array: ObjCArray?, _ other: ObjCArray?) -> ObjCArray? { array?.adding(other) }

/// An object put in a collection: nil traps, as Foundation raises for it.
public func _layouttyObjCObject<Object>(_ object: Object?, file: StaticString = #file, line: UInt = #line) -> Object {
    guard let object else {
        fatalError("attempt to insert nil object (NSInvalidArgumentException)", file: file, line: line)
    }
    return object
}

/// Objective-C's `NSArray`/`NSMutableArray` in translated code: a reference type whose elements
/// are the objects put in. (Foundation on Linux hands an `NSArray` element that is itself an
/// array back as a Swift array — a copy — so `heights[section][column] = @(top)` would change
/// nothing there.) Its members are `NSMutableArray`'s Swift names.
public final class ObjCArray: Sequence, CustomStringConvertible {
    public private(set) var elements: [Any]

    public init() { elements = [] }
    public init(capacity: Int) {
        elements = []
        elements.reserveCapacity(Swift.max(0, capacity))
    }
    public init(array: [Any]) { elements = array }
    public convenience init(array: ObjCArray?) { self.init(array: array?.elements ?? []) }
    /// `[[NSArray alloc] initWithArray:attributes copyItems:YES]` (a layout copying its
    /// superclass's attributes before changing them): each element copied as `copyWithZone:`
    /// copies it when it can be, else kept.
    public convenience init(array: ObjCArray?, copyItems: Bool) {
        let elements = array?.elements ?? []
        self.init(array: copyItems ? elements.map { ($0 as? NSObject)?.copy() ?? $0 } : elements)
    }

    public var count: Int { elements.count }
    public var firstObject: Any? { elements.first }
    public var lastObject: Any? { elements.last }
    public func object(at index: Int) -> Any {
        precondition(
            index >= 0 && index < elements.count, "index \(index) beyond bounds of \(elements.count) (NSRangeException)"
        )
        return elements[index]
    }
    public func add(_ object: Any) { elements.append(object) }
    public func addObjects(from other: ObjCArray?) { elements += other?.elements ?? [] }
    public func insert(_ object: Any, at index: Int) {
        precondition(
            index >= 0 && index <= elements.count,
            "index \(index) beyond bounds of \(elements.count) (NSRangeException)")
        elements.insert(object, at: index)
    }
    public func removeObject(at index: Int) {
        precondition(
            index >= 0 && index < elements.count, "index \(index) beyond bounds of \(elements.count) (NSRangeException)"
        )
        elements.remove(at: index)
    }
    public func removeLastObject() { if !elements.isEmpty { elements.removeLast() } }
    public func removeAllObjects() { elements.removeAll() }
    public func remove(_ object: Any) { elements.removeAll { ObjCArray.isEqual($0, object) } }
    public func replaceObject(at index: Int, with object: Any) {
        precondition(
            index >= 0 && index <= elements.count,
            "index \(index) beyond bounds of \(elements.count) (NSRangeException)")
        if index == elements.count { elements.append(object) } else { elements[index] = object }
    }
    public func contains(_ object: Any) -> Bool { elements.contains { ObjCArray.isEqual($0, object) } }
    /// `NSNotFound` when absent.
    public func index(of object: Any) -> Int { elements.firstIndex { ObjCArray.isEqual($0, object) } ?? Int.max }
    public func adding(_ other: ObjCArray?) -> ObjCArray { ObjCArray(array: elements + (other?.elements ?? [])) }
    /// A shallow copy, as `copy` and `mutableCopy` make.
    public func copy() -> ObjCArray { ObjCArray(array: elements) }
    public func mutableCopy() -> ObjCArray { copy() }
    public func makeIterator() -> IndexingIterator<[Any]> { elements.makeIterator() }
    public var description: String { "\(elements)" }

    /// `isEqual:`: equal values of hashable types (numbers, strings, index paths, objects by
    /// their own equality), else the same object.
    static func isEqual(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
        return (a as AnyObject) === (b as AnyObject)
    }
}

/// Objective-C's `NSDictionary`/`NSMutableDictionary` in translated code: a reference type of
/// keys and the objects set for them. Its members are `NSMutableDictionary`'s Swift names.
public final class ObjCDictionary: CustomStringConvertible {
    public private(set) var storage: [AnyHashable: Any] = [:]

    public init() {}
    /// `@{key: object, …}`: a later equal key's object wins, as NSDictionary's literal keeps the last.
    public convenience init(pairs: [(Any, Any)]) {
        self.init()
        for (key, object) in pairs { setObject(object, forKey: key) }
    }
    public var count: Int { storage.count }
    public var allKeys: ObjCArray { ObjCArray(array: Array(storage.keys)) }
    public var allValues: ObjCArray { ObjCArray(array: Array(storage.values)) }
    public func object(forKey key: Any) -> Any? { (key as? AnyHashable).flatMap { storage[$0] } }
    public func setObject(_ object: Any, forKey key: Any) {
        guard let key = key as? AnyHashable else {
            fatalError("\(key) cannot be a dictionary key (NSInvalidArgumentException)")
        }
        storage[key] = object
    }
    public func removeObject(forKey key: Any) { if let key = key as? AnyHashable { storage[key] = nil } }
    public func removeAllObjects() { storage.removeAll() }
    public func copy() -> ObjCDictionary {
        let copy = ObjCDictionary()
        copy.storage = storage
        return copy
    }
    public func mutableCopy() -> ObjCDictionary { copy() }
    public var description: String { "\(storage)" }
}

/// Objective-C's `NSSet`/`NSMutableSet` in translated code: each equal object once, in the order
/// first added (an `NSSet` has no order; this one is stable, so a preview is the same each run).
public final class ObjCSet: Sequence, CustomStringConvertible {
    public private(set) var elements: [Any] = []

    public init() {}
    /// `[NSSet setWithArray:]`: the array's distinct objects.
    public convenience init(array: ObjCArray?) {
        self.init()
        addObjects(from: array)
    }
    public var count: Int { elements.count }
    public var allObjects: ObjCArray { ObjCArray(array: elements) }
    public var anyObject: Any? { elements.first }
    public func contains(_ object: Any) -> Bool { elements.contains { ObjCArray.isEqual($0, object) } }
    public func add(_ object: Any) { if !contains(object) { elements.append(object) } }
    public func addObjects(from array: ObjCArray?) { array?.forEach(add) }
    public func remove(_ object: Any) { elements.removeAll { ObjCArray.isEqual($0, object) } }
    public func removeAllObjects() { elements.removeAll() }
    public func makeIterator() -> IndexingIterator<[Any]> { elements.makeIterator() }
    public var description: String { "\(elements)" }
}

/// Objective-C's `NSPredicate` made with a block (`predicateWithBlock:`); format strings are not
/// translated.
public final class ObjCPredicate {
    let block: (AnyObject?, ObjCDictionary?) -> Bool
    public init(block: ((AnyObject?, ObjCDictionary?) -> Bool)?) { self.block = block ?? { _, _ in false } }
}

extension ObjCArray {
    /// `filteredArrayUsingPredicate:`: the elements the predicate's block accepts, in order.
    public func filtered(using predicate: ObjCPredicate?) -> ObjCArray {
        ObjCArray(array: elements.filter { predicate?.block($0 as AnyObject, nil) ?? false })
    }
}

/// `path.section` (or `.item`, `.row`) of an index path that may be nil in Objective-C (empty
/// here): 0 for it, as messaging nil answers.
public func _layouttyObjCPart(_ path: IndexPath, _ part: KeyPath<IndexPath, Int>) -> Int {
    path.count == 2 ? path[keyPath: part] : 0
}

/// `[NSString stringWithFormat:format, …]` and `NSLog(format, …)`: C's conversions (`%ld`, `%.1f`,
/// `%x`…) of the numbers, `%@` of an object's description (`(null)` for nil), `%s`, `%%`.
public func _layouttyObjCFormat(_ format: String, _ arguments: [Any?]) -> String {
    var result = ""
    var remaining = arguments.makeIterator()
    var characters = format.makeIterator()
    while let character = characters.next() {
        guard character == "%" else {
            result.append(character)
            continue
        }
        var specifier = "%"
        while let next = characters.next() {
            specifier.append(next)
            guard next.isLetter || next == "@" || next == "%" else { continue }
            if "hlqzjtL".contains(next) { continue }  // a length: the conversion follows
            result += _layouttyObjCConvert(specifier, next, next == "%" ? nil : remaining.next() ?? nil)
            break
        }
    }
    return result
}

private func _layouttyObjCConvert(_ specifier: String, _ conversion: Character, _ argument: Any?) -> String {
    // Lengths are Swift's own here: every integer is an Int, every floating point a Double.
    let plain = specifier.filter { !"hlqzjtL".contains($0) }
    switch conversion {
    case "%": return "%"
    case "@", "s": return argument.map { "\($0)" } ?? "(null)"
    case "d", "i", "u", "x", "X", "o", "c":
        let number = (argument as? NSNumber)?.intValue ?? (argument as? Int) ?? Int("\(argument ?? 0)") ?? 0
        return String(format: String(plain.dropLast()) + "l" + String(conversion), number)
    default:
        let number = (argument as? NSNumber)?.doubleValue ?? Double("\(argument ?? 0)") ?? 0
        return String(format: plain, number)
    }
}

/// C's conversion of a floating-point value to an integer type, as an iPhone's ARM processor makes
/// it (C leaves it undefined): toward zero, NaN 0, beyond the type's range its nearest end.
public func _layouttyObjCInteger<Integer: FixedWidthInteger, Floating: BinaryFloatingPoint>(_ value: Floating)
    -> Integer
{
    if value.isNaN { return 0 }
    if value >= Floating(Integer.max) { return Integer.max }
    if value <= Floating(Integer.min) { return Integer.min }
    return Integer(value)
}

/// C's integer division as an iPhone's ARM processor makes it (C leaves it undefined): by zero
/// 0, the most negative value by −1 itself (it wraps) — where Swift traps.
public func _layouttyObjCQuotient<Integer: FixedWidthInteger>(_ dividend: Integer, _ divisor: Integer) -> Integer {
    divisor == 0 ? 0 : dividend.dividedReportingOverflow(by: divisor).partialValue
}

/// C's integer remainder as an iPhone computes it (`dividend − quotient × divisor`): by zero the
/// dividend itself, the most negative value by −1 zero.
public func _layouttyObjCRemainder<Integer: FixedWidthInteger>(_ dividend: Integer, _ divisor: Integer) -> Integer {
    divisor == 0 ? dividend : dividend.remainderReportingOverflow(dividingBy: divisor).partialValue
}

/// `arc4random_uniform(n)`: below `n`, 0 when `n` is 0 (as the C function answers).
public func _layouttyObjCRandom(below bound: UInt32) -> UInt32 { bound == 0 ? 0 : UInt32.random(in: 0..<bound) }

/// A long chain of one C operator (`a + b + c + …`, as C groups it: from the left), folded:
/// translated as one call rather than as nested operators, whose Swift the type checker takes
/// quadratic time over (500 terms: minutes) and the parser refuses past 256 levels.
public func _layouttyObjCFold<Value>(
    _: Value.Type, _ first: Value, _ rest: Value..., by combine: (Value, Value) -> Value
) -> Value {
    rest.reduce(first, combine)
}

/// A C array in translated code (`CGFloat heights[4];`, a `Shelf *` parameter): a reference,
/// as the pointer C passes for it, so a function writing an element writes the caller's.
/// An index outside it traps (C reads or writes memory that is not the array's).
public final class ObjCCArray<Element>: CustomStringConvertible {
    public private(set) var elements: [Element]

    public init(count: Int, repeating zero: Element) { elements = Array(repeating: zero, count: Swift.max(0, count)) }
    public init(_ elements: [Element]) { self.elements = elements }

    public subscript(index: Int) -> Element {
        get {
            precondition(
                elements.indices.contains(index), "C array index \(index) outside its \(elements.count) elements")
            return elements[index]
        }
        set {
            precondition(
                elements.indices.contains(index), "C array index \(index) outside its \(elements.count) elements")
            elements[index] = newValue
        }
    }
    public var description: String { "\(elements)" }
}

/// A block given to Dispatch: nil runs nothing (libdispatch would crash; the preview says
/// nothing and goes on, as the device's app would not have got that far).
public func _layouttyObjCBlock(_ block: (() -> Void)?) -> @Sendable () -> Void {
    nonisolated(unsafe) let block = block
    return { block?() }
}

/// `dispatch_time(when, delta)`: `DISPATCH_TIME_NOW` (0) is now; `delta` nanoseconds after.
public func _layouttyObjCDispatchTime(_ when: UInt64, _ delta: Int) -> DispatchTime {
    (when == 0 ? DispatchTime.now() : DispatchTime(uptimeNanoseconds: when)) + .nanoseconds(delta)
}

/// `dispatch_once(&once, ^{ … })`: the block runs the first time only (the preview runs layout
/// code on one thread).
public func _layouttyObjCOnce(_ token: inout Int, _ block: (() -> Void)?) {
    guard token == 0 else { return }
    token = 1
    block?()
}
