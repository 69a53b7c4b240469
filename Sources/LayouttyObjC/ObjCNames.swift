/// Foundation's and UIKit's Objective-C names as the UIKit module spells them in Swift: each
/// template's `{r}` is the receiver, `{0}`, `{1}`… the arguments, already translated.
enum ObjCNames {
    /// A method a layout overrides: its Swift declaration (`{0}` the first parameter's name) and
    /// how a call to it reads; the result is the Swift declaration's.
    struct Override {
        var declaration: String
        var call: String
        var result: SwiftType
        var isProperty = false
        /// The Swift types of the arguments, when they must be converted (a delegate method's).
        var parameters: [SwiftType] = []
        /// The name `_layouttyImplements` knows it by (`respondsToSelector:`).
        var swiftName = ""

        /// The parameters' types as the declaration writes them (`{0}: CGRect` …), in order.
        var declaredTypes: [SwiftType] {
            declaration.matches(of: /\{\d\}: ([^,()]+(?:\?)?)/).map {
                SwiftType(written: $0.1.trimmingCharacters(in: .whitespaces))
            }
        }
    }

    static let overrides: [String: Override] = [
        "prepareLayout": Override(declaration: "override func prepare()", call: "{r}.prepare()", result: .void),
        "layoutAttributesForElementsInRect:": Override(
            declaration:
                "override func layoutAttributesForElements(in {0}: CGRect) -> [UICollectionViewLayoutAttributes]?",
            call: "{r}.layoutAttributesForElements(in: {0})",
            result: SwiftType(name: "[UICollectionViewLayoutAttributes]", isOptional: true)),
        "layoutAttributesForItemAtIndexPath:": Override(
            declaration:
                "override func layoutAttributesForItem(at {0}: IndexPath) -> UICollectionViewLayoutAttributes?",
            call: "{r}.layoutAttributesForItem(at: {0})", result: attributes),
        "layoutAttributesForSupplementaryViewOfKind:atIndexPath:": Override(
            declaration:
                "override func layoutAttributesForSupplementaryView(ofKind {0}: String, at {1}: IndexPath) -> UICollectionViewLayoutAttributes?",
            call: "{r}.layoutAttributesForSupplementaryView(ofKind: {0}, at: {1})", result: attributes),
        "layoutAttributesForDecorationViewOfKind:atIndexPath:": Override(
            declaration:
                "override func layoutAttributesForDecorationView(ofKind {0}: String, at {1}: IndexPath) -> UICollectionViewLayoutAttributes?",
            call: "{r}.layoutAttributesForDecorationView(ofKind: {0}, at: {1})", result: attributes),
        "collectionViewContentSize": Override(
            declaration: "override var collectionViewContentSize: CGSize", call: "{r}.collectionViewContentSize",
            result: SwiftType(name: "CGSize"), isProperty: true),
        "shouldInvalidateLayoutForBoundsChange:": Override(
            declaration: "override func shouldInvalidateLayout(forBoundsChange {0}: CGRect) -> Bool",
            call: "{r}.shouldInvalidateLayout(forBoundsChange: {0})", result: .bool),
        "targetContentOffsetForProposedContentOffset:withScrollingVelocity:": Override(
            declaration:
                "override func targetContentOffset(forProposedContentOffset {0}: CGPoint, withScrollingVelocity {1}: CGPoint) -> CGPoint",
            call: "{r}.targetContentOffset(forProposedContentOffset: {0}, withScrollingVelocity: {1})",
            result: SwiftType(name: "CGPoint")),
        "targetContentOffsetForProposedContentOffset:": Override(
            declaration: "override func targetContentOffset(forProposedContentOffset {0}: CGPoint) -> CGPoint",
            call: "{r}.targetContentOffset(forProposedContentOffset: {0})", result: SwiftType(name: "CGPoint")),
        "initialLayoutAttributesForAppearingItemAtIndexPath:": Override(
            declaration:
                "override func initialLayoutAttributesForAppearingItem(at {0}: IndexPath) -> UICollectionViewLayoutAttributes?",
            call: "{r}.initialLayoutAttributesForAppearingItem(at: {0})", result: attributes),
        "finalLayoutAttributesForDisappearingItemAtIndexPath:": Override(
            declaration:
                "override func finalLayoutAttributesForDisappearingItem(at {0}: IndexPath) -> UICollectionViewLayoutAttributes?",
            call: "{r}.finalLayoutAttributesForDisappearingItem(at: {0})", result: attributes),
        "invalidateLayout": Override(
            declaration: "override func invalidateLayout()", call: "{r}.invalidateLayout()", result: .void),
        "invalidateLayoutWithContext:": Override(
            declaration: "override func invalidateLayout(with {0}: UICollectionViewLayoutInvalidationContext)",
            call: "{r}.invalidateLayout(with: {0})", result: .void),
        "invalidationContextClass": Override(
            declaration: "override class var invalidationContextClass: AnyClass", call: "{r}.invalidationContextClass",
            result: SwiftType(name: "AnyClass"), isProperty: true),
        "awakeFromNib": Override(
            declaration: "override func awakeFromNib()", call: "{r}.awakeFromNib()", result: .void),
        "initialLayoutAttributesForAppearingSupplementaryElementOfKind:atIndexPath:": Override(
            declaration:
                "override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind {0}: String, at {1}: IndexPath) -> UICollectionViewLayoutAttributes?",
            call: "{r}.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: {0}, at: {1})",
            result: attributes),
        "finalLayoutAttributesForDisappearingSupplementaryElementOfKind:atIndexPath:": Override(
            declaration:
                "override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind {0}: String, at {1}: IndexPath) -> UICollectionViewLayoutAttributes?",
            call: "{r}.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: {0}, at: {1})",
            result: attributes),
        "layoutAttributesClass": Override(
            declaration: "override class var layoutAttributesClass: AnyClass", call: "{r}.layoutAttributesClass",
            result: SwiftType(name: "AnyClass"), isProperty: true),
        "copyWithZone:": Override(
            declaration: "override func copy(with {0}: NSZone? = nil) -> Any", call: "{r}.copy(with: {0})",
            result: SwiftType(name: "Any")),
        "isEqual:": Override(
            declaration: "override func isEqual(_ {0}: Any?) -> Bool", call: "{r}.isEqual({0})", result: .bool),
        "prepareForCollectionViewUpdates:": Override(
            declaration: "override func prepare(forCollectionViewUpdates {0}: [UICollectionViewUpdateItem])",
            call: "{r}.prepare(forCollectionViewUpdates: {0})", result: .void,
            parameters: [SwiftType(name: "[UICollectionViewUpdateItem]")]),
        "finalizeCollectionViewUpdates": Override(
            declaration: "override func finalizeCollectionViewUpdates()", call: "{r}.finalizeCollectionViewUpdates()",
            result: .void),
        "prepareForTransitionFromLayout:": Override(
            declaration: "override func prepareForTransition(from {0}: UICollectionViewLayout)",
            call: "{r}.prepareForTransition(from: {0})", result: .void,
            parameters: [SwiftType(name: "UICollectionViewLayout")])
    ]

