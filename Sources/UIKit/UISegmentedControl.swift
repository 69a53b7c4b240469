import Foundation

/// A segmented control: its segments' titles, the one selected; drawn as `All | [Open] | Done`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// No segment selected (`selectedSegmentIndex`), as UIKit's constant.
    public static let noSegment = -1
    private var titles: [String?] = []
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    open var selectedSegmentTintColor: UIColor?

    public init(items: [Any]?) {
        titles = (items ?? []).map { $0 as? String }
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(items: actions.map(\.title))
        self.frame = frame
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var numberOfSegments: Int { titles.count }
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title }
    }
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(0, segment), titles.count))
    }
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insertSegment(withTitle: action.title, at: segment, animated: animated)
    }
    open func removeSegment(at segment: Int, animated: Bool) {
        if titles.indices.contains(segment) { titles.remove(at: segment) }
    }
    open func removeAllSegments() { titles.removeAll() }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {}
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}

    /// iOS's height; as wide as its titles.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat((shownText ?? "").count) * 8 + 16, height: 32)
    }

    /// The segments as drawn: the selected one in brackets.
    override var shownText: String? {
        titles.enumerated().map { index, title in
            index == selectedSegmentIndex ? "[\(title ?? "")]" : title ?? ""
        }.joined(separator: " | ")
    }
}
