import Foundation
import _LayouttyConsole

/// The files' view classes by name, as the preview's program lists them: what a nib's
/// `customClass` makes, and what a nib named like one makes when the nib cannot be read. Global because `UINib(nibName:bundle:)` has
/// nothing else to ask; set once per load of the user's code, before any of it runs.
nonisolated(unsafe) package var nibClasses: [String: UIView.Type] = [:]

/// The files' layout classes by name, as the preview's program lists them: what a storyboard's
/// collection view layout of a `customClass` makes. Set with `nibClasses`.
nonisolated(unsafe) package var nibLayoutClasses: [String: UICollectionViewLayout.Type] = [:]

/// An Interface Builder file, by name: the app's xib of that name (`interfaceBuilderFiles`),
/// read as UIKit reads its compiled form. Where none was found, a nib named like one of the
/// files' cell, supplementary or table cell and header classes (the convention Xcode's "also
/// create XIB" follows) makes one of that class, its outlets plain views of their types; any
/// other makes nothing, and a registered nib's cells are plain cells.
@preconcurrency @MainActor
open class UINib: NSObject {
    public let name: String
    /// The nib `name` of the bundle: an Interface Builder document of that name in it
    /// (`Name.xib`; a test target's, which `layoutty test` puts in the bundle `Bundle(for:)`
    /// answers) is read as the app's are, unless the app's table names one already.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
        if interfaceBuilderFiles[name] == nil, let path = bundleOrNil?.path(forResource: name, ofType: "xib") {
            interfaceBuilderFiles[name] = path
        }
    }
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "(data)"
        super.init()
    }
    /// What `instantiate(withOwner:options:)` is told (`externalObjects`): nothing is read of it.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's top-level views: one of the files' class of its name, awoken from the nib as a
    /// registered nib's cell is (a screen's prototype header measured from its nib); none else.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        if let document = IBDocument.named(name) { return Self.instantiate(document, owner: ownerOrNil as AnyObject?) }
        guard let type = nibClasses[name] else {
            Console.report(["nib \(name): Interface Builder files are not read; nothing is made from it"])
            return []
        }
        Console.report(["nib \(name): Interface Builder files are not read; the files' \(type) is made"])
        let view = made(type)
        view._layouttyAwakeFromNib()
        return [view]
    }

    /// The top-level views of a xib, its File's Owner standing for `owner`: made, then their
    /// constraints and outlets connected (the owner's too), then awoken — UIKit's nib loading.
    @discardableResult
    static func instantiate(_ document: IBDocument, owner: AnyObject?) -> [UIView] {
        let filesOwner = document.objects.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
        let loading = NibLoading(document, owner: owner, ownerID: filesOwner?.id)
        if let filesOwner, owner != nil { loading.keepOutlets(of: filesOwner) }
        let views = document.objects.compactMap(loading.make)
        loading.finish()
        // A controller's code loading its view from a nib it owns (VLC's `loadNibNamed(…,
        // owner: self)` in `init`): the view is the nib's, designed at a device's size.
        if let controller = owner as? UIViewController, let view = controller.viewIfLoaded,
            views.contains(where: { $0 === view })
        {
            controller.viewIsDesigned = true
        }
        return views
    }

    /// One of the files' views, as a table or collection view makes a registered one.
    private func made(_ type: UIView.Type) -> UIView {
        switch type {
        case let cell as UITableViewCell.Type: cell.init(_layouttyDequeued: name)
        case let header as UITableViewHeaderFooterView.Type: header.init(_layouttyDequeued: name)
        case let reusable as UICollectionReusableView.Type: reusable.init(_layouttyDequeued: ())
        // The preview lists those kinds only; a plain view for any other a caller may list.
        default: UIView(frame: .zero)
        }
    }
}

extension Bundle {
    /// A nib's objects (UINibLoading.h), as `UINib.instantiate` makes them here: none, said
    /// once. The owner's outlets are the views the port gives them (a custom view's
    /// `contentView` is one), so `loadNibNamed(…, owner: self)` then `addSubview(contentView)`
    /// shows that view.
    @MainActor
    @discardableResult
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner)
    }
}