    private static let attributes = SwiftType(name: "UICollectionViewLayoutAttributes", isOptional: true)

    /// `UICollectionViewDelegateFlowLayout`'s methods, which a flow layout's subclass asks and an
    /// app's class implements, by their Swift names (a protocol of the files declaring the same
    /// selector keeps its own).
    static let delegateMethods: [String: Override] = {
        let view = SwiftType(name: "UICollectionView")
        let layout = SwiftType(name: "UICollectionViewLayout")
        func method(_ label: String, _ argument: SwiftType, _ result: String) -> Override {
            Override(
                declaration:
                    "func collectionView(_ {0}: UICollectionView, layout {1}: UICollectionViewLayout, \(label) {2}: \(argument.name)) -> \(result)",
                call: "{r}.collectionView({0}, layout: {1}, \(label): {2})", result: SwiftType(name: result),
                parameters: [view, layout, argument], swiftName: "collectionView(_:layout:\(label):)")
        }
        let path = SwiftType(name: "IndexPath")
        return [
            "collectionView:layout:sizeForItemAtIndexPath:": method("sizeForItemAt", path, "CGSize"),
            "collectionView:layout:insetForSectionAtIndex:": method("insetForSectionAt", .int, "UIEdgeInsets"),
            "collectionView:layout:minimumLineSpacingForSectionAtIndex:": method(
                "minimumLineSpacingForSectionAt", .int, "CGFloat"),
            "collectionView:layout:minimumInteritemSpacingForSectionAtIndex:": method(
                "minimumInteritemSpacingForSectionAt", .int, "CGFloat"),
            "collectionView:layout:referenceSizeForHeaderInSection:": method(
                "referenceSizeForHeaderInSection", .int, "CGSize"),
            "collectionView:layout:referenceSizeForFooterInSection:": method(
                "referenceSizeForFooterInSection", .int, "CGSize")
        ]
    }()

