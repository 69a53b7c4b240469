import UIKit

/// An image loaded from a URL, shown as SwiftUI shows it before the load ends: its placeholder
/// (the phase `.empty`), or a grey box without one. A terminal draws no picture, and the
/// preview's screen is drawn before any download could end.
public struct AsyncImage<Content: View>: View, _PrimitiveView {
    let content: Content

    public init(url: URL?, scale: CGFloat = 1) where Content == Color {
        content = Color(uiColor: .secondarySystemFill)
    }

    public init<I: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> Content
    ) {
        self.content = placeholder()
    }

    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.content = content(.empty)
    }

    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] { content._makeUIViews() }
}

/// Where an `AsyncImage`'s load is.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
