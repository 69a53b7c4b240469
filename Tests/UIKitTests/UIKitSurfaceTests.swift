import CollectionLayout
import Foundation
import TerminalCollectionView
import Testing
import UIKit
import UIKitPreview
import _LayouttyConsole

/// A section-background flow layout as apps write one: a registered decoration kind, a frame
/// from the first and last items `inset(by:)` negative insets, an `@IBInspectable` inset, a
/// colour literal, and UIKit's facts read from the trait collection, the screen and the app.
final class BackgroundFlowLayout: UICollectionViewFlowLayout {
    static let kind = "background"
    @IBInspectable var backgroundInset: CGFloat = 1
    var tint: UIColor = #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
    var contexts: [UICollectionViewLayoutInvalidationContext] = []

    override init() {
        super.init()
        register(UICollectionReusableView.self, forDecorationViewOfKind: Self.kind)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override class var invalidationContextClass: AnyClass { CountingContext.self }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard elementKind == Self.kind, let collectionView, indexPath.section < collectionView.numberOfSections else {
            return nil
        }
        let count = collectionView.numberOfItems(inSection: indexPath.section)
        guard count > 0, let first = layoutAttributesForItem(at: IndexPath(row: 0, section: indexPath.section)),
            let last = layoutAttributesForItem(at: IndexPath(row: count - 1, section: indexPath.section))
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        let outset = -backgroundInset * collectionView.traitCollection.displayScale
        attributes.frame = first.frame.union(last.frame).inset(
            by: UIEdgeInsets(top: outset, left: outset, bottom: outset, right: outset))
        attributes.zIndex = -1
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributes = super.layoutAttributesForElements(in: rect) ?? []
        for section in 0..<(collectionView?.numberOfSections ?? 0) {
            if let background = layoutAttributesForDecorationView(
                ofKind: Self.kind, at: IndexPath(item: 0, section: section)),
                background.frame.intersects(rect)
            {
                attributes.append(background)
            }
        }
        return attributes
    }
}

/// The layout's own context class, which the engine's invalidations arrive in.
final class CountingContext: UICollectionViewFlowLayoutInvalidationContext {}