    /// Instance messages to Foundation and UIKit objects (an override's call comes from `overrides`).
    static let instanceMessages: [String: String] = [
        "numberOfItemsInSection:": "{r}.numberOfItems(inSection: {0})",
        "numberOfSections": "{r}.numberOfSections",
        "addObject:": "{r}.add(_layouttyObjCObject({0}))",
        "addObjectsFromArray:": "{r}.addObjects(from: {0})",
        "insertObject:atIndex:": "{r}.insert(_layouttyObjCObject({0}), at: {1})",
        "removeObjectAtIndex:": "{r}.removeObject(at: {0})",
        "removeLastObject": "{r}.removeLastObject()",
        "removeObject:": "{r}.remove(_layouttyObjCObject({0}))",
        "removeAllObjects": "{r}.removeAllObjects()",
        "replaceObjectAtIndex:withObject:": "{r}.replaceObject(at: {0}, with: _layouttyObjCObject({1}))",
        "objectAtIndex:": "{r}.object(at: {0})",
        "objectAtIndexedSubscript:": "{r}.object(at: {0})",
        "containsObject:": "{r}.contains(_layouttyObjCObject({0}))",
        "indexOfObject:": "{r}.index(of: _layouttyObjCObject({0}))",
        "objectForKey:": "_layouttyObjCSubscript({R}, {0})",
        "setObject:forKey:": "_layouttyObjCSetSubscript({R}, {1}, _layouttyObjCObject({0}))",
        "removeObjectForKey:": "_layouttyObjCSetSubscript({R}, {0}, nil)",
        "count": "{r}.count",
        "firstObject": "{r}.firstObject", "lastObject": "{r}.lastObject",
        "copy": "{r}.copy()",
        "mutableCopy": "{r}.mutableCopy()",
        "doubleValue": "{r}.doubleValue", "floatValue": "{r}.floatValue", "integerValue": "{r}.intValue",
        "intValue": "{r}.int32Value", "unsignedIntegerValue": "{r}.intValue", "boolValue": "{r}.boolValue",
        "CGRectValue": "{r}.rectValue", "CGPointValue": "{r}.pointValue", "CGSizeValue": "{r}.sizeValue",
        "reloadData": "{r}.reloadData()",
        "removeFromSuperview": "{r}.removeFromSuperview()",
        "cellForItemAtIndexPath:": "{r}.cellForItem(at: {0})",
        "indexPathForItemAtPoint:": "{r}.indexPathForItem(at: {0})",
        "setContentOffset:animated:": "{r}.setContentOffset({0}, animated: {1})",
        // The position as its bits (`UICollectionViewScrollPositionCenteredHorizontally`, or a number).
        "scrollToItemAtIndexPath:atScrollPosition:animated:":
            "{r}.scrollToItem(at: {0}, at: UICollectionView.ScrollPosition(rawValue: UInt(truncatingIfNeeded: {1})), animated: {2})",
        "class": "type(of: {R})",
        "isKindOfClass:": "_layouttyObjCIsKind({R}, of: {0})",
        "isMemberOfClass:": "_layouttyObjCIsMember({R}, of: {0})",
        "stringByAppendingString:": "{r} + {0}",
        "arrayByAddingObjectsFromArray:": "_layouttyObjCAdding({R}, {0})",
        "filteredArrayUsingPredicate:": "{r}.filtered(using: {0})",
        "allObjects": "{r}.allObjects",
        // `[NSBundle mainBundle]` is typed as any object pointer is, optional; Swift's `Bundle.main` is not.
        "pathForResource:ofType:": "({R} as Bundle?)?.path(forResource: {0}, ofType: {1})",
        "raise": "_layouttyObjCThrow({R})",
        "anyObject": "{r}.anyObject"
    ]

