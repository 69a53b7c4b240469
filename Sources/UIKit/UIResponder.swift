import CollectionLayout
import Foundation

/// UIKit's responder, the superclass apps give their app and scene delegates.
open class UIResponder: NSObject {}
