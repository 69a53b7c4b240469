import Foundation

/// What Objective-C layout files see of Foundation and UIKit when libclang reads them: the
/// declarations layouts use, so that `#import <UIKit/UIKit.h>` resolves on any machine and
/// every name has a type. The translator maps each of them to its Swift name in the UIKit module.
enum ObjCPrelude {
    /// The header: the declarations written here, then UIKit's other classes and protocols.
    static let header = handKept + uikitDeclarations(besides: declaredNames(in: handKept))

    /// What layouts use of Foundation and UIKit, with their methods and properties, by hand.
    static let handKept = layoutKept + librariesKept

    /// What layouts use, the first part of `handKept`.
    private static let layoutKept = #"""
        #pragma once
        #define NS_ASSUME_NONNULL_BEGIN
        #define NS_ASSUME_NONNULL_END
        #define NS_DESIGNATED_INITIALIZER
        #define NS_UNAVAILABLE
        #define IBInspectable
        #define IB_DESIGNABLE
        #define NS_ENUM(type, name) enum name : type name; enum name : type
        #define NS_OPTIONS(type, name) enum name : type name; enum name : type
        #define YES ((BOOL)1)
        #define NO ((BOOL)0)
        #define bool _Bool
        #define true ((_Bool)1)
        #define false ((_Bool)0)
        #define nil ((id)0)
        #define NULL ((void *)0)
        #define NSNotFound ((NSInteger)0x7fffffffffffffffL)
        #define NSAssert(condition, description, ...) __lt_assert((condition), (description))
        #define NSParameterAssert(condition) __lt_assert((condition), @"Invalid parameter not satisfying: " #condition)
        #define UIKIT_EXTERN extern
        #define FOUNDATION_EXPORT extern
        #define CG_EXTERN extern
        #define NS_INLINE static inline
        #define CG_INLINE static inline
        #define UIKIT_STATIC_INLINE static inline
        #define IBOutlet
        #define IBOutletCollection(ClassName)
        #define IBAction void
        typedef long long int64_t;
        typedef unsigned long long uint64_t;
        typedef int int32_t;
        typedef unsigned int uint32_t;
        typedef unsigned short uint16_t;
        typedef unsigned char uint8_t;
        typedef unsigned long size_t;
        typedef signed char BOOL;
        typedef long NSInteger;
        typedef unsigned long NSUInteger;
        typedef double CGFloat;
        typedef double NSTimeInterval;
        // Boxable as on Apple's platforms: `@(size)` is an `NSValue`.
        typedef struct __attribute__((objc_boxable)) CGPoint { CGFloat x, y; } CGPoint;
        typedef struct __attribute__((objc_boxable)) CGSize { CGFloat width, height; } CGSize;
        typedef struct __attribute__((objc_boxable)) CGRect { CGPoint origin; CGSize size; } CGRect;
        typedef struct { CGFloat a, b, c, d, tx, ty; } CGAffineTransform;
        typedef struct { CGFloat m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44; } CATransform3D;
        typedef struct { CGFloat top, left, bottom, right; } UIEdgeInsets;
        typedef struct { CGFloat horizontal, vertical; } UIOffset;
        // As Foundation's Swift `NSRange` counts: in `Int` (Objective-C's header says NSUInteger).
        typedef struct { NSInteger location, length; } NSRange;
        typedef double CGFloat;
        typedef struct objc_selector *SEL;
        @class NSZone;
        @class Protocol, NSString, NSArray, NSIndexPath, UICollectionView, UICollectionViewLayoutAttributes;
        @protocol NSObject
        - (BOOL)isEqual:(id)object;
        - (BOOL)respondsToSelector:(SEL)selector;
        - (BOOL)isKindOfClass:(Class)aClass;
        - (Class)class;
        - (BOOL)isMemberOfClass:(Class)aClass;
        - (BOOL)conformsToProtocol:(Protocol *)aProtocol;
        @end
        @protocol NSCopying @end
        @protocol NSCoding @end
        @interface NSObject <NSObject>
        + (instancetype)alloc;
        + (instancetype)new;
        + (Class)class;
        - (instancetype)init;
        - (id)copy;
        - (id)mutableCopy;
        - (void)awakeFromNib;
        @end
        @interface NSCoder : NSObject @end
        @interface NSException : NSObject
        @property (readonly, copy) NSString *name;
        @property (nullable, readonly, copy) NSString *reason;
        @end
        @interface NSString : NSObject <NSCopying>
        @property (readonly) NSUInteger length;
        + (instancetype)stringWithFormat:(NSString *)format, ...;
        - (BOOL)isEqualToString:(NSString *)other;
        - (NSString *)stringByAppendingString:(NSString *)other;
        @property (readonly) double doubleValue;
        @property (readonly) float floatValue;
        @property (readonly) NSInteger integerValue;
        @end
        @interface NSNumber : NSObject <NSCopying>
        + (NSNumber *)numberWithDouble:(double)value;
        + (NSNumber *)numberWithFloat:(float)value;
        + (NSNumber *)numberWithInteger:(NSInteger)value;
        + (NSNumber *)numberWithInt:(int)value;
        + (NSNumber *)numberWithBool:(BOOL)value;
        + (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value;
        + (NSNumber *)numberWithLong:(long)value;
        + (NSNumber *)numberWithUnsignedInt:(unsigned int)value;
        @property (readonly) double doubleValue;
        @property (readonly) float floatValue;
        @property (readonly) NSInteger integerValue;
        @property (readonly) NSUInteger unsignedIntegerValue;
        @property (readonly) int intValue;
        @property (readonly) BOOL boolValue;
        @end
        @interface NSValue : NSObject
        // What clang's `@(struct)` boxing calls (the translation writes Foundation's initializers).
        + (NSValue *)valueWithBytes:(const void *)value objCType:(const char *)type;
        + (NSValue *)valueWithCGRect:(CGRect)rect;
        + (NSValue *)valueWithCGPoint:(CGPoint)point;
        + (NSValue *)valueWithCGSize:(CGSize)size;
        @property (readonly) CGPoint CGPointValue;
        @property (readonly) CGSize CGSizeValue;
        @property (readonly) CGRect CGRectValue;
        @end
        @interface NSArray<__covariant ObjectType> : NSObject <NSCopying>
        + (instancetype)array;
        + (instancetype)arrayWithArray:(NSArray<ObjectType> *)array;
        + (instancetype)arrayWithObjects:(const ObjectType[])objects count:(NSUInteger)count;
        - (instancetype)initWithArray:(NSArray<ObjectType> *)array;
        - (instancetype)initWithArray:(NSArray<ObjectType> *)array copyItems:(BOOL)flag;
        @property (readonly) NSUInteger count;
        @property (nullable, readonly) ObjectType firstObject;
        @property (nullable, readonly) ObjectType lastObject;
        - (ObjectType)objectAtIndex:(NSUInteger)index;
        - (ObjectType)objectAtIndexedSubscript:(NSUInteger)index;
        - (BOOL)containsObject:(ObjectType)object;
        - (NSUInteger)indexOfObject:(ObjectType)object;
        - (NSArray<ObjectType> *)arrayByAddingObjectsFromArray:(NSArray<ObjectType> *)other;
        - (void)enumerateObjectsUsingBlock:(void (^)(ObjectType object, NSUInteger index, BOOL *stop))block;
        @end
        @interface NSMutableArray<ObjectType> : NSArray<ObjectType>
        + (instancetype)arrayWithCapacity:(NSUInteger)capacity;
        - (instancetype)initWithCapacity:(NSUInteger)capacity;
        - (void)addObject:(ObjectType)object;
        - (void)addObjectsFromArray:(NSArray<ObjectType> *)array;
        - (void)insertObject:(ObjectType)object atIndex:(NSUInteger)index;
        - (void)removeObjectAtIndex:(NSUInteger)index;
        - (void)removeLastObject;
        - (void)removeObject:(ObjectType)object;
        - (void)removeAllObjects;
        - (void)replaceObjectAtIndex:(NSUInteger)index withObject:(ObjectType)object;
        - (void)setObject:(ObjectType)object atIndexedSubscript:(NSUInteger)index;
        @end
        @interface NSDictionary<KeyType, ObjectType> : NSObject <NSCopying>
        + (instancetype)dictionary;
        + (instancetype)dictionaryWithObjects:(const ObjectType[])objects forKeys:(const id[])keys count:(NSUInteger)count;
        @property (readonly) NSUInteger count;
        @property (readonly, copy) NSArray<KeyType> *allKeys;
        @property (readonly, copy) NSArray<ObjectType> *allValues;
        - (nullable ObjectType)objectForKey:(KeyType)key;
        - (nullable ObjectType)objectForKeyedSubscript:(KeyType)key;
        - (void)enumerateKeysAndObjectsUsingBlock:(void (^)(KeyType key, ObjectType object, BOOL *stop))block;
        @end
        @interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
        - (void)setObject:(ObjectType)object forKey:(KeyType)key;
        - (void)setObject:(nullable ObjectType)object forKeyedSubscript:(KeyType)key;
        - (void)removeObjectForKey:(KeyType)key;
        - (void)removeAllObjects;
        @end
        @interface NSSet<ObjectType> : NSObject <NSCopying>
        + (instancetype)set;
        + (instancetype)setWithArray:(NSArray<ObjectType> *)array;
        @property (readonly) NSUInteger count;
        @property (readonly, copy) NSArray<ObjectType> *allObjects;
        @property (nullable, readonly) ObjectType anyObject;
        - (BOOL)containsObject:(ObjectType)object;
        @end
        @interface NSMutableSet<ObjectType> : NSSet<ObjectType>
        - (void)addObject:(ObjectType)object;
        - (void)addObjectsFromArray:(NSArray<ObjectType> *)array;
        - (void)removeObject:(ObjectType)object;
        - (void)removeAllObjects;
        @end
        @interface NSPredicate : NSObject
        + (NSPredicate *)predicateWithBlock:(BOOL (^)(id evaluatedObject, NSDictionary *bindings))block;
        @end
        @interface NSArray<ObjectType> (Filtering)
        - (NSArray<ObjectType> *)filteredArrayUsingPredicate:(NSPredicate *)predicate;
        @end
        @interface NSIndexPath : NSObject <NSCopying>
        + (instancetype)indexPathForItem:(NSInteger)item inSection:(NSInteger)section;
        + (instancetype)indexPathForRow:(NSInteger)row inSection:(NSInteger)section;
        + (instancetype)indexPathWithIndex:(NSUInteger)index;
        @property (readonly) NSInteger item;
        @property (readonly) NSInteger row;
        @property (readonly) NSInteger section;
        @end
        void NSLog(NSString *format, ...);
        typedef long dispatch_once_t;
        void dispatch_once(dispatch_once_t *predicate, void (^block)(void));
        // Collection literals, as the translation shows them to clang (`ObjCLiterals`).
        #define __lt_array(...) __lt_array_(0, ##__VA_ARGS__)
        #define __lt_dictionary(...) __lt_dictionary_(0, ##__VA_ARGS__)
        NSMutableArray *__lt_array_(int count, ...);
        NSMutableDictionary *__lt_dictionary_(int count, ...);
        // As Foundation's: any two numbers, compared after C's usual conversions (the translation reads `max(a, b)`).
        #define MAX(a, b) ((a) > (b) ? (a) : (b))
        #define MIN(a, b) ((a) < (b) ? (a) : (b))
        #define ABS(a) ((a) < 0 ? -(a) : (a))
        void __lt_assert(BOOL condition, NSString *description);
        double floor(double); double ceil(double); double round(double); double fabs(double); double sqrt(double);
        double fmax(double, double); double fmin(double, double); double pow(double, double);
        double sin(double); double cos(double); double atan2(double, double);
        float floorf(float); float ceilf(float); float roundf(float); float fabsf(float);
        double tan(double); double asin(double); double acos(double); double atan(double);
        double fmod(double, double); double trunc(double); double hypot(double, double);
        double exp(double); double log(double); double log2(double); double log10(double);
        float sinf(float); float cosf(float); float tanf(float); float asinf(float); float acosf(float);
        float atanf(float); float atan2f(float, float); float sqrtf(float); float powf(float, float);
        float fmaxf(float, float); float fminf(float, float); float fmodf(float, float); float truncf(float);
        float hypotf(float, float); float expf(float); float logf(float);
        typedef NS_ENUM(NSUInteger, objc_AssociationPolicy) {
            OBJC_ASSOCIATION_ASSIGN = 0,
            OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
            OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
            OBJC_ASSOCIATION_RETAIN = 01401,
            OBJC_ASSOCIATION_COPY = 01403
        };
        void objc_setAssociatedObject(id object, const void *key, id value, objc_AssociationPolicy policy);
        id objc_getAssociatedObject(id object, const void *key);
        unsigned int arc4random(void);
        unsigned int arc4random_uniform(unsigned int upperBound);
        NSRange NSMakeRange(NSInteger location, NSInteger length);
        NSInteger NSMaxRange(NSRange range);
        BOOL NSLocationInRange(NSInteger location, NSRange range);
        BOOL NSEqualRanges(NSRange a, NSRange b);
        #define M_PI 3.14159265358979323846264338327950288
        #define M_PI_2 1.57079632679489661923132169163975144
        #define MAXFLOAT 0x1.fffffep+127f
        #define CGFLOAT_MAX 1.7976931348623157e+308
        #define CGFLOAT_MIN 2.2250738585072014e-308
        #define NSIntegerMax 0x7fffffffffffffffL
        #define INT_MAX 2147483647
        #define INT_MIN (-2147483647 - 1)
        #define UINT_MAX 4294967295U
        #define NSIntegerMin (-0x7fffffffffffffffL - 1)
        #define NSUIntegerMax 0xffffffffffffffffUL
        #define FLT_MAX 0x1.fffffep+127f
        #define DBL_MAX 1.7976931348623157e+308
        #define INFINITY __builtin_inff()
        #define NAN __builtin_nanf("")
        extern const CGRect CGRectZero;
        extern const CGSize CGSizeZero;
        extern const CGPoint CGPointZero;
        extern const UIEdgeInsets UIEdgeInsetsZero;
        extern const UIOffset UIOffsetZero;
        UIOffset UIOffsetMake(CGFloat horizontal, CGFloat vertical);
        extern const CGAffineTransform CGAffineTransformIdentity;
        extern const CATransform3D CATransform3DIdentity;
        CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height);
        CGSize CGSizeMake(CGFloat width, CGFloat height);
        CGPoint CGPointMake(CGFloat x, CGFloat y);
        UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right);
        CGFloat CGRectGetMinX(CGRect rect); CGFloat CGRectGetMidX(CGRect rect); CGFloat CGRectGetMaxX(CGRect rect);
        CGFloat CGRectGetMinY(CGRect rect); CGFloat CGRectGetMidY(CGRect rect); CGFloat CGRectGetMaxY(CGRect rect);
        CGFloat CGRectGetWidth(CGRect rect); CGFloat CGRectGetHeight(CGRect rect);
        BOOL CGRectIntersectsRect(CGRect a, CGRect b);
        BOOL CGRectContainsRect(CGRect a, CGRect b);
        BOOL CGRectContainsPoint(CGRect rect, CGPoint point);
        BOOL CGRectEqualToRect(CGRect a, CGRect b);
        BOOL CGSizeEqualToSize(CGSize a, CGSize b);
        BOOL UIEdgeInsetsEqualToEdgeInsets(UIEdgeInsets a, UIEdgeInsets b);
        BOOL CGPointEqualToPoint(CGPoint a, CGPoint b);
        CGRect CGRectInset(CGRect rect, CGFloat dx, CGFloat dy);
        CGRect CGRectOffset(CGRect rect, CGFloat dx, CGFloat dy);
        CGRect CGRectUnion(CGRect a, CGRect b);
        CGRect CGRectIntersection(CGRect a, CGRect b);
        BOOL CGRectIsEmpty(CGRect rect); BOOL CGRectIsNull(CGRect rect);
        CGRect UIEdgeInsetsInsetRect(CGRect rect, UIEdgeInsets insets);
        NSString *NSStringFromCGSize(CGSize size);
        NSString *NSStringFromCGRect(CGRect rect);
        NSString *NSStringFromCGPoint(CGPoint point);
        NSString *NSStringFromClass(Class aClass);
        Class _Nullable NSClassFromString(NSString *aClassName);
        NSString *NSStringFromSelector(SEL aSelector);
        SEL NSSelectorFromString(NSString *aSelectorName);
        CGAffineTransform CGAffineTransformMakeScale(CGFloat sx, CGFloat sy);
        CGAffineTransform CGAffineTransformMakeRotation(CGFloat angle);
        CGAffineTransform CGAffineTransformMakeTranslation(CGFloat tx, CGFloat ty);
        CATransform3D CATransform3DMakeScale(CGFloat sx, CGFloat sy, CGFloat sz);
        CATransform3D CATransform3DMakeRotation(CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
        CATransform3D CATransform3DMakeTranslation(CGFloat tx, CGFloat ty, CGFloat tz);
        typedef NS_ENUM(NSInteger, UICollectionViewScrollDirection) {
            UICollectionViewScrollDirectionVertical,
            UICollectionViewScrollDirectionHorizontal
        };
        typedef NS_ENUM(NSUInteger, UICollectionElementCategory) {
            UICollectionElementCategoryCell,
            UICollectionElementCategorySupplementaryView,
            UICollectionElementCategoryDecorationView
        };
        extern NSString *const UICollectionElementKindSectionHeader;
        extern NSString *const UICollectionElementKindSectionFooter;
        typedef NS_ENUM(NSInteger, UIUserInterfaceIdiom) {
            UIUserInterfaceIdiomUnspecified = -1,
            UIUserInterfaceIdiomPhone,
            UIUserInterfaceIdiomPad
        };
        @interface UIDevice : NSObject
        + (UIDevice *)currentDevice;
        @property (readonly) UIUserInterfaceIdiom userInterfaceIdiom;
        @property (readonly, copy) NSString *model;
        @property (readonly, copy) NSString *systemVersion;
        @end
        #define UI_USER_INTERFACE_IDIOM() ([[UIDevice currentDevice] userInterfaceIdiom])
        @interface UIScreen : NSObject
        + (UIScreen *)mainScreen;
        @property (readonly) CGRect bounds;
        @property (readonly) CGFloat scale;
        @property (readonly) CGFloat nativeScale;
        @end
        typedef NS_OPTIONS(NSUInteger, UIViewAnimationOptions) {
            UIViewAnimationOptionLayoutSubviews = 1 << 0,
            UIViewAnimationOptionAllowUserInteraction = 1 << 1,
            UIViewAnimationOptionBeginFromCurrentState = 1 << 2,
            UIViewAnimationOptionCurveEaseInOut = 0 << 16,
            UIViewAnimationOptionCurveEaseIn = 1 << 16,
            UIViewAnimationOptionCurveEaseOut = 2 << 16,
            UIViewAnimationOptionCurveLinear = 3 << 16
        };
        @interface UIResponder : NSObject @end
        @interface UIView : UIResponder
        + (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations;
        + (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations completion:(void (^ _Nullable)(BOOL finished))completion;
        + (void)animateWithDuration:(NSTimeInterval)duration delay:(NSTimeInterval)delay options:(UIViewAnimationOptions)options animations:(void (^)(void))animations completion:(void (^ _Nullable)(BOOL finished))completion;
        + (void)performWithoutAnimation:(void (^)(void))actions;
        - (instancetype)initWithFrame:(CGRect)frame;
        - (nullable instancetype)initWithCoder:(NSCoder *)coder;
        @property CGFloat alpha;
        @property NSInteger tag;
        @property (getter=isHidden) BOOL hidden;
        - (void)addSubview:(UIView *)view;
        - (void)removeFromSuperview;
        @property (nullable, readonly) UIView *superview;
        @property (readonly) UIEdgeInsets safeAreaInsets;
        @property CGPoint center;
        @property CGRect frame;
        @property CGRect bounds;
        @end
        typedef CGFloat UIScrollViewDecelerationRate;
        extern const UIScrollViewDecelerationRate UIScrollViewDecelerationRateNormal;
        extern const UIScrollViewDecelerationRate UIScrollViewDecelerationRateFast;
        typedef NS_ENUM(NSInteger, UIScrollViewIndicatorStyle) {
            UIScrollViewIndicatorStyleDefault,
            UIScrollViewIndicatorStyleBlack,
            UIScrollViewIndicatorStyleWhite
        };
        @interface UIScrollView : UIView
        @property UIScrollViewIndicatorStyle indicatorStyle;
        @property BOOL showsHorizontalScrollIndicator;
        @property BOOL showsVerticalScrollIndicator;
        @property (getter=isPagingEnabled) BOOL pagingEnabled;
        @property (getter=isScrollEnabled) BOOL scrollEnabled;
        @property (readonly, getter=isDragging) BOOL dragging;
        @property (readonly, getter=isDecelerating) BOOL decelerating;
        @property UIScrollViewDecelerationRate decelerationRate;
        @property CGSize contentSize;
        @property CGPoint contentOffset;
        - (void)setContentOffset:(CGPoint)contentOffset animated:(BOOL)animated;
        @property UIEdgeInsets contentInset;
        @property (readonly) UIEdgeInsets adjustedContentInset;
        @end
        @protocol UIScrollViewDelegate <NSObject>
        @optional
        - (void)scrollViewDidScroll:(UIScrollView *)scrollView;
        - (void)scrollViewWillBeginDragging:(UIScrollView *)scrollView;
        - (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate;
        - (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView;
        - (void)scrollViewWillEndDragging:(UIScrollView *)scrollView withVelocity:(CGPoint)velocity targetContentOffset:(inout CGPoint *)targetContentOffset;
        @end
        @protocol UICollectionViewDelegate <UIScrollViewDelegate> @end
        @protocol UICollectionViewDataSource <NSObject>
        - (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section;
        @optional
        - (NSInteger)numberOfSectionsInCollectionView:(UICollectionView *)collectionView;
        @end
        @interface UICollectionReusableView : UIView
        @property (nullable, readonly, copy) NSString *reuseIdentifier;
        - (void)prepareForReuse;
        - (void)applyLayoutAttributes:(UICollectionViewLayoutAttributes *)layoutAttributes;
        @end
        @interface UICollectionViewCell : UICollectionReusableView
        @property (readonly) UIView *contentView;
        @property (getter=isSelected) BOOL selected;
        @property (getter=isHighlighted) BOOL highlighted;
        @end
        @interface UICollectionView : UIScrollView
        - (nullable UICollectionViewCell *)cellForItemAtIndexPath:(NSIndexPath *)indexPath;
        - (nullable NSIndexPath *)indexPathForItemAtPoint:(CGPoint)point;
        @property (readonly) NSArray<UICollectionViewCell *> *visibleCells;
        @property (readonly) NSArray<NSIndexPath *> *indexPathsForVisibleItems;
        @property (nullable, weak) id<UICollectionViewDelegate> delegate;
        @property (nullable, weak) id dataSource;
        @property (readonly) NSInteger numberOfSections;
        - (NSInteger)numberOfItemsInSection:(NSInteger)section;
        - (void)reloadData;
        typedef NS_OPTIONS(NSUInteger, UICollectionViewScrollPosition) {
            UICollectionViewScrollPositionNone = 0
        };
        - (void)scrollToItemAtIndexPath:(NSIndexPath *)indexPath atScrollPosition:(UICollectionViewScrollPosition)scrollPosition animated:(BOOL)animated;
        @end
        @interface UICollectionViewLayoutAttributes : NSObject <NSCopying>
        - (id)copyWithZone:(nullable NSZone *)zone;
        + (instancetype)layoutAttributesForCellWithIndexPath:(NSIndexPath *)indexPath;
        + (instancetype)layoutAttributesForSupplementaryViewOfKind:(NSString *)kind withIndexPath:(NSIndexPath *)indexPath;
        + (instancetype)layoutAttributesForDecorationViewOfKind:(NSString *)kind withIndexPath:(NSIndexPath *)indexPath;
        @property CGRect frame;
        @property CGPoint center;
        @property CGSize size;
        @property CGRect bounds;
        @property CGAffineTransform transform;
        @property CATransform3D transform3D;
        @property CGFloat alpha;
        @property NSInteger zIndex;
        @property (getter=isHidden) BOOL hidden;
        @property (strong) NSIndexPath *indexPath;
        @property (readonly) UICollectionElementCategory representedElementCategory;
        @property (nullable, readonly) NSString *representedElementKind;
        @end
        @interface UICollectionViewLayoutInvalidationContext : NSObject
        @property (readonly) BOOL invalidateEverything;
        @property (readonly) BOOL invalidateDataSourceCounts;
        @property CGPoint contentOffsetAdjustment;
        @property CGSize contentSizeAdjustment;
        @end
        typedef NS_ENUM(NSInteger, UICollectionUpdateAction) {
            UICollectionUpdateActionInsert,
            UICollectionUpdateActionDelete,
            UICollectionUpdateActionReload,
            UICollectionUpdateActionMove,
            UICollectionUpdateActionNone
        };
        @interface UICollectionViewUpdateItem : NSObject
        @property (nullable, readonly) NSIndexPath *indexPathBeforeUpdate;
        @property (nullable, readonly) NSIndexPath *indexPathAfterUpdate;
        @property (readonly) UICollectionUpdateAction updateAction;
        @end
        @interface UICollectionViewLayout : NSObject <NSCoding>
        - (instancetype)init;
        - (nullable instancetype)initWithCoder:(NSCoder *)coder;
        @property (nullable, readonly) UICollectionView *collectionView;
        - (void)invalidateLayout;
        - (void)invalidateLayoutWithContext:(UICollectionViewLayoutInvalidationContext *)context;
        + (Class)invalidationContextClass;
        - (void)prepareLayout;
        - (nullable NSArray<UICollectionViewLayoutAttributes *> *)layoutAttributesForElementsInRect:(CGRect)rect;
        - (nullable UICollectionViewLayoutAttributes *)layoutAttributesForItemAtIndexPath:(NSIndexPath *)indexPath;
        - (nullable UICollectionViewLayoutAttributes *)layoutAttributesForSupplementaryViewOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath;
        - (nullable UICollectionViewLayoutAttributes *)layoutAttributesForDecorationViewOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath;
        - (BOOL)shouldInvalidateLayoutForBoundsChange:(CGRect)newBounds;
        - (CGPoint)targetContentOffsetForProposedContentOffset:(CGPoint)proposedContentOffset withScrollingVelocity:(CGPoint)velocity;
        - (CGPoint)targetContentOffsetForProposedContentOffset:(CGPoint)proposedContentOffset;
        - (nullable UICollectionViewLayoutAttributes *)initialLayoutAttributesForAppearingItemAtIndexPath:(NSIndexPath *)itemIndexPath;
        - (nullable UICollectionViewLayoutAttributes *)finalLayoutAttributesForDisappearingItemAtIndexPath:(NSIndexPath *)itemIndexPath;
        - (void)registerClass:(nullable Class)viewClass forDecorationViewOfKind:(NSString *)elementKind;
        - (nullable UICollectionViewLayoutAttributes *)initialLayoutAttributesForAppearingSupplementaryElementOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath;
        - (nullable UICollectionViewLayoutAttributes *)finalLayoutAttributesForDisappearingSupplementaryElementOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath;
        - (void)prepareForCollectionViewUpdates:(NSArray<UICollectionViewUpdateItem *> *)updateItems;
        - (void)finalizeCollectionViewUpdates;
        - (void)prepareForTransitionFromLayout:(UICollectionViewLayout *)oldLayout;
        + (Class)layoutAttributesClass;
        @property (readonly) CGSize collectionViewContentSize;
        @end
        @protocol UICollectionViewDelegateFlowLayout <UICollectionViewDelegate>
        @optional
        - (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)collectionViewLayout sizeForItemAtIndexPath:(NSIndexPath *)indexPath;
        - (UIEdgeInsets)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)collectionViewLayout insetForSectionAtIndex:(NSInteger)section;
        - (CGFloat)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)collectionViewLayout minimumLineSpacingForSectionAtIndex:(NSInteger)section;
        - (CGFloat)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)collectionViewLayout minimumInteritemSpacingForSectionAtIndex:(NSInteger)section;
        - (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)collectionViewLayout referenceSizeForHeaderInSection:(NSInteger)section;
        - (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)collectionViewLayout referenceSizeForFooterInSection:(NSInteger)section;
        @end
        @interface UICollectionViewFlowLayout : UICollectionViewLayout
        @property CGFloat minimumLineSpacing;
        @property CGFloat minimumInteritemSpacing;
        @property CGSize itemSize;
        @property CGSize estimatedItemSize;
        @property UICollectionViewScrollDirection scrollDirection;
        @property CGSize headerReferenceSize;
        @property CGSize footerReferenceSize;
        @property UIEdgeInsets sectionInset;
        @property BOOL sectionHeadersPinToVisibleBounds;
        @property BOOL sectionFootersPinToVisibleBounds;
        @end
        """#
}