    /// The class a message to `id` is meant for (Objective-C finds the method at run time; Swift
    /// casts first): `[heights[0] floatValue]` → `(_layouttyObjCSubscript(heights, 0) as? NSNumber)?.floatValue`.
    static let receivers: [String: String] = {
        var receivers: [String: String] = [:]
        for selector in ["doubleValue", "floatValue", "integerValue", "intValue", "unsignedIntegerValue", "boolValue"] {
            receivers[selector] = "NSNumber"
        }
        for selector in [
            "count", "firstObject", "lastObject", "objectAtIndex:", "containsObject:", "indexOfObject:", "copy",
            "arrayByAddingObjectsFromArray:", "enumerateObjectsUsingBlock:"
        ] {
            receivers[selector] = "ObjCArray"
        }
        for selector in [
            "addObject:", "addObjectsFromArray:", "insertObject:atIndex:", "removeObjectAtIndex:", "removeLastObject",
            "removeObject:", "removeAllObjects", "replaceObjectAtIndex:withObject:", "mutableCopy"
        ] {
            receivers[selector] = "ObjCArray"
        }
        receivers["objectForKey:"] = "ObjCDictionary"
        receivers["setObject:forKey:"] = "ObjCDictionary"
        receivers["removeObjectForKey:"] = "ObjCDictionary"
        receivers["CGRectValue"] = "NSValue"
        receivers["CGPointValue"] = "NSValue"
        receivers["CGSizeValue"] = "NSValue"
        for property in [
            "frame", "bounds", "center", "size", "transform", "transform3D", "alpha", "zIndex", "indexPath",
            "representedElementKind",
            "representedElementCategory", "hidden"
        ] {
            receivers[property] = "UICollectionViewLayoutAttributes"
        }
        return receivers
    }()

    /// Class messages: `{c}` is the class.
    static let classMessages: [String: String] = [
        "array": "{c}()", "new": "{c}()", "dictionary": "{c}()", "set": "{c}()", "alloc": "{c}",
        "predicateWithBlock:": "ObjCPredicate(block: {0})",

        "arrayWithCapacity:": "{c}(capacity: {0})",
        "arrayWithArray:": "{c}(array: {0})",
        "setWithArray:": "{c}(array: {0})",
        "indexPathForItem:inSection:": "IndexPath(item: {0}, section: {1})",
        "indexPathForRow:inSection:": "IndexPath(row: {0}, section: {1})",
        "indexPathWithIndex:": "IndexPath(index: {0})",
        "layoutAttributesForCellWithIndexPath:": "{c}(forCellWith: {0})",
        "layoutAttributesForSupplementaryViewOfKind:withIndexPath:": "{c}(forSupplementaryViewOfKind: {0}, with: {1})",
        "layoutAttributesForDecorationViewOfKind:withIndexPath:": "{c}(forDecorationViewOfKind: {0}, with: {1})",
        "numberWithDouble:": "NSNumber(value: {0})", "numberWithFloat:": "NSNumber(value: {0})",
        "numberWithInteger:": "NSNumber(value: {0})", "numberWithInt:": "NSNumber(value: {0})",
        "numberWithBool:": "NSNumber(value: {0})", "numberWithUnsignedInteger:": "NSNumber(value: {0})",
        "numberWithLong:": "NSNumber(value: {0})", "numberWithUnsignedInt:": "NSNumber(value: {0})",
        "numberWithCGFloat:": "NSNumber(value: {0})", "valueWithCGRect:": "NSValue(rect: {0})",
        "valueWithCGPoint:": "NSValue(point: {0})",
        "valueWithCGSize:": "NSValue(size: {0})",
        "mainScreen": "UIScreen.main", "currentDevice": "UIDevice.current", "sharedApplication": "UIApplication.shared",
        "mainBundle": "Bundle.main", "bundleForClass:": "Bundle(for: {0})",
        "exceptionWithName:reason:userInfo:":
            "NSException(name: NSExceptionName(rawValue: {0}), reason: {1}, userInfo: ({2} as Any?) as? [AnyHashable: Any])",
        "nibWithNibName:bundle:": "UINib(nibName: {0}, bundle: {1})",
        // A layout animating its invalidation (`[UIView animateWithDuration:0.2 animations:^{ … }]`).
        "animateWithDuration:animations:": "UIView.animate(withDuration: {0}, animations: {1})",
        "animateWithDuration:animations:completion:":
            "UIView.animate(withDuration: {0}, animations: {1}, completion: {2})",
        "animateWithDuration:delay:options:animations:completion:":
            "UIView.animate(withDuration: {0}, delay: {1}, options: UIView.AnimationOptions(rawValue: UInt(truncatingIfNeeded: {2})), animations: {3}, completion: {4})",
        "performWithoutAnimation:": "UIView.performWithoutAnimation({0})"
    ]

