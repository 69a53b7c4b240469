import UIKit

/// The shelf's look: its numbers reach the screen only through the ShelfModel package, which
/// depends on this one by path (`.package(path: "../ShelfStyle")`).
public enum Style {
    public static let spacing = CGFloat(generatedSpacing)  // 10, from the package's build tool
    public static let insets = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
}
