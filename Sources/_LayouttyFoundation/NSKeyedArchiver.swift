import Foundation

// The archivers' delegates (NSKeyedArchiver.h). Every method is optional in Apple's Foundation;
// swift-corelibs-foundation declares them as plain requirements, so a model class conforming
// with none of them (`class Podcast: NSObject, NSCoding, NSKeyedUnarchiverDelegate`) did not
// compile. Each default answers as Foundation does for a delegate without the method: an object
// is encoded and decoded unchanged, a class it cannot find stays unfound.

extension NSKeyedArchiverDelegate {
    public func archiver(_ archiver: NSKeyedArchiver, willEncode object: Any) -> Any? { object }
    public func archiver(_ archiver: NSKeyedArchiver, didEncode object: Any?) {}
    public func archiver(_ archiver: NSKeyedArchiver, willReplace object: Any?, withObject newObject: Any?) {}
    public func archiverWillFinish(_ archiver: NSKeyedArchiver) {}
    public func archiverDidFinish(_ archiver: NSKeyedArchiver) {}
}

extension NSKeyedUnarchiverDelegate {
    public func unarchiver(
        _ unarchiver: NSKeyedUnarchiver, cannotDecodeObjectOfClassName name: String,
        originalClasses classNames: [String]
    ) -> AnyClass? { nil }
    public func unarchiver(_ unarchiver: NSKeyedUnarchiver, didDecode object: Any?) -> Any? { object }
    public func unarchiver(_ unarchiver: NSKeyedUnarchiver, willReplace object: Any, with newObject: Any) {}
    public func unarchiverWillFinish(_ unarchiver: NSKeyedUnarchiver) {}
    public func unarchiverDidFinish(_ unarchiver: NSKeyedUnarchiver) {}
}