    /// Properties whose Swift name differs (others keep their name).
    static let properties: [String: String] = [
        "CGRectValue": "rectValue", "CGPointValue": "pointValue", "CGSizeValue": "sizeValue",
        "integerValue": "intValue",
        "hidden": "isHidden", "pagingEnabled": "isPagingEnabled", "scrollEnabled": "isScrollEnabled",
        "dragging": "isDragging", "decelerating": "isDecelerating", "selected": "isSelected",
        "highlighted": "isHighlighted",
        "decelerationRate": "_layouttyObjCDecelerationRate"
    ]

    /// A property's Swift name: the table's, else the UIKit module's (`hidden` → `isHidden`, as a
    /// Boolean property with an `is` getter is imported).
    static func swiftProperty(_ name: String) -> String {
        properties[name] ?? ObjCPrelude.swiftPropertyNames[name] ?? name
    }

    /// C functions.
    static let functions: [String: String] = [
        "CGRectMake": "CGRect(x: {0}, y: {1}, width: {2}, height: {3})",
        "CGSizeMake": "CGSize(width: {0}, height: {1})",
        "CGPointMake": "CGPoint(x: {0}, y: {1})",
        "UIEdgeInsetsMake": "UIEdgeInsets(top: {0}, left: {1}, bottom: {2}, right: {3})",
        "UIOffsetMake": "UIOffset(horizontal: {0}, vertical: {1})",
        // `INFINITY` and `NAN`, as C's headers define them (floats).
        "__builtin_inff": "Float.infinity", "__builtin_nanf": "Float.nan",
        "CGRectGetMinX": "{0}.minX", "CGRectGetMidX": "{0}.midX", "CGRectGetMaxX": "{0}.maxX",
        "CGRectGetMinY": "{0}.minY", "CGRectGetMidY": "{0}.midY", "CGRectGetMaxY": "{0}.maxY",
        "CGRectGetWidth": "{0}.width", "CGRectGetHeight": "{0}.height",
        "CGRectIntersectsRect": "{0}.intersects({1})", "CGRectContainsRect": "{0}.contains({1})",
        "CGRectContainsPoint": "{0}.contains({1})", "CGRectEqualToRect": "({0} == {1})",
        "CGSizeEqualToSize": "({0} == {1})", "UIEdgeInsetsEqualToEdgeInsets": "({0} == {1})",
        "CGPointEqualToPoint": "({0} == {1})",
        "CGRectInset": "{0}.insetBy(dx: {1}, dy: {2})", "CGRectOffset": "{0}.offsetBy(dx: {1}, dy: {2})",
        "CGRectUnion": "{0}.union({1})", "CGRectIntersection": "{0}.intersection({1})",
        "CGRectIsEmpty": "{0}.isEmpty", "NSStringFromCGSize": "String(describing: {0})",
        "NSStringFromCGRect": "String(describing: {0})", "NSStringFromCGPoint": "String(describing: {0})",
        "CGRectIsNull": "{0}.isNull",
        // A class's name is its Swift name here (the module is no prefix Objective-C code reads);
        // a selector is its name (`SEL` is a `String`).
        "NSStringFromClass": "NSStringFromClass({0})", "NSClassFromString": "NSClassFromString({0})",
        "NSStringFromSelector": "{0}", "NSSelectorFromString": "{0}",
        "UIEdgeInsetsInsetRect": "{0}.inset(by: {1})",
        "CGAffineTransformMakeScale": "CGAffineTransform(scaleX: {0}, y: {1})",
        "CGAffineTransformMakeRotation": "CGAffineTransform(rotationAngle: {0})",
        "CGAffineTransformMakeTranslation": "CGAffineTransform(translationX: {0}, y: {1})",
        "CATransform3DMakeScale": "CATransform3DMakeScale({0}, {1}, {2})",
        "CATransform3DMakeRotation": "CATransform3DMakeRotation({0}, {1}, {2}, {3})",
        "CATransform3DMakeTranslation": "CATransform3DMakeTranslation({0}, {1}, {2})",
        "fmax": "max({0}, {1})", "fmin": "min({0}, {1})",
        "floor": "floor({0})", "ceil": "ceil({0})", "round": "round({0})", "fabs": "abs({0})", "sqrt": "sqrt({0})",
        "pow": "pow({0}, {1})", "sin": "sin({0})", "cos": "cos({0})", "atan2": "atan2({0}, {1})",
        "floorf": "floor({0})", "ceilf": "ceil({0})", "roundf": "round({0})", "fabsf": "abs({0})",
        // Foundation's generic forms, which take the `Float` clang converted the argument to.
        "sinf": "sin({0})", "cosf": "cos({0})", "tanf": "tan({0})", "asinf": "asin({0})", "acosf": "acos({0})",
        "atanf": "atan({0})", "atan2f": "atan2({0}, {1})", "sqrtf": "sqrt({0})", "powf": "pow({0}, {1})",
        "fmaxf": "max({0}, {1})", "fminf": "min({0}, {1})", "fmodf": "fmod({0}, {1})", "truncf": "trunc({0})",
        "hypotf": "hypot({0}, {1})", "expf": "exp({0})", "logf": "log({0})",
        // Random as the device is: the same layout draws differently each run.
        "arc4random": "UInt32.random(in: 0...UInt32.max)", "arc4random_uniform": "_layouttyObjCRandom(below: {0})",
        // The key is what it names (`Scope.associationKey`).
        "objc_setAssociatedObject": "_layouttyObjCSetAssociated({0}, {1}, {2}, {3})",
        "objc_getAssociatedObject": "_layouttyObjCAssociated({0}, {1})",
        "NSMakeRange": "NSMakeRange({0}, {1})", "NSMaxRange": "NSMaxRange({0})",
        "NSLocationInRange": "NSLocationInRange({0}, {1})", "NSEqualRanges": "NSEqualRanges({0}, {1})",
        "__lt_assert": "assert({0}, {1})", "dispatch_once": "_layouttyObjCOnce({0}, {1})",
        // Grand Central Dispatch as Swift's Dispatch spells it: a block runs as the device runs it, later.
        "dispatch_get_main_queue": "DispatchQueue.main", "dispatch_get_global_queue": "DispatchQueue.global()",
        "dispatch_async": "{0}.async(execute: _layouttyObjCBlock({1}))",
        "dispatch_after": "{1}.asyncAfter(deadline: {0}, execute: _layouttyObjCBlock({2}))",
        "dispatch_time": "_layouttyObjCDispatchTime({0}, {1})"
    ]

