import CoreData
import Foundation

@objc(Tag)
public class Tag: NSManagedObject {
    @NSManaged public var name: String?
    @NSManaged public var entry: Entry?
}
