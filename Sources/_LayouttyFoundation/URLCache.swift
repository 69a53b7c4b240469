import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// iOS 13's URLCache initializer takes the disk cache's folder as a URL; Linux's Foundation has
// only the older one taking a path (an image cache of a photo picker is made with the new one).
extension URLCache {
    public convenience init(memoryCapacity: Int, diskCapacity: Int, directory: URL? = nil) {
        self.init(memoryCapacity: memoryCapacity, diskCapacity: diskCapacity, diskPath: directory?.path)
    }
}