    /// Constants.
    static let globals: [String: String] = [
        "CGRectZero": "CGRect.zero", "CGSizeZero": "CGSize.zero", "CGPointZero": "CGPoint.zero",
        "UIEdgeInsetsZero": "UIEdgeInsets.zero", "UIOffsetZero": "UIOffset.zero",
        "CGAffineTransformIdentity": "CGAffineTransform.identity",
        "CATransform3DIdentity": "CATransform3DIdentity",
        // No position: the bits `scrollToItemAtIndexPath:atScrollPosition:animated:` converts.
        "UICollectionViewScrollPositionNone": "0",
        // Animation options as their bits (`animateWithDuration:delay:options:…` converts them).
        "UIViewAnimationOptionLayoutSubviews": "1", "UIViewAnimationOptionAllowUserInteraction": "2",
        "UIViewAnimationOptionBeginFromCurrentState": "4", "UIViewAnimationOptionCurveEaseInOut": "0",
        "UIViewAnimationOptionCurveEaseIn": "65536", "UIViewAnimationOptionCurveEaseOut": "131072",
        "UIViewAnimationOptionCurveLinear": "196608",
        // UIKit's other bit masks, as their bits (`ObjCTypes.importedOptions` converts them).
        "UIViewAutoresizingNone": "0", "UIViewAutoresizingFlexibleLeftMargin": "1",
        "UIViewAutoresizingFlexibleWidth": "2", "UIViewAutoresizingFlexibleRightMargin": "4",
        "UIViewAutoresizingFlexibleTopMargin": "8", "UIViewAutoresizingFlexibleHeight": "16",
        "UIViewAutoresizingFlexibleBottomMargin": "32",
        "UIControlStateNormal": "0", "UIControlStateHighlighted": "1", "UIControlStateDisabled": "2",
        "UIControlStateSelected": "4", "UIControlStateFocused": "8",
        "UIRectCornerTopLeft": "1", "UIRectCornerTopRight": "2", "UIRectCornerBottomLeft": "4",
        "UIRectCornerBottomRight": "8", "UIRectCornerAllCorners": "-1",
        "UIRectEdgeNone": "0", "UIRectEdgeTop": "1", "UIRectEdgeLeft": "2", "UIRectEdgeBottom": "4",
        "UIRectEdgeRight": "8", "UIRectEdgeAll": "15",
        "OBJC_ASSOCIATION_ASSIGN": "objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN",
        "OBJC_ASSOCIATION_RETAIN_NONATOMIC": "objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC",
        "OBJC_ASSOCIATION_COPY_NONATOMIC": "objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC",
        "OBJC_ASSOCIATION_RETAIN": "objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN",
        "OBJC_ASSOCIATION_COPY": "objc_AssociationPolicy.OBJC_ASSOCIATION_COPY",
        "UIScrollViewDecelerationRateNormal": "UIScrollView.DecelerationRate.normal.rawValue",
        "UIScrollViewDecelerationRateFast": "UIScrollView.DecelerationRate.fast.rawValue",
        "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader",
        "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter",
        "UICollectionViewScrollDirectionVertical": "UICollectionView.ScrollDirection.vertical",
        "UICollectionViewScrollDirectionHorizontal": "UICollectionView.ScrollDirection.horizontal",
        "UICollectionElementCategoryCell": "UICollectionView.ElementCategory.cell",
        "UICollectionElementCategorySupplementaryView": "UICollectionView.ElementCategory.supplementaryView",
        "UICollectionElementCategoryDecorationView": "UICollectionView.ElementCategory.decorationView",
        "UICollectionUpdateActionInsert": "UICollectionViewUpdateItem.Action.insert",
        "UICollectionUpdateActionDelete": "UICollectionViewUpdateItem.Action.delete",
        "UICollectionUpdateActionReload": "UICollectionViewUpdateItem.Action.reload",
        "UICollectionUpdateActionMove": "UICollectionViewUpdateItem.Action.move",
        "UICollectionUpdateActionNone": "UICollectionViewUpdateItem.Action.none",
        "UIUserInterfaceIdiomPhone": "UIUserInterfaceIdiom.phone",
        "UIUserInterfaceIdiomPad": "UIUserInterfaceIdiom.pad",
        "UIUserInterfaceIdiomUnspecified": "UIUserInterfaceIdiom.unspecified",
        "M_PI": "Double.pi", "M_PI_2": "(Double.pi / 2)", "MAXFLOAT": "Float.greatestFiniteMagnitude",
        "CGFLOAT_MAX": "CGFloat.greatestFiniteMagnitude", "CGFLOAT_MIN": "CGFloat.leastNormalMagnitude",
        "NSIntegerMax": "Int.max", "INT_MAX": "Int32.max", "INT_MIN": "Int32.min", "UINT_MAX": "UInt32.max",
        "NSIntegerMin": "Int.min",
        "NSUIntegerMax": "Int.max", "FLT_MAX": "Float.greatestFiniteMagnitude",
        "DBL_MAX": "Double.greatestFiniteMagnitude",
        "DISPATCH_TIME_NOW": "0", "NSEC_PER_SEC": "1_000_000_000", "NSEC_PER_MSEC": "1_000_000",
        "USEC_PER_SEC": "1_000_000",
        "DISPATCH_QUEUE_PRIORITY_DEFAULT": "0", "DISPATCH_QUEUE_PRIORITY_HIGH": "2",
        "DISPATCH_QUEUE_PRIORITY_LOW": "(-2)", "DISPATCH_QUEUE_PRIORITY_BACKGROUND": "(-32768)",
        "UIScrollViewIndicatorStyleDefault": "UIScrollView.IndicatorStyle.default",
        "UIScrollViewIndicatorStyleBlack": "UIScrollView.IndicatorStyle.black",
        "UIScrollViewIndicatorStyleWhite": "UIScrollView.IndicatorStyle.white"
    ].merging(ObjCPrelude.enumConstants) { hand, _ in hand }

