import Foundation

/// The UIKit module's shape as Objective-C sees it: derived from `Sources/UIKit` and held equal
/// to it by `ObjCPreludeShapeTests`, which prints these tables as they should read when UIKit
/// changes. Data, not translator logic: `ObjCPrelude+UIKit.swift` reads them.
extension ObjCPrelude {
    static let uikitEnums: [String: [String]] = [
        "NSExpressionType": [
            "NSExpression.ExpressionType: UInt", "constantValue = 0", "evaluatedObject = 1", "variable = 2",
            "keyPath = 3", "function = 4", "unionSet = 5", "intersectSet = 6", "minusSet = 7", "subquery = 13",
            "aggregate = 14", "anyKey = 15", "block = 19", "conditional = 20"
        ],
        "NSKeyValueChange": [
            "NSKeyValueChange: UInt", "setting = 1", "insertion = 2", "removal = 3", "replacement = 4"
        ],
        "NSLayoutAttribute": [
            "NSLayoutConstraint.Attribute: Int", "left = 1", "right = 2", "top = 3", "bottom = 4", "leading = 5",
            "trailing = 6", "width = 7", "height = 8", "centerX = 9", "centerY = 10", "lastBaseline = 11",
            "firstBaseline = 12", "leftMargin = 13", "rightMargin = 14", "topMargin = 15", "bottomMargin = 16",
            "leadingMargin = 17", "trailingMargin = 18", "centerXWithinMargins = 19", "centerYWithinMargins = 20",
            "notAnAttribute = 0"
        ],
        "NSLayoutRelation": [
            "NSLayoutConstraint.Relation: Int", "lessThanOrEqual = -1", "equal = 0", "greaterThanOrEqual = 1"
        ],
        "NSLineBreakMode": [
            "NSLineBreakMode: Int", "byWordWrapping = 0", "byCharWrapping = 1", "byClipping = 2",
            "byTruncatingHead = 3", "byTruncatingTail = 4", "byTruncatingMiddle = 5"
        ],
        "NSTextAlignment": [
            "NSTextAlignment: Int", "left = 0", "center = 1", "right = 2", "justified = 3", "natural = 4"
        ],
        "NSWritingDirection": ["NSWritingDirection: Int", "natural = -1", "leftToRight = 0", "rightToLeft = 1"],
        "UIAccessibilityScrollDirection": [
            "UIAccessibilityScrollDirection: Int", "right = 1", "left = 2", "up = 3", "down = 4", "next = 5",
            "previous = 6"
        ],
        "UIActivityCategory": ["UIActivity.Category: Int", "action = 0", "share = 1"],
        "UIActivityIndicatorViewStyle": [
            "UIActivityIndicatorView.Style: Int", "medium = 0", "large = 1", "white = 2", "whiteLarge = 3", "gray = 4"
        ],
        "UIAlertActionStyle": ["UIAlertAction.Style: Int", "default = 0", "cancel = 1", "destructive = 2"],
        "UIAlertControllerStyle": ["UIAlertController.Style: Int", "actionSheet = 0", "alert = 1"],
        "UIApplicationShortcutIconType": [
            "UIApplicationShortcutIcon.IconType: Int", "compose = 0", "play = 1", "pause = 2", "add = 3",
            "location = 4", "search = 5", "share = 6", "prohibit = 7", "contact = 8", "home = 9", "markLocation = 10",
            "favorite = 11", "love = 12", "cloud = 13", "invitation = 14", "confirmation = 15", "mail = 16",
            "message = 17", "date = 18", "time = 19", "capturePhoto = 20", "captureVideo = 21", "task = 22",
            "taskCompleted = 23", "alarm = 24", "bookmark = 25", "shuffle = 26", "audio = 27", "update = 28"
        ],
        "UIBackgroundFetchResult": ["UIBackgroundFetchResult: UInt", "newData = 0", "noData = 1", "failed = 2"],
        "UIBarMetrics": [
            "UIBarMetrics: Int", "default = 0", "compact = 1", "defaultPrompt = 101", "compactPrompt = 102"
        ],
        "UIBarPosition": ["UIBarPosition: Int", "any = 0", "bottom = 1", "top = 2", "topAttached = 3"],
        "UIBarStyle": ["UIBarStyle: Int", "default = 0", "black = 1"],
        "UIBaselineAdjustment": ["UIBaselineAdjustment: Int", "alignBaselines = 0", "alignCenters = 1", "none = 2"],
        "UIBehavioralStyle": ["UIBehavioralStyle: UInt", "automatic = 0", "pad = 1", "mac = 2"],
        "UIBlurEffectStyle": [
            "UIBlurEffect.Style: Int", "extraLight = 0", "light = 1", "dark = 2", "extraDark = 3", "regular = 4",
            "prominent = 5", "systemUltraThinMaterial = 6", "systemThinMaterial = 7", "systemMaterial = 8",
            "systemThickMaterial = 9", "systemChromeMaterial = 10", "systemUltraThinMaterialLight = 11",
            "systemThinMaterialLight = 12", "systemMaterialLight = 13", "systemThickMaterialLight = 14",
            "systemChromeMaterialLight = 15", "systemUltraThinMaterialDark = 16", "systemThinMaterialDark = 17",
            "systemMaterialDark = 18", "systemThickMaterialDark = 19", "systemChromeMaterialDark = 20"
        ],
        "UIButtonType": [
            "UIButton.ButtonType: Int", "custom = 0", "system = 1", "detailDisclosure = 2", "infoLight = 3",
            "infoDark = 4", "contactAdd = 5", "plain = 6", "close = 7"
        ],
        "UICollectionViewDropIntent": [
            "UICollectionViewDropProposal.Intent: Int", "unspecified = 0", "insertAtDestinationIndexPath = 1",
            "insertIntoDestinationIndexPath = 2"
        ],
        "UICollectionViewReorderingCadence": [
            "UICollectionView.ReorderingCadence: Int", "immediate = 0", "fast = 1", "slow = 2"
        ],
        "UIContextMenuConfigurationElementOrder": [
            "UIContextMenuConfiguration.ElementOrder: Int", "automatic = 0", "priority = 1", "fixed = 2"
        ],
        "UIContextMenuInteractionCommitStyle": ["UIContextMenuInteractionCommitStyle: Int", "dismiss = 0", "pop = 1"],
        "UIDatePickerMode": ["UIDatePicker.Mode: Int", "time = 0", "date = 1", "dateAndTime = 2", "countDownTimer = 3"],
        "UIDatePickerStyle": ["UIDatePicker.Style: Int", "automatic = 0", "wheels = 1", "compact = 2", "inline = 3"],
        "UIDeviceOrientation": [
            "UIDeviceOrientation: Int", "unknown = 0", "portrait = 1", "portraitUpsideDown = 2", "landscapeLeft = 3",
            "landscapeRight = 4", "faceUp = 5", "faceDown = 6"
        ],
        "UIDocumentMenuOrder": ["UIDocumentMenuOrder: UInt", "first = 0", "last = 1"],
        "UIDocumentPickerMode": [
            "UIDocumentPickerMode: UInt", "import = 0", "open = 1", "exportToService = 2", "moveToService = 3"
        ],
        "UIDropOperation": ["UIDropOperation: Int", "cancel = 0", "forbidden = 1", "copy = 2", "move = 3"],
        "UIGestureRecognizerState": [
            "UIGestureRecognizer.State: Int", "possible = 0", "began = 1", "changed = 2", "ended = 3", "cancelled = 4",
            "failed = 5"
        ],
        "UIGraphicsImageRendererFormatRange": [
            "UIGraphicsImageRendererFormat.Range: Int", "unspecified = -1", "automatic = 0", "extended = 1",
            "standard = 2"
        ],
        "UIImageOrientation": [
            "UIImage.Orientation: Int", "up = 0", "down = 1", "left = 2", "right = 3", "upMirrored = 4",
            "downMirrored = 5", "leftMirrored = 6", "rightMirrored = 7"
        ],
        "UIImagePickerControllerCameraDevice": ["UIImagePickerController.CameraDevice: Int", "rear = 0", "front = 1"],
        "UIImagePickerControllerSourceType": [
            "UIImagePickerController.SourceType: Int", "photoLibrary = 0", "camera = 1", "savedPhotosAlbum = 2"
        ],
        "UIImageRenderingMode": [
            "UIImage.RenderingMode: Int", "automatic = 0", "alwaysOriginal = 1", "alwaysTemplate = 2"
        ],
        "UIImpactFeedbackStyle": [
            "UIImpactFeedbackGenerator.FeedbackStyle: Int", "light = 0", "medium = 1", "heavy = 2", "soft = 3",
            "rigid = 4"
        ],
        "UIInterfaceOrientation": [
            "UIInterfaceOrientation: Int", "unknown = 0", "portrait = 1", "portraitUpsideDown = 2", "landscapeLeft = 3",
            "landscapeRight = 4"
        ],
        "UIInterpolatingMotionEffectEffectType": [
            "UIInterpolatingMotionEffect.EffectType: Int", "tiltAlongHorizontalAxis = 0", "tiltAlongVerticalAxis = 1"
        ],
        "UIKeyboardAppearance": ["UIKeyboardAppearance: Int", "default = 0", "dark = 1", "light = 2"],
        "UILayoutConstraintAxis": ["NSLayoutConstraint.Axis: Int", "horizontal = 0", "vertical = 1"],
        "UIMenuControllerArrowDirection": [
            "UIMenuController.ArrowDirection: Int", "default = 0", "up = 1", "down = 2", "left = 3", "right = 4"
        ],
        "UIMenuElementSize": ["UIMenu.ElementSize: Int", "small = 0", "medium = 1", "large = 2", "automatic = -1"],
        "UIMenuElementState": ["UIMenuElement.State: Int", "off = 0", "on = 1", "mixed = 2"],
        "UIModalPresentationStyle": [
            "UIModalPresentationStyle: Int", "fullScreen = 0", "pageSheet = 1", "formSheet = 2", "currentContext = 3",
            "custom = 4", "overFullScreen = 5", "overCurrentContext = 6", "popover = 7", "none = -1", "automatic = -2"
        ],
        "UIModalTransitionStyle": [
            "UIModalTransitionStyle: Int", "coverVertical = 0", "flipHorizontal = 1", "crossDissolve = 2",
            "partialCurl = 3"
        ],
        "UINavigationControllerOperation": ["UINavigationController.Operation: Int", "none = 0", "push = 1", "pop = 2"],
        "UINavigationItemItemStyle": ["UINavigationItem.ItemStyle: Int", "navigator = 0", "browser = 1", "editor = 2"],
        "UINavigationItemLargeTitleDisplayMode": [
            "UINavigationItem.LargeTitleDisplayMode: Int", "automatic = 0", "always = 1", "never = 2"
        ],
        "UINotificationFeedbackType": [
            "UINotificationFeedbackGenerator.FeedbackType: Int", "success = 0", "warning = 1", "error = 2"
        ],
        "UIPageControlBackgroundStyle": [
            "UIPageControl.BackgroundStyle: Int", "automatic = 0", "prominent = 1", "minimal = 2"
        ],
        "UIPageViewControllerNavigationDirection": [
            "UIPageViewController.NavigationDirection: Int", "forward = 0", "reverse = 1"
        ],
        "UIPageViewControllerNavigationOrientation": [
            "UIPageViewController.NavigationOrientation: Int", "horizontal = 0", "vertical = 1"
        ],
        "UIPageViewControllerSpineLocation": [
            "UIPageViewController.SpineLocation: Int", "none = 0", "min = 1", "mid = 2", "max = 3"
        ],
        "UIPageViewControllerTransitionStyle": [
            "UIPageViewController.TransitionStyle: Int", "pageCurl = 0", "scroll = 1"
        ],
        "UIPressType": [
            "UIPress.PressType: Int", "upArrow = 0", "downArrow = 1", "leftArrow = 2", "rightArrow = 3", "select = 4",
            "menu = 5", "playPause = 6", "pageUp = 30", "pageDown = 31"
        ],
        "UIPushBehaviorMode": ["UIPushBehavior.Mode: Int", "continuous = 0", "instantaneous = 1"],
        "UIReturnKeyType": [
            "UIReturnKeyType: Int", "default = 0", "go = 1", "google = 2", "join = 3", "next = 4", "route = 5",
            "search = 6", "send = 7", "yahoo = 8", "done = 9", "emergencyCall = 10", "continue = 11"
        ],
        "UIScrollViewContentInsetAdjustmentBehavior": [
            "UIScrollView.ContentInsetAdjustmentBehavior: Int", "automatic = 0", "scrollableAxes = 1", "never = 2",
            "always = 3"
        ],
        "UIScrollViewKeyboardDismissMode": [
            "UIScrollView.KeyboardDismissMode: Int", "none = 0", "onDrag = 1", "interactive = 2",
            "onDragWithAccessory = 3", "interactiveWithAccessory = 4"
        ],
        "UISemanticContentAttribute": [
            "UISemanticContentAttribute: Int", "unspecified = 0", "playback = 1", "spatial = 2", "forceLeftToRight = 3",
            "forceRightToLeft = 4"
        ],
        "UISplitViewControllerBackgroundStyle": [
            "UISplitViewController.BackgroundStyle: Int", "none = 0", "sidebar = 1"
        ],
        "UISplitViewControllerColumn": [
            "UISplitViewController.Column: Int", "primary = 0", "supplementary = 1", "secondary = 2", "compact = 3"
        ],
        "UISplitViewControllerDisplayMode": [
            "UISplitViewController.DisplayMode: Int", "automatic = 0", "secondaryOnly = 1", "oneBesideSecondary = 2",
            "oneOverSecondary = 3", "twoBesideSecondary = 4", "twoOverSecondary = 5", "twoDisplaceSecondary = 6"
        ],
        "UISplitViewControllerPrimaryEdge": ["UISplitViewController.PrimaryEdge: Int", "leading = 0", "trailing = 1"],
        "UISplitViewControllerSplitBehavior": [
            "UISplitViewController.SplitBehavior: Int", "automatic = 0", "tile = 1", "overlay = 2", "displace = 3"
        ],
        "UISplitViewControllerStyle": [
            "UISplitViewController.Style: Int", "unspecified = 0", "doubleColumn = 1", "tripleColumn = 2"
        ],
        "UIStackViewAlignment": [
            "UIStackView.Alignment: Int", "fill = 0", "leading = 1", "firstBaseline = 2", "center = 3", "trailing = 4",
            "lastBaseline = 5"
        ],
        "UIStackViewDistribution": [
            "UIStackView.Distribution: Int", "fill = 0", "fillEqually = 1", "fillProportionally = 2",
            "equalSpacing = 3", "equalCentering = 4"
        ],
        "UIStatusBarAnimation": ["UIStatusBarAnimation: Int", "none = 0", "fade = 1", "slide = 2"],
        "UIStatusBarStyle": ["UIStatusBarStyle: Int", "default = 0", "lightContent = 1", "darkContent = 3"],
        "UITabBarItemAppearanceStyle": [
            "UITabBarItemAppearance.Style: Int", "stacked = 0", "inline = 1", "compactInline = 2"
        ],
        "UITableViewCellAccessoryType": [
            "UITableViewCell.AccessoryType: Int", "none = 0", "disclosureIndicator = 1", "detailDisclosureButton = 2",
            "checkmark = 3", "detailButton = 4"
        ],
        "UITableViewDropIntent": [
            "UITableViewDropProposal.Intent: Int", "unspecified = 0", "insertAtDestinationIndexPath = 1",
            "insertIntoDestinationIndexPath = 2", "automatic = 3"
        ],
        "UITableViewRowAnimation": [
            "UITableView.RowAnimation: Int", "fade = 0", "right = 1", "left = 2", "top = 3", "bottom = 4", "none = 5",
            "middle = 6", "automatic = 100"
        ],
        "UITextAutocapitalizationType": [
            "UITextAutocapitalizationType: Int", "none = 0", "words = 1", "sentences = 2", "allCharacters = 3"
        ],
        "UITextAutocorrectionType": ["UITextAutocorrectionType: Int", "default = 0", "no = 1", "yes = 2"],
        "UITextFieldBorderStyle": [
            "UITextField.BorderStyle: Int", "none = 0", "line = 1", "bezel = 2", "roundedRect = 3"
        ],
        "UITextFieldDidEndEditingReason": ["UITextField.DidEndEditingReason: Int", "committed = 0", "cancelled = 1"],
        "UITextFieldViewMode": [
            "UITextField.ViewMode: Int", "never = 0", "whileEditing = 1", "unlessEditing = 2", "always = 3"
        ],
        "UITextItemInteraction": [
            "UITextItemInteraction: Int", "invokeDefaultAction = 0", "presentActions = 1", "preview = 2"
        ],
        "UITextSpellCheckingType": ["UITextSpellCheckingType: Int", "default = 0", "no = 1", "yes = 2"],
        "UIUserInterfaceStyle": ["UIUserInterfaceStyle: Int", "unspecified = 0", "light = 1", "dark = 2"],
        "UIVibrancyEffectStyle": [
            "UIVibrancyEffectStyle: Int", "label = 0", "secondaryLabel = 1", "tertiaryLabel = 2", "quaternaryLabel = 3",
            "fill = 4", "secondaryFill = 5", "tertiaryFill = 6", "separator = 7"
        ],
        "UIViewAnimatingPosition": ["UIViewAnimatingPosition: Int", "end = 0", "start = 1", "current = 2"],
        "UIViewAnimatingState": ["UIViewAnimatingState: Int", "inactive = 0", "active = 1", "stopped = 2"],
        "UIViewAnimationCurve": [
            "UIView.AnimationCurve: Int", "easeInOut = 0", "easeIn = 1", "easeOut = 2", "linear = 3"
        ],
        "UIViewContentMode": [
            "UIView.ContentMode: Int", "scaleToFill = 0", "scaleAspectFit = 1", "scaleAspectFill = 2", "redraw = 3",
            "center = 4", "top = 5", "bottom = 6", "left = 7", "right = 8", "topLeft = 9", "topRight = 10",
            "bottomLeft = 11", "bottomRight = 12"
        ],
        "UIViewSystemAnimation": ["UIView.SystemAnimation: UInt", "delete = 0"],
        "UIViewTintAdjustmentMode": ["UIView.TintAdjustmentMode: Int", "automatic = 0", "normal = 1", "dimmed = 2"]
    ]
    static let uikitMethods: [String: [String]] = [
        "NSAttributedString": ["func size() -> CGSize", "init(attachment: NSTextAttachment)"],
        "NSException": ["func raise()"],
        "NSExpression": [
            "func expressionValue(with object: Any?, context: NSMutableDictionary?) -> Any?",
            "init(forConstantValue value: Any?)", "init(forKeyPath keyPath: String)"
        ],
        "NSFileCoordinator": ["func cancel()"],
        "NSHashTable": [
            "func removeAllObjects()",
            "init(pointerFunctions functions: NSPointerFunctions, capacity initialCapacity: Int)"
        ],
        "NSItemProvider": [
            "func canLoadObject(ofClass aClass: AnyClass) -> Bool",
            "func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool",
            "func registerObject(_ object: Any, visibility: Any?)", "init(object: Any)"
        ],
        "NSKeyValueObservation": ["func invalidate()"],
        "NSLayoutAnchor": ["func isEqual(_ object: Any?) -> Bool"],
        "NSLayoutDimension": [
            "func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint",
            "func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint",
            "func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint",
            "func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint",
            "func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint",
            "func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint"
        ],
        "NSLayoutManager": [
            "func addTextContainer(_ container: NSTextContainer)",
            "func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect",
            "func ensureLayout(for container: NSTextContainer)", "func ensureLayout(forGlyphRange glyphRange: NSRange)",
            "func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int",
            "func glyphRange(for container: NSTextContainer) -> NSRange", "func removeTextContainer(at index: Int)",
            "func usedRect(for container: NSTextContainer) -> CGRect"
        ],
        "NSLayoutXAxisAnchor": [
            "func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint",
            "func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint",
            "func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint"
        ],
        "NSLayoutYAxisAnchor": [
            "func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint",
            "func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint",
            "func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint"
        ],
        "NSMapTable": ["func removeAllObjects()"],
        "NSMutableParagraphStyle": ["func setParagraphStyle(_ obj: NSParagraphStyle)"],
        "NSObject": [
            "func perform(_ selector: Selector, with object: Any?, afterDelay delay: TimeInterval)",
            "func removeObserver(_ observer: NSObject, forKeyPath keyPath: String)",
            "func responds(to selector: Selector?) -> Bool", "func setValue(_ value: Any?, forKey key: String)",
            "func setValue(_ value: Any?, forKeyPath keyPath: String)", "func value(forKey key: String) -> Any?",
            "func value(forKeyPath keyPath: String) -> Any?"
        ],
        "NSTextAttachment": ["init(image: UIImage)"],
        "NSTextContainer": ["init(size: CGSize)"],
        "NSTextStorage": [
            "func addLayoutManager(_ manager: NSLayoutManager)", "func removeLayoutManager(_ manager: NSLayoutManager)"
        ],
        "NSUserActivity": [
            "func becomeCurrent()", "func invalidate()", "func resignCurrent()", "init(activityType: String)"
        ],
        "NSValue": ["init(cgPoint point: CGPoint)", "init(cgRect rect: CGRect)", "init(cgSize size: CGSize)"],
        "UIAccessibilityCustomAction": ["init(name: String, target: Any?, selector: Selector)"],
        "UIAccessibilityElement": ["init(accessibilityContainer container: Any)"],
        "UIActivity": ["func activityDidFinish(_ completed: Bool)", "func perform()"],
        "UIActivityIndicatorView": [
            "func startAnimating()", "func stopAnimating()", "init(frame: CGRect)", "init?(coder: NSCoder)"
        ],
        "UIActivityViewController": ["init?(coder: NSCoder)"],
        "UIAlertController": ["func addAction(_ action: UIAlertAction)"],
        "UIApplication": [
            "func beginReceivingRemoteControlEvents()", "func endReceivingRemoteControlEvents()",
            "func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool"
        ],
        "UIApplicationShortcutIcon": ["init(systemImageName: String)", "init(templateImageName: String)"],
        "UIBarAppearance": [
            "func configureWithDefaultBackground()", "func configureWithOpaqueBackground()",
            "func configureWithTransparentBackground()", "func copyOwnValues(from other: UIBarAppearance)",
            "init(barAppearance: UIBarAppearance)"
        ],
        "UIBarButtonItem": [
            "init(customView: UIView)", "init(title: String?, image: UIImage?, primaryAction: UIAction?, menu: UIMenu?)"
        ],
        "UIBezierPath": [
            "func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)",
            "func addClip()", "func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint)",
            "func addLine(to point: CGPoint)", "func addQuadCurve(to end: CGPoint, controlPoint: CGPoint)",
            "func append(_ other: UIBezierPath)", "func apply(_ transform: CGAffineTransform)", "func close()",
            "func contains(_ point: CGPoint) -> Bool", "func fill()", "func move(to point: CGPoint)",
            "func removeAllPoints()", "func reversing() -> UIBezierPath", "func stroke()",
            "init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)",
            "init(ovalIn rect: CGRect)", "init(rect: CGRect)",
            "init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize)",
            "init(roundedRect rect: CGRect, cornerRadius: CGFloat)"
        ],
        "UIButton": [
            "func image(for state: UIControl.State) -> UIImage?",
            "func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State)",
            "func setBackgroundImage(_ image: UIImage?, for state: UIControl.State)",
            "func setImage(_ image: UIImage?, for state: UIControl.State)", "func setNeedsUpdateConfiguration()",
            "func setTitle(_ title: String?, for state: UIControl.State)",
            "func setTitleColor(_ color: UIColor?, for state: UIControl.State)",
            "func title(for state: UIControl.State) -> String?", "init(frame: CGRect)", "init?(coder: NSCoder)"
        ],
        "UICollectionReusableView": [
            "func apply(_ layoutAttributes: UICollectionViewLayoutAttributes)",
            "func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes",
            "func prepareForReuse()", "init(frame: CGRect)", "init?(coder: NSCoder)"
        ],
        "UICollectionView": [
            "func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool", "func cancelInteractiveMovement()",
            "func cancelInteractiveTransition()", "func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell?",
            "func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell",
            "func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView",
            "func deselectItem(at indexPath: IndexPath, animated: Bool)", "func endInteractiveMovement()",
            "func finishInteractiveTransition()", "func indexPath(for cell: UICollectionViewCell) -> IndexPath?",
            "func indexPathForItem(at point: CGPoint) -> IndexPath?",
            "func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func layoutIfNeeded()", "func layoutSubviews()",
            "func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)",
            "func moveSection(_ section: Int, toSection newSection: Int)",
            "func numberOfItems(inSection section: Int) -> Int",
            "func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)",
            "func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String)",
            "func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String)",
            "func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String)",
            "func reloadData()",
            "func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView?",
            "func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint)", "init(frame: CGRect)",
            "init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)", "init?(coder: NSCoder)"
        ],
        "UICollectionViewCell": ["func setNeedsUpdateConfiguration()", "init(frame: CGRect)", "init?(coder: NSCoder)"],
        "UICollectionViewCompositionalLayout": [
            "func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext",
            "func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func prepare()", "func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool",
            "init?(coder: NSCoder)"
        ],
        "UICollectionViewController": [
            "func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool",
            "func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool",
            "func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool",
            "func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool",
            "func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool",
            "func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell",
            "func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration, dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview?",
            "func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration, highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview?",
            "func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?",
            "func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)",
            "func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)",
            "func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)",
            "func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath)",
            "func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)",
            "func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)",
            "func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)",
            "func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)",
            "func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath",
            "func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)",
            "func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int",
            "func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?)",
            "func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)",
            "func collectionView(_ collectionView: UICollectionView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?",
            "func collectionView(_ collectionView: UICollectionView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?",
            "func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool",
            "func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool",
            "func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool",
            "func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool",
            "func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool",
            "func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool",
            "func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool",
            "func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint",
            "func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath",
            "func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath, atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath",
            "func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout, newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout",
            "func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView",
            "func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)",
            "func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath)",
            "func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)",
            "func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?",
            "func loadView()", "func numberOfSections(in collectionView: UICollectionView) -> Int",
            "func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)",
            "func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)",
            "func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)",
            "func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)",
            "func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)",
            "func scrollViewDidScroll(_ scrollView: UIScrollView)",
            "func scrollViewDidScrollToTop(_ scrollView: UIScrollView)",
            "func scrollViewDidZoom(_ scrollView: UIScrollView)",
            "func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool",
            "func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)",
            "func scrollViewWillBeginDragging(_ scrollView: UIScrollView)",
            "func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)",
            "func setEditing(_ editing: Bool, animated: Bool)",
            "func viewForZooming(in scrollView: UIScrollView) -> UIView?",
            "init(collectionViewLayout layout: UICollectionViewLayout)",
            "init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)", "init?(coder: NSCoder)"
        ],
        "UICollectionViewDropPlaceholder": ["init(insertionIndexPath: IndexPath, reuseIdentifier: String)"],
        "UICollectionViewDropProposal": ["init(operation: UIDropOperation)"],
        "UICollectionViewFlowLayout": [
            "func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext)",
            "func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext",
            "func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func prepare()", "func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool",
            "init?(coder: NSCoder)"
        ],
        "UICollectionViewLayout": [
            "func awakeFromNib()", "func encode(with coder: NSCoder)",
            "func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func finalizeAnimatedBoundsChange()", "func finalizeCollectionViewUpdates()",
            "func finalizeLayoutTransition()",
            "func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func invalidateLayout()", "func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext)",
            "func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext",
            "func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext",
            "func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes",
            "func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func prepare()", "func prepare(forAnimatedBoundsChange oldBounds: CGRect)",
            "func prepareForTransition(from oldLayout: UICollectionViewLayout)",
            "func prepareForTransition(to newLayout: UICollectionViewLayout)",
            "func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String)",
            "func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String)",
            "func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool",
            "func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool",
            "func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint",
            "func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint",
            "func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath",
            "init?(coder: NSCoder)"
        ],
        "UICollectionViewLayoutAttributes": [
            "func isEqual(_ object: Any?) -> Bool", "init(forCellWith indexPath: IndexPath)",
            "init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath)",
            "init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)"
        ],
        "UICollectionViewTransitionLayout": [
            "func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func prepare()", "func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool",
            "func updateValue(_ value: CGFloat, forAnimatedKey key: String)",
            "func value(forAnimatedKey key: String) -> CGFloat",
            "init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout)", "init?(coder: NSCoder)"
        ],
        "UICollisionBehavior": [
            "func removeAllBoundaries()", "func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets)"
        ],
        "UIColor": [
            "func encode(with coder: NSCoder)", "func isEqual(_ object: Any?) -> Bool",
            "func resolvedColor(with traitCollection: UITraitCollection) -> UIColor", "func set()", "func setFill()",
            "func setStroke()", "func withAlphaComponent(_ alpha: CGFloat) -> UIColor",
            "init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)",
            "init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat)",
            "init(patternImage image: UIImage)", "init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)",
            "init(white: CGFloat, alpha: CGFloat)", "init?(coder: NSCoder)", "init?(named name: String)",
            "init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)",
            "static var black: UIColor", "static var blue: UIColor", "static var brown: UIColor",
            "static var clear: UIColor", "static var cyan: UIColor", "static var darkGray: UIColor",
            "static var darkText: UIColor", "static var gray: UIColor", "static var green: UIColor",
            "static var groupTableViewBackground: UIColor", "static var label: UIColor",
            "static var lightGray: UIColor", "static var lightText: UIColor", "static var link: UIColor",
            "static var magenta: UIColor", "static var opaqueSeparator: UIColor", "static var orange: UIColor",
            "static var placeholderText: UIColor", "static var purple: UIColor", "static var quaternaryLabel: UIColor",
            "static var quaternarySystemFill: UIColor", "static var red: UIColor", "static var secondaryLabel: UIColor",
            "static var secondarySystemBackground: UIColor", "static var secondarySystemFill: UIColor",
            "static var secondarySystemGroupedBackground: UIColor", "static var separator: UIColor",
            "static var systemBackground: UIColor", "static var systemBlue: UIColor", "static var systemBrown: UIColor",
            "static var systemCyan: UIColor", "static var systemFill: UIColor", "static var systemGray2: UIColor",
            "static var systemGray3: UIColor", "static var systemGray4: UIColor", "static var systemGray5: UIColor",
            "static var systemGray6: UIColor", "static var systemGray: UIColor", "static var systemGreen: UIColor",
            "static var systemGroupedBackground: UIColor", "static var systemIndigo: UIColor",
            "static var systemMint: UIColor", "static var systemOrange: UIColor", "static var systemPink: UIColor",
            "static var systemPurple: UIColor", "static var systemRed: UIColor", "static var systemTeal: UIColor",
            "static var systemYellow: UIColor", "static var tertiaryLabel: UIColor",
            "static var tertiarySystemBackground: UIColor", "static var tertiarySystemFill: UIColor",
            "static var tertiarySystemGroupedBackground: UIColor", "static var tintColor: UIColor",
            "static var white: UIColor", "static var yellow: UIColor"
        ],
        "UIContentUnavailableView": ["func layoutSubviews()", "init?(coder: NSCoder)"],
        "UIContextMenuInteraction": [
            "func didMove(to view: UIView?)", "func dismissMenu()", "func location(in view: UIView?) -> CGPoint",
            "func willMove(to view: UIView?)"
        ],
        "UIControl": ["init(frame: CGRect, primaryAction: UIAction?)"],
        "UICubicTimingParameters": [
            "init(animationCurve curve: UIView.AnimationCurve)",
            "init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint)"
        ],
        "UIDevice": [
            "func beginGeneratingDeviceOrientationNotifications()", "func endGeneratingDeviceOrientationNotifications()"
        ],
        "UIDragInteraction": ["func didMove(to view: UIView?)", "func willMove(to view: UIView?)"],
        "UIDragItem": ["init(itemProvider: NSItemProvider)"],
        "UIDragPreview": ["init(view: UIView)", "init(view: UIView, parameters: UIDragPreviewParameters)"],
        "UIDragPreviewTarget": ["init(container: UIView, center: CGPoint)"],
        "UIDropInteraction": ["func didMove(to view: UIView?)", "func willMove(to view: UIView?)"],
        "UIDropProposal": ["init(operation: UIDropOperation)"],
        "UIDynamicAnimator": [
            "func addBehavior(_ behavior: UIDynamicBehavior)",
            "func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?",
            "func removeAllBehaviors()", "func removeBehavior(_ behavior: UIDynamicBehavior)",
            "init(collectionViewLayout layout: UICollectionViewLayout)", "init(referenceView view: UIView)"
        ],
        "UIDynamicBehavior": [
            "func addChildBehavior(_ behavior: UIDynamicBehavior)",
            "func removeChildBehavior(_ behavior: UIDynamicBehavior)",
            "func willMove(to dynamicAnimator: UIDynamicAnimator?)"
        ],
        "UIFeedbackGenerator": ["func prepare()", "init(view: UIView)"],
        "UIFocusSystem": ["func updateFocusIfNeeded()"],
        "UIFont": [
            "func isEqual(_ object: Any?) -> Bool", "func withSize(_ size: CGFloat) -> UIFont",
            "init(descriptor: UIFontDescriptor, size pointSize: CGFloat)", "init?(name: String, size: CGFloat)"
        ],
        "UIFontDescriptor": [
            "func withFamily(_ newFamily: String) -> UIFontDescriptor",
            "func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor", "init(name fontName: String, size: CGFloat)"
        ],
        "UIFontMetrics": [
            "func scaledFont(for font: UIFont) -> UIFont",
            "func scaledFont(for font: UIFont, compatibleWith traits: UITraitCollection?) -> UIFont",
            "func scaledValue(for value: CGFloat) -> CGFloat"
        ],
        "UIGestureRecognizer": [
            "func addTarget(_ target: Any, action: Selector)", "func location(in view: UIView?) -> CGPoint",
            "func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint",
            "func removeTarget(_ target: Any?, action: Selector?)",
            "func require(toFail otherGestureRecognizer: UIGestureRecognizer)", "init(target: Any?, action: Selector?)"
        ],
        "UIGraphicsImageRenderer": [
            "init(bounds: CGRect)", "init(bounds: CGRect, format: UIGraphicsImageRendererFormat)", "init(size: CGSize)",
            "init(size: CGSize, format: UIGraphicsImageRendererFormat)"
        ],
        "UIGraphicsImageRendererContext": [
            "func clip(to rect: CGRect)", "func fill(_ rect: CGRect)", "func stroke(_ rect: CGRect)"
        ],
        "UIGravityBehavior": ["func setAngle(_ angle: CGFloat, magnitude: CGFloat)"],
        "UIImage": [
            "func draw(at point: CGPoint)", "func draw(in rect: CGRect)", "func drawAsPattern(in rect: CGRect)",
            "func imageFlippedForRightToLeftLayoutDirection() -> UIImage",
            "func withHorizontallyFlippedOrientation() -> UIImage", "func withTintColor(_ color: UIColor) -> UIImage",
            "init(imageLiteralResourceName name: String)", "init?(contentsOfFile path: String)",
            "init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)",
            "init?(named: String)", "init?(systemName: String)"
        ],
        "UIImageAsset": [
            "func image(with traitCollection: UITraitCollection) -> UIImage",
            "func register(_ image: UIImage, with traitCollection: UITraitCollection)",
            "func unregisterImage(with traitCollection: UITraitCollection)"
        ],
        "UIImageView": [
            "func startAnimating()", "func stopAnimating()", "init(frame: CGRect)", "init(image: UIImage?)",
            "init?(coder: NSCoder)"
        ],
        "UIImpactFeedbackGenerator": [
            "func impactOccurred()", "func impactOccurred(at location: CGPoint)",
            "func impactOccurred(intensity: CGFloat)"
        ],
        "UIInputView": ["init?(coder: NSCoder)"],
        "UILabel": ["func sizeThatFits(_ size: CGSize) -> CGSize", "init(frame: CGRect)", "init?(coder: NSCoder)"],
        "UIListContentView": ["init?(coder: NSCoder)"],
        "UIMenuController": [
            "func hideMenu()", "func hideMenu(from targetView: UIView)",
            "func setMenuVisible(_ menuVisible: Bool, animated: Bool)",
            "func setTargetRect(_ targetRect: CGRect, in targetView: UIView)",
            "func showMenu(from targetView: UIView, rect targetRect: CGRect)", "func update()"
        ],
        "UIMenuElement": ["init(title: String, image: UIImage?)"],
        "UIMenuItem": ["init(title: String, action: Selector)"],
        "UINavigationBar": [
            "func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage?",
            "func popItem(animated: Bool) -> UINavigationItem?",
            "func pushItem(_ item: UINavigationItem, animated: Bool)",
            "func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics)",
            "func setBackgroundImage(_ image: UIImage?, for position: UIBarPosition, barMetrics: UIBarMetrics)"
        ],
        "UINavigationBarAppearance": [
            "func copyOwnValues(from other: UIBarAppearance)",
            "func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?)"
        ],
        "UINavigationController": [
            "func popViewController(animated: Bool) -> UIViewController?",
            "func pushViewController(_ controller: UIViewController, animated: Bool)",
            "func setNavigationBarHidden(_ hidden: Bool, animated: Bool)",
            "func setToolbarHidden(_ hidden: Bool, animated: Bool)",
            "init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)",
            "init(rootViewController: UIViewController)", "init?(coder: NSCoder)"
        ],
        "UINavigationItem": [
            "func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool)",
            "func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool)",
            "func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool)", "init(title: String)"
        ],
        "UINib": ["init(nibName name: String, bundle bundleOrNil: Bundle?)"],
        "UIPageControl": ["init(frame: CGRect)", "init?(coder: NSCoder)"],
        "UIPageViewController": ["func loadView()", "func viewDidLayoutSubviews()", "init?(coder: NSCoder)"],
        "UIPanGestureRecognizer": [
            "func setTranslation(_ translation: CGPoint, in view: UIView?)",
            "func translation(in view: UIView?) -> CGPoint", "func velocity(in view: UIView?) -> CGPoint"
        ],
        "UIPercentDrivenInteractiveTransition": [
            "func cancel()", "func finish()", "func pause()", "func update(_ percentComplete: CGFloat)"
        ],
        "UIPickerView": [
            "func numberOfRows(inComponent component: Int) -> Int", "func reloadAllComponents()",
            "func reloadComponent(_ component: Int)",
            "func selectRow(_ row: Int, inComponent component: Int, animated: Bool)",
            "func selectedRow(inComponent component: Int) -> Int"
        ],
        "UIPointerInteraction": [
            "func didMove(to view: UIView?)", "func invalidate()", "func willMove(to view: UIView?)"
        ],
        "UIPresentationController": [
            "func containerViewDidLayoutSubviews()", "func containerViewWillLayoutSubviews()",
            "func dismissalTransitionDidEnd(_ completed: Bool)", "func dismissalTransitionWillBegin()",
            "func presentationTransitionDidEnd(_ completed: Bool)", "func presentationTransitionWillBegin()",
            "init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?)"
        ],
        "UIPreviewTarget": ["init(container: UIView, center: CGPoint, transform: CGAffineTransform)"],
        "UIProgressView": [
            "func setProgress(_ progress: Float, animated: Bool)", "init(frame: CGRect)", "init?(coder: NSCoder)"
        ],
        "UIPushBehavior": ["func setAngle(_ angle: CGFloat, magnitude: CGFloat)"],
        "UIRefreshControl": ["func beginRefreshing()", "func endRefreshing()"],
        "UIResponder": [
            "func accessibilityActivate() -> Bool", "func accessibilityDecrement()", "func accessibilityIncrement()",
            "func accessibilityPerformEscape() -> Bool", "func accessibilityPerformMagicTap() -> Bool",
            "func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool",
            "func becomeFirstResponder() -> Bool",
            "func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool",
            "func forwardingTarget(for aSelector: Selector!) -> Any?", "func resignFirstResponder() -> Bool",
            "func restoreUserActivityState(_ activity: NSUserActivity)",
            "func target(forAction action: Selector, withSender sender: Any?) -> Any?",
            "func updateUserActivityState(_ activity: NSUserActivity)"
        ],
        "UIScrollView": [
            "func flashScrollIndicators()", "func scrollRectToVisible(_ rect: CGRect, animated: Bool)",
            "func setContentOffset(_ contentOffset: CGPoint, animated: Bool)",
            "func setZoomScale(_ scale: CGFloat, animated: Bool)", "func touchesShouldCancel(in view: UIView) -> Bool",
            "func zoom(to rect: CGRect, animated: Bool)"
        ],
        "UISearchBar": [
            "func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage?",
            "func setSearchFieldBackgroundImage(_ image: UIImage?, for state: UIControl.State)",
            "func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool)",
            "func setShowsScope(_ show: Bool, animated: Bool)"
        ],
        "UISearchController": ["init(searchResultsController: UIViewController?)", "init?(coder: NSCoder)"],
        "UISegmentedControl": [
            "func actionForSegment(at segment: Int) -> UIAction?",
            "func insertSegment(action: UIAction, at segment: Int, animated: Bool)",
            "func insertSegment(withTitle title: String?, at segment: Int, animated: Bool)", "func removeAllSegments()",
            "func removeSegment(at segment: Int, animated: Bool)",
            "func setAction(_ action: UIAction, forSegmentAt segment: Int)",
            "func setEnabled(_ enabled: Bool, forSegmentAt segment: Int)",
            "func setTitle(_ title: String?, forSegmentAt segment: Int)",
            "func setWidth(_ width: CGFloat, forSegmentAt segment: Int)",
            "func titleForSegment(at segment: Int) -> String?", "init(frame: CGRect)", "init?(coder: NSCoder)"
        ],
        "UISelectionFeedbackGenerator": ["func selectionChanged()", "func selectionChanged(at location: CGPoint)"],
        "UISheetPresentationController": ["func invalidateDetents()"],
        "UISlider": ["func setValue(_ value: Float, animated: Bool)"],
        "UISplitViewController": [
            "func showDetailViewController(_ viewController: UIViewController, sender: Any?)", "init?(coder: NSCoder)"
        ],
        "UIStackView": [
            "func addArrangedSubview(_ view: UIView)", "func customSpacing(after view: UIView) -> CGFloat",
            "func insertArrangedSubview(_ view: UIView, at index: Int)", "func removeArrangedSubview(_ view: UIView)",
            "func setCustomSpacing(_ spacing: CGFloat, after view: UIView)", "init(frame: CGRect)",
            "init?(coder: NSCoder)"
        ],
        "UIStepper": [
            "func backgroundImage(for state: UIControl.State) -> UIImage?",
            "func decrementImage(for state: UIControl.State) -> UIImage?",
            "func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage?",
            "func incrementImage(for state: UIControl.State) -> UIImage?",
            "func setBackgroundImage(_ image: UIImage?, for state: UIControl.State)",
            "func setDecrementImage(_ image: UIImage?, for state: UIControl.State)",
            "func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State)",
            "func setIncrementImage(_ image: UIImage?, for state: UIControl.State)"
        ],
        "UIStoryboard": [
            "func instantiateInitialViewController() -> UIViewController?",
            "func instantiateViewController(withIdentifier identifier: String) -> UIViewController",
            "init(name: String, bundle storyboardBundleOrNil: Bundle?)"
        ],
        "UIStoryboardSegue": [
            "func perform()", "init(identifier: String?, source: UIViewController, destination: UIViewController)"
        ],
        "UIStoryboardUnwindSegueSource": ["init(source: UIViewController, unwindAction: Selector, sender: Any?)"],
        "UISwitch": ["func setOn(_ on: Bool, animated: Bool)"],
        "UITabBarAppearance": ["func copyOwnValues(from other: UIBarAppearance)"],
        "UITabBarController": ["func setTabBarHidden(_ hidden: Bool, animated: Bool)"],
        "UITabBarItem": [
            "init(title: String?, image: UIImage?, selectedImage: UIImage?)",
            "init(title: String?, image: UIImage?, tag: Int)"
        ],
        "UITabBarItemAppearance": [
            "func configureWithDefault(for style: UITabBarItemAppearance.Style)",
            "init(style: UITabBarItemAppearance.Style)"
        ],
        "UITableView": [
            "func beginUpdates()", "func cellForRow(at indexPath: IndexPath) -> UITableViewCell?",
            "func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell?",
            "func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell",
            "func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView?",
            "func deselectRow(at indexPath: IndexPath, animated: Bool)", "func endUpdates()",
            "func footerView(forSection section: Int) -> UITableViewHeaderFooterView?",
            "func headerView(forSection section: Int) -> UITableViewHeaderFooterView?",
            "func indexPath(for cell: UITableViewCell) -> IndexPath?",
            "func indexPathForRow(at point: CGPoint) -> IndexPath?",
            "func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)",
            "func moveSection(_ section: Int, toSection newSection: Int)",
            "func numberOfRows(inSection section: Int) -> Int", "func rect(forSection section: Int) -> CGRect",
            "func rectForFooter(inSection section: Int) -> CGRect",
            "func rectForHeader(inSection section: Int) -> CGRect",
            "func rectForRow(at indexPath: IndexPath) -> CGRect",
            "func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)",
            "func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)",
            "func register(_ nib: UINib?, forCellReuseIdentifier identifier: String)",
            "func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String)", "func reloadData()",
            "func reloadSectionIndexTitles()", "func setEditing(_ editing: Bool, animated: Bool)",
            "init(frame: CGRect)", "init?(coder: NSCoder)"
        ],
        "UITableViewCell": [
            "func prepareForReuse()", "func setEditing(_ editing: Bool, animated: Bool)",
            "func setHighlighted(_ highlighted: Bool, animated: Bool)",
            "func setSelected(_ selected: Bool, animated: Bool)", "init(frame: CGRect)", "init?(coder: NSCoder)"
        ],
        "UITableViewController": [
            "func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?", "func loadView()",
            "func numberOfSections(in tableView: UITableView) -> Int",
            "func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)",
            "func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)",
            "func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)",
            "func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)",
            "func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)",
            "func scrollViewDidScroll(_ scrollView: UIScrollView)",
            "func scrollViewDidScrollToTop(_ scrollView: UIScrollView)",
            "func scrollViewDidZoom(_ scrollView: UIScrollView)",
            "func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool",
            "func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)",
            "func scrollViewWillBeginDragging(_ scrollView: UIScrollView)",
            "func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)",
            "func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)",
            "func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool",
            "func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool",
            "func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool",
            "func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool",
            "func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool",
            "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell",
            "func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?",
            "func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)",
            "func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)",
            "func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)",
            "func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)",
            "func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)",
            "func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)",
            "func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)",
            "func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)",
            "func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)",
            "func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)",
            "func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat",
            "func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat",
            "func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat",
            "func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat",
            "func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat",
            "func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat",
            "func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int",
            "func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?",
            "func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)",
            "func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int",
            "func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?)",
            "func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)",
            "func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?",
            "func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?",
            "func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int",
            "func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool",
            "func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool",
            "func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool",
            "func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool",
            "func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool",
            "func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool",
            "func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath",
            "func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?",
            "func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?",
            "func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?",
            "func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?",
            "func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?",
            "func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?",
            "func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)",
            "func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?",
            "func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)",
            "func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)",
            "func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)",
            "func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?",
            "func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)",
            "func viewForZooming(in scrollView: UIScrollView) -> UIView?",
            "init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)", "init?(coder: NSCoder)"
        ],
        "UITableViewDropProposal": ["init(operation: UIDropOperation)"],
        "UITableViewHeaderFooterView": [
            "func prepareForReuse()", "init(frame: CGRect)", "init(reuseIdentifier: String?)", "init?(coder: NSCoder)"
        ],
        "UITargetedPreview": [
            "init(view: UIView)", "init(view: UIView, parameters: UIPreviewParameters)",
            "init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget)"
        ],
        "UITextField": [
            "func borderRect(forBounds bounds: CGRect) -> CGRect",
            "func clearButtonRect(forBounds bounds: CGRect) -> CGRect", "func drawPlaceholder(in rect: CGRect)",
            "func drawText(in rect: CGRect)", "func editingRect(forBounds bounds: CGRect) -> CGRect",
            "func leftViewRect(forBounds bounds: CGRect) -> CGRect",
            "func placeholderRect(forBounds bounds: CGRect) -> CGRect",
            "func rightViewRect(forBounds bounds: CGRect) -> CGRect",
            "func textRect(forBounds bounds: CGRect) -> CGRect"
        ],
        "UITextView": [
            "func scrollRangeToVisible(_ range: NSRange)", "init(frame: CGRect)",
            "init(frame: CGRect, textContainer: NSTextContainer?)", "init?(coder: NSCoder)"
        ],
        "UITouch": ["func location(in view: UIView?) -> CGPoint", "func previousLocation(in view: UIView?) -> CGPoint"],
        "UITraitCollection": [
            "func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool",
            "func isEqual(_ object: Any?) -> Bool", "init(userInterfaceStyle: UIUserInterfaceStyle)"
        ],
        "UIVibrancyEffect": [
            "init(blurEffect: UIBlurEffect)", "init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle)"
        ],
        "UIView": [
            "func addConstraint(_ constraint: NSLayoutConstraint)",
            "func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)",
            "func addLayoutGuide(_ guide: UILayoutGuide)", "func addMotionEffect(_ effect: UIMotionEffect)",
            "func addSubview(_ view: UIView)", "func awakeFromNib()", "func bringSubviewToFront(_ view: UIView)",
            "func convert(_ point: CGPoint, from view: UIView?) -> CGPoint",
            "func convert(_ point: CGPoint, to view: UIView?) -> CGPoint",
            "func convert(_ rect: CGRect, from view: UIView?) -> CGRect",
            "func convert(_ rect: CGRect, to view: UIView?) -> CGRect",
            "func decodeRestorableState(with coder: NSCoder)", "func didAddSubview(_ subview: UIView)",
            "func didMoveToSuperview()", "func didMoveToWindow()",
            "func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)",
            "func draw(_ rect: CGRect)",
            "func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool",
            "func encodeRestorableState(with coder: NSCoder)", "func endEditing(_ force: Bool) -> Bool",
            "func exchangeSubview(at first: Int, withSubviewAt second: Int)",
            "func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool",
            "func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?",
            "func insertSubview(_ view: UIView, aboveSubview sibling: UIView)",
            "func insertSubview(_ view: UIView, at index: Int)",
            "func insertSubview(_ view: UIView, belowSubview sibling: UIView)", "func invalidateIntrinsicContentSize()",
            "func isDescendant(of view: UIView) -> Bool", "func layoutIfNeeded()", "func layoutMarginsDidChange()",
            "func layoutSubviews()", "func point(inside point: CGPoint, with event: UIEvent?) -> Bool",
            "func prepareForInterfaceBuilder()", "func removeConstraint(_ constraint: NSLayoutConstraint)",
            "func removeFromSuperview()", "func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)",
            "func removeLayoutGuide(_ guide: UILayoutGuide)", "func removeMotionEffect(_ effect: UIMotionEffect)",
            "func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView?",
            "func safeAreaInsetsDidChange()", "func sendSubviewToBack(_ view: UIView)", "func setNeedsDisplay()",
            "func setNeedsDisplay(_ rect: CGRect)", "func setNeedsFocusUpdate()", "func setNeedsLayout()",
            "func setNeedsUpdateConstraints()", "func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool",
            "func sizeThatFits(_ size: CGSize) -> CGSize", "func sizeToFit()",
            "func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView?",
            "func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize", "func tintColorDidChange()",
            "func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)", "func updateConstraints()",
            "func updateConstraintsIfNeeded()", "func updateFocusIfNeeded()", "func viewWithTag(_ tag: Int) -> UIView?",
            "func willMove(toSuperview newSuperview: UIView?)", "func willMove(toWindow newWindow: UIWindow?)",
            "func willRemoveSubview(_ subview: UIView)", "init(frame: CGRect)", "init?(coder: NSCoder)"
        ],
        "UIViewController": [
            "func addChild(_ child: UIViewController)", "func addKeyCommand(_ keyCommand: UIKeyCommand)",
            "func applicationFinishedRestoringState()", "func awakeFromNib()",
            "func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool)",
            "func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool",
            "func decodeRestorableState(with coder: NSCoder)", "func didMove(toParent parent: UIViewController?)",
            "func didReceiveMemoryWarning()",
            "func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)",
            "func encodeRestorableState(with coder: NSCoder)", "func endAppearanceTransition()", "func loadView()",
            "func loadViewIfNeeded()", "func performSegue(withIdentifier identifier: String, sender: Any?)",
            "func prepare(for segue: UIStoryboardSegue, sender: Any?)", "func removeFromParent()",
            "func removeKeyCommand(_ keyCommand: UIKeyCommand)", "func setEditing(_ editing: Bool, animated: Bool)",
            "func setNeedsFocusUpdate()", "func setNeedsStatusBarAppearanceUpdate()",
            "func setNeedsUpdateContentUnavailableConfiguration()",
            "func setNeedsUpdateOfSupportedInterfaceOrientations()",
            "func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool",
            "func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool",
            "func show(_ controller: UIViewController, sender: Any?)",
            "func showDetailViewController(_ controller: UIViewController, sender: Any?)",
            "func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)",
            "func updateFocusIfNeeded()", "func viewDidAppear(_ animated: Bool)",
            "func viewDidDisappear(_ animated: Bool)", "func viewDidLayoutSubviews()", "func viewDidLoad()",
            "func viewIsAppearing(_ animated: Bool)", "func viewLayoutMarginsDidChange()",
            "func viewSafeAreaInsetsDidChange()", "func viewWillAppear(_ animated: Bool)",
            "func viewWillDisappear(_ animated: Bool)", "func viewWillLayoutSubviews()",
            "func willMove(toParent parent: UIViewController?)",
            "init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)", "init?(coder: NSCoder)"
        ],
        "UIViewPropertyAnimator": [
            "func finishAnimation(at finalPosition: UIViewAnimatingPosition)", "func pauseAnimation()",
            "func startAnimation()", "func startAnimation(afterDelay delay: TimeInterval)",
            "func stopAnimation(_ withoutFinishing: Bool)"
        ],
        "UIVisualEffectView": ["init(effect: UIVisualEffect?)", "init(frame: CGRect)", "init?(coder: NSCoder)"],
        "UIWebView": [
            "func goBack()", "func goForward()", "func reload()", "func stopLoading()",
            "func stringByEvaluatingJavaScript(from script: String) -> String?"
        ],
        "UIWindow": [
            "func makeKey()", "func makeKeyAndVisible()", "func resignKey()", "init(frame: CGRect)",
            "init(windowScene: UIWindowScene)", "init?(coder: NSCoder)"
        ]
    ]
    static let uikitProperties: [String: [String]] = [
        "NSDataAsset": ["(readonly) NSString *typeIdentifier"],
        "NSDiffableDataSourceSnapshotReference": ["NSInteger numberOfItems", "NSInteger numberOfSections"],
        "NSException": ["(nullable, readonly) NSString *reason", "NSString *terminationMessage"],
        "NSExpression": [
            "(nullable, readonly) id constantValue", "(readonly) NSExpressionType expressionType",
            "NSString *description"
        ],
        "NSHashTable": ["NSInteger count"],
        "NSItemProvider": ["(nullable) NSString *suggestedName"],
        "NSLayoutAnchor": ["NSInteger hash"],
        "NSLayoutConstraint": [
            "(getter=isActive) BOOL active", "(nullable) NSString *identifier", "(readonly) CGFloat multiplier",
            "(readonly) NSLayoutAttribute firstAttribute", "(readonly) NSLayoutAttribute secondAttribute",
            "(readonly) NSLayoutRelation relation", "BOOL shouldBeArchived", "CGFloat constant",
            "NSLayoutAnchor *firstAnchor", "NSLayoutAnchor *secondAnchor"
        ],
        "NSLayoutManager": ["BOOL allowsNonContiguousLayout", "BOOL usesFontLeading", "NSInteger numberOfGlyphs"],
        "NSMapTable": ["NSInteger count"],
        "NSMutableParagraphStyle": [
            "BOOL allowsDefaultTighteningForTruncation", "CGFloat defaultTabInterval", "CGFloat firstLineHeadIndent",
            "CGFloat headIndent", "CGFloat lineHeightMultiple", "CGFloat lineSpacing", "CGFloat maximumLineHeight",
            "CGFloat minimumLineHeight", "CGFloat paragraphSpacing", "CGFloat paragraphSpacingBefore",
            "CGFloat tailIndent", "NSLineBreakMode lineBreakMode", "NSTextAlignment alignment",
            "NSWritingDirection baseWritingDirection", "float hyphenationFactor"
        ],
        "NSShadow": ["(nullable) id shadowColor", "CGFloat shadowBlurRadius", "CGSize shadowOffset"],
        "NSStringDrawingContext": ["CGFloat actualScaleFactor", "CGFloat minimumScaleFactor", "CGRect totalBounds"],
        "NSTextAttachment": ["(nullable) NSString *fileType", "(nullable) UIImage *image", "CGRect bounds"],
        "NSTextContainer": [
            "BOOL heightTracksTextView", "BOOL widthTracksTextView", "CGFloat lineFragmentPadding", "CGSize size",
            "NSInteger maximumNumberOfLines", "NSLineBreakMode lineBreakMode"
        ],
        "NSUserActivity": [
            "(getter=isEligibleForHandoff) BOOL eligibleForHandoff",
            "(getter=isEligibleForPrediction) BOOL eligibleForPrediction",
            "(getter=isEligibleForPublicIndexing) BOOL eligibleForPublicIndexing",
            "(getter=isEligibleForSearch) BOOL eligibleForSearch", "(nullable) NSString *persistentIdentifier",
            "(nullable) NSString *targetContentIdentifier", "(nullable) NSString *title",
            "(readonly) NSString *activityType", "BOOL needsSave"
        ],
        "NSValue": ["CGPoint cgPointValue", "CGRect cgRectValue", "CGSize cgSizeValue"],
        "UIAccessibilityCustomAction": ["(nullable) UIImage *image", "NSString *name"],
        "UIAccessibilityElement": [
            "(getter=isAccessibilityElement) BOOL accessibilityElement",
            "(nullable) NSAttributedString *accessibilityAttributedHint",
            "(nullable) NSAttributedString *accessibilityAttributedLabel",
            "(nullable) NSAttributedString *accessibilityAttributedValue", "(nullable) NSString *accessibilityHint",
            "(nullable) NSString *accessibilityIdentifier", "(nullable) NSString *accessibilityLabel",
            "(nullable) NSString *accessibilityValue", "CGRect accessibilityFrame",
            "CGRect accessibilityFrameInContainerSpace"
        ],
        "UIAction": ["UIMenuElementState state"],
        "UIActivity": [
            "(nullable) NSString *activityTitle", "(nullable) UIImage *activityImage",
            "(nullable) UIViewController *activityViewController"
        ],
        "UIActivityIndicatorView": [
            "(nullable) UIColor *color", "(readonly, getter=isAnimating) BOOL animating", "BOOL hidesWhenStopped",
            "CGSize intrinsicContentSize", "UIActivityIndicatorViewStyle style"
        ],
        "UIAlertAction": [
            "(getter=isEnabled) BOOL enabled", "(nullable, readonly) NSString *title",
            "(readonly) UIAlertActionStyle style"
        ],
        "UIAlertController": [
            "(nullable) NSString *message", "(nullable) UIAlertAction *preferredAction",
            "(readonly) UIAlertControllerStyle preferredStyle"
        ],
        "UIApplication": [
            "(getter=isIdleTimerDisabled) BOOL idleTimerDisabled",
            "(getter=isNetworkActivityIndicatorVisible) BOOL networkActivityIndicatorVisible",
            "(nullable) NSString *alternateIconName", "(nullable) UIResponder *next", "(nullable) UIWindow *keyWindow",
            "BOOL supportsAlternateIcons", "CGRect statusBarFrame", "NSInteger applicationIconBadgeNumber",
            "NSTimeInterval backgroundTimeRemaining"
        ],
        "UIApplicationShortcutItem": [
            "(nullable, readonly) NSString *localizedSubtitle", "(nullable, readonly) UIApplicationShortcutIcon *icon",
            "(readonly) NSString *localizedTitle", "(readonly) NSString *type"
        ],
        "UIAttachmentBehavior": [
            "CGFloat damping", "CGFloat frequency", "CGFloat frictionTorque", "CGFloat length", "CGPoint anchorPoint"
        ],
        "UIBarAppearance": [
            "(nullable) UIBlurEffect *backgroundEffect", "(nullable) UIColor *backgroundColor",
            "(nullable) UIColor *shadowColor", "(nullable) UIImage *backgroundImage", "(nullable) UIImage *shadowImage"
        ],
        "UIBarButtonItem": [
            "(getter=isEnabled) BOOL enabled", "(getter=isHidden) BOOL hidden", "(getter=isSelected) BOOL selected",
            "(getter=isSymbolAnimationEnabled) BOOL symbolAnimationEnabled", "(nullable) NSString *accessibilityHint",
            "(nullable) NSString *accessibilityIdentifier", "(nullable) NSString *accessibilityLabel",
            "(nullable) NSString *title", "(nullable) SEL action", "(nullable) UIAction *primaryAction",
            "(nullable) UIColor *tintColor", "(nullable) UIImage *image", "(nullable) UIMenu *menu",
            "(nullable) UIView *customView", "BOOL changesSelectionAsPrimaryAction", "BOOL hidesSharedBackground",
            "BOOL sharesBackground", "CGFloat width"
        ],
        "UIBarButtonItemAppearance": [
            "(readonly) UIBarButtonItemStateAppearance *disabled", "(readonly) UIBarButtonItemStateAppearance *focused",
            "(readonly) UIBarButtonItemStateAppearance *highlighted",
            "(readonly) UIBarButtonItemStateAppearance *normal"
        ],
        "UIBarButtonItemStateAppearance": [
            "(nullable) UIImage *backgroundImage", "UIOffset backgroundImagePositionAdjustment",
            "UIOffset titlePositionAdjustment"
        ],
        "UIBezierPath": [
            "(getter=isEmpty) BOOL empty", "BOOL usesEvenOddFillRule", "CGFloat flatness", "CGFloat lineWidth",
            "CGFloat miterLimit", "CGPoint currentPoint", "CGRect bounds"
        ],
        "UIBlurEffect": ["(readonly) UIBlurEffectStyle style"],
        "UIButton": [
            "(nullable) NSString *currentTitle",
            "(nullable) UIImage *currentImage", "(nullable) UIMenu *menu",
            "(nullable, readonly) UIImageView *imageView", "(nullable, readonly) UILabel *titleLabel",
            "(readonly) UIButtonType buttonType", "BOOL adjustsImageSizeForAccessibilityContentSizeCategory",
            "BOOL adjustsImageWhenHighlighted", "BOOL changesSelectionAsPrimaryAction", "BOOL showsMenuAsPrimaryAction",
            "CGSize intrinsicContentSize", "UIBehavioralStyle behavioralStyle",
            "UIBehavioralStyle preferredBehavioralStyle", "UIEdgeInsets contentEdgeInsets",
            "UIEdgeInsets imageEdgeInsets", "UIEdgeInsets titleEdgeInsets"
        ],
        "UICollectionReusableView": ["(nullable) NSString *reuseIdentifier"],
        "UICollectionView": [
            "(getter=isEditing) BOOL editing", "(getter=isPagingEnabled) BOOL pagingEnabled",
            "(getter=isPrefetchingEnabled) BOOL prefetchingEnabled", "(nullable) UIView *backgroundView",
            "BOOL allowsFocus", "BOOL allowsFocusDuringEditing", "BOOL allowsMultipleSelection",
            "BOOL allowsMultipleSelectionDuringEditing", "BOOL allowsSelection", "BOOL allowsSelectionDuringEditing",
            "BOOL dragInteractionEnabled", "BOOL hasActiveDrag", "BOOL hasActiveDrop",
            "BOOL remembersLastFocusedIndexPath", "BOOL selectionFollowsFocus", "CGPoint contentOffset",
            "CGRect bounds", "CGRect frame", "CGSize contentSize", "NSInteger numberOfSections",
            "UICollectionViewLayout *collectionViewLayout", "UICollectionViewReorderingCadence reorderingCadence",
            "UIEdgeInsets adjustedContentInset", "UIEdgeInsets contentInset", "UIEdgeInsets layoutMargins",
            "UIEdgeInsets safeAreaInsets", "UITraitCollection *traitCollection"
        ],
        "UICollectionViewCell": [
            "(getter=isHighlighted) BOOL highlighted", "(getter=isSelected) BOOL selected",
            "(nullable) UIView *backgroundView", "(nullable) UIView *selectedBackgroundView",
            "(readonly) UIView *contentView", "BOOL automaticallyUpdatesBackgroundConfiguration",
            "BOOL automaticallyUpdatesContentConfiguration"
        ],
        "UICollectionViewCompositionalLayout": [
            "BOOL flipsHorizontallyInOppositeLayoutDirection", "CGSize collectionViewContentSize"
        ],
        "UICollectionViewController": [
            "(nullable) UICollectionView *collectionView", "BOOL clearsSelectionOnViewWillAppear",
            "UICollectionViewLayout *collectionViewLayout"
        ],
        "UICollectionViewDropPlaceholder": [
            "(readonly) NSIndexPath *insertionIndexPath", "(readonly) NSString *reuseIdentifier"
        ],
        "UICollectionViewDropProposal": ["(readonly) UICollectionViewDropIntent intent"],
        "UICollectionViewFlowLayout": [
            "BOOL flipsHorizontallyInOppositeLayoutDirection", "BOOL sectionFootersPinToVisibleBounds",
            "BOOL sectionHeadersPinToVisibleBounds", "CGFloat minimumInteritemSpacing", "CGFloat minimumLineSpacing",
            "CGSize collectionViewContentSize", "CGSize estimatedItemSize", "CGSize footerReferenceSize",
            "CGSize headerReferenceSize", "CGSize itemSize", "UIEdgeInsets sectionInset"
        ],
        "UICollectionViewFlowLayoutInvalidationContext": [
            "BOOL invalidateFlowLayoutAttributes", "BOOL invalidateFlowLayoutDelegateMetrics"
        ],
        "UICollectionViewFocusUpdateContext": [
            "(nullable) NSIndexPath *nextFocusedIndexPath", "(nullable) NSIndexPath *previouslyFocusedIndexPath"
        ],
        "UICollectionViewLayout": [
            "(nullable) UICollectionView *collectionView", "BOOL flipsHorizontallyInOppositeLayoutDirection",
            "CGSize collectionViewContentSize"
        ],
        "UICollectionViewLayoutAttributes": [
            "(getter=isHidden) BOOL hidden", "(nullable) NSString *representedElementKind", "CATransform3D transform3D",
            "CGAffineTransform transform", "CGFloat alpha", "CGPoint center", "CGRect bounds", "CGRect frame",
            "CGSize size", "NSIndexPath *indexPath", "NSInteger hash", "NSInteger zIndex",
            "UICollectionElementCategory representedElementCategory"
        ],
        "UICollectionViewLayoutInvalidationContext": [
            "BOOL invalidateDataSourceCounts", "BOOL invalidateEverything", "CGPoint contentOffsetAdjustment",
            "CGPoint interactiveMovementTarget", "CGSize contentSizeAdjustment"
        ],
        "UICollectionViewListCell": [
            "(nullable) UISwipeActionsConfiguration *leadingSwipeActionsConfiguration",
            "(nullable) UISwipeActionsConfiguration *trailingSwipeActionsConfiguration", "NSInteger indentationLevel"
        ],
        "UICollectionViewTransitionLayout": [
            "(readonly) UICollectionViewLayout *currentLayout", "(readonly) UICollectionViewLayout *nextLayout",
            "CGFloat transitionProgress", "CGSize collectionViewContentSize"
        ],
        "UICollectionViewUpdateItem": [
            "(nullable) NSIndexPath *indexPathAfterUpdate", "(nullable) NSIndexPath *indexPathBeforeUpdate",
            "NSString *description", "UICollectionUpdateAction updateAction"
        ],
        "UICollisionBehavior": ["BOOL translatesReferenceBoundsIntoBoundary"],
        "UIColor": [
            "(nullable, readonly) UIImage *patternImage", "(readonly) CGFloat red", "NSInteger hash",
            "NSString *description"
        ],
        "UICommandAlternate": ["(readonly) NSString *title", "(readonly) SEL action"],
        "UIContextMenuConfiguration": ["UIContextMenuConfigurationElementOrder preferredMenuElementOrder"],
        "UIContextualAction": [
            "(nullable) NSString *title", "(nullable) UIColor *backgroundColor", "(nullable) UIImage *image"
        ],
        "UIControl": [
            "(getter=isEnabled) BOOL enabled", "(getter=isHighlighted) BOOL highlighted",
            "(getter=isSelected) BOOL selected"
        ],
        "UICubicTimingParameters": ["(readonly) UIViewAnimationCurve animationCurve"],
        "UIDatePicker": [
            "NSInteger minuteInterval", "NSTimeInterval countDownDuration", "UIDatePickerMode datePickerMode",
            "UIDatePickerStyle preferredDatePickerStyle"
        ],
        "UIDevice": [
            "(getter=isBatteryMonitoringEnabled) BOOL batteryMonitoringEnabled",
            "(getter=isMultitaskingSupported) BOOL multitaskingSupported",
            "(getter=isProximityMonitoringEnabled) BOOL proximityMonitoringEnabled",
            "(readonly, getter=isGeneratingDeviceOrientationNotifications) BOOL generatingDeviceOrientationNotifications",
            "NSString *model", "NSString *name", "NSString *systemName", "NSString *systemVersion",
            "UIDeviceOrientation orientation", "UIUserInterfaceIdiom userInterfaceIdiom", "float batteryLevel"
        ],
        "UIDocumentPickerViewController": [
            "(readonly) UIDocumentPickerMode documentPickerMode", "BOOL allowsMultipleSelection",
            "BOOL shouldShowFileExtensions"
        ],
        "UIDragInteraction": ["(getter=isEnabled) BOOL enabled", "BOOL allowsSimultaneousRecognitionDuringLift"],
        "UIDragItem": ["(nullable) id localObject", "(readonly) NSItemProvider *itemProvider"],
        "UIDragPreview": ["(readonly) UIDragPreviewParameters *parameters", "(readonly) UIView *view"],
        "UIDragPreviewTarget": ["(readonly) CGPoint center", "(readonly) UIView *container"],
        "UIDropProposal": [
            "(getter=isPrecise) BOOL precise", "(readonly) UIDropOperation operation", "BOOL prefersFullSizePreview"
        ],
        "UIDynamicAnimator": [
            "(nullable) id delegate", "(readonly) NSTimeInterval elapsedTime",
            "(readonly, getter=isRunning) BOOL running"
        ],
        "UIDynamicItemBehavior": [
            "(getter=isAnchored) BOOL anchored", "BOOL allowsRotation", "CGFloat angularResistance", "CGFloat density",
            "CGFloat elasticity", "CGFloat friction", "CGFloat resistance"
        ],
        "UIEvent": ["NSTimeInterval timestamp"],
        "UIFocusGuide": ["(getter=isEnabled) BOOL enabled"],
        "UIFocusUpdateContext": ["(nullable) UIView *nextFocusedView", "(nullable) UIView *previouslyFocusedView"],
        "UIFont": [
            "(readonly) CGFloat pointSize", "(readonly) NSString *fontName", "CGFloat ascender", "CGFloat capHeight",
            "CGFloat descender", "CGFloat leading", "CGFloat lineHeight", "CGFloat xHeight", "NSInteger hash",
            "NSString *familyName", "UIFontDescriptor *fontDescriptor"
        ],
        "UIFontDescriptor": ["(readonly) CGFloat pointSize"],
        "UIGestureRecognizer": [
            "(getter=isEnabled) BOOL enabled", "(nullable) NSString *name", "BOOL cancelsTouchesInView",
            "BOOL delaysTouchesBegan", "BOOL delaysTouchesEnded", "BOOL requiresExclusiveTouchType",
            "NSInteger numberOfTouches", "UIGestureRecognizerState state"
        ],
        "UIGraphicsImageRenderer": ["(readonly) UIGraphicsImageRendererFormat *format"],
        "UIGraphicsImageRendererContext": ["(readonly) UIGraphicsImageRendererFormat *format", "UIImage *currentImage"],
        "UIGraphicsImageRendererFormat": [
            "BOOL opaque", "CGFloat scale", "UIGraphicsImageRendererFormatRange preferredRange"
        ],
        "UIGravityBehavior": ["CGFloat angle", "CGFloat magnitude"],
        "UIImage": [
            "(nullable) UIImageAsset *imageAsset", "(readonly) CGFloat scale", "(readonly) NSString *name",
            "(readonly) UIImageOrientation imageOrientation", "(readonly) UIImageRenderingMode renderingMode",
            "CGSize size", "UIGraphicsImageRendererFormat *imageRendererFormat"
        ],
        "UIImagePickerController": [
            "BOOL allowsEditing", "UIImagePickerControllerCameraDevice cameraDevice",
            "UIImagePickerControllerSourceType sourceType"
        ],
        "UIImageView": [
            "(nullable) UIImage *highlightedImage", "(nullable) UIImage *image",
            "(readonly, getter=isAnimating) BOOL animating", "BOOL adjustsImageSizeForAccessibilityContentSizeCategory",
            "CGSize intrinsicContentSize", "NSInteger animationRepeatCount", "NSTimeInterval animationDuration"
        ],
        "UIImpactFeedbackGenerator": ["(readonly) UIImpactFeedbackStyle style"],
        "UIInputView": ["BOOL allowsSelfSizing"],
        "UIInterpolatingMotionEffect": [
            "(nullable) id maximumRelativeValue", "(nullable) id minimumRelativeValue", "(readonly) NSString *keyPath",
            "(readonly) UIInterpolatingMotionEffectEffectType type"
        ],
        "UIKeyCommand": [
            "(nullable) NSString *discoverabilityTitle", "(nullable, readonly) NSString *input",
            "(nullable, readonly) SEL action", "BOOL allowsAutomaticLocalization", "BOOL allowsAutomaticMirroring",
            "BOOL wantsPriorityOverSystemBehavior", "NSString *title", "UIMenuElementState state"
        ],
        "UIKeyboardLayoutGuide": [
            "BOOL followsUndockedKeyboard", "BOOL usesBottomSafeArea", "CGFloat keyboardDismissPadding"
        ],
        "UILabel": [
            "(getter=isEnabled) BOOL enabled", "(getter=isHighlighted) BOOL highlighted",
            "(nullable) NSAttributedString *attributedText", "(nullable) NSString *text",
            "(nullable) UIColor *highlightedTextColor", "(nullable) UIColor *textColor", "(nullable) UIFont *font",
            "BOOL adjustsFontForContentSizeCategory", "BOOL adjustsFontSizeToFitWidth", "CGFloat minimumScaleFactor",
            "CGFloat preferredMaxLayoutWidth", "CGSize intrinsicContentSize", "NSInteger numberOfLines",
            "NSLineBreakMode lineBreakMode", "NSTextAlignment textAlignment", "UIBaselineAdjustment baselineAdjustment"
        ],
        "UILayoutGuide": [
            "NSLayoutDimension *heightAnchor", "NSLayoutDimension *widthAnchor", "NSLayoutXAxisAnchor *centerXAnchor",
            "NSLayoutXAxisAnchor *leadingAnchor", "NSLayoutXAxisAnchor *leftAnchor", "NSLayoutXAxisAnchor *rightAnchor",
            "NSLayoutXAxisAnchor *trailingAnchor", "NSLayoutYAxisAnchor *bottomAnchor",
            "NSLayoutYAxisAnchor *centerYAnchor", "NSLayoutYAxisAnchor *topAnchor"
        ],
        "UIListContentView": ["CGSize intrinsicContentSize"],
        "UILongPressGestureRecognizer": [
            "CGFloat allowableMovement", "NSInteger numberOfTapsRequired", "NSInteger numberOfTouchesRequired",
            "NSTimeInterval minimumPressDuration"
        ],
        "UIMenu": ["(nullable) NSString *subtitle", "UIMenuElementSize preferredElementSize"],
        "UIMenuController": [
            "(getter=isMenuVisible) BOOL menuVisible", "UIMenuControllerArrowDirection arrowDirection"
        ],
        "UIMenuElement": ["(nullable, readonly) UIImage *image", "(readonly) NSString *title"],
        "UIMenuItem": ["NSString *title", "SEL action"],
        "UINavigationBar": [
            "(getter=isTranslucent) BOOL translucent", "(nullable) UIColor *barTintColor",
            "(nullable) UIImage *backIndicatorImage", "(nullable) UIImage *backIndicatorTransitionMaskImage",
            "(nullable) UIImage *shadowImage", "(nullable) UINavigationBarAppearance *compactAppearance",
            "(nullable) UINavigationBarAppearance *compactScrollEdgeAppearance",
            "(nullable) UINavigationBarAppearance *scrollEdgeAppearance", "(nullable) UINavigationItem *backItem",
            "(nullable) UINavigationItem *topItem", "BOOL prefersLargeTitles", "UIBarPosition barPosition",
            "UIBarStyle barStyle", "UINavigationBarAppearance *standardAppearance"
        ],
        "UINavigationBarAppearance": [
            "(nullable, readonly) UIImage *backIndicatorImage",
            "(nullable, readonly) UIImage *backIndicatorTransitionMaskImage",
            "UIBarButtonItemAppearance *backButtonAppearance", "UIBarButtonItemAppearance *buttonAppearance",
            "UIBarButtonItemAppearance *doneButtonAppearance", "UIOffset titlePositionAdjustment"
        ],
        "UINavigationController": [
            "(getter=isNavigationBarHidden) BOOL navigationBarHidden", "(getter=isToolbarHidden) BOOL toolbarHidden",
            "(nullable) UIViewController *topViewController", "(nullable) UIViewController *visibleViewController"
        ],
        "UINavigationItem": [
            "(nullable) NSString *backButtonTitle", "(nullable) NSString *prompt", "(nullable) NSString *title",
            "(nullable) UIBarButtonItem *backBarButtonItem", "(nullable) UIBarButtonItem *leftBarButtonItem",
            "(nullable) UIBarButtonItem *rightBarButtonItem", "(nullable) UINavigationBarAppearance *compactAppearance",
            "(nullable) UINavigationBarAppearance *compactScrollEdgeAppearance",
            "(nullable) UINavigationBarAppearance *scrollEdgeAppearance",
            "(nullable) UINavigationBarAppearance *standardAppearance",
            "(nullable) UISearchController *searchController", "(nullable) UIView *titleView", "BOOL hidesBackButton",
            "BOOL hidesSearchBarWhenScrolling", "BOOL leftItemsSupplementBackButton", "UINavigationItemItemStyle style",
            "UINavigationItemLargeTitleDisplayMode largeTitleDisplayMode"
        ],
        "UINib": ["(readonly) NSString *name"],
        "UIPageControl": [
            "(nullable) UIColor *currentPageIndicatorTintColor", "(nullable) UIColor *pageIndicatorTintColor",
            "BOOL hidesForSinglePage", "CGSize intrinsicContentSize", "NSInteger currentPage",
            "NSInteger numberOfPages", "UIPageControlBackgroundStyle backgroundStyle"
        ],
        "UIPageViewController": [
            "(getter=isDoubleSided) BOOL doubleSided",
            "(readonly) UIPageViewControllerNavigationOrientation navigationOrientation",
            "(readonly) UIPageViewControllerSpineLocation spineLocation",
            "(readonly) UIPageViewControllerTransitionStyle transitionStyle"
        ],
        "UIPanGestureRecognizer": ["NSInteger maximumNumberOfTouches", "NSInteger minimumNumberOfTouches"],
        "UIPasteboard": [
            "(nullable) NSString *string", "(nullable) UIImage *image", "BOOL hasImages", "BOOL hasStrings",
            "BOOL hasURLs", "NSInteger numberOfItems"
        ],
        "UIPercentDrivenInteractiveTransition": [
            "(readonly) CGFloat percentComplete", "BOOL wantsInteractiveStart", "CGFloat completionSpeed",
            "CGFloat duration"
        ],
        "UIPickerView": ["BOOL showsSelectionIndicator", "CGSize intrinsicContentSize", "NSInteger numberOfComponents"],
        "UIPinchGestureRecognizer": ["CGFloat scale", "CGFloat velocity"],
        "UIPointerInteraction": ["(getter=isEnabled) BOOL enabled"],
        "UIPointerRegion": ["(readonly) CGRect rect"],
        "UIPointerRegionRequest": ["(readonly) CGPoint location"],
        "UIPopoverPresentationController": [
            "(nullable) UIBarButtonItem *barButtonItem", "(nullable) UIColor *backgroundColor",
            "(nullable) UIView *sourceView", "BOOL canOverlapSourceViewRect", "CGRect sourceRect"
        ],
        "UIPresentationController": [
            "(nullable) UIView *containerView", "(nullable) UIView *presentedView", "(nullable) id delegate",
            "(readonly) UIViewController *presentedViewController",
            "(readonly) UIViewController *presentingViewController", "BOOL shouldPresentInFullscreen",
            "BOOL shouldRemovePresentersView", "CGRect frameOfPresentedViewInContainerView",
            "CGSize preferredContentSize", "UIModalPresentationStyle adaptivePresentationStyle",
            "UITraitCollection *traitCollection"
        ],
        "UIPress": ["CGFloat force", "NSTimeInterval timestamp", "UIPressType type"],
        "UIPreviewParameters": [
            "(nullable) UIBezierPath *shadowPath", "(nullable) UIBezierPath *visiblePath",
            "(nullable) UIColor *backgroundColor"
        ],
        "UIPreviewTarget": [
            "(readonly) CGAffineTransform transform", "(readonly) CGPoint center", "(readonly) UIView *container"
        ],
        "UIProgressView": [
            "(nullable) UIColor *progressTintColor", "(nullable) UIColor *trackTintColor",
            "CGSize intrinsicContentSize", "float progress"
        ],
        "UIPushBehavior": ["(readonly) UIPushBehaviorMode mode", "BOOL active", "CGFloat angle", "CGFloat magnitude"],
        "UIRefreshControl": [
            "(nullable) NSAttributedString *attributedTitle", "(readonly, getter=isRefreshing) BOOL refreshing"
        ],
        "UIResponder": [
            "(getter=isFirstResponder) BOOL firstResponder", "(nullable) NSUserActivity *userActivity",
            "(nullable) UIResponder *next", "(nullable) UIView *inputAccessoryView", "(nullable) UIView *inputView",
            "BOOL canBecomeFirstResponder", "BOOL canResignFirstResponder"
        ],
        "UIRotationGestureRecognizer": ["CGFloat rotation", "CGFloat velocity"],
        "UIScene": ["(readonly) UISceneSession *session"],
        "UISceneConfiguration": ["(nullable) Class delegateClass", "(nullable) NSString *name"],
        "UIScreen": ["CGFloat nativeScale", "CGFloat scale", "CGRect bounds"],
        "UIScreenEdgePanGestureRecognizer": ["UIRectEdge edges"],
        "UIScrollEdgeEffect": ["(getter=isHidden) BOOL hidden"],
        "UIScrollView": [
            "(getter=isDecelerating) BOOL decelerating",
            "(getter=isDirectionalLockEnabled) BOOL directionalLockEnabled", "(getter=isDragging) BOOL dragging",
            "(getter=isPagingEnabled) BOOL pagingEnabled", "(getter=isScrollEnabled) BOOL scrollEnabled",
            "(getter=isTracking) BOOL tracking", "(getter=isZoomBouncing) BOOL zoomBouncing",
            "(getter=isZooming) BOOL zooming", "(nullable) UIPinchGestureRecognizer *pinchGestureRecognizer",
            "(nullable) UIRefreshControl *refreshControl", "BOOL alwaysBounceHorizontal", "BOOL alwaysBounceVertical",
            "BOOL automaticallyAdjustsScrollIndicatorInsets", "BOOL bounces", "BOOL bouncesZoom",
            "BOOL canCancelContentTouches", "BOOL delaysContentTouches", "BOOL scrollsToTop",
            "BOOL showsHorizontalScrollIndicator", "BOOL showsVerticalScrollIndicator", "CGFloat maximumZoomScale",
            "CGFloat minimumZoomScale", "CGFloat zoomScale", "CGPoint contentOffset", "CGSize contentSize",
            "UIEdgeInsets adjustedContentInset", "UIEdgeInsets contentInset",
            "UIEdgeInsets horizontalScrollIndicatorInsets", "UIEdgeInsets scrollIndicatorInsets",
            "UIEdgeInsets verticalScrollIndicatorInsets", "UILayoutGuide *contentLayoutGuide",
            "UILayoutGuide *frameLayoutGuide", "UIScrollEdgeEffect *bottomEdgeEffect",
            "UIScrollEdgeEffect *leftEdgeEffect", "UIScrollEdgeEffect *rightEdgeEffect",
            "UIScrollEdgeEffect *topEdgeEffect",
            "UIScrollViewContentInsetAdjustmentBehavior contentInsetAdjustmentBehavior",
            "UIScrollViewIndicatorStyle indicatorStyle", "UIScrollViewKeyboardDismissMode keyboardDismissMode"
        ],
        "UISearchBar": [
            "(getter=isEnabled) BOOL enabled",
            "(getter=isSearchResultsButtonSelected) BOOL searchResultsButtonSelected",
            "(getter=isTranslucent) BOOL translucent", "(nullable) NSString *placeholder",
            "(nullable) NSString *prompt", "(nullable) NSString *text", "(nullable) UIColor *barTintColor",
            "(nullable) UIImage *backgroundImage", "(nullable) UIImage *scopeBarBackgroundImage",
            "(readonly) UISearchTextField *searchTextField", "BOOL showsBookmarkButton", "BOOL showsCancelButton",
            "BOOL showsScopeBar", "BOOL showsSearchResultsButton", "CGSize intrinsicContentSize",
            "NSInteger selectedScopeButtonIndex", "UIBarStyle barStyle",
            "UIOffset searchFieldBackgroundPositionAdjustment", "UIOffset searchTextPositionAdjustment"
        ],
        "UISearchController": [
            "(getter=isActive) BOOL active",
            "(nullable, readonly) UIViewController *searchResultsController",
            "BOOL automaticallyShowsCancelButton",
            "BOOL hidesNavigationBarDuringPresentation",
            "BOOL obscuresBackgroundDuringPresentation",
            "BOOL showsSearchResultsController",
            "UISearchBar *searchBar"
        ],
        "UISegmentedControl": [
            "(getter=isMomentary) BOOL momentary", "(nullable) UIColor *selectedSegmentTintColor",
            "BOOL apportionsSegmentWidthsByContent", "CGSize intrinsicContentSize", "NSInteger numberOfSegments"
        ],
        "UISheetPresentationController": [
            "BOOL prefersEdgeAttachedInCompactHeight", "BOOL prefersGrabberVisible", "BOOL prefersPageSizing",
            "BOOL prefersScrollingExpandsWhenScrolledToEdge", "BOOL widthFollowsPreferredContentSizeWhenEdgeAttached"
        ],
        "UISlider": [
            "(getter=isContinuous) BOOL continuous", "(nullable) UIColor *maximumTrackTintColor",
            "(nullable) UIColor *minimumTrackTintColor", "(nullable) UIColor *thumbTintColor",
            "(nullable) UIImage *maximumValueImage", "(nullable) UIImage *minimumValueImage",
            "CGSize intrinsicContentSize", "UIBehavioralStyle behavioralStyle",
            "UIBehavioralStyle preferredBehavioralStyle", "float maximumValue", "float minimumValue", "float value"
        ],
        "UISnapBehavior": ["CGFloat damping", "CGPoint snapPoint"],
        "UISplitViewController": [
            "(getter=isCollapsed) BOOL collapsed", "(readonly) UISplitViewControllerStyle style",
            "BOOL presentsWithGesture", "BOOL showsSecondaryOnlyButton", "CGFloat maximumPrimaryColumnWidth",
            "CGFloat minimumPrimaryColumnWidth", "CGFloat preferredPrimaryColumnWidth",
            "CGFloat preferredPrimaryColumnWidthFraction",
            "UISplitViewControllerBackgroundStyle primaryBackgroundStyle",
            "UISplitViewControllerDisplayMode displayMode", "UISplitViewControllerDisplayMode preferredDisplayMode",
            "UISplitViewControllerPrimaryEdge primaryEdge", "UISplitViewControllerSplitBehavior preferredSplitBehavior"
        ],
        "UISpringTimingParameters": ["(readonly) CGFloat dampingRatio"],
        "UIStackView": [
            "(getter=isBaselineRelativeArrangement) BOOL baselineRelativeArrangement",
            "(getter=isLayoutMarginsRelativeArrangement) BOOL layoutMarginsRelativeArrangement", "CGFloat spacing",
            "UIStackViewAlignment alignment", "UIStackViewDistribution distribution"
        ],
        "UIStatusBarManager": [
            "(getter=isStatusBarHidden) BOOL statusBarHidden", "CGRect statusBarFrame",
            "UIStatusBarStyle statusBarStyle"
        ],
        "UIStepper": [
            "(getter=isContinuous) BOOL continuous", "BOOL autorepeat", "BOOL wraps", "CGSize intrinsicContentSize",
            "double maximumValue", "double minimumValue", "double stepValue", "double value"
        ],
        "UIStoryboard": ["(readonly) NSString *name"],
        "UIStoryboardSegue": [
            "(nullable, readonly) NSString *identifier", "(readonly) UIViewController *destination",
            "(readonly) UIViewController *source"
        ],
        "UIStoryboardUnwindSegueSource": [
            "(nullable, readonly) id sender", "(readonly) SEL unwindAction", "(readonly) UIViewController *source"
        ],
        "UISwipeActionsConfiguration": ["BOOL performsFirstActionWithFullSwipe"],
        "UISwipeGestureRecognizer": ["NSInteger numberOfTouchesRequired"],
        "UISwitch": [
            "(getter=isOn) BOOL on", "(nullable) UIColor *onTintColor", "(nullable) UIColor *thumbTintColor",
            "CGSize intrinsicContentSize", "UIBehavioralStyle behavioralStyle",
            "UIBehavioralStyle preferredBehavioralStyle"
        ],
        "UITabBar": [
            "(getter=isTranslucent) BOOL translucent", "(nullable) UIColor *barTintColor",
            "(nullable) UIColor *unselectedItemTintColor", "(nullable) UIImage *backgroundImage",
            "(nullable) UIImage *shadowImage", "(nullable) UITabBarAppearance *scrollEdgeAppearance",
            "UITabBarAppearance *standardAppearance"
        ],
        "UITabBarAppearance": [
            "(nullable) UIColor *selectionIndicatorTintColor", "(nullable) UIImage *selectionIndicatorImage",
            "UITabBarItemAppearance *compactInlineLayoutAppearance", "UITabBarItemAppearance *inlineLayoutAppearance",
            "UITabBarItemAppearance *stackedLayoutAppearance"
        ],
        "UITabBarController": [
            "(getter=isTabBarHidden) BOOL tabBarHidden", "(nullable) UIViewController *selectedViewController",
            "(readonly) UITabBar *tabBar", "NSInteger selectedIndex"
        ],
        "UITabBarItem": [
            "(nullable) NSString *badgeValue", "(nullable) NSString *title", "(nullable) UIColor *badgeColor",
            "(nullable) UIImage *image", "NSInteger tag"
        ],
        "UITabBarItemAppearance": [
            "(readonly) UITabBarItemStateAppearance *disabled", "(readonly) UITabBarItemStateAppearance *focused",
            "(readonly) UITabBarItemStateAppearance *normal", "(readonly) UITabBarItemStateAppearance *selected"
        ],
        "UITabBarItemStateAppearance": [
            "(nullable) UIColor *badgeBackgroundColor", "(nullable) UIColor *iconColor",
            "UIOffset titlePositionAdjustment"
        ],
        "UITableView": [
            "(getter=isEditing) BOOL editing", "(nullable) NSIndexPath *indexPathForSelectedRow",
            "(nullable) UIColor *separatorColor", "(nullable) UIView *backgroundView",
            "(nullable) UIView *tableFooterView", "(nullable) UIView *tableHeaderView", "BOOL allowsMultipleSelection",
            "BOOL allowsMultipleSelectionDuringEditing", "BOOL allowsSelection", "BOOL allowsSelectionDuringEditing",
            "BOOL cellLayoutMarginsFollowReadableWidth", "BOOL dragInteractionEnabled", "BOOL hasActiveDrag",
            "BOOL hasActiveDrop", "BOOL remembersLastFocusedIndexPath", "CGFloat sectionHeaderTopPadding",
            "NSInteger numberOfSections", "UIEdgeInsets separatorInset"
        ],
        "UITableViewCell": [
            "(getter=isEditing) BOOL editing", "(getter=isHighlighted) BOOL highlighted",
            "(getter=isSelected) BOOL selected", "(nullable) UIImageView *imageView",
            "(nullable) UILabel *detailTextLabel", "(nullable) UILabel *textLabel", "(nullable) UIView *accessoryView",
            "(nullable) UIView *backgroundView", "(nullable) UIView *selectedBackgroundView",
            "(nullable, readonly) NSString *reuseIdentifier", "(readonly) UIView *contentView",
            "BOOL shouldIndentWhileEditing", "BOOL showsReorderControl", "CGFloat indentationWidth",
            "NSInteger indentationLevel", "UIEdgeInsets separatorInset", "UITableViewCellAccessoryType accessoryType",
            "UITableViewCellAccessoryType editingAccessoryType"
        ],
        "UITableViewController": [
            "(nullable) UIRefreshControl *refreshControl", "(nullable) UITableView *tableView",
            "BOOL clearsSelectionOnViewWillAppear"
        ],
        "UITableViewDropProposal": ["(readonly) UITableViewDropIntent intent"],
        "UITableViewFocusUpdateContext": [
            "(nullable) NSIndexPath *nextFocusedIndexPath", "(nullable) NSIndexPath *previouslyFocusedIndexPath"
        ],
        "UITableViewHeaderFooterView": [
            "(nullable) UILabel *textLabel", "(nullable) UIView *backgroundView",
            "(nullable, readonly) NSString *reuseIdentifier", "(readonly) UIView *contentView"
        ],
        "UITapGestureRecognizer": ["NSInteger numberOfTapsRequired", "NSInteger numberOfTouchesRequired"],
        "UITargetedPreview": [
            "(readonly) UIPreviewParameters *parameters", "(readonly) UIPreviewTarget *target",
            "(readonly) UIView *view"
        ],
        "UITextField": [
            "(nullable) NSAttributedString *attributedPlaceholder", "(nullable) NSAttributedString *attributedText",
            "(nullable) NSString *placeholder", "(nullable) NSString *text", "(nullable) UIColor *textColor",
            "(nullable) UIFont *font", "(nullable) UIImage *background", "(nullable) UIImage *disabledBackground",
            "(nullable) UIView *inputAccessoryView", "(nullable) UIView *inputView", "(nullable) UIView *leftView",
            "(nullable) UIView *rightView", "(readonly, getter=isEditing) BOOL editing",
            "BOOL adjustsFontForContentSizeCategory", "BOOL adjustsFontSizeToFitWidth",
            "BOOL allowsEditingTextAttributes", "BOOL clearsOnBeginEditing", "BOOL clearsOnInsertion",
            "CGFloat minimumFontSize", "CGSize intrinsicContentSize", "NSTextAlignment textAlignment",
            "UITextFieldBorderStyle borderStyle", "UITextFieldViewMode clearButtonMode",
            "UITextFieldViewMode leftViewMode", "UITextFieldViewMode rightViewMode"
        ],
        "UITextView": [
            "(getter=isEditable) BOOL editable", "(getter=isSelectable) BOOL selectable",
            "(nullable) NSAttributedString *attributedText", "(nullable) NSString *text",
            "(nullable) UIColor *textColor", "(nullable) UIFont *font", "(nullable) UIView *inputAccessoryView",
            "(nullable) UIView *inputView", "BOOL adjustsFontForContentSizeCategory",
            "BOOL allowsEditingTextAttributes", "BOOL clearsOnInsertion", "NSLayoutManager *layoutManager",
            "NSRange selectedRange", "NSTextAlignment textAlignment", "NSTextContainer *textContainer",
            "NSTextStorage *textStorage", "UIEdgeInsets textContainerInset"
        ],
        "UIToolbar": [
            "(getter=isTranslucent) BOOL translucent", "(nullable) UIColor *barTintColor",
            "(nullable) UIToolbarAppearance *compactAppearance", "(nullable) UIToolbarAppearance *scrollEdgeAppearance",
            "UIBarPosition barPosition", "UIBarStyle barStyle", "UIToolbarAppearance *standardAppearance"
        ],
        "UIToolbarAppearance": [
            "UIBarButtonItemAppearance *buttonAppearance", "UIBarButtonItemAppearance *doneButtonAppearance"
        ],
        "UITouch": ["NSInteger tapCount"],
        "UITraitCollection": [
            "CGFloat displayScale", "NSInteger hash", "UIUserInterfaceIdiom userInterfaceIdiom",
            "UIUserInterfaceStyle userInterfaceStyle"
        ],
        "UIVibrancyEffect": ["(readonly) UIBlurEffect *blurEffect"],
        "UIView": [
            "(getter=isAccessibilityElement) BOOL accessibilityElement",
            "(getter=isExclusiveTouch) BOOL exclusiveTouch",
            "(getter=isFocused) BOOL focused",
            "(getter=isHidden) BOOL hidden",
            "(getter=isMultipleTouchEnabled) BOOL multipleTouchEnabled",
            "(getter=isOpaque) BOOL opaque",
            "(getter=isUserInteractionEnabled) BOOL userInteractionEnabled",
            "(nullable) NSAttributedString *accessibilityAttributedHint",
            "(nullable) NSAttributedString *accessibilityAttributedLabel",
            "(nullable) NSAttributedString *accessibilityAttributedValue",
            "(nullable) NSString *accessibilityHint",
            "(nullable) NSString *accessibilityIdentifier",
            "(nullable) NSString *accessibilityLabel",
            "(nullable) NSString *accessibilityLanguage",
            "(nullable) NSString *accessibilityValue",
            "(nullable) NSString *focusGroupIdentifier",
            "(nullable) NSString *restorationIdentifier",
            "(nullable) UIBezierPath *accessibilityPath",
            "(nullable) UIColor *backgroundColor",
            "(nullable) UIColor *tintColor",
            "(nullable) UIResponder *next",
            "(nullable) UIView *mask",
            "(nullable) UIWindow *window",
            "BOOL accessibilityElementsHidden",
            "BOOL accessibilityIgnoresInvertColors",
            "BOOL accessibilityRespondsToUserInteraction",
            "BOOL accessibilityViewIsModal",
            "BOOL autoresizesSubviews",
            "BOOL canBecomeFocused",
            "BOOL clearsContextBeforeDrawing",
            "BOOL clipsToBounds",
            "BOOL insetsLayoutMarginsFromSafeArea",
            "BOOL preservesSuperviewLayoutMargins",
            "BOOL shouldGroupAccessibilityChildren",
            "BOOL translatesAutoresizingMaskIntoConstraints",
            "CGAffineTransform transform",
            "CGFloat alpha",
            "CGFloat contentScaleFactor",
            "CGPoint accessibilityActivationPoint",
            "CGPoint center",
            "CGRect accessibilityFrame",
            "CGRect bounds",
            "CGRect frame",
            "CGSize intrinsicContentSize",
            "NSInteger tag",
            "NSLayoutDimension *heightAnchor",
            "NSLayoutDimension *widthAnchor",
            "NSLayoutXAxisAnchor *centerXAnchor",
            "NSLayoutXAxisAnchor *leadingAnchor",
            "NSLayoutXAxisAnchor *leftAnchor",
            "NSLayoutXAxisAnchor *rightAnchor",
            "NSLayoutXAxisAnchor *trailingAnchor",
            "NSLayoutYAxisAnchor *bottomAnchor",
            "NSLayoutYAxisAnchor *centerYAnchor",
            "NSLayoutYAxisAnchor *firstBaselineAnchor",
            "NSLayoutYAxisAnchor *lastBaselineAnchor",
            "NSLayoutYAxisAnchor *topAnchor",
            "UIEdgeInsets layoutMargins",
            "UIEdgeInsets safeAreaInsets",
            "UIKeyboardLayoutGuide *keyboardLayoutGuide",
            "UILayoutGuide *layoutMarginsGuide",
            "UILayoutGuide *readableContentGuide",
            "UILayoutGuide *safeAreaLayoutGuide",
            "UISemanticContentAttribute semanticContentAttribute",
            "UITraitCollection *traitCollection",
            "UIUserInterfaceStyle overrideUserInterfaceStyle",
            "UIView *forFirstBaselineLayout",
            "UIView *forLastBaselineLayout",
            "UIViewAutoresizing autoresizingMask",
            "UIViewContentMode contentMode",
            "UIViewTintAdjustmentMode tintAdjustmentMode"
        ],
        "UIViewController": [
            "(getter=isBeingDismissed) BOOL beingDismissed", "(getter=isBeingPresented) BOOL beingPresented",
            "(getter=isEditing) BOOL editing", "(getter=isModalInPresentation) BOOL modalInPresentation",
            "(getter=isMovingFromParent) BOOL movingFromParent", "(getter=isMovingToParent) BOOL movingToParent",
            "(getter=isViewLoaded) BOOL viewLoaded", "(nullable) NSString *restorationIdentifier",
            "(nullable) NSString *title", "(nullable) UINavigationController *navigationController",
            "(nullable) UIPopoverPresentationController *popoverPresentationController",
            "(nullable) UIPresentationController *presentationController", "(nullable) UIResponder *next",
            "(nullable) UISheetPresentationController *sheetPresentationController",
            "(nullable) UISplitViewController *splitViewController", "(nullable) UITabBarController *tabBarController",
            "(nullable) UITabBarItem *tabBarItem", "(nullable) UIView *view", "(nullable) UIView *viewIfLoaded",
            "(nullable) UIViewController *childForHomeIndicatorAutoHidden",
            "(nullable) UIViewController *childForScreenEdgesDeferringSystemGestures",
            "(nullable) UIViewController *childForStatusBarHidden",
            "(nullable) UIViewController *childForStatusBarStyle", "(nullable, readonly) NSString *nibName",
            "(nullable, readonly) UIViewController *presentedViewController",
            "(readonly) UINavigationItem *navigationItem", "BOOL automaticallyAdjustsScrollViewInsets",
            "BOOL definesPresentationContext", "BOOL extendedLayoutIncludesOpaqueBars", "BOOL hidesBottomBarWhenPushed",
            "BOOL prefersHomeIndicatorAutoHidden", "BOOL prefersStatusBarHidden",
            "BOOL providesPresentationContextTransitionStyle", "BOOL shouldAutomaticallyForwardAppearanceMethods",
            "BOOL shouldAutorotate", "BOOL viewRespectsSystemMinimumLayoutMargins", "CGSize preferredContentSize",
            "UIBarButtonItem *editButtonItem", "UIEdgeInsets additionalSafeAreaInsets",
            "UIInterfaceOrientation preferredInterfaceOrientationForPresentation",
            "UIModalPresentationStyle modalPresentationStyle", "UIModalTransitionStyle modalTransitionStyle",
            "UIRectEdge edgesForExtendedLayout", "UIRectEdge preferredScreenEdgesDeferringSystemGestures",
            "UIStatusBarAnimation preferredStatusBarUpdateAnimation", "UIStatusBarStyle preferredStatusBarStyle",
            "UITraitCollection *traitCollection", "UIUserInterfaceStyle overrideUserInterfaceStyle"
        ],
        "UIViewPropertyAnimator": [
            "(getter=isInterruptible) BOOL interruptible", "(getter=isReversed) BOOL reversed",
            "(getter=isRunning) BOOL running", "(getter=isUserInteractionEnabled) BOOL userInteractionEnabled",
            "(readonly) NSTimeInterval duration", "(readonly) UIViewAnimatingState state", "BOOL pausesOnCompletion",
            "BOOL scrubsLinearly", "CGFloat fractionComplete"
        ],
        "UIVisualEffectView": ["(nullable) UIVisualEffect *effect", "(readonly) UIView *contentView"],
        "UIWebView": [
            "(getter=isLoading) BOOL loading", "BOOL canGoBack", "BOOL canGoForward", "BOOL scalesPageToFit",
            "UIScrollView *scrollView"
        ],
        "UIWindow": [
            "(getter=isHidden) BOOL hidden", "(nullable) UIResponder *next",
            "(nullable) UIViewController *rootViewController", "(nullable) UIWindowScene *windowScene",
            "(readonly, getter=isKeyWindow) BOOL keyWindow", "UIEdgeInsets safeAreaInsets"
        ],
        "UIWindowScene": [
            "(nullable) UIStatusBarManager *statusBarManager", "UIInterfaceOrientation interfaceOrientation",
            "UIScreen *screen"
        ]
    ]
    static let uikitClasses: [String: String] = [
        "NSDataAsset": "NSObject",
        "NSDiffableDataSourceSnapshotReference": "NSObject",
        "NSExpression": "NSObject",
        "NSFileCoordinator": "NSObject",
        "NSHashTable<ObjectType>": "NSObject",
        "NSItemProvider": "NSObject",
        "NSKeyValueObservation": "NSObject",
        "NSLayoutAnchor<AnchorType>": "NSObject",
        "NSLayoutConstraint": "NSObject",
        "NSLayoutDimension": "NSLayoutAnchor",
        "NSLayoutManager": "NSObject",
        "NSLayoutXAxisAnchor": "NSLayoutAnchor",
        "NSLayoutYAxisAnchor": "NSLayoutAnchor",
        "NSMapTable<KeyType, ObjectType>": "NSObject",
        "NSMutableParagraphStyle": "NSParagraphStyle",
        "NSParagraphStyle": "NSObject",
        "NSPointerFunctions": "NSObject",
        "NSSecureUnarchiveFromDataTransformer": "NSObject",
        "NSShadow": "NSObject",
        "NSStringDrawingContext": "NSObject",
        "NSTextAttachment": "NSObject",
        "NSTextContainer": "NSObject",
        "NSTextStorage": "NSMutableAttributedString",
        "NSUserActivity": "NSObject",
        "UIAccessibilityCustomAction": "NSObject",
        "UIAccessibilityElement": "UIResponder",
        "UIAction": "UIMenuElement",
        "UIActivity": "NSObject",
        "UIActivityIndicatorView": "UIView",
        "UIActivityViewController": "UIViewController",
        "UIAlertAction": "NSObject",
        "UIAlertController": "UIViewController",
        "UIApplicationShortcutIcon": "NSObject",
        "UIApplicationShortcutItem": "NSObject",
        "UIAttachmentBehavior": "UIDynamicBehavior",
        "UIBarAppearance": "NSObject",
        "UIBarButtonItem": "NSObject",
        "UIBarButtonItemAppearance": "NSObject",
        "UIBarButtonItemStateAppearance": "NSObject",
        "UIBezierPath": "NSObject",
        "UIBlurEffect": "UIVisualEffect",
        "UIButton": "UIControl",
        "UICollectionViewCompositionalLayout": "UICollectionViewLayout",
        "UICollectionViewController": "UIViewController",
        "UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>": "NSObject",
        "UICollectionViewDropPlaceholder": "NSObject",
        "UICollectionViewDropProposal": "UIDropProposal",
        "UICollectionViewFlowLayoutInvalidationContext": "UICollectionViewLayoutInvalidationContext",
        "UICollectionViewFocusUpdateContext": "UIFocusUpdateContext",
        "UICollectionViewListCell": "UICollectionViewCell",
        "UICollectionViewTransitionLayout": "UICollectionViewLayout",
        "UICollisionBehavior": "UIDynamicBehavior",
        "UIColor": "NSObject",
        "UICommandAlternate": "NSObject",
        "UIContentUnavailableView": "UIView",
        "UIContextMenuConfiguration": "NSObject",
        "UIContextMenuInteraction": "NSObject",
        "UIContextualAction": "NSObject",
        "UIControl": "UIView",
        "UICubicTimingParameters": "NSObject",
        "UIDatePicker": "UIControl",
        "UIDeferredMenuElement": "UIMenuElement",
        "UIDocumentMenuViewController": "UIViewController",
        "UIDocumentPickerViewController": "UIViewController",
        "UIDragInteraction": "NSObject",
        "UIDragItem": "NSObject",
        "UIDragPreview": "NSObject",
        "UIDragPreviewParameters": "UIPreviewParameters",
        "UIDragPreviewTarget": "NSObject",
        "UIDropInteraction": "NSObject",
        "UIDropProposal": "NSObject",
        "UIDynamicAnimator": "NSObject",
        "UIDynamicBehavior": "NSObject",
        "UIDynamicItemBehavior": "UIDynamicBehavior",
        "UIEvent": "NSObject",
        "UIFeedbackGenerator": "NSObject",
        "UIFocusAnimationCoordinator": "NSObject",
        "UIFocusGuide": "UILayoutGuide",
        "UIFocusSystem": "NSObject",
        "UIFocusUpdateContext": "NSObject",
        "UIFont": "NSObject",
        "UIFontDescriptor": "NSObject",
        "UIFontMetrics": "NSObject",
        "UIGestureRecognizer": "NSObject",
        "UIGraphicsImageRenderer": "NSObject",
        "UIGraphicsImageRendererContext": "NSObject",
        "UIGraphicsImageRendererFormat": "NSObject",
        "UIGravityBehavior": "UIDynamicBehavior",
        "UIImage": "NSObject",
        "UIImageAsset": "NSObject",
        "UIImagePickerController": "UINavigationController",
        "UIImageView": "UIView",
        "UIImpactFeedbackGenerator": "UIFeedbackGenerator",
        "UIInputView": "UIView",
        "UIInterpolatingMotionEffect": "UIMotionEffect",
        "UIKeyCommand": "NSObject",
        "UIKeyboardLayoutGuide": "UILayoutGuide",
        "UILabel": "UIView",
        "UILayoutGuide": "NSObject",
        "UIListContentView": "UIView",
        "UILongPressGestureRecognizer": "UIGestureRecognizer",
        "UIMenu": "UIMenuElement",
        "UIMenuController": "NSObject",
        "UIMenuElement": "NSObject",
        "UIMenuItem": "NSObject",
        "UIMotionEffect": "NSObject",
        "UIMotionEffectGroup": "UIMotionEffect",
        "UINavigationBar": "UIView",
        "UINavigationBarAppearance": "UIBarAppearance",
        "UINavigationController": "UIViewController",
        "UINavigationItem": "NSObject",
        "UINotificationFeedbackGenerator": "UIFeedbackGenerator",
        "UIOpenURLContext": "NSObject",
        "UIPageControl": "UIControl",
        "UIPageViewController": "UIViewController",
        "UIPanGestureRecognizer": "UIGestureRecognizer",
        "UIPasteboard": "NSObject",
        "UIPercentDrivenInteractiveTransition": "NSObject",
        "UIPickerView": "UIView",
        "UIPinchGestureRecognizer": "UIGestureRecognizer",
        "UIPointerInteraction": "NSObject",
        "UIPointerRegion": "NSObject",
        "UIPointerRegionRequest": "NSObject",
        "UIPointerStyle": "NSObject",
        "UIPopoverPresentationController": "UIPresentationController",
        "UIPresentationController": "NSObject",
        "UIPress": "NSObject",
        "UIPressesEvent": "UIEvent",
        "UIPreviewParameters": "NSObject",
        "UIPreviewTarget": "NSObject",
        "UIProgressView": "UIView",
        "UIPushBehavior": "UIDynamicBehavior",
        "UIRefreshControl": "UIControl",
        "UIRotationGestureRecognizer": "UIGestureRecognizer",
        "UIScene": "NSObject",
        "UISceneConfiguration": "NSObject",
        "UISceneSession": "NSObject",
        "UIScreenEdgePanGestureRecognizer": "UIPanGestureRecognizer",
        "UIScrollEdgeEffect": "NSObject",
        "UISearchBar": "UIView",
        "UISearchController": "UIViewController",
        "UISearchTextField": "UITextField",
        "UISegmentedControl": "UIControl",
        "UISelectionFeedbackGenerator": "UIFeedbackGenerator",
        "UISheetPresentationController": "UIPresentationController",
        "UISlider": "UIControl",
        "UISnapBehavior": "UIDynamicBehavior",
        "UISplitViewController": "UIViewController",
        "UISpringTimingParameters": "NSObject",
        "UIStackView": "UIView",
        "UIStatusBarManager": "NSObject",
        "UIStepper": "UIControl",
        "UIStoryboard": "NSObject",
        "UIStoryboardSegue": "NSObject",
        "UIStoryboardUnwindSegueSource": "NSObject",
        "UISwipeActionsConfiguration": "NSObject",
        "UISwipeGestureRecognizer": "UIGestureRecognizer",
        "UISwitch": "UIControl",
        "UITabBar": "UIView",
        "UITabBarAppearance": "UIBarAppearance",
        "UITabBarController": "UIViewController",
        "UITabBarItem": "NSObject",
        "UITabBarItemAppearance": "NSObject",
        "UITabBarItemStateAppearance": "NSObject",
        "UITableView": "UIScrollView",
        "UITableViewCell": "UIView",
        "UITableViewController": "UIViewController",
        "UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>": "NSObject",
        "UITableViewDropProposal": "UIDropProposal",
        "UITableViewFocusUpdateContext": "UIFocusUpdateContext",
        "UITableViewHeaderFooterView": "UIView",
        "UITapGestureRecognizer": "UIGestureRecognizer",
        "UITargetedPreview": "NSObject",
        "UITextField": "UIControl",
        "UITextView": "UIScrollView",
        "UIToolbar": "UIView",
        "UIToolbarAppearance": "UIBarAppearance",
        "UITouch": "NSObject",
        "UITraitCollection": "NSObject",
        "UIVibrancyEffect": "UIVisualEffect",
        "UIViewController": "UIResponder",
        "UIViewPropertyAnimator": "NSObject",
        "UIVisualEffect": "NSObject",
        "UIVisualEffectView": "UIView",
        "UIWebView": "UIView",
        "UIWindow": "UIView",
        "UIWindowScene": "UIScene"
    ]
    static let uikitProtocols: [String: [String]] = [
        "NSFilePresenter": ["NSObject"],
        "NSUserActivityDelegate": [],
        "UIAccessibilityContentSizeCategoryImageAdjusting": ["NSObject"],
        "UIAccessibilityIdentification": ["NSObject"],
        "UIActivityItemSource": [],
        "UIAdaptivePresentationControllerDelegate": [],
        "UIAppearance": [],
        "UIAppearanceContainer": [],
        "UIApplicationDelegate": [],
        "UIBarPositioning": [],
        "UIBarPositioningDelegate": [],
        "UICollectionViewDataSourcePrefetching": [],
        "UICollectionViewDragDelegate": [],
        "UICollectionViewDropCoordinator": [],
        "UICollectionViewDropDelegate": [],
        "UICollectionViewDropItem": [],
        "UICollectionViewDropPlaceholderContext": ["UIDragAnimating"],
        "UICollisionBehaviorDelegate": [],
        "UIConfigurationState": [],
        "UIContentConfiguration": [],
        "UIContentContainer": ["NSObject"],
        "UIContentSizeCategoryAdjusting": ["NSObject"],
        "UIContentView": [],
        "UIContextMenuInteractionAnimating": [],
        "UIContextMenuInteractionCommitAnimating": ["UIContextMenuInteractionAnimating"],
        "UIContextMenuInteractionDelegate": [],
        "UICoordinateSpace": [],
        "UIDocumentMenuDelegate": [],
        "UIDocumentPickerDelegate": [],
        "UIDragAnimating": [],
        "UIDragDropSession": [],
        "UIDragInteractionDelegate": [],
        "UIDragSession": ["UIDragDropSession"],
        "UIDropInteractionDelegate": [],
        "UIDropSession": ["UIDragDropSession"],
        "UIDynamicItem": [],
        "UIFocusAnimationContext": ["NSObject"],
        "UIFocusEnvironment": [],
        "UIFocusItem": ["UIFocusEnvironment"],
        "UIGestureRecognizerDelegate": [],
        "UIImagePickerControllerDelegate": [],
        "UIInteraction": [],
        "UILayoutSupport": [],
        "UINavigationControllerDelegate": [],
        "UIPageViewControllerDataSource": [],
        "UIPageViewControllerDelegate": [],
        "UIPickerViewDataSource": [],
        "UIPickerViewDelegate": [],
        "UIPointerInteractionAnimating": [],
        "UIPointerInteractionDelegate": [],
        "UIPopoverPresentationControllerDelegate": ["UIAdaptivePresentationControllerDelegate"],
        "UIPopoverPresentationControllerSourceItem": ["NSObject"],
        "UISceneDelegate": [],
        "UISearchBarDelegate": [],
        "UISearchControllerDelegate": [],
        "UISearchResultsUpdating": [],
        "UISheetPresentationControllerDelegate": ["UIAdaptivePresentationControllerDelegate"],
        "UISheetPresentationControllerDetentResolutionContext": ["NSObject"],
        "UISplitViewControllerDelegate": [],
        "UISpringLoadedInteractionContext": [],
        "UITabBarControllerDelegate": [],
        "UITableViewDataSource": [],
        "UITableViewDataSourcePrefetching": [],
        "UITableViewDelegate": ["UIScrollViewDelegate"],
        "UITableViewDragDelegate": [],
        "UITableViewDropCoordinator": [],
        "UITableViewDropDelegate": [],
        "UITextFieldDelegate": [],
        "UITextInputTraits": [],
        "UITextViewDelegate": [],
        "UITimingCurveProvider": [],
        "UIToolbarDelegate": ["UIBarPositioningDelegate"],
        "UIUserActivityRestoring": ["NSObject"],
        "UIViewAnimating": [],
        "UIViewControllerAnimatedTransitioning": [],
        "UIViewControllerContextTransitioning": [],
        "UIViewControllerInteractiveTransitioning": [],
        "UIViewControllerPreviewing": [],
        "UIViewControllerPreviewingDelegate": [],
        "UIViewControllerRestoration": [],
        "UIViewControllerTransitionCoordinator": ["UIViewControllerTransitionCoordinatorContext"],
        "UIViewControllerTransitionCoordinatorContext": [],
        "UIViewControllerTransitioningDelegate": [],
        "UIViewImplicitlyAnimating": ["UIViewAnimating"],
        "UIWebViewDelegate": ["NSObject"],
        "UIWindowSceneDelegate": ["UISceneDelegate"]
    ]
}