extension UIKitSuites {
    @MainActor @Suite struct UIKitSurfaceTests {
        /// 30 wide, inset 1 all round, 8 × 2 items 1 apart: three fit (3·8 + 2 = 26 ≤ 28), justified
        /// to gaps of (28 − 24) / 2 = 2: x = 1, 11, 21 at y = 1. The background is their union
        /// (1, 1, 28, 2) grown by 1: (0, 0, 30, 4), under the cells.
        @Test func aDecorationLayoutUsingTheSmallThingsOfUIKit() throws {
            let layout = BackgroundFlowLayout()
            layout.itemSize = CGSize(width: 8, height: 2)
            layout.minimumInteritemSpacing = 1
            layout.sectionInset = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
            let items = Items(3)
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            view.dataSource = items
            let previewer = Previewer(collectionView: view, terminalColumns: 30, rows: 10)
            UIScreen.main.follow(previewer.viewport)
            let all = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 30, height: 8)))
            let background = try #require(all.first { $0.representedElementCategory == .decorationView })
            #expect(background.frame == CGRect(x: 0, y: 0, width: 30, height: 4) && background.zIndex == -1)
            #expect(all.filter { $0.representedElementCategory == .cell }.map(\.frame.minX) == [1, 11, 21])
            #expect(
                view.indexPathForItem(at: CGPoint(x: 12, y: 2)) == IndexPath(row: 1, section: 0)
                    && view.indexPathForItem(at: CGPoint(x: 10, y: 2)) == nil)
            // What the file read: scale 1, left to right, the screen the terminal's size.
            #expect(
                view.traitCollection.displayScale == 1 && view.effectiveUserInterfaceLayoutDirection == .leftToRight)
            #expect(
                UIApplication.shared.userInterfaceLayoutDirection == .leftToRight
                    && UIScreen.main.bounds.size == CGSize(width: 30, height: 10))
            #expect(
                abs(layout.tint.green - 0.5) < 1e-6 && CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
            // A resize reaches invalidateLayout(with:) in the layout's own context class, flags false.
            // 20 wide: two to a line (8 + 1 + 8 = 17 ≤ 18), so item 2 starts the second line at
            // x 1, y 1 + 2 + 10 (UIKit's default line spacing) = 13.
            layout.contexts.removeAll()
            previewer.terminalDidResize(columns: 20, rows: 10)
            previewer.viewport.prepareIfNeeded()
            let context = try #require(layout.contexts.last as? CountingContext)
            #expect(!context.invalidateFlowLayoutDelegateMetrics && !context.invalidateFlowLayoutAttributes)
            #expect(UIScreen.main.bounds.size == CGSize(width: 20, height: 10))
            #expect(
                layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                    == CGRect(x: 1, y: 13, width: 8, height: 2))
            #expect(items.count == 3)
        }

        /// A context made by hand asks for new metrics by default (UIKit's flags), which rebuilds
        /// everything: a delegate's new sizes show at once.
        @Test func aHandMadeFlowContextRecomputesMetrics() throws {
            let tags = TagSizes([8, 10])
            let layout = UICollectionViewFlowLayout()
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            view.dataSource = tags
            view.delegate = tags
            let previewer = Previewer(collectionView: view, terminalColumns: 40, rows: 10)
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.width == 10)
            let changed = TagSizes([8, 12])
            view.delegate = changed
            let context = UICollectionViewFlowLayoutInvalidationContext()
            #expect(context.invalidateFlowLayoutDelegateMetrics && context.invalidateFlowLayoutAttributes)
            layout.invalidateLayout(with: context)
            previewer.viewport.prepareIfNeeded()
            #expect(
                layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.width == 12
                    && tags.widths.count == 2)
            // setContentOffset reaches the previewer's view.
            view.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
            #expect(previewer.viewport.bounds.origin == .zero)
        }

        /// `scrollRectToVisible` scrolls as little as UIKit does, within the content. A scroll view
        /// 100 × 50 over content 300 × 400 at offset (0, 0): a rect already in view (10, 10, 20, 20)
        /// moves nothing; (10, 120, 20, 20) lies below, so its bottom comes to the view's bottom:
        /// y = 140 − 50 = 90; (250, 10, 40, 10) beyond the right: x = 290 − 100 = 190; then
        /// (0, 0, 10, 10) above and left: back to (0, 0); a rect taller than the view (0, 200, 10,
        /// 120) shows its top: y = 200; one past the content's end (0, 390, 10, 30) stops at the
        /// last offset 400 − 50 = 350.
        @Test func scrollRectToVisibleScrollsAsLittleAsUIKit() {
            let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            view.contentSize = CGSize(width: 300, height: 400)
            view.contentInsetAdjustmentBehavior = .never
            let steps: [(CGRect, CGPoint)] = [
                (CGRect(x: 10, y: 10, width: 20, height: 20), .zero),
                (CGRect(x: 10, y: 120, width: 20, height: 20), CGPoint(x: 0, y: 90)),
                (CGRect(x: 250, y: 10, width: 40, height: 10), CGPoint(x: 190, y: 10)),
                (CGRect(x: 0, y: 0, width: 10, height: 10), .zero),
                (CGRect(x: 0, y: 200, width: 10, height: 120), CGPoint(x: 0, y: 200)),
                (CGRect(x: 0, y: 390, width: 10, height: 30), CGPoint(x: 0, y: 350))
            ]
            for (rect, expected) in steps {
                view.scrollRectToVisible(rect, animated: true)
                #expect(view.contentOffset == expected, "\(rect)")
            }
            #expect(!view.isDragging && !view.isDecelerating && !view.isTracking && view.isScrollEnabled)
        }

        /// Hit tests on paths (a slanted cell's outline): the parallelogram (0,0) (100,0)
        /// (80,50) (-20,50) holds (90, 10) — its right edge is at x = 100 − 20·10/50 = 96 there —
        /// and not (97, 10); a circle of radius 10 about (50, 50), followed as 16 pieces a quarter,
        /// holds (57, 57) (9.9 from the centre) and not (58, 58) (11.3); the corner (100, 0) and
        /// the right edge's midpoint (90, 25) are on the outline, so held. An inner square drawn
        /// the same way round is still inside under the winding rule and a hole under even-odd.
        @Test func pathsAnswerWhatTheyHold() {
            let slant = UIBezierPath()
            slant.move(to: .zero)
            slant.addLine(to: CGPoint(x: 100, y: 0))
            slant.addLine(to: CGPoint(x: 80, y: 50))
            slant.addLine(to: CGPoint(x: -20, y: 50))
            slant.close()
            #expect(slant.contains(CGPoint(x: 90, y: 10)) && !slant.contains(CGPoint(x: 97, y: 10)))
            #expect(slant.contains(CGPoint(x: -10, y: 45)) && !slant.contains(CGPoint(x: -10, y: 5)))
            // On the outline is inside, as Core Graphics answers: a corner, a point of an edge.
            #expect(slant.contains(CGPoint(x: 100, y: 0)) && slant.contains(CGPoint(x: 90, y: 25)))
            #expect(!UIBezierPath(rect: CGRect(x: 5, y: 5, width: 2, height: 2)).contains(.zero))
            let circle = UIBezierPath(ovalIn: CGRect(x: 40, y: 40, width: 20, height: 20))
            #expect(circle.contains(CGPoint(x: 57, y: 57)) && !circle.contains(CGPoint(x: 58, y: 58)))
            let framed = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
            framed.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
            #expect(framed.contains(CGPoint(x: 15, y: 15)))
            framed.usesEvenOddFillRule = true
            #expect(!framed.contains(CGPoint(x: 15, y: 15)) && framed.contains(CGPoint(x: 5, y: 15)))
        }

        /// The supplementary views in view, as the layout places them: a flow layout 100 × 50
        /// with 20-point headers and two sections of 4 items 20 tall in a column, once laid out
        /// (as on iOS, nothing is in view before) — section 0's header at y = 0, its items to
        /// 100, section 1's header at y = 100, out of view until the offset is 90. A cell answers
        /// the item it was dequeued for (`indexPath(for:)`), as cells ask for their own.
        @Test func visibleSupplementaryElementsAreTheLayouts() {
            final class Source: NSObject, UICollectionViewDataSource {
                func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    4
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                { UICollectionViewCell() }
                func collectionView(
                    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                    at indexPath: IndexPath
                ) -> UICollectionReusableView {
                    let view = UICollectionReusableView()
                    view.tag = 10 + indexPath.section
                    return view
                }
            }
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 20)
            layout.minimumLineSpacing = 0
            layout.headerReferenceSize = CGSize(width: 100, height: 20)
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 50), collectionViewLayout: layout)
            let source = Source()
            view.dataSource = source
            view.layoutIfNeeded()
            let header = UICollectionView.elementKindSectionHeader
            #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: header) == [IndexPath(item: 0, section: 0)])
            #expect(view.visibleSupplementaryViews(ofKind: header).map(\.tag) == [10])
            #expect(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.tag == 10)
            #expect(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) == nil)
            #expect(
                view.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionFooter)
                    .isEmpty)
            // A cell knows the item it was dequeued for, in the view that dequeued it only.
            let cell = view.dequeueReusableCell(withReuseIdentifier: "c", for: IndexPath(item: 3, section: 1))
            #expect(view.indexPath(for: cell) == IndexPath(item: 3, section: 1))
            #expect(view.indexPath(for: UICollectionViewCell()) == nil)
            let other = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            #expect(other.indexPath(for: cell) == nil)
            view.contentOffset = CGPoint(x: 0, y: 90)
            #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: header) == [IndexPath(item: 0, section: 1)])
            // Asked of the collection view, the layout's answer: section 1's header at y = 100.
            #expect(
                view.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame
                    == CGRect(x: 0, y: 100, width: 100, height: 20))
        }

        /// What a calendar library asks beside its layout: a pointer interaction is added and
        /// kept (its delegate's defaults answer: the default region, no style), a transform layer
        /// holds sublayers, an accessibility container's elements are kept, the focus
        /// notification's key is UIKit's string, and the app is neither Mac Catalyst nor on a Mac.
        @Test func pointerAccessibilityAndPlatformAnswerAsOnAnIPhone() {
            final class Hover: NSObject, UIPointerInteractionDelegate {}
            let view = UIView()
            let hover = Hover()
            let interaction = UIPointerInteraction(delegate: hover)
            view.addInteraction(interaction)
            #expect(interaction.view === view && view.interactions.count == 1 && interaction.isEnabled)
            let region = UIPointerRegion(rect: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "day")
            #expect(
                hover.pointerInteraction(interaction, regionFor: UIPointerRegionRequest(), defaultRegion: region)
                    === region)
            #expect(hover.pointerInteraction(interaction, styleFor: region) == nil)
            let style = UIPointerStyle(effect: .highlight(UITargetedPreview(view: view)))
            if case .highlight(let preview) = style.effect {
                #expect(preview.view === view)
            } else {
                Issue.record("\(style)")
            }
            let layer = CATransformLayer()
            layer.addSublayer(CALayer())
            #expect(layer.sublayers?.count == 1)
            view.accessibilityElements = [UILabel()]
            #expect(view.accessibilityElements?.count == 1)
            #expect(UIAccessibility.focusedElementUserInfoKey == "UIAccessibilityFocusedElementKey")
            #expect(!ProcessInfo.processInfo.isMacCatalystApp && !ProcessInfo.processInfo.isiOSAppOnMac)
        }

        /// UIKit's animation state as code reads it: a block's duration inside it (animate,
        /// keyframes, a transition), 0 outside or
        /// without animations; no animations inside `performWithoutAnimation` or once disabled.
        @Test func animationStateIsUIKits() {
            var seen: [TimeInterval] = []
            #expect(UIView.areAnimationsEnabled && UIView.inheritedAnimationDuration == 0)
            UIView.animate(withDuration: 0.3) { seen.append(UIView.inheritedAnimationDuration) }
            UIView.animateKeyframes(withDuration: 0.5, delay: 0) { seen.append(UIView.inheritedAnimationDuration) }
            UIView.transition(
                with: UIView(), duration: 0.2, animations: { seen.append(UIView.inheritedAnimationDuration) })
            UIView.performWithoutAnimation {
                #expect(!UIView.areAnimationsEnabled)
                UIView.animate(withDuration: 0.3) { seen.append(UIView.inheritedAnimationDuration) }
            }
            #expect(seen == [0.3, 0.5, 0.2, 0] && UIView.areAnimationsEnabled && UIView.inheritedAnimationDuration == 0)
            UIView.setAnimationsEnabled(false)
            #expect(!UIView.areAnimationsEnabled)
            UIView.setAnimationsEnabled(true)
        }

        /// A view's ancestry, and the app's windows as UIKit reports them: the window made key last
        /// is the key window, the one before it no longer key; both are the app's windows.
        @Test func descendantsAndKeyWindows() {
            let (root, child, grandchild, stranger) = (UIView(), UIView(), UIView(), UIView())
            root.addSubview(child)
            child.addSubview(grandchild)
            #expect(
                grandchild.isDescendant(of: root) && grandchild.isDescendant(of: grandchild)
                    && child.isDescendant(of: root))
            #expect(!root.isDescendant(of: child) && !grandchild.isDescendant(of: stranger))
            let (first, second) = (UIWindow(frame: .zero), UIWindow(frame: .zero))
            first.makeKeyAndVisible()
            #expect(UIApplication.shared.keyWindow === first)
            second.makeKeyAndVisible()
            #expect(UIApplication.shared.keyWindow === second && !first.isKeyWindow)
            #expect(
                UIApplication.shared.windows.contains { $0 === first }
                    && UIApplication.shared.windows.contains { $0 === second })
        }

        /// Geometry reads as Core Graphics describes it on iOS — what a failed assertion prints
        /// and what a library's test comparing `"\(frame)"` with a string expects.
        @Test func geometryIsDescribedAsCoreGraphicsDescribesIt() {
            #expect("\(CGRect(x: 0, y: 0.5, width: 100, height: 100))" == "(0.0, 0.5, 100.0, 100.0)")
            #expect("\(CGPoint(x: -1, y: 2))" == "(-1.0, 2.0)")
            #expect("\(CGSize(width: 3, height: 4))" == "(3.0, 4.0)")
            #expect("\(CGVector(dx: 0, dy: 9.8))" == "(0.0, 9.8)")
            #expect(String(describing: Optional(CGRect.zero)) == "Optional((0.0, 0.0, 0.0, 0.0))")
        }

        /// Colours are equal by value, as UIKit's are (a library's test compares a view's colour
        /// with `UIColor.red`): equal components equal, hash alike; another alpha not.
        @Test func coloursAreEqualByValue() {
            #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
            #expect(UIColor.red != UIColor.red.withAlphaComponent(0.5) && UIColor.black == UIColor(white: 0, alpha: 1))
            #expect(Set([UIColor.red, UIColor.red, UIColor.blue]).count == 2)
            // Printed as iOS prints a colour of components: no address, the same every run.
            #expect("\(UIColor.red)" == "UIExtendedSRGBColorSpace 1 0 0 1")
            #expect("\(UIColor(white: 0.5, alpha: 0.25))" == "UIExtendedSRGBColorSpace 0.5 0.5 0.5 0.25")
        }

        /// Menus are UIKit's tree of elements (an action and a submenu in a menu, a context menu
        /// configuration giving it back) and controls keep their state as UIKit does: a
        /// segmented control's segments inserted and removed, a slider's value clamped.
        @Test func menusAndControlsKeepWhatTheyAreGiven() {
            let delete = UIAction(title: "Delete", attributes: .destructive) { _ in }
            let menu = UIMenu(title: "Item", children: [delete, UIMenu(title: "Move", options: .displayInline)])
            let configuration = UIContextMenuConfiguration(actionProvider: { _ in menu })
            #expect(configuration.actionProvider?([])?.children.map(\.title) == ["Delete", "Move"])
            #expect(delete.attributes == .destructive && delete.state == .off)
            let filter = UISegmentedControl(items: ["All", "Open"])
            filter.insertSegment(withTitle: "Done", at: 5, animated: false)
            filter.removeSegment(at: 0, animated: false)
            #expect(filter.numberOfSegments == 2 && filter.titleForSegment(at: 1) == "Done")
            let slider = UISlider()
            slider.setValue(7, animated: false)
            #expect(slider.value == 1)
            // A stepper's value stays within its bounds (0...100 unless set), however it is set.
            let stepper = UIStepper()
            stepper.value = 250
            #expect(stepper.value == 100 && stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
            stepper.maximumValue = 10
            stepper.value = -3
            #expect(stepper.value == 0 && stepper.stepValue == 1 && !stepper.wraps)
            let item = UINavigationItem()
            item.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
            #expect(item.backBarButtonItem?.title == "")
            // iOS 26's prominent style, and a menu's provider by its SDK name.
            let send = UIBarButtonItem(title: "Send", style: .prominent, target: nil, action: nil)
            let provider: UIContextMenuActionProvider = { _ in menu }
            #expect(
                send.style.rawValue == 3 && UIContextMenuConfiguration(actionProvider: provider).actionProvider != nil)
            // The edit button shows the editing state; a collection view controller passes it on.
            let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
            let edit = controller.editButtonItem
            controller.setEditing(true, animated: false)
            #expect(edit.title == "Done" && controller.isEditing && controller.collectionView.isEditing)
        }

        /// A string is measured as a label of its font measures it (what a flow layout's
        /// `sizeForItemAt` sizes a tag by): one line, or wrapped to the width with
        /// `.usesLineFragmentOrigin`; UIKit's 12-point default without a font. Paragraph styles
        /// keep what is set through copies.
        @Test func stringsAreMeasuredAsLabelsOfTheirFont() {
            let font = UIFont.systemFont(ofSize: 14)
            let label = UILabel()
            (label.font, label.text, label.numberOfLines) = (font, "one two three", 0)
            let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.red]
            // 13 characters at half the point size: 91 points on one line.
            #expect("one two three".size(withAttributes: attributes).width == 91)
            #expect("one two three".size(withAttributes: attributes) == label.intrinsicContentSize)
            // (`height: .greatestFiniteMagnitude` alone is ambiguous in swift-corelibs-foundation:
            // its CGSize takes Double as well as CGFloat.)
            let wrapped = "one two three".boundingRect(
                with: CGSize(width: 50, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                attributes: attributes, context: nil)
            #expect(wrapped.size == label.sizeThatFits(CGSize(width: 50, height: 0)) && wrapped.height > 17)
            #expect(NSAttributedString(string: "ab", attributes: attributes).size().width == 14)
            #expect(("ab" as NSString).size(withAttributes: nil).width == 12)
            let style = NSMutableParagraphStyle()
            (style.lineSpacing, style.alignment) = (4, .center)
            let copy = style.copy() as? NSParagraphStyle
            #expect(copy?.lineSpacing == 4 && copy?.alignment == .center && !(copy is NSMutableParagraphStyle))
        }

        /// Points and rects convert between views as UIKit's do: by each frame's origin, and by
        /// a scroll view's offset (its bounds' origin). A cell at (10, 200) in a collection view
        /// scrolled to y 150, itself at y 100 on the screen: its (5, 5) is on screen at
        /// (10 + 5, 100 + 200 − 150 + 5) = (15, 155).
        @Test func pointsConvertThroughFramesAndOffsets() {
            let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
            let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
            let cell = UIView(frame: CGRect(x: 10, y: 200, width: 100, height: 50))
            screen.addSubview(list)
            list.addSubview(cell)
            list.contentOffset = CGPoint(x: 0, y: 150)
            #expect(cell.convert(CGPoint(x: 5, y: 5), to: screen) == CGPoint(x: 15, y: 155))
            #expect(cell.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 15, y: 155))
            #expect(screen.convert(CGPoint(x: 15, y: 155), to: cell) == CGPoint(x: 5, y: 5))
            #expect(cell.convert(CGPoint(x: 15, y: 155), from: screen) == CGPoint(x: 5, y: 5))
            #expect(
                list.convert(cell.frame, to: screen) == CGRect(x: 10, y: 150, width: 100, height: 50)
                    && screen.convert(CGRect(x: 10, y: 150, width: 100, height: 50), to: list) == cell.frame)
        }

        private enum BadgeKeys {
            nonisolated(unsafe) static var badge = 0
            nonisolated(unsafe) static var owner = 0
        }

        /// An extension's stored value, as iOS keeps it without a property: set, read back,
        /// replaced, removed (one, or all of an object's, which releases them); per object;
        /// `ASSIGN` does not keep the value alive.
        @Test func associatedObjectsAreKeptPerObject() {
            let (cell, other) = (UIView(), UIView())
            var label: UILabel? = UILabel()
            objc_setAssociatedObject(cell, &BadgeKeys.badge, "3", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(cell, &BadgeKeys.badge) as? String == "3")
            #expect(objc_getAssociatedObject(other, &BadgeKeys.badge) == nil)
            #expect(objc_getAssociatedObject(cell, &BadgeKeys.owner) == nil)
            objc_setAssociatedObject(cell, &BadgeKeys.badge, "4", .OBJC_ASSOCIATION_COPY)
            #expect(objc_getAssociatedObject(cell, &BadgeKeys.badge) as? String == "4")
            objc_setAssociatedObject(cell, &BadgeKeys.owner, label, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(cell, &BadgeKeys.owner) as? UILabel === label)
            weak let held = label
            label = nil
            #expect(held == nil && objc_getAssociatedObject(cell, &BadgeKeys.owner) == nil)
            objc_setAssociatedObject(cell, &BadgeKeys.badge, nil, .OBJC_ASSOCIATION_RETAIN)
            #expect(objc_getAssociatedObject(cell, &BadgeKeys.badge) == nil)
            var gone: UIView? = UIView()
            weak var value: UILabel?
            if let owner = gone, let kept = Optional(UILabel()) {
                value = kept
                objc_setAssociatedObject(owner, &BadgeKeys.badge, kept, .OBJC_ASSOCIATION_RETAIN)
                objc_removeAssociatedObjects(owner)
            }
            gone = nil
            #expect(value == nil && gone == nil)
        }

        /// Swizzling at launch, as an app delegate does on iOS (the usual pattern: add, else
        /// exchange; or set an implementation): every method is found, so a force-unwrap of one
        /// does not trap; nothing is exchanged, and UIKit's method answers as before — said once
        /// per function in the log.
        @Test func swizzlingFindsEveryMethodAndExchangesNothing() {
            let original = class_getInstanceMethod(UIScrollView.self, Selector("touchesShouldCancel(in:)"))!
            let replacement = class_getInstanceMethod(UIView.self, Selector("swizzled(in:)"))!
            let added = class_addMethod(
                UIScrollView.self, Selector("touchesShouldCancel(in:)"), method_getImplementation(replacement),
                method_getTypeEncoding(replacement))
            #expect(!added)
            method_exchangeImplementations(original, replacement)
            method_exchangeImplementations(original, replacement)
            method_setImplementation(original, method_getImplementation(replacement))
            #expect(class_getClassMethod(nil, Selector("layerClass")) == nil)
            #expect(UIScrollView().touchesShouldCancel(in: UIButton()) == false)
            #expect(
                Console.count(
                    of: "method_exchangeImplementations does nothing here: no Objective-C runtime to swizzle; "
                        + "UIKit's methods answer as they are", from: "Objective-C runtime") == 1)
        }

        /// Listener tables as pods keep them (GitHawk's FlatCache, MessageViewController): a weak
        /// table loses an object nobody else holds; a strong one keeps it; by equality unless
        /// told identity; a map table drops an entry whose weak key is gone.
        @Test func hashAndMapTablesHoldWeaklyOrStrongly() {
            let weak = NSHashTable<AnyObject>.weakObjects()
            let strong = NSHashTable<NSString>(options: .strongMemory)
            var listener: UIView? = UIView()
            let kept = UIView()
            weak.add(listener)
            weak.add(kept)
            weak.add(kept)
            strong.add(NSString(string: "a"))
            strong.add(NSString(string: "a"))
            #expect(weak.count == 2 && strong.count == 1 && strong.contains(NSString(string: "a")))
            listener = nil
            #expect(weak.allObjects.count == 1 && weak.anyObject === kept && weak.contains(kept))
            #expect(Array(weak).count == 1)
            weak.remove(kept)
            #expect(weak.count == 0)
            let byIdentity = NSHashTable<NSMutableString>(options: [.strongMemory, .objectPointerPersonality])
            let first = NSMutableString(string: "a")
            byIdentity.add(first)
            byIdentity.add(NSMutableString(string: "a"))
            #expect(byIdentity.count == 2 && byIdentity.member(NSMutableString(string: "a")) == nil)

            let cells = NSMapTable<UIView, NSString>.weakToStrongObjects()
            var key: UIView? = UIView()
            cells.setObject("first", forKey: key)
            cells.setObject("second", forKey: key)
            #expect(cells.count == 1 && cells.object(forKey: key) == "second")
            #expect(cells.keyEnumerator().nextObject() as? UIView === key)
            key = nil
            #expect(cells.count == 0 && cells.keyEnumerator().nextObject() == nil)
        }

        /// What pods use beside their screens (GitHawk's): Darwin's unfair lock, which a file
        /// importing Foundation alone locks with; a motion effect kept on its view, moving
        /// nothing; iOS 2's `openURL`, which opens nothing, as iOS 18 answers.
        @Test func whatPodsUseBesideTheirScreens() {
            var lock = os_unfair_lock()
            os_unfair_lock_lock(&lock)
            #expect(!os_unfair_lock_trylock(&lock))
            os_unfair_lock_unlock(&lock)
            #expect(os_unfair_lock_trylock(&lock))
            os_unfair_lock_unlock(&lock)
            let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            let tilt = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
            tilt.minimumRelativeValue = -10
            tilt.maximumRelativeValue = 10
            let group = UIMotionEffectGroup()
            group.motionEffects = [tilt]
            card.addMotionEffect(group)
            #expect(card.motionEffects.count == 1 && card.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
            #expect(tilt.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0)) == nil)
            card.removeMotionEffect(group)
            #expect(card.motionEffects.isEmpty)
            #expect(!UIApplication.shared.openURL(URL(string: "https://github.com")!))
        }

        /// What screens ask of UIKit on a keyboard's notification and in a trait change: a frame
        /// in an `NSValue` comes back, the style is light, nothing is being edited.
        @Test func valuesAndStylesScreensRead() {
            let frame = CGRect(x: 0, y: 500, width: 393, height: 352)
            #expect(NSValue(cgRect: frame).cgRectValue == frame)
            #expect(NSValue(cgSize: frame.size).cgSizeValue == frame.size)
            #expect(UITraitCollection.current.userInterfaceStyle == .light && UIView().endEditing(true))
        }

        final class TouchedScreen: UIViewController {
            var touches = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
        }

        /// Views and controllers are responders, as UIKit's: a screen overrides the touch methods
        /// (never called: nothing touches a terminal); nothing becomes first responder (no
        /// keyboard shows), and resigning succeeds.
        @Test func viewsAndControllersAreResponders() {
            let (screen, field) = (TouchedScreen(), UITextField())
            // Called as UIKit would call it, through the responder: the screen's override answers.
            let responder: UIResponder = screen
            #expect(screen.touches == 0)
            responder.touchesBegan([], with: nil)
            #expect(screen.touches == 1 && (field as UIResponder).next == nil)
            #expect(!field.becomeFirstResponder() && field.resignFirstResponder() && !field.isFirstResponder)
        }

        /// A custom presentation compiles as apps write it — an animator, a transitioning
        /// delegate answering it and a presentation controller — and, since a present is not
        /// drawn here, the delegate is kept (weakly) and never asked. A percent-driven
        /// transition keeps its fraction within 0…1.
        @Test func customTransitionsAreKeptAndNeverRun() {
            final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
                var animated = 0
                func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
                    0.3
                }
                func animateTransition(using context: any UIViewControllerContextTransitioning) { animated += 1 }
            }
            final class Sheet: NSObject, UIViewControllerTransitioningDelegate {
                let fade = Fade()
                var asked = 0
                func animationController(
                    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
                ) -> (any UIViewControllerAnimatedTransitioning)? {
                    asked += 1
                    return fade
                }
                func presentationController(
                    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
                ) -> UIPresentationController? {
                    UIPresentationController(presentedViewController: presented, presenting: presenting)
                }
            }
            let (screen, card, sheet) = (UIViewController(), UIViewController(), Sheet())
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = sheet
            screen.present(card, animated: true)
            #expect(card.transitioningDelegate === sheet && sheet.asked == 0 && sheet.fade.animated == 0)
            #expect(screen.presentedViewController === card)
            let presentation = sheet.presentationController(forPresented: card, presenting: nil, source: screen)
            #expect(presentation?.presentingViewController === card && presentation?.containerView == nil)
            let drive = UIPercentDrivenInteractiveTransition()
            drive.update(1.4)
            #expect(drive.percentComplete == 1)
            drive.update(0.25)
            #expect(drive.percentComplete == 0.25)
            drive.cancel()
            #expect(drive.percentComplete == 0)
        }

        /// A display link is kept and never fired — the preview draws by its own clock — and
        /// adding one says so in the log, once; the media clock counts up.
        @Test func displayLinksAreNeverFired() {
            let link = CADisplayLink(target: self, selector: Selector("tick"))
            link.preferredFramesPerSecond = 30
            link.add(to: .main, forMode: .common)
            link.add(to: .main, forMode: .default)
            #expect(
                Console.count(
                    of: "CADisplayLink (tick) is not fired here: the screen shows the state before its first tick")
                    == 1)
            #expect(link.timestamp == 0 && link.duration == 1.0 / 60)
            link.invalidate()
            let start = CACurrentMediaTime()
            #expect(start > 0 && CACurrentMediaTime() >= start)
        }

        /// Key-value observing reports what UIKit's setters change, as iOS's runtime does: a
        /// scroll view's content offset with `.initial` (zero, no old value), then each new
        /// offset with the one before; setting the same offset again reports nothing; without
        /// `.new`/`.old` a report carries neither. A frame observed moves with `center` (the
        /// frame is the centre less half the size: (50, 60) less (10, 5) is (40, 55)). An
        /// invalidated or released observation reports no more. An object whose setters say
        /// nothing (a plain `NSObject` subclass) is said once in the log.
        @Test func keyValueObservingReportsWhatUIKitsSettersChange() {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var offsets: [String] = []
            let observation = scrollView.observe(\.contentOffset, options: [.initial, .new, .old]) { _, change in
                offsets.append(
                    "\(change.oldValue.map { "\($0.y)" } ?? "-") → \(change.newValue.map { "\($0.y)" } ?? "-")")
            }
            scrollView.contentOffset = CGPoint(x: 0, y: 40)
            scrollView.contentOffset = CGPoint(x: 0, y: 40)
            scrollView.bounds.size.height = 80
            scrollView.contentOffset = CGPoint(x: 0, y: 10)
            #expect(offsets == ["- → 0.0", "0.0 → 40.0", "40.0 → 10.0"])
            var sizes = 0
            var bare: NSKeyValueObservedChange<CGSize>?
            var quiet: NSKeyValueObservation? = scrollView.observe(\.contentSize) { _, change in
                sizes += 1
                bare = change
            }
            scrollView.contentSize = CGSize(width: 10, height: 10)
            #expect(sizes == 1 && bare?.newValue == nil && bare?.oldValue == nil && bare?.kind == .setting)
            quiet = nil
            scrollView.contentSize = CGSize(width: 20, height: 20)
            observation.invalidate()
            scrollView.contentOffset = .zero
            #expect(sizes == 1 && quiet == nil && offsets.count == 3)

            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            var frames: [CGRect?] = []
            let moved = view.observe(\.frame, options: .new) { _, change in frames.append(change.newValue) }
            view.center = CGPoint(x: 50, y: 60)
            #expect(frames == [CGRect(x: 40, y: 55, width: 20, height: 10)])
            moved.invalidate()

            final class Model: NSObject {
                var name = "a"
            }
            let model = Model()
            let unannounced = model.observe(\.name) { _, _ in Issue.record("nothing announces a model's change") }
            model.name = "b"
            #expect(
                Console.count(
                    of: "key-value observing of Model reports no change here (no Objective-C runtime): only UIKit's "
                        + "views and controllers say when their values change") == 1)
            unannounced.invalidate()
        }

        /// The string-keyed form, as older screens write it: a view added as an observer of a
        /// scroll view's `contentSize` (with `.initial`) and `contentOffset` hears each change in
        /// its `observeValue(forKeyPath:of:change:context:)` override, with the kind, the new and
        /// the old value and its context; removed, it hears no more. Both are computed or stored
        /// properties read by their key-value names (`value(forKey:)` answers them).
        @Test func stringKeyedObserversHearUIKitsChanges() {
            final class Header: UIView {
                var heard: [String] = []
                override func observeValue(
                    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                    context: UnsafeMutableRawPointer?
                ) {
                    let new = change?[.newKey].map { "\($0)" } ?? "-"
                    let old = change?[.oldKey].map { "\($0)" } ?? "-"
                    let kind = change?[.kindKey] as? UInt
                    heard.append("\(keyPath ?? "?") \(old) → \(new) kind \(kind ?? 0) context \(context != nil)")
                }
            }
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let header = Header()
            let context = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
            defer { context.deallocate() }
            scrollView.addObserver(header, forKeyPath: "contentSize", options: [.initial, .new], context: nil)
            scrollView.addObserver(header, forKeyPath: "contentOffset", options: [.new, .old], context: context)
            scrollView.contentSize = CGSize(width: 100, height: 300)
            scrollView.contentOffset = CGPoint(x: 0, y: 25)
            #expect(scrollView.value(forKey: "contentOffset") as? CGPoint == CGPoint(x: 0, y: 25))
            scrollView.removeObserver(header, forKeyPath: "contentOffset", context: context)
            scrollView.removeObserver(header, forKeyPath: "contentSize")
            scrollView.contentOffset = .zero
            scrollView.contentSize = .zero
            #expect(
                header.heard == [
                    "contentSize - → (0.0, 0.0) kind 1 context false",
                    "contentSize - → (100.0, 300.0) kind 1 context false",
                    "contentOffset (0.0, 0.0) → (0.0, 25.0) kind 1 context true"
                ])
        }

        /// Key-value coding's setter by name: UIKit's properties it answers by key are set (a
        /// scroll view's `contentOffset`, a view's `hidden`, both reported to an observer); a
        /// private key production code sets this way (`UIDevice`'s `orientation`, to turn a
        /// player's screen) compiles and sets nothing, said once in the log; user defaults take
        /// it as their default.
        @Test func keyValueCodingSetsWhatUIKitAnswersByKey() throws {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var offsets: [CGFloat] = []
            let observation = scrollView.observe(\.contentOffset, options: .new) { _, change in
                offsets.append(change.newValue?.y ?? -1)
            }
            scrollView.setValue(CGPoint(x: 0, y: 30), forKey: "contentOffset")
            scrollView.setValue(true, forKey: "hidden")
            scrollView.setValue("not a point", forKey: "contentOffset")
            #expect(scrollView.contentOffset.y == 30 && scrollView.isHidden && offsets == [30])
            observation.invalidate()
            UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation")
            #expect(UIDevice.current.orientation != .landscapeLeft)
            #expect(
                Console.count(
                    of: "setValue(_:forKey: \"orientation\") of UIDevice sets nothing here (no Objective-C runtime "
                        + "to find its setter)") == 1)
            let suite = "layoutty-kvc-\(UUID())"
            let defaults = try #require(UserDefaults(suiteName: suite))
            defer { defaults.removePersistentDomain(forName: suite) }
            defaults.setValue(7, forKey: "launches")
            #expect(defaults.integer(forKey: "launches") == 7)
        }

        /// A custom control overrides `isHighlighted` as on iOS, where `UIControl` declares it (a
        /// paywall's primary button dims in its `didSet`): its own class, not a button's.
        @Test func aControlOverridesIsHighlighted() {
            final class PrimaryButton: UIControl {
                var dimmed: [Bool] = []
                override var isHighlighted: Bool {
                    didSet { dimmed.append(isHighlighted) }
                }
            }
            let button = PrimaryButton()
            button.isHighlighted = true
            #expect(button.dimmed == [true] && !UIButton().isHighlighted)
        }

        /// A system animation (a pager's menu deleting its cells): the deleted views leave their
        /// superview, the parallel changes are made, and the completion hears it finished.
        @Test func aSystemDeleteAnimationRemovesTheViews() {
            let menu = UIView()
            let (gone, kept) = (UIView(), UIView())
            menu.addSubview(gone)
            menu.addSubview(kept)
            var finished: Bool?
            UIView.perform(
                .delete, on: [gone], options: [], animations: { kept.alpha = 0.5 }, completion: { finished = $0 })
            #expect(menu.subviews == [kept] && gone.superview == nil && kept.alpha == 0.5 && finished == true)
        }

        /// A collection view's content size, observed as a list inside a cell observes it to size
        /// the cell, or watched by a subclass's `didSet` (a self-sizing list): set and reported
        /// when a layout pass prepares the layout, once while it does not change. Three items
        /// 50 tall, 10 apart, in a flow layout 100 wide: 3 · 50 + 2 · 10 = 170.
        @Test func aCollectionViewsContentSizeIsReportedAfterItsLayoutPass() {
            final class Rows: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    3
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                { collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) }
            }
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.minimumLineSpacing = 10
            final class SelfSizing: UICollectionView {
                var set: [CGFloat] = []
                override var contentSize: CGSize {
                    didSet { set.append(contentSize.height) }
                }
            }
            let list = SelfSizing(frame: CGRect(x: 0, y: 0, width: 100, height: 40), collectionViewLayout: layout)
            list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
            let rows = Rows()
            list.dataSource = rows
            var heights: [CGFloat] = []
            let observation = list.observe(\.contentSize, options: .new) { _, change in
                heights.append(change.newValue?.height ?? -1)
            }
            list.layoutIfNeeded()
            list.layoutIfNeeded()
            #expect(heights == [170] && list.set == [170])
            observation.invalidate()
        }

        /// What a production screen measured for the first time used beside UIKit (zotero's
        /// collection picker): Core Foundation's clock counts from 2001 as `Date` does (within
        /// the second between the two reads), a search controller keeps its results controller,
        /// and a symbol configuration applied answers the image.
        @Test func whatAScreenUsesBesideItsLayout() {
            let now = CFAbsoluteTimeGetCurrent()
            #expect(abs(now - Date().timeIntervalSinceReferenceDate) < 1)
            let results = UIViewController()
            let search = UISearchController(searchResultsController: results)
            #expect(search.searchResultsController === results && UISearchController().searchResultsController == nil)
            let image = UIImage(systemName: "folder")
            #expect(image?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large)) === image)
        }

        /// A custom view's drawing sets its colours as UIKit's do: `setFill()` and `setStroke()`
        /// (`set()` both) on the current context an image renderer gives; without a context,
        /// nothing. A window scene's status bar is not drawn here: its frame is empty.
        @Test func coloursSetTheCurrentContextsFillAndStroke() {
            var fill: CGColor?
            var stroke: CGColor?
            _ = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                UIColor.red.setFill()
                UIColor.blue.setStroke()
                fill = context.cgContext.state.fillColor
                UIColor.green.set()
                stroke = context.cgContext.state.strokeColor
            }
            #expect(fill.map { UIColor(cgColor: $0) } == .red && stroke.map { UIColor(cgColor: $0) } == .green)
            UIColor.red.setFill()
            #expect(UIGraphicsGetCurrentContext() == nil)
            #expect(UIWindowScene().statusBarManager?.statusBarFrame == .zero)
        }

        /// What a component library's own suite needed (Carbon): `performBatchUpdates` takes the
        /// caller's non-escaping closure, as Objective-C's `NS_NOESCAPE` block lets it (the
        /// table's and the collection view's run it once, then complete); a header-footer view
        /// keeps a background view; Core Foundation's run loop is Foundation's, woken by a block.
        @Test func whatAComponentLibraryCallsCompiles() {
            func apply(_ updates: () -> Void, to table: UITableView, _ grid: UICollectionView) -> [Bool] {
                var completed: [Bool] = []
                table.performBatchUpdates(updates) { completed.append($0) }
                grid.performBatchUpdates(updates) { completed.append($0) }
                return completed
            }
            var runs = 0
            let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            #expect(apply({ runs += 1 }, to: UITableView(), grid) == [true, true] && runs == 2)
            let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
            let background = UIView()
            header.backgroundView = background
            #expect(header.backgroundView === background)
            let current: CFRunLoop = CFRunLoopGetCurrent()
            #expect(current === RunLoop.current && CFRunLoopGetMain() === RunLoop.main)
            CFRunLoopWakeUp(current)
        }

        /// A cell's style views are read-only, as UIKit declares them, so a subclass overrides
        /// one with a subclass of its type (Sileo's provider cell: `override var imageView:
        /// PackageIconView?`, refused with a settable property). The style's own still come
        /// from the content view: the default cell's label and image, no detail label.
        @Test func aCellsStyleViewsAreOverriddenWithSubclasses() {
            let cell = IconCell(style: .default, reuseIdentifier: "icon")
            #expect(cell.imageView === cell.icon && cell.imageView?.superview == nil)
            let plain = UITableViewCell(style: .default, reuseIdentifier: "plain")
            #expect(
                plain.textLabel?.superview === plain.contentView && plain.imageView?.superview === plain.contentView)
            #expect(plain.detailTextLabel == nil)
            let header = TitledHeader(reuseIdentifier: "h")
            #expect(header.textLabel === header.title)
            // NSObjCRuntime.h's integers are Swift's, as iOS imports them: a table controller's
            // header written with `NSInteger` overrides UIKit's method (Sileo's settings base).
            let settings = NSIntegerSettings(style: .grouped)
            #expect(settings.tableView(settings.tableView, viewForHeaderInSection: 2)?.tag == 2)
            #expect(NSIntegerMax == Int.max && NSIntegerMin == Int.min && NSUIntegerMax == UInt.max)
            // The clock's units, as a delay helper computes a deadline: 0.25 s is 250,000,000 ns.
            let delay = Double(Int64(0.25 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
            #expect(delay == 0.25 && NSEC_PER_MSEC * 1000 == NSEC_PER_SEC)
            #expect(USEC_PER_SEC * NSEC_PER_USEC == NSEC_PER_SEC)
            // <math.h>'s largest float, as text is measured without a height limit.
            #expect(CGFloat(MAXFLOAT) == CGFloat(Float.greatestFiniteMagnitude) && MAXFLOAT > 3.4e38)
        }

        /// The screen's coordinate space, as a layout library converts a view's frame to
        /// "absolute" coordinates (LayoutKit's `convert(rect, to: UIScreen.main.fixedCoordinateSpace)`):
        /// the window's, the window filling the screen. A label at (10, 20) in a view at
        /// (5, 7) of the window: its (1, 2) is the screen's (16, 29), and back.
        @Test func viewsConvertToTheScreensCoordinateSpace() {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let box = UIView(frame: CGRect(x: 5, y: 7, width: 100, height: 100))
            let label = UILabel(frame: CGRect(x: 10, y: 20, width: 50, height: 20))
            window.addSubview(box)
            box.addSubview(label)
            let screen = UIScreen.main.fixedCoordinateSpace
            #expect(
                label.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: screen)
                    == CGRect(x: 16, y: 29, width: 3, height: 4))
            #expect(label.convert(CGPoint(x: 16, y: 29), from: screen) == CGPoint(x: 1, y: 2))
            #expect(screen.convert(CGPoint(x: 1, y: 2), from: label) == CGPoint(x: 16, y: 29))
            #expect(label.convert(CGPoint.zero, to: box as any UICoordinateSpace) == CGPoint(x: 10, y: 20))
            #expect(UIScreen.main.coordinateSpace.bounds == UIScreen.main.bounds)
        }

        /// Core Foundation's string transform as an app's about screen calls it (Simplenote
        /// decodes `\u00e9` escapes with "Any-Hex/Java", reversed): the string changes in place.
        /// A range given covers only its part, and is set to that part's new length ("\u00e9"'s
        /// six code units become one). An unknown transform answers false and changes nothing.
        /// Core Foundation's bundle keys are Info.plist's.
        @Test func coreFoundationTransformsStringsInPlace() {
            let escaped = NSMutableString(string: #"caf\u00e9 \u00e9"#)
            #expect(CFStringTransform(escaped, nil, "Any-Hex/Java" as CFString, true))
            #expect(escaped as String == "café é")
            let part = NSMutableString(string: #"\u00e9\u00e9"#)
            var range = CFRangeMake(0, 6)
            #expect(CFStringTransform(part, &range, "Any-Hex/Java" as CFString, true))
            #expect(part as String == #"é\u00e9"# && range == CFRange(location: 0, length: 1))
            let latin = NSMutableString(string: "Ελλάδα")
            #expect(CFStringTransform(latin, nil, kCFStringTransformToLatin, false) && latin as String == "Elláda")
            #expect(
                CFStringTransform(latin, nil, kCFStringTransformStripDiacritics, false) && latin as String == "Ellada")
            #expect(
                !CFStringTransform(latin, nil, "No-Such-Transform" as CFString, false) && latin as String == "Ellada")
            #expect(
                kCFBundleIdentifierKey as String == "CFBundleIdentifier"
                    && kCFBundleVersionKey as String == "CFBundleVersion")
        }

        /// A symbol configuration made each way UIImageConfiguration.h offers keeps what it
        /// specifies and compares by it; applying another lays what that one specifies over it
        /// (its size and weight, not its unspecified scale); the `without` copies drop one part.
        @Test func symbolConfigurationsKeepAndCompareWhatTheySpecify() {
            typealias Configuration = UIImage.SymbolConfiguration
            let small = Configuration(pointSize: 12, weight: .ultraLight, scale: .small)
            #expect(small == Configuration(pointSize: 12, weight: .ultraLight, scale: .small))
            #expect(small != Configuration(pointSize: 12, weight: .ultraLight) && small != Configuration.unspecified)
            #expect(small.configurationWithoutScale() == Configuration(pointSize: 12, weight: .ultraLight))
            #expect(small.configurationWithoutPointSizeAndWeight() == Configuration(scale: .small))
            let body = Configuration(textStyle: .body, scale: .large)
            #expect(body.applying(Configuration(pointSize: 20, weight: .bold)) != body)
            #expect(
                Configuration(scale: .large).applying(Configuration(pointSize: 20, weight: .bold))
                    == Configuration(pointSize: 20, weight: .bold, scale: .large))
            #expect(Configuration(hierarchicalColor: .red) == Configuration(hierarchicalColor: .red))
            #expect(Configuration(paletteColors: [.red]) != Configuration(hierarchicalColor: .red))
            #expect(Configuration.preferringMulticolor() != Configuration.preferringMonochrome())
            #expect(Configuration.preferringMulticolor() is Configuration)
        }

        /// A text view's TextKit objects are connected as UIKit's are, and a layout manager
        /// measures its storage as a label of its font: "Hello world" at 14 points in a
        /// container 60 wide less 5 of padding each side is 50 points, 7 columns of 7 points:
        /// "Hello" and "world" on two lines, 5 · 7 = 35 wide, 2 · 14 · 1.193 = 33.4 → 34 tall,
        /// starting at the padding (5, 0).
        @Test func textKitMeasuresItsStorage() {
            let view = UITextView()
            #expect(view.textStorage.layoutManagers.first === view.layoutManager)
            #expect(view.layoutManager.textContainers.first === view.textContainer)
            #expect(
                view.textContainer.layoutManager === view.layoutManager && view.textContainer.lineFragmentPadding == 5)
            let storage = NSTextStorage(string: "Hello world", attributes: [.font: UIFont.systemFont(ofSize: 14)])
            let manager = NSLayoutManager()
            let container = NSTextContainer(size: CGSize(width: 60, height: 0))
            storage.addLayoutManager(manager)
            manager.addTextContainer(container)
            #expect(manager.textStorage === storage && manager.numberOfGlyphs == 11)
            #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 11))
            #expect(manager.usedRect(for: container) == CGRect(x: 5, y: 0, width: 35, height: 34))
        }

        /// A text field's and a search bar's text is "" until set, and again after nil is set,
        /// as UIKit's reads: a tutorial screen's `searchBar.text!` in its data source trapped.
        @Test func fieldsAndSearchBarsReadEmptyNotNil() {
            let (field, bar) = (UITextField(), UISearchBar())
            #expect(field.text == "" && bar.text == "")
            field.text = "Kyoto"
            bar.text = "Seoul"
            field.text = nil
            #expect(field.text == "" && bar.text == "Seoul")
            // The bar's text is its field's, which apps restyle (iOS 13's `searchTextField`).
            bar.searchTextField.text = "Busan"
            #expect(bar.text == "Busan")
        }

        /// A text view made with a container that a layout manager already lays out takes that
        /// manager and its storage (text views sharing TextKit's objects); without one, its own.
        @Test func aTextViewMadeWithAContainerSharesItsManager() {
            let (storage, manager, container) = (NSTextStorage(), NSLayoutManager(), NSTextContainer(size: .zero))
            storage.addLayoutManager(manager)
            manager.addTextContainer(container)
            let shared = UITextView(frame: .zero, textContainer: container)
            #expect(shared.textContainer === container && shared.layoutManager === manager)
            #expect(shared.textStorage === storage)
            let own = UITextView(frame: .zero, textContainer: nil)
            #expect(own.layoutManager.textContainers.first === own.textContainer && own.textContainer !== container)
            own.maximumContentSizeCategory = .accessibilityMedium
            #expect(own.maximumContentSizeCategory == .accessibilityMedium && own.minimumContentSizeCategory == nil)
            // The designated initializer, as UIKit declares it: a subclass calls it (compiled:
            // as a convenience initializer it could not be), and `init(frame:)` goes through it.
            let note = NoteTextView(placeholder: "Notes")
            #expect(note.text == "Notes" && note.layoutManager.textContainers.first === note.textContainer)
            #expect(UITextView(frame: CGRect(x: 0, y: 0, width: 40, height: 20)).bounds.width == 40)
        }

        private final class NoteTextView: UITextView {
            init(placeholder: String) {
                super.init(frame: .zero, textContainer: nil)
                text = placeholder
            }
            required init?(coder: NSCoder) { fatalError("no storyboard") }
        }

        /// A view overriding UIKit's press methods (a remote's or a keyboard's `pressesBegan`), as
        /// SandBox's custom cells do: the override compiles and is the view's, though no press
        /// comes to a preview. A nib loaded by name makes nothing, as `UINib` makes nothing here.
        final class PressableCell: UICollectionViewCell {
            var pressed = 0
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                pressed += presses.count
            }
        }

        @Test func pressesAreOverriddenAndNibsByNameMakeNothing() {
            let cell = PressableCell()
            cell.pressesBegan([UIPress()], with: UIPressesEvent())
            #expect(cell.pressed == 1 && UIPressesEvent().allPresses.isEmpty)
            #expect(Bundle.main.loadNibNamed("PressableCell", owner: cell, options: nil)?.isEmpty == true)
        }

        /// A text view nobody typed into has its cursor after its text ("héllo 👋": 8 UTF-16
        /// units, as NSRange counts), until a selection is set; what typed text would get is kept.
        @Test func aTextViewsSelectionIsAfterItsText() {
            let view = UITextView()
            view.text = "héllo 👋"
            #expect(view.selectedRange == NSRange(location: 8, length: 0))
            view.selectedRange = NSRange(location: 1, length: 3)
            view.typingAttributes = [.kern: 2]
            view.dataDetectorTypes = [.link, .phoneNumber]
            #expect(view.selectedRange == NSRange(location: 1, length: 3) && view.typingAttributes.count == 1)
            #expect(view.dataDetectorTypes.contains(.link) && !view.dataDetectorTypes.contains(.address))
        }

        /// Gesture recognizers attach as UIKit's do — one view at a time, `gestureRecognizers`
        /// nil when none — and, untouched, stay `.possible` with the touch at the view's centre.
        @Test func gestureRecognizersAttachAndWaitForATouch() {
            let (card, list) = (UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40)), UIView())
            #expect(card.gestureRecognizers == nil)
            let tap = UITapGestureRecognizer(target: card, action: Selector("open"))
            tap.numberOfTapsRequired = 2
            let press = UILongPressGestureRecognizer(target: nil, action: nil)
            card.addGestureRecognizer(tap)
            card.addGestureRecognizer(press)
            #expect(card.gestureRecognizers?.count == 2 && tap.view === card)
            list.addGestureRecognizer(tap)
            #expect(card.gestureRecognizers?.first === press && tap.view === list)
            #expect(tap.state == .possible && tap.location(in: nil) == .zero)
            #expect(press.location(in: card) == CGPoint(x: 50, y: 20))
            card.gestureRecognizers = nil
            #expect(card.gestureRecognizers == nil && press.view == nil)
        }

        /// Focus and keyboard shortcuts, as an iPad screen declares them: overrides compile and
        /// are kept; nothing is focused (no keyboard arrow reaches a preview), no focus system
        /// runs, and an action sent up the chain finds no responder (nothing is sent by name).
        @Test func focusAndShortcutsAreDeclaredAndNothingIsFocused() {
            let screen = ShortcutScreen()
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            screen.view.addSubview(collectionView)
            collectionView.allowsFocus = true
            collectionView.remembersLastFocusedIndexPath = true
            #expect(screen.keyCommands?.map(\.input) == [UIKeyCommand.inputDelete])
            #expect(screen.preferredFocusEnvironments.first === collectionView)
            #expect(collectionView.allowsFocus && !collectionView.isFocused && !collectionView.canBecomeFocused)
            #expect(UIFocusSystem.focusSystem(for: screen) == nil)
            #expect(UIFocusSystem.environment(screen.view, contains: collectionView))
            #expect(!UIFocusSystem.environment(collectionView, contains: screen.view))
            #expect(!UIApplication.shared.sendAction(Selector("refresh"), to: nil, from: nil, for: nil))
            #expect(!screen.canPerformAction(Selector("refresh"), withSender: nil) && screen.focusUpdates == 0)
        }

        /// What a production screen's files used that UIKit lacked here, each with iOS's value: a
        /// popover pointing from a bar button item (`sourceItem`, iOS 16), the fourth fill colour
        /// (116, 116, 128 at 8 %) read back as an app reads components (`getRed`, `getHue`, each
        /// the other's inverse), iOS 26's glass buttons (drawn as the others), the deprecated
        /// `.roundedRect` button (the system one), a shortcut made with UICommand's alternates,
        /// look and state, a deferred menu (its provider never called: no menu opens), the share
        /// menu's identifier, the status bar's update animation; saving an image finds no photo library and
        /// says so once.
        @Test func aProductionScreensUIKitCompiles() {
            let sheet = UIViewController()
            let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
            sheet.modalPresentationStyle = .popover
            sheet.popoverPresentationController?.sourceItem = item
            #expect(sheet.popoverPresentationController.map { $0.sourceItem === item } ?? true)
            var red: CGFloat = 0
            var alpha: CGFloat = 0
            #expect(UIColor.quaternarySystemFill.getRed(&red, green: nil, blue: nil, alpha: &alpha))
            #expect(Int((red * 255).rounded()) == 115 && alpha == 0.08)
            // Orange (1, 0.5, 0): red is largest, (0.5 - 0) / 1 = half a sixth of the wheel.
            var (hue, saturation, brightness): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
            let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            #expect(orange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil))
            #expect(hue == 0.5 / 6 && saturation == 1 && brightness == 1)
            let back = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1)
            #expect(back.getRed(&red, green: &saturation, blue: &brightness, alpha: nil))
            #expect(red == 1 && saturation == 0.5 && brightness == 0)
            // A catalogue's dark variant, as Corona-Warn-App asks for its colours: the grey a named colour is here.
            let dark = UIColor(
                named: "ENA Background", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
            #expect(dark?.getRed(&red, green: nil, blue: nil, alpha: nil) == true && red == 0.5)
            #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
            // A badge's light and dark variants, as DuckDuckGo's tab cell registers them.
            let (lightBadge, darkBadge, asset) = (UIImage(), UIImage(), UIImageAsset())
            asset.register(lightBadge, with: UITraitCollection(userInterfaceStyle: .light))
            asset.register(darkBadge, with: UITraitCollection(userInterfaceStyle: .dark))
            #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === darkBadge)
            #expect(asset.image(with: UITraitCollection()) === lightBadge)
            asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .light))
            #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .light)) === darkBadge)
            // An image's own asset (Simplenote adds a dark variant to it): the same asset each
            // time, holding the image for the current traits and what the app registers.
            let icon = UIImage()
            icon.imageAsset?.register(darkBadge, with: UITraitCollection(userInterfaceStyle: .dark))
            #expect(icon.imageAsset?.image(with: UITraitCollection(userInterfaceStyle: .dark)) === darkBadge)
            #expect(icon.imageAsset?.image(with: UITraitCollection()) === icon)
            #expect(UITraitCollection().userInterfaceStyle == .light)
            #expect(UIButton(configuration: .glass()).configuration != nil)
            #expect(UIButton(type: .roundedRect).buttonType == .system)
            // A shortcut as UICommand's full initializer makes it, with an alternate under ⌥.
            let left = UIKeyCommand(
                title: "Left", action: Selector("left:"), input: UIKeyCommand.inputLeftArrow, modifierFlags: [],
                alternates: [
                    UICommandAlternate(title: "Far left", action: Selector("far:"), modifierFlags: .alternate)
                ],
                attributes: [.destructive], state: .on)
            #expect(
                left.alternates.map(\.title) == ["Far left"] && left.attributes == .destructive && left.state == .on)
            // A menu filled when it opens (never here), under the system's share menu's name.
            var provided = false
            let deferred = UIDeferredMenuElement.uncached { _ in provided = true }
            let menu = UIMenu(identifier: .share, children: [deferred])
            #expect(menu.identifier.rawValue == "com.apple.menu.share" && menu.children.first === deferred && !provided)
            #expect(UIMenu().identifier != UIMenu().identifier)
            #expect(UIViewController().preferredStatusBarUpdateAnimation == .fade)
            UIImageWriteToSavedPhotosAlbum(UIImage(), nil, nil, nil)
            UIImageWriteToSavedPhotosAlbum(UIImage(), nil, nil, nil)
            #expect(
                Console.count(of: "UIImageWriteToSavedPhotosAlbum: a preview has no photo library; nothing was saved")
                    == 1)
        }

        /// What files of the API corpus use: segments made of actions (the action's title shown,
        /// found again by its identifier), attributes made through a layout's attributes class as
        /// its metatype (the subclass, not UIKit's), cancelling a delayed perform, iOS 2's text
        /// colours.
        @Test func segmentActionsAndAttributesClassesAreUIKits() {
            let all = UIAction(title: "All", identifier: UIAction.Identifier("all")) { _ in }
            let odd = UIAction(title: "Odd") { _ in }
            let filter = UISegmentedControl(items: ["1", "2"])
            filter.setAction(all, forSegmentAt: 0)
            filter.setAction(odd, forSegmentAt: 5)
            #expect(filter.titleForSegment(at: 0) == "All" && filter.actionForSegment(at: 0) === all)
            #expect(filter.titleForSegment(at: 1) == "2" && filter.actionForSegment(at: 1) == nil)
            #expect(filter.segmentIndex(identifiedBy: UIAction.Identifier("all")) == 0)
            #expect(filter.segmentIndex(identifiedBy: odd.identifier) == UISegmentedControl.noSegment)
            #expect(odd.identifier != UIAction(title: "Odd") { _ in }.identifier)
            final class Tinted: UICollectionViewLayoutAttributes {}
            let attributesClass: UICollectionViewLayoutAttributes.Type = Tinted.self
            let made = attributesClass.init(forDecorationViewOfKind: "band", with: IndexPath(item: 0, section: 2))
            #expect(made is Tinted && made.representedElementKind == "band" && made.indexPath.section == 2)
            NSObject.cancelPreviousPerformRequests(withTarget: filter)
            #expect(UIColor.darkText == .black && UIColor.lightText == UIColor(white: 1, alpha: 0.6))
        }

        /// A collection view controller's subclass overrides the scroll view's delegate methods,
        /// as Swift code for iOS writes them (Swift mirrors a protocol an Objective-C class adopts
        /// into the class); the collection view's delegate calls reach the override.
        @Test func scrollDelegateMethodsAreTheControllersToOverride() {
            final class Feed: UICollectionViewController {
                var ended: [String] = []
                override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
                    ended.append("dragging \(decelerate)")
                }
                override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { ended.append("decelerating") }
            }
            let feed = Feed(collectionViewLayout: UICollectionViewFlowLayout())
            let delegate: UIScrollViewDelegate = feed
            delegate.scrollViewDidEndDragging(feed.collectionView, willDecelerate: true)
            delegate.scrollViewDidEndDecelerating(feed.collectionView)
            #expect(feed.ended == ["dragging true", "decelerating"])
        }

        /// A collection view made with UIView's initializers, as iOS compiles them: a subclass
        /// whose own initializer puts its layout in place of the one given (a production app's
        /// `TabMenu()`) has that layout; UIKit's own gets an empty one (iOS raises there).
        @Test func aCollectionViewMadeAsAViewHasTheLayoutItsSubclassChooses() {
            final class Flow: UICollectionViewFlowLayout {}
            final class TabMenu: UICollectionView {
                override init(frame: CGRect = .zero, collectionViewLayout layout: UICollectionViewLayout) {
                    super.init(frame: frame, collectionViewLayout: Flow())
                }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            #expect(TabMenu().collectionViewLayout is Flow)
            #expect(
                TabMenu(frame: CGRect(x: 0, y: 0, width: 40, height: 20)).bounds.size == CGSize(width: 40, height: 20))
            #expect(type(of: UICollectionView().collectionViewLayout) == UICollectionViewLayout.self)
        }

        /// A button's title attributes changed by a closure (iOS 15), as three apps of the
        /// held-out corpus write it: kept on the configuration and called as on iOS.
        @Test func aConfigurationsTextAttributesTransformerIsKeptAndCalled() {
            var configuration = UIButton.Configuration.filled()
            configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.link = URL(string: "https://example.com")
                return outgoing
            }
            configuration.titleLineBreakMode = .byTruncatingMiddle
            let button = UIButton(configuration: configuration)
            let transformed = button.configuration?.titleTextAttributesTransformer?(AttributeContainer())
            #expect(transformed?.link == URL(string: "https://example.com"))
            #expect(button.configuration?.titleLineBreakMode == .byTruncatingMiddle)
        }

        /// Configuration states compare by value, as a cell compares the state it last
        /// configured for (`if state != lastState`; DuckDuckGo's and the held-out Compositional
        /// demos' cells): equal for equal traits and flags, unequal when a flag, a key of the
        /// app's, or the traits' style differ; a drag state is none. A focus guide is a layout
        /// guide: constrained 10 and 20 in from a 300 × 200 view, 100 × 50, it is laid out at
        /// exactly (10, 20, 100, 50), and redirects nothing.
        @Test func configurationStatesCompareByValueAndAFocusGuideIsLaidOut() {
            let traits = UITraitCollection(traits: TraitCollection(horizontalSizeClass: .compact))
            var first = UICellConfigurationState(traitCollection: traits)
            var second = UICellConfigurationState(
                traitCollection: UITraitCollection(traits: TraitCollection(horizontalSizeClass: .compact)))
            #expect(first == second && Set([first, second]).count == 1)
            second.isSelected = true
            #expect(first != second)
            second.isSelected = false
            second[UIConfigurationStateCustomKey("pinned")] = true
            #expect(first != second)
            first[UIConfigurationStateCustomKey("pinned")] = true
            #expect(first == second && first.cellDragState == .none && first.cellDropState == .none)
            let dark = UIViewConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
            #expect(dark != UIViewConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .light)))
            #expect(dark == UIViewConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark)))

            let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let guide = UIFocusGuide()
            view.addLayoutGuide(guide)
            NSLayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                guide.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                guide.widthAnchor.constraint(equalToConstant: 100), guide.heightAnchor.constraint(equalToConstant: 50)
            ])
            guide.preferredFocusEnvironments = [view]
            view.layoutIfNeeded()
            #expect(guide.layoutFrame == CGRect(x: 10, y: 20, width: 100, height: 50) && guide.isEnabled)
        }

        /// A drag item's preview provider answers a drag preview, and a view drawing a
        /// gradient in `draw(_:)` (Core Graphics' `CGGradient`, linear and radial) compiles and
        /// draws nothing more than its box, as every drawing call here: the gradient keeps its
        /// colours and stops as made; none without colours.
        @Test func aGradientAndADragPreviewAreKept() {
            let item = UIDragItem(itemProvider: NSItemProvider())
            let label = UILabel()
            item.previewProvider = { UIDragPreview(view: label) }
            #expect(item.previewProvider?()?.view === label)
            let colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 0.75])
            #expect(gradient?.colors == colors && gradient?.locations == [0, 0.75])
            let gray = CGGradient(
                colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0, 1, 1, 0.5], locations: nil, count: 2)
            #expect(
                gray?.colors == [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 0.5)] && gray?.locations == nil)
            #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
            let context = CGContext(size: CGSize(width: 10, height: 10))
            context.drawLinearGradient(
                gradient!, start: .zero, end: CGPoint(x: 0, y: 10), options: [.drawsAfterEndLocation])
            context.drawRadialGradient(
                gray!, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 5, options: [])
            #expect(context.path.isEmpty)
        }

        /// An interactive transition between a 4-across grid of 100 × 100 items and a
        /// 2-across one of 200 × 50 (no spacing, a 400-point-wide view): a quarter of the way,
        /// item 1 is a quarter from (100, 0, 100, 100) to (200, 0, 200, 50) — (125, 0, 125,
        /// 87.5) — and item 3 from (300, 0, 100, 100) to (200, 50, 200, 50) — (275, 12.5, 125,
        /// 87.5); the content stays 400 × 100 (both are). The delegate's transition layout is
        /// the one shown; finishing shows the next layout and calls back (completed, finished).
        @Test func anInteractiveTransitionMixesTheTwoLayouts() {
            final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
                var made: UICollectionViewTransitionLayout?
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    4
                }
                func collectionView(
                    _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                    newLayout toLayout: UICollectionViewLayout
                ) -> UICollectionViewTransitionLayout {
                    let transition = UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
                    made = transition
                    return transition
                }
            }
            func grid(_ side: CGFloat, _ height: CGFloat) -> UICollectionViewFlowLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: side, height: height)
                (layout.minimumInteritemSpacing, layout.minimumLineSpacing) = (0, 0)
                return layout
            }
            let items = Items()
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: grid(100, 100))
            (view.dataSource, view.delegate) = (items, items)
            let list = grid(200, 50)
            var ended: (Bool, Bool)?
            let transition = view.startInteractiveTransition(to: list) { ended = ($0, $1) }
            #expect(transition === items.made && view.collectionViewLayout === transition)
            transition.transitionProgress = 0.25
            view.layoutIfNeeded()
            #expect(
                view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                    == CGRect(x: 125, y: 0, width: 125, height: 87.5))
            let frames = (transition.layoutAttributesForElements(in: view.bounds) ?? []).map(\.frame)
            #expect(
                frames.count == 4 && frames.contains(CGRect(x: 275, y: 12.5, width: 125, height: 87.5)), "\(frames)")
            #expect(transition.collectionViewContentSize == CGSize(width: 400, height: 100))
            transition.updateValue(3, forAnimatedKey: "blur")
            #expect(transition.value(forAnimatedKey: "blur") == 3 && ended == nil)
            view.finishInteractiveTransition()
            #expect(view.collectionViewLayout === list && ended.map { [$0.0, $0.1] } == [true, true])
        }

        /// A model class adopts Foundation's delegate protocols with none of their methods, as
        /// on iOS where every one is optional (a podcast app's model: `NSCoding` and
        /// `NSKeyedUnarchiverDelegate`). Without the defaults this file does not compile; with
        /// them the archive round-trips unchanged, as Apple's archiver does for such a delegate.
        @Test func foundationsOptionalDelegateMethodsNeedNotBeWritten() throws {
            final class Episode: NSObject, NSKeyedArchiverDelegate, NSKeyedUnarchiverDelegate, NSCacheDelegate,
                FileManagerDelegate
            {}
            let episode = Episode()
            let archiver = NSKeyedArchiver(requiringSecureCoding: false)
            archiver.delegate = episode
            archiver.encode("Episode 12" as NSString, forKey: "title")
            archiver.finishEncoding()
            let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
            unarchiver.requiresSecureCoding = false
            unarchiver.delegate = episode
            #expect(unarchiver.decodeObject(forKey: "title") as? String == "Episode 12")
            #expect(episode.unarchiver(unarchiver, cannotDecodeObjectOfClassName: "Gone", originalClasses: []) == nil)
            #expect(episode.fileManager(.default, shouldRemoveItemAtPath: "/nowhere"))
        }

        private final class IconView: UIImageView {}
        private final class IconCell: UITableViewCell {
            let icon = IconView()
            override var imageView: IconView? { icon }
        }
        private final class NSIntegerSettings: UITableViewController {
            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: NSInteger) -> UIView? {
                let header = UIView()
                header.tag = section
                return header
            }
        }
        private final class TitleLabel: UILabel {}
        private final class TitledHeader: UITableViewHeaderFooterView {
            let title = TitleLabel()
            override var textLabel: TitleLabel? { title }
        }

        private final class ShortcutScreen: UIViewController {
            var focusUpdates = 0
            override var keyCommands: [UIKeyCommand]? {
                let delete = UIKeyCommand(
                    input: UIKeyCommand.inputDelete, modifierFlags: [], action: Selector("delete"))
                delete.allowsAutomaticMirroring = false
                return [delete]
            }
            override var preferredFocusEnvironments: [UIFocusEnvironment] { view.subviews }
            override func didUpdateFocus(
                in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
            ) {
                focusUpdates += 1
            }
        }
    }
}