    /// The Swift name of a method the files declare, as Swift's importer forms it:
    /// `itemFrameWithIndexPath:` → `itemFrameWithIndexPath(_:)`, `flowLayout:heightForItemAtIndexPath:`
    /// → `flowLayout(_:heightForItemAtIndexPath:)` (the first part names the method, the others label
    /// their arguments).
    static func swiftName(ofSelector selector: String) -> (base: String, labels: [String]) {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard selector.contains(":") else { return (selector, []) }
        return (parts[0], ["_"] + parts.dropFirst().dropLast().map { $0.isEmpty ? "_" : $0 })
    }

    /// An initializer's argument labels, as Swift imports it: `initWithMetrics:count:` →
    /// `init(metrics:count:)`, `initWithFrame:` → `init(frame:)`.
    static func initializerLabels(ofSelector selector: String) -> [String] {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard let first = parts.first else { return [] }
        let named = first.dropFirst("initWith".count)
        return [(named.first?.lowercased() ?? "_") + named.dropFirst()]
            + parts.dropFirst().map { $0.isEmpty ? "_" : $0 }
    }

    /// The property a setter selector of UIKit's sets (`setZIndex:` → `zIndex`), when UIKit has it.
    static func setterProperty(_ selector: String) -> String? {
        guard selector.hasPrefix("set"), selector.hasSuffix(":"), selector.filter({ $0 == ":" }).count == 1 else {
            return nil
        }
        let name = selector.dropFirst(3).dropLast()
        guard let first = name.first, first.isUppercase else { return nil }
        let property = first.lowercased() + name.dropFirst()
        return ObjCProperties.types[property] == nil ? nil : property
    }

