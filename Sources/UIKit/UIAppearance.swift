import Foundation

/// UIKit's appearance proxies (UIAppearance.h), as app delegates set them:
/// `UINavigationBar.appearance().tintColor = .systemRed`. A proxy is a view of the class, made
/// once per class (and per list of containers) through `init?(coder:)`, as a storyboard makes
/// views; what is set on it is kept there for code that reads it back, and not given to the
/// class's views (the preview draws their boxes and text, not their tints).
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

/// What a proxy may be limited to the insides of (`appearance(whenContainedInInstancesOf:)`).
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIAppearance where Self: UIView {
    public static func appearance() -> Self { AppearanceProxies.proxy(of: self, key: "") }

    public static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(of: self, key: containerTypes.map { String(reflecting: $0) }.joined(separator: ","))
    }

    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceProxies.proxy(of: self, key: "\(trait.traits)")
    }
}

/// Bar button items have proxies too (`UIBarButtonItem.appearance().tintColor = …` in an app
/// delegate), made as `UIBarButtonItem()`: a subclass's proxy would need an initializer every
/// subclass has, which Swift has not for this class.
extension UIBarButtonItem: UIAppearance {}

extension UIAppearance where Self == UIBarButtonItem {
    public static func appearance() -> UIBarButtonItem {
        AppearanceProxies.proxy(of: self, key: "") { UIBarButtonItem() }
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type])
        -> UIBarButtonItem
    {
        AppearanceProxies.proxy(of: self, key: containerTypes.map { String(reflecting: $0) }.joined(separator: ",")) {
            UIBarButtonItem()
        }
    }
}

private enum AppearanceProxies {
    // Global as UIKit's appearance registry is; one thread here. By class, then by containers.
    nonisolated(unsafe) static var made: [ObjectIdentifier: [String: AnyObject]] = [:]

    static func proxy<View: UIView>(of type: View.Type, key: String) -> View {
        proxy(of: type, key: key) {
            guard let proxy = type.init(coder: NSCoder()) else {
                preconditionFailure("\(type).appearance(): its init?(coder:) returned nil, and the proxy is made by it")
            }
            return proxy
        }
    }

    /// The proxy kept for `type` and `key`, made by `make` the first time.
    static func proxy<Object: AnyObject>(of type: Object.Type, key: String, make: () -> Object) -> Object {
        if let kept = made[ObjectIdentifier(type)]?[key] as? Object { return kept }
        let proxy = make()
        made[ObjectIdentifier(type), default: [:]][key] = proxy
        return proxy
    }
}
