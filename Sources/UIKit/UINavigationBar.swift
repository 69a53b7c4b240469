import Foundation

/// The bar a navigation controller shows above its top view controller.
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
}