    /// A format and its arguments (`NSLog`, `stringWithFormat:`), formatted as Foundation does.
    static func format(_ arguments: [String]) -> String {
        "_layouttyObjCFormat(\(arguments.first ?? "\"\""), [\(arguments.dropFirst().joined(separator: ", "))])"
    }

    /// The fields of the C structs layouts build, in order, as Swift's initializers label them.
    static let structFields: [String: [(name: String, type: SwiftType)]] = {
        let float = SwiftType(name: "CGFloat")
        return [
            "CGPoint": [("x", float), ("y", float)],
            "CGSize": [("width", float), ("height", float)],
            "CGRect": [("origin", SwiftType(name: "CGPoint")), ("size", SwiftType(name: "CGSize"))],
            "UIEdgeInsets": [("top", float), ("left", float), ("bottom", float), ("right", float)],
            "UIOffset": [("horizontal", float), ("vertical", float)],
            "NSRange": [("location", .int), ("length", .int)]
        ]
    }()

    /// Fills a template's `{r}` (the receiver, `x?` when it may be nil), `{R}` (the receiver as
    /// written), `{c}` (a class) and `{0}`… .
    static func fill(_ template: String, receiver: String = "", unchained: String? = nil, arguments: [String]) -> String
    {
        var text = template.replacingOccurrences(of: "{r}", with: receiver).replacingOccurrences(
            of: "{c}", with: receiver
        )
        .replacingOccurrences(of: "{R}", with: unchained ?? receiver)
        for (index, argument) in arguments.enumerated() {
            text = text.replacingOccurrences(of: "{\(index)}", with: argument)
        }
        return text
    }
}
