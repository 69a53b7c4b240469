import CollectionLayout
import Foundation
import TerminalCollectionView
import UIKit

// The previewer's viewport is what shows a UIKit collection view: UIKit declares what it needs
// (`UIKitHost`) and this module, which knows both, answers it.

extension Viewport: UIKitHost {
    /// The whole terminal, its status rows included, one point a cell.
    package var screenSize: CGSize { CGSize(width: columns, height: rows + Previewer.chromeRows) }

    package func setScrolling(_ scrolling: UIKitScrolling) {
        if contentInset != scrolling.contentInset { contentInset = scrolling.contentInset }
        if layoutMargins != scrolling.layoutMargins { layoutMargins = scrolling.layoutMargins }
        isPagingEnabled = scrolling.isPagingEnabled
        decelerationRate = scrolling.decelerationRate
        let behavior: ContentInsetAdjustmentBehavior =
            switch scrolling.contentInsetAdjustmentBehavior {
            case .automatic: .automatic
            case .scrollableAxes: .scrollableAxes
            case .never: .never
            case .always: .always
            }
        if contentInsetAdjustmentBehavior != behavior { contentInsetAdjustmentBehavior = behavior }
    }

    package func setLayout(_ layout: CollectionViewLayout, animated: Bool) {
        if animated { animateChanges { setLayout(layout) } } else { setLayout(layout) }
    }
}
