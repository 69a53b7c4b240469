import Foundation

/// A segmented control: its segments' titles, the one selected; drawn as `All | [Open] | Done`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// No segment selected (`selectedSegmentIndex`), as UIKit's constant.
    public static let noSegment = -1
    /// Each segment's title and the action it was made with (iOS 14's `UIAction` segments).
    private var segments: [(title: String?, action: UIAction?)] = []
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    open var selectedSegmentTintColor: UIColor?

    public init(items: [Any]?) {
        segments = (items ?? []).map { ($0 as? String, nil) }
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(items: nil)
        segments = actions.map { ($0.title, $0) }
        self.frame = frame
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var numberOfSegments: Int { segments.count }
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].title = title }
    }
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert((title, nil), at: min(max(0, segment), segments.count))
    }
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        segments.insert((action.title, action), at: min(max(0, segment), segments.count))
    }
    open func removeSegment(at segment: Int, animated: Bool) {
        if segments.indices.contains(segment) { segments.remove(at: segment) }
    }
    open func removeAllSegments() { segments.removeAll() }
    /// The segment's action, replacing its title with the action's, as UIKit does.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment] = (action.title, action) }
    }
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }
    open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? Self.noSegment
    }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {}
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}

    /// iOS's height; as wide as its titles.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat((shownText ?? "").count) * 8 + 16, height: 32)
    }

    /// The segments as drawn: the selected one in brackets.
    override var shownText: String? {
        segments.enumerated().map { index, segment in
            index == selectedSegmentIndex ? "[\(segment.title ?? "")]" : segment.title ?? ""
        }.joined(separator: " | ")
    }
}
