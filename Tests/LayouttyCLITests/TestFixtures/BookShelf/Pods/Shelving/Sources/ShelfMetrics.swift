import UIKit

/// The shelf's measures, in the pod's other file: found by the search within the pod.
public enum ShelfMetrics {
    public static let spineWidth: CGFloat = 40
    public static let shelfHeight: CGFloat = 120
}
