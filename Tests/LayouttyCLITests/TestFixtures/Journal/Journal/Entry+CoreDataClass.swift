import CoreData
import Foundation

@objc(Entry)
public class Entry: NSManagedObject {

}
