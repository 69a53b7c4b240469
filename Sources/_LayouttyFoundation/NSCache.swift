import Foundation

// The cache's delegate (NSCache.h): its one method is optional in Apple's Foundation and a plain
// requirement in swift-corelibs-foundation; a delegate without it is told nothing.

extension NSCacheDelegate {
    public func cache(_ cache: NSCache<AnyObject, AnyObject>, willEvictObject obj: Any) {}
}
