import Foundation

extension ObjCPrelude {
    /// What libraries and screens meet beside a layout's needs, as Apple's SDK headers declare
    /// it: the second part of `handKept`.
    static let librariesKept = #"""
        // Apple's older nullability spellings and the attributes its headers put on declarations:
        // what they say matters to Xcode's checks, not to what the code does.
        #define __nonnull _Nonnull
        #define __nullable _Nullable
        #define __null_unspecified _Null_unspecified
        #define NS_REQUIRES_SUPER
        #define NS_REQUIRES_NIL_TERMINATION
        #define NS_NOESCAPE
        #define NS_REFINED_FOR_SWIFT
        #define NS_SWIFT_NAME(name)
        #define NS_SWIFT_UNAVAILABLE(message)
        #define UI_APPEARANCE_SELECTOR
        #define API_AVAILABLE(...)
        #define API_UNAVAILABLE(...)
        #define API_DEPRECATED(...)
        #define API_DEPRECATED_WITH_REPLACEMENT(...)
        #define NS_AVAILABLE_IOS(version)
        #define NS_CLASS_AVAILABLE_IOS(version)
        #define NS_ENUM_AVAILABLE_IOS(version)
        #define NS_DEPRECATED_IOS(...)
        #define NS_EXTENSION_UNAVAILABLE_IOS(message)
        #define __IOS_AVAILABLE(version)
        #define DEPRECATED_ATTRIBUTE
        #define DEPRECATED_MSG_ATTRIBUTE(message)
        #define UNAVAILABLE_ATTRIBUTE
        #define __unused __attribute__((__unused__))
        @interface OS_dispatch_queue : NSObject @end
        typedef OS_dispatch_queue *dispatch_queue_t;
        typedef uint64_t dispatch_time_t;
        #define DISPATCH_TIME_NOW (0ull)
        #define NSEC_PER_SEC 1000000000ull
        #define NSEC_PER_MSEC 1000000ull
        #define USEC_PER_SEC 1000000ull
        #define DISPATCH_QUEUE_PRIORITY_DEFAULT 0
        #define DISPATCH_QUEUE_PRIORITY_HIGH 2
        #define DISPATCH_QUEUE_PRIORITY_LOW (-2)
        #define DISPATCH_QUEUE_PRIORITY_BACKGROUND (-32768)
        dispatch_queue_t dispatch_get_main_queue(void);
        dispatch_queue_t dispatch_get_global_queue(long identifier, unsigned long flags);
        void dispatch_async(dispatch_queue_t queue, void (^block)(void));
        void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, void (^block)(void));
        dispatch_time_t dispatch_time(dispatch_time_t when, int64_t delta);
        @interface NSError : NSObject
        @property (readonly, copy) NSString *domain;
        @property (readonly) NSInteger code;
        @property (readonly, copy) NSString *localizedDescription;
        @end
        @interface NSIndexSet : NSObject <NSCopying>
        @property (readonly) NSUInteger count;
        @property (readonly) NSUInteger firstIndex;
        @property (readonly) NSUInteger lastIndex;
        - (BOOL)containsIndex:(NSUInteger)value;
        @end
        @interface NSMutableIndexSet : NSIndexSet
        - (void)addIndex:(NSUInteger)value;
        - (void)removeIndex:(NSUInteger)value;
        @end
        @interface UIApplication : UIResponder
        + (UIApplication *)sharedApplication;
        @end
        @interface NSException (Raising)
        + (NSException *)exceptionWithName:(NSString *)name reason:(nullable NSString *)reason userInfo:(nullable id)userInfo;
        - (void)raise;
        @end
        // UIKit's bit masks screens set and pass (`ObjCTypes.importedOptions`).
        typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing) {
            UIViewAutoresizingNone = 0,
            UIViewAutoresizingFlexibleLeftMargin = 1 << 0,
            UIViewAutoresizingFlexibleWidth = 1 << 1,
            UIViewAutoresizingFlexibleRightMargin = 1 << 2,
            UIViewAutoresizingFlexibleTopMargin = 1 << 3,
            UIViewAutoresizingFlexibleHeight = 1 << 4,
            UIViewAutoresizingFlexibleBottomMargin = 1 << 5
        };
        typedef NS_OPTIONS(NSUInteger, UIControlState) {
            UIControlStateNormal = 0,
            UIControlStateHighlighted = 1 << 0,
            UIControlStateDisabled = 1 << 1,
            UIControlStateSelected = 1 << 2,
            UIControlStateFocused = 1 << 3
        };
        typedef NS_OPTIONS(NSUInteger, UIRectCorner) {
            UIRectCornerTopLeft = 1 << 0,
            UIRectCornerTopRight = 1 << 1,
            UIRectCornerBottomLeft = 1 << 2,
            UIRectCornerBottomRight = 1 << 3,
            UIRectCornerAllCorners = ~0UL
        };
        typedef NS_OPTIONS(NSUInteger, UIRectEdge) {
            UIRectEdgeNone = 0,
            UIRectEdgeTop = 1 << 0,
            UIRectEdgeLeft = 1 << 1,
            UIRectEdgeBottom = 1 << 2,
            UIRectEdgeRight = 1 << 3,
            UIRectEdgeAll = 15
        };
        @interface NSBundle : NSObject
        + (NSBundle *)mainBundle;
        + (NSBundle *)bundleForClass:(Class)aClass;
        - (nullable NSString *)pathForResource:(nullable NSString *)name ofType:(nullable NSString *)ext;
        @end
        @interface UINib : NSObject
        + (UINib *)nibWithNibName:(NSString *)name bundle:(nullable NSBundle *)bundleOrNil;
        @end
        @interface NSURL : NSObject <NSCopying> @end
        @interface NSDate : NSObject <NSCopying> @end
        @interface NSData : NSObject <NSCopying> @end
        @interface NSAttributedString : NSObject <NSCopying>
        @property (readonly, copy) NSString *string;
        @property (readonly) NSUInteger length;
        @end
        @interface NSMutableAttributedString : NSAttributedString @end
        """#
}
