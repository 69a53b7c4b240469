import Foundation
import Testing

@testable import LayouttyObjC

/// The translation as a unit: Objective-C text through the toolchain's libclang to the Swift it
/// becomes, each construct the translator takes pinned by the lines it writes — no build, so a
/// change to the translator fails here, at its construct, before any preview compiles.
@Suite struct ObjCTranslationTests {
    /// The toolchain's libclang, beside the `swift` on PATH (as `preview` finds it).
    static let libclang: String? = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift").resolvingSymlinksInPath() }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        .map {
            $0.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/libclang.so").path
        }

    /// The Swift of one `.m` (with a header declaring `L : UICollectionViewFlowLayout` unless
    /// `header` says otherwise), without its `#sourceLocation` lines; in `folder` if named.
    static func swift(_ implementation: String, header: String? = nil, folder: String = "objc") throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutty-translation-\(UUID().uuidString)")
        let dir = root.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let h = header ?? "#import <UIKit/UIKit.h>\n@interface L : UICollectionViewFlowLayout\n@end\n"
        try h.write(to: dir.appendingPathComponent("L.h"), atomically: true, encoding: .utf8)
        try ("#import \"L.h\"\n" + implementation).write(
            to: dir.appendingPathComponent("L.m"), atomically: true, encoding: .utf8)
        let library = try #require(libclang)
        let translated = try ObjCPort.translate([dir.appendingPathComponent("L.m").path], libclang: library)
        return try #require(translated.values.first)
    }

    /// A temporary project of `files` (path in the project: text); the caller removes it.
    static func project(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutty-project-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    static func lines(_ swift: String) -> [String] {
        swift.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.hasPrefix("#sourceLocation")
        }
    }

    /// A flow subclass: the class, `prepareLayout` as `prepare()` calling super, a property set
    /// through `self`.
    @Test func aFlowSubclassCallingSuper() throws {
        let swift = Self.lines(
            try Self.swift(
                "@implementation L\n- (void)prepareLayout {\n    [super prepareLayout];\n    self.minimumLineSpacing = 6;\n}\n@end\n"
            ))
        #expect(swift.contains("class L: UICollectionViewFlowLayout {"))
        #expect(swift.contains("override func prepare() {"))
        #expect(swift.contains("super.prepare()"))
        #expect(swift.contains("self.minimumLineSpacing = 6"), "\(swift)")
    }

    /// A cell's header names UIKit's classes the hand-kept prelude does not (`UILabel`,
    /// `UIViewController`'s protocols); its properties are read and set as the UIKit module
    /// declares them — `hidden` as `isHidden`, a label's text as its optional `String`; UIColor's
    /// factories and named colours and UIView's `initWithFrame:` are the module's initializers.
    @Test func aCellUsingUIKitsClassesAndProperties() throws {
        let swift = Self.lines(
            try Self.swift(
                """
                @implementation TagCell
                - (void)configure {
                    self.label.text = @"Tag";
                    self.label.hidden = NO;
                    self.label.numberOfLines = 2;
                    self.badge.hidden = self.label.isHidden;
                    self.label.textColor = [UIColor colorWithWhite:0.5 alpha:1];
                    self.badge.backgroundColor = [UIColor systemRedColor];
                    UILabel *extra = [[UILabel alloc] initWithFrame:CGRectZero];
                }
                @end

                """,
                header: """
                    #import <UIKit/UIKit.h>
                    @interface TagCell : UICollectionViewCell <UIGestureRecognizerDelegate>
                    @property (nonatomic, strong) UILabel *label;
                    @property (nonatomic, strong) UIImageView *badge;
                    @end

                    """))
        #expect(swift.contains("class TagCell: UICollectionViewCell, UIGestureRecognizerDelegate {"), "\(swift)")
        #expect(swift.contains("self.label?.text = \"Tag\""), "\(swift)")
        #expect(swift.contains("self.label?.isHidden = false"), "\(swift)")
        #expect(swift.contains("self.label?.numberOfLines = 2"), "\(swift)")
        #expect(swift.contains("self.badge?.isHidden = (self.label?.isHidden ?? false)"), "\(swift)")
        #expect(swift.contains("self.label?.textColor = UIColor(white: 0.5, alpha: 1)"), "\(swift)")
        #expect(swift.contains("self.badge?.backgroundColor = UIColor.systemRed"), "\(swift)")
        #expect(swift.contains("let extra: UILabel? = UILabel(frame: CGRect.zero)"), "\(swift)")
    }

    /// A controller overrides UIKit's life cycle and sends UIKit's methods by their Swift names,
    /// none of them in the translator's tables: `viewWillAppear:` is UIKit's `viewWillAppear(_:)`
    /// (an override, with UIKit's parameter type), `addSubview:`, `layoutIfNeeded` and
    /// `insertSubview:atIndex:` (Swift's `insertSubview(_:at:)`) calls;
    /// a method of its own named like none of UIKit's stays its own. Foundation's names of a
    /// class and a selector are their Swift names.
    @Test func aControllersLifeCycleIsUIKits() throws {
        let swift = Self.lines(
            try Self.swift(
                """
                @implementation GridController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.view addSubview:self.label];
                    [self.view layoutIfNeeded];
                    [self.view insertSubview:self.label atIndex:0];
                    NSString *cellName = NSStringFromClass([UICollectionViewCell class]);
                    NSString *action = NSStringFromSelector(@selector(reload));
                }
                - (void)viewWillAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                }
                - (void)reload {
                }
                @end

                """,
                header: """
                    #import <UIKit/UIKit.h>
                    @interface GridController : UIViewController
                    @property (nonatomic, strong) UILabel *label;
                    @end

                    """))
        #expect(swift.contains("override func viewDidLoad() {"), "\(swift)")
        #expect(swift.contains("super.viewDidLoad()"), "\(swift)")
        #expect(swift.contains("override func viewWillAppear(_ animated: Bool) {"), "\(swift)")
        #expect(swift.contains("super.viewWillAppear(animated)"), "\(swift)")
        #expect(swift.contains("func reload() {") && !swift.contains("override func reload"), "\(swift)")
        #expect(swift.contains("self.view?.layoutIfNeeded()"), "\(swift)")
        #expect(swift.contains("self.view?.insertSubview(self.label!, at: 0)"), "\(swift)")
        #expect(swift.contains("let cellName: String = NSStringFromClass(UICollectionViewCell.self)"), "\(swift)")
        #expect(swift.contains("let action: String = \"reload\""), "\(swift)")
    }

    /// What layouts of real libraries call beyond UIKit's overrides: C's float functions as
    /// Foundation's generic ones, `NSRange` counting in `Int` as Foundation's Swift one does, a scroll view's deceleration rate as the `CGFloat` Objective-C sees, and the
    /// superclass's attributes copied one by one (`initWithArray:copyItems:`).
    @Test func whatLibraryLayoutsCall() throws {
        let swift = Self.lines(
            try Self.swift(
                """
                @implementation L
                - (void)prepareLayout {
                    [super prepareLayout];
                    self.collectionView.decelerationRate = UIScrollViewDecelerationRateFast;
                    CGFloat x = cosf(0.5) * 10;
                    NSRange range = NSMakeRange(0, 3);
                    NSInteger end = NSMaxRange(range) + range.location;
                }
                - (NSArray *)layoutAttributesForElementsInRect:(CGRect)rect {
                    NSArray *items = [[NSArray alloc] initWithArray:[super layoutAttributesForElementsInRect:rect] copyItems:YES];
                    return items;
                }
                @end

                """))
        #expect(
            swift.contains(
                "self.collectionView?._layouttyObjCDecelerationRate = UIScrollView.DecelerationRate.fast.rawValue"),
            "\(swift)")
        #expect(swift.contains("let x: CGFloat = CGFloat(cos(0.5) * (10 as Float))"), "\(swift)")
        #expect(swift.contains("let range: NSRange = NSMakeRange(0, 3)"), "\(swift)")
        #expect(swift.contains("let end: Int = NSMaxRange(range) &+ range.location"), "\(swift)")
        #expect(
            swift.contains(
                "let items: ObjCArray? = ObjCArray(array: super.layoutAttributesForElements(in: rect).map { ObjCArray(array: $0) }, copyItems: true)"
            ), "\(swift)")
    }

    /// UIKit's query methods become their Swift overrides, with Swift's argument labels.
    @Test func uikitMethodsAreTheirSwiftOverrides() throws {
        let swift = Self.lines(
            try Self.swift(
                """
                @implementation L
                - (NSArray *)layoutAttributesForElementsInRect:(CGRect)rect { return [super layoutAttributesForElementsInRect:rect]; }
                - (CGSize)collectionViewContentSize { return CGSizeMake(100, 200); }
                @end

                """))
        #expect(swift.contains { $0.hasPrefix("override func layoutAttributesForElements(in rect: CGRect)") })
        #expect(swift.contains { $0.hasPrefix("override var collectionViewContentSize: CGSize") }, "\(swift)")
    }

    /// A property of the class extension is a stored property holding C's zero; an ivar too.
    @Test func propertiesAndIvarsAreStoredWithCsZero() throws {
        let swift = Self.lines(
            try Self.swift(
                "@interface L () {\n    NSInteger _count;\n}\n@property (nonatomic) CGFloat gap;\n@end\n@implementation L\n@end\n"
            ))
        #expect(swift.contains { $0.contains("var gap: CGFloat = 0") }, "\(swift)")
        #expect(swift.contains { $0.contains("var _count: Int = 0") }, "\(swift)")
    }

    /// A delegate protocol with `@optional` methods: an `@objc protocol` with optional
    /// requirements (the port then answers them on Linux).
    @Test func aProtocolWithOptionalMethods() throws {
        let header = """
            #import <UIKit/UIKit.h>
            @protocol Heights <NSObject>
            - (CGFloat)heightForItem:(NSInteger)item;
            @optional
            - (CGFloat)gap;
            @end
            @interface L : UICollectionViewFlowLayout
            @property (nonatomic, weak) id<Heights> heights;
            @end

            """
        let swift = Self.lines(try Self.swift("@implementation L\n@end\n", header: header))
        #expect(swift.contains { $0.hasPrefix("@objc protocol Heights") }, "\(swift)")
        #expect(swift.contains { $0.hasPrefix("@objc optional func gap()") }, "\(swift)")
    }

    /// C's integers: NSUInteger arithmetic wraps (`&+`), a negative value converted keeps its
    /// bits, `/` and `%` answer where C leaves them undefined.
    @Test func integersKeepCsRules() throws {
        let swift = try Self.swift(
            "@implementation L\n- (NSUInteger)next:(NSUInteger)n {\n    NSInteger back = -1;\n    return n + (NSUInteger)back;\n}\n@end\n"
        )
        #expect(swift.contains("UInt(truncatingIfNeeded: back)"), "\(swift)")
        #expect(swift.contains("n &+ "), "\(swift)")
        // A parameter the body assigns is a variable, as in C; one it only reads stays a constant.
        let assigned = Self.lines(
            try Self.swift(
                "@implementation L\n- (NSInteger)clamp:(NSInteger)n to:(NSInteger)top {\n    if (n > top) n = top;\n    return n;\n}\n@end\n"
            ))
        #expect(assigned.contains("var n = n") && !assigned.contains("var top = top"), "\(assigned)")
        // `stdbool.h`'s names, as layouts loop on them (`while (true)`).
        let looped = Self.lines(
            try Self.swift(
                "@implementation L\n- (NSInteger)first:(NSInteger)n {\n    bool done = false;\n"
                    + "    while (true) { if (n < 3 || done) break; n--; }\n    return n;\n}\n@end\n"))
        #expect(looped.contains { $0.hasPrefix("while ") }, "\(looped)")
        #expect(looped.contains { $0.hasPrefix("let done: Bool = false") }, "\(looped)")
        // Division and remainder as an iPhone's processor answers them (a zero divisor: no trap).
        let divided = Self.lines(
            try Self.swift(
                "@implementation L\n- (NSInteger)per:(NSInteger)n in:(NSInteger)count {\n    NSInteger left = n % count;\n    n /= count;\n    return n / 2 + left;\n}\n@end\n"
            ))
        #expect(divided.contains("let left: Int = _layouttyObjCRemainder(n, count)"), "\(divided)")
        #expect(divided.contains("n = _layouttyObjCQuotient(n, count)"), "\(divided)")
        #expect(divided.contains("return _layouttyObjCQuotient(n, (2 as Int)) &+ left"), "\(divided)")
        // A floating-point `/=` divides as Swift does (`width /= 2` halves a CGFloat): only an
        // integer's is C's quotient.
        let halved = Self.lines(
            try Self.swift(
                "@implementation L\n- (CGFloat)half:(CGFloat)width {\n    width /= 2;\n    return width;\n}\n@end\n"))
        #expect(halved.contains { $0.hasPrefix("width /= ") && !$0.contains("Quotient") }, "\(halved)")
    }

    /// A sum of 16 terms or more is one fold from the left, its literals typed: the same order,
    /// rounding and wrapping, and a type checker that takes it at once.
    @Test func longChainsFoldAndLiteralsAreTyped() throws {
        let terms = Array(repeating: "0.5", count: 16).joined(separator: " + ")
        let swift = try Self.swift("@implementation L\n- (CGFloat)w {\n    return \(terms);\n}\n@end\n")
        let fold =
            "_layouttyObjCFold(Double.self, " + Array(repeating: "(0.5 as Double)", count: 16).joined(separator: ", ")
            + ") { $0 + $1 }"
        #expect(swift.contains(fold), "\(swift)")
        let short = try Self.swift("@implementation L\n- (int)w:(int)x {\n    return 1 + x;\n}\n@end\n")
        #expect(short.contains("(1 as Int32) &+ x"), "\(short)")
    }

    /// A C string is its characters: escapes decoded, adjacent strings joined, a backslash and
    /// parenthesis never a Swift interpolation.
    @Test func cStringsAreTheirCharacters() throws {
        let swift = try Self.swift(
            #"@implementation L\#n- (NSString *)s {\#n    return @"a\tb\x41\\(x)" "c";\#n}\#n@end\#n"#)
        #expect(swift.contains(#""a\tbA\\(x)c""#), "\(swift)")
    }

    /// Collection literals are the UIKit module's reference collections.
    @Test func collectionLiteralsAreReferenceCollections() throws {
        let swift = try Self.swift("@implementation L\n- (NSArray *)a {\n    return @[@1, @2];\n}\n@end\n")
        #expect(swift.contains("ObjCArray(array: ["), "\(swift)")
    }

    /// A C struct and its compound literal: a Swift struct with C's zero, its memberwise call.
    @Test func structsAndCompoundLiterals() throws {
        let swift = try Self.swift(
            """
            typedef struct { NSInteger index; CGFloat bottom; } Shelf;
            @implementation L
            - (CGFloat)b {
                Shelf s = (Shelf){2, 3.5};
                return s.bottom;
            }
            @end

            """)
        #expect(swift.contains("struct Shelf"), "\(swift)")
        #expect(swift.contains("Shelf(index: 2, bottom: 3.5)"), "\(swift)")
    }

    /// An attributes subclass's `init` is UIKit's required initializer (the layout makes its
    /// attributes from their class, which Swift does through a required one only), and it has
    /// no `init?(coder:)`: attributes are not `NSCoding`.
    @Test func anAttributesSubclassInitIsRequired() throws {
        let swift = Self.lines(
            try Self.swift(
                "@interface A : UICollectionViewLayoutAttributes\n@property CGFloat angle;\n@end\n"
                    + "@implementation A\n- (instancetype)init { self = [super init]; if (self) { self.angle = 1; } return self; }\n@end\n"
                    + "@implementation L\n- (instancetype)init { self = [super init]; return self; }\n@end\n"))
        #expect(swift.contains("required init() {") && swift.contains("override init() {"), "\(swift)")
        // Only the layout is `NSCoding`: one `init?(coder:)`, the layout's.
        #expect(swift.filter { $0.hasPrefix("required init?(coder: NSCoder)") }.count == 1, "\(swift)")
    }

    /// A category of a UIKit class is an extension; its properties are computed.
    @Test func aCategoryIsAnExtension() throws {
        let swift = Self.lines(
            try Self.swift(
                "@interface UICollectionViewLayoutAttributes (Twice)\n- (CGFloat)twice;\n@end\n"
                    + "@implementation UICollectionViewLayoutAttributes (Twice)\n- (CGFloat)twice { return self.frame.size.width * 2; }\n@end\n"
                    + "@implementation L\n@end\n"))
        #expect(swift.contains("extension UICollectionViewLayoutAttributes {"), "\(swift)")
        // A category's property is computed by the getter (and setter) the category implements:
        // a category has no storage.
        let counted = Self.lines(
            try Self.swift(
                "@interface UICollectionViewLayout (Count)\n@property (readonly) NSInteger itemsCount;\n@end\n"
                    + "@implementation UICollectionViewLayout (Count)\n- (NSInteger)itemsCount { return [self.collectionView numberOfItemsInSection:0]; }\n@end\n"
                    + "@implementation L\n- (void)prepareLayout { NSInteger n = self.itemsCount; }\n@end\n"))
        let property = try #require(counted.firstIndex(of: "var itemsCount: Int {"), "\(counted)")
        #expect(counted[property + 1] == "get {" && counted[property + 2].hasPrefix("return "), "\(counted)")
        #expect(!counted.contains { $0.hasPrefix("func itemsCount") }, "\(counted)")
        #expect(counted.contains("let n: Int = self.itemsCount"), "\(counted)")
        // Its storage, as categories keep it: an associated object, keyed by what `&key` names.
        let stored = Self.lines(
            try Self.swift(
                "#import <objc/runtime.h>\n@interface UICollectionViewLayoutAttributes (Loop)\n@property NSInteger loop;\n@end\n"
                    + "static const char LoopKey = '\\0';\n@implementation UICollectionViewLayoutAttributes (Loop)\n"
                    + "- (void)setLoop:(NSInteger)loop { objc_setAssociatedObject(self, &LoopKey, @(loop), OBJC_ASSOCIATION_RETAIN); }\n"
                    + "- (NSInteger)loop { NSNumber *n = objc_getAssociatedObject(self, &LoopKey); return n.integerValue; }\n@end\n"
                    + "@implementation L\n@end\n"))
        #expect(
            stored.contains(
                "_layouttyObjCSetAssociated(self, \"LoopKey\", NSNumber(value: (loop)), objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN)"
            ), "\(stored)")
        #expect(stored.contains { $0.contains("_layouttyObjCAssociated(self, \"LoopKey\")") }, "\(stored)")
    }

    /// The file's folder is a name in the `#sourceLocation` lines, never code: a quote, a
    /// backslash or a newline in it reads `_` there.
    @Test func aFoldersNameIsAName() throws {
        let swift = try Self.swift("@implementation L\n@end\n", folder: "a\"b\\c\nd")
        let locations = swift.split(separator: "\n").filter { $0.hasPrefix("#sourceLocation(file: ") }
        #expect(!locations.isEmpty)
        for line in locations {
            #expect(line.contains("/a_b_c_d/L.") && line.hasSuffix(")"), "\(line)")
        }
    }

    /// Clang's tree deeper than the walk takes is one line naming the `.m` line, no crash.
    @Test func aTreeTooDeepIsOneLine() throws {
        let terms = (0..<1_200).map { "x\($0 % 2)" }.joined(separator: " - ")
        do {
            _ = try Self.swift("@implementation L\n- (int)w:(int)x0 y:(int)x1 {\n    return \(terms);\n}\n@end\n")
            Issue.record("translated")
        } catch {
            let said = String(describing: error)
            #expect(said.contains("L.m:4:") && said.contains("nested more than 1000 levels deep"), "\(said)")
        }
    }

    /// Headers are found as Xcode's header map finds them, anywhere in the project (the folder
    /// with `.git`): `"Metrics.h"` in a sibling folder, `<Kit/Kit.h>` two folders up, each with
    /// its implementation — the translation holds their classes; a bare name two headers share
    /// is not guessed (clang's own "file not found").
    @Test func headersAreFoundAsXcodesHeaderMapFindsThem() throws {
        let root = try Self.project([
            ".git/HEAD": "ref: refs/heads/main\n",
            "Library/Layout/L.m": "#import \"Metrics.h\"\n#import <Kit/Kit.h>\n@implementation L\n"
                + "- (CGFloat)gap { return [Metrics gap] + [KitSize unit]; }\n@end\n",
            "Library/Layout/L.h": "#import <UIKit/UIKit.h>\n@interface L : UICollectionViewFlowLayout\n@end\n",
            "Library/Helpers/Metrics.h":
                "#import <UIKit/UIKit.h>\n@interface Metrics : NSObject\n+ (CGFloat)gap;\n@end\n",
            "Library/Helpers/Metrics.m":
                "#import \"Metrics.h\"\n@implementation Metrics\n+ (CGFloat)gap { return 8; }\n@end\n",
            "Kit/Kit.h": "#import <UIKit/UIKit.h>\n@interface KitSize : NSObject\n+ (CGFloat)unit;\n@end\n",
            "Kit/Kit.m": "#import \"Kit.h\"\n@implementation KitSize\n+ (CGFloat)unit { return 4; }\n@end\n"
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let library = try #require(Self.libclang)
        let layout = root.appendingPathComponent("Library/Layout/L.m").path
        let swift = try #require(try ObjCPort.translate([layout], libclang: library).values.first)
        #expect(swift.contains("class Metrics: NSObject") && swift.contains("class KitSize: NSObject"), "\(swift)")
        #expect(swift.contains("Metrics.gap() + KitSize.unit()"), "\(swift)")
        try "@interface Other : NSObject\n@end\n".write(
            to: root.appendingPathComponent("Kit/Metrics.h"), atomically: true, encoding: .utf8)
        #expect(throws: ObjCError.self) { try ObjCPort.translate([layout], libclang: library) }
    }

    /// A project with no `.git` (an unpacked archive, a folder named by `--project`): the header
    /// map covers the project the preview was given, so `"Metrics.h"` in a sibling folder is
    /// found with its implementation; without it, the file's folder only.
    @Test func theHeaderMapCoversTheGivenProject() throws {
        let root = try Self.project([
            "App/Screens/Grid.m": "#import \"Metrics.h\"\n@implementation Grid\n@end\n",
            "App/Helpers/Metrics.h": "@interface Metrics : NSObject\n@end\n",
            "App/Helpers/Metrics.m": "#import \"Metrics.h\"\n@implementation Metrics\n@end\n"
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let grid = root.appendingPathComponent("App/Screens/Grid.m").standardizedFileURL.path
        let helpers = root.appendingPathComponent("App/Helpers").standardizedFileURL.path
        #expect(
            ObjCPort.importedFiles(of: [grid], project: root.standardizedFileURL.path)
                == [helpers + "/Metrics.h", helpers + "/Metrics.m"])
        #expect(ObjCPort.importedFiles(of: [grid]).isEmpty)
    }

    /// CocoaPods links each pod's headers into `Pods/Headers/Public` and `Private`: three paths
    /// of one `Metrics.h` are that header, found as the header itself; two different headers
    /// of one name are still not chosen between.
    @Test func aPodsLinkedHeadersAreTheHeader() throws {
        let root = try Self.project([
            "App/Grid.m": "#import \"Metrics.h\"\n@implementation Grid\n@end\n",
            "Lib/Helpers/Metrics.h": "@interface Metrics : NSObject\n@end\n",
            "Lib/Helpers/Metrics.m": "#import \"Metrics.h\"\n@implementation Metrics\n@end\n"
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let helpers = root.appendingPathComponent("Lib/Helpers").standardizedFileURL.path
        for kind in ["Public", "Private"] {
            let folder = root.appendingPathComponent("Pods/Headers/\(kind)/Lib")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("Metrics.h").path,
                withDestinationPath: "../../../../Lib/Helpers/Metrics.h")
        }
        let grid = root.appendingPathComponent("App/Grid.m").standardizedFileURL.path
        let project = root.standardizedFileURL.path
        #expect(
            ObjCPort.importedFiles(of: [grid], project: project) == [helpers + "/Metrics.h", helpers + "/Metrics.m"])
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Other"), withIntermediateDirectories: true)
        try "@interface Other : NSObject\n@end\n".write(
            to: root.appendingPathComponent("Other/Metrics.h"), atomically: true, encoding: .utf8)
        #expect(ObjCPort.importedFiles(of: [grid], project: project).isEmpty)
    }

    /// Initializers of the files' own classes (SLTStickyCollectionViewLayout's sections):
    /// `initWithMetrics:count:` is `init(metrics:count:)`, designated, calling its superclass's;
    /// one calling another of its own is `convenience`, through `self.init`; a view's
    /// `initWithFrame:` overrides UIKit's, and the view gets the `init?(coder:)` Swift then
    /// requires (a Foundation object does not); `[[X alloc] initWith…]` is `X(…)`.
    @Test func initializersOfTheFilesClassesTranslate() throws {
        let header = """
            #import <UIKit/UIKit.h>
            @interface Section : NSObject
            - (instancetype)initWithMetrics:(CGSize)metrics count:(NSInteger)count;
            - (instancetype)initWithCount:(NSInteger)count;
            @property (nonatomic) NSInteger count;
            @end
            @interface Badge : UICollectionReusableView
            @end
            @interface L : UICollectionViewFlowLayout
            @end
            """
        let swift = Self.lines(
            try Self.swift(
                """
                @implementation Section
                - (instancetype)initWithMetrics:(CGSize)metrics count:(NSInteger)count {
                    self = [super init];
                    if (self) { _count = count + (NSInteger)metrics.width; }
                    return self;
                }
                - (instancetype)initWithCount:(NSInteger)count {
                    return [self initWithMetrics:CGSizeZero count:count];
                }
                @end
                @implementation Badge
                - (instancetype)initWithFrame:(CGRect)frame {
                    if (self = [super initWithFrame:frame]) { self.alpha = 0.5; }
                    return self;
                }
                @end
                @implementation L
                - (NSInteger)total {
                    Section *section = [[Section alloc] initWithMetrics:CGSizeMake(2, 3) count:4];
                    return section.count;
                }
                @end
                """, header: header))
        for expected in [
            "init(metrics: CGSize, count: Int) {", "super.init()",
            "convenience init(count: Int) {", "self.init(metrics: CGSize.zero, count: count)",
            "override init(frame: CGRect) {", "super.init(frame: frame)",
            "required init?(coder: NSCoder) { super.init(coder: coder) }",
            "let section: Section? = Section(metrics: CGSize(width: 2, height: 3), count: 4)"
        ] {
            #expect(swift.contains(expected), "\(expected) in \(swift)")
        }
        #expect(swift.filter { $0.hasPrefix("required init?(coder") }.count == 1, "\(swift)")
    }

    /// `enumerateObjectsUsingBlock:` is a labelled loop over the elements: the block's `return;`
    /// goes on to the next element (HTKDragAndDropCollectionViewLayout skips its dragged item so;
    /// as a `return` it left the method, which must return a value), and `*stop = YES` ends the
    /// loop before the next one, even when the block returns right after setting it. An update
    /// item's action read through nil is C's zero, `.insert`.
    @Test func anEnumerationsBlockIsALoop() throws {
        let swift = Self.lines(
            try Self.swift(
                """
                @implementation L
                - (NSInteger)firstAfter:(NSInteger)skipped in:(NSArray *)items update:(UICollectionViewUpdateItem *)update {
                    __block NSInteger found = -1;
                    [items enumerateObjectsUsingBlock:^(NSNumber *number, NSUInteger idx, BOOL *stop) {
                        if ([number integerValue] == skipped) { return; }
                        found = [number integerValue];
                        *stop = YES;
                        return;
                    }];
                    return update.updateAction == UICollectionUpdateActionInsert ? found : 0;
                }
                @end
                """))
        let loop = try #require(swift.firstIndex { $0.hasSuffix("in (items ?? ObjCArray()).enumerated() {") })
        let label = String(swift[loop].prefix { $0 != ":" })
        #expect(swift[loop - 1] == "var stop = false" && swift[loop + 2] == "if stop { break }", "\(swift)")
        #expect(swift.filter { $0 == "continue \(label)" }.count == 2, "\(swift)")
        #expect(swift.contains("stop = true"), "\(swift)")
        #expect(swift.contains { $0.contains("(update?.updateAction ?? .insert)") }, "\(swift)")
    }

    /// A block kept in a property, or answered by a class method, is called as a local's is:
    /// through `!`, as a nil block traps in C (BDSCollectionViewLayouts' square layout calls
    /// `self.layoutBlock(self, attrs, indexPath)`, else its class's default block).
    @Test func blocksOfPropertiesAndClassesAreCalled() throws {
        let header = """
            #import <UIKit/UIKit.h>
            typedef void (^PlaceBlock)(UICollectionViewLayoutAttributes *attributes, NSInteger index);
            @interface L : UICollectionViewFlowLayout
            @property (nonatomic, copy) PlaceBlock placeBlock;
            + (PlaceBlock)defaultPlaceBlock;
            @end
            """
        let swift = Self.lines(
            try Self.swift(
                """
                @implementation L
                + (PlaceBlock)defaultPlaceBlock {
                    return ^(UICollectionViewLayoutAttributes *attributes, NSInteger index) { attributes.zIndex = index; };
                }
                - (void)place:(UICollectionViewLayoutAttributes *)attributes {
                    if (self.placeBlock) {
                        self.placeBlock(attributes, 1);
                    } else {
                        L.defaultPlaceBlock(attributes, 2);
                    }
                }
                @end
                """, header: header))
        #expect(swift.contains("(self.placeBlock)!(attributes, 1)"), "\(swift)")
        #expect(swift.contains { $0.hasSuffix("!(attributes, 2)") && $0.contains("defaultPlaceBlock") }, "\(swift)")
    }

    /// SLTStickyCollectionViewLayout's shapes: a category of `NSArray` extends the array it is
    /// here; a section object taken from an array (`id`) is cast to the one class of the files
    /// declaring what it is sent — or, where unrelated classes declare it alike, to a protocol
    /// they conform to (a subclass overriding it inherits the conformance); UIKit's layout
    /// method on a plain `NSObject` section is its own (no `override`), named as callers call it.
    @Test func sectionObjectsOfAStickyLayoutTranslate() throws {
        let header = """
            #import <UIKit/UIKit.h>
            @interface NSArray (Safe)
            - (BOOL)hasIndex:(NSUInteger)index;
            @end
            @interface Section : NSObject
            @property (nonatomic) CGRect sectionRect;
            - (UICollectionViewLayoutAttributes *)layoutAttributesForItemAtIndexPath:(NSIndexPath *)indexPath;
            - (CGFloat)offsetNear:(CGFloat)offset;
            @end
            @interface Zone : NSObject
            - (CGFloat)offsetNear:(CGFloat)offset;
            @end
            @interface InnerZone : Zone
            - (CGFloat)offsetNear:(CGFloat)offset;
            @end
            @interface L : UICollectionViewFlowLayout
            @property (nonatomic, strong) NSArray *sections;
            @end
            """
        let swift = Self.lines(
            try Self.swift(
                """
                @implementation NSArray (Safe)
                - (BOOL)hasIndex:(NSUInteger)index { return index < self.count; }
                @end
                @implementation Section
                - (UICollectionViewLayoutAttributes *)layoutAttributesForItemAtIndexPath:(NSIndexPath *)indexPath {
                    return [UICollectionViewLayoutAttributes layoutAttributesForCellWithIndexPath:indexPath];
                }
                - (CGFloat)offsetNear:(CGFloat)offset { return offset; }
                @end
                @implementation Zone
                - (CGFloat)offsetNear:(CGFloat)offset { return offset * 2; }
                @end
                @implementation InnerZone
                - (CGFloat)offsetNear:(CGFloat)offset { return offset * 3; }
                @end
                @implementation L
                - (CGFloat)near { return [self.sections[0] offsetNear:1]; }
                - (CGRect)frameOf:(NSUInteger)index {
                    if (![self.sections hasIndex:index]) { return CGRectZero; }
                    return [self.sections[index] sectionRect];
                }
                @end
                """, header: header))
        for expected in [
            "extension ObjCArray {",
            "func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {",
            "if !(self.sections?.hasIndex(index) ?? false) {",
            "return ((_layouttyObjCSubscript(self.sections, Int(truncatingIfNeeded: index)) as? Section)?.sectionRect ?? .zero)",
            "protocol _LayouttyResponds_offsetNear_ {", "func offsetNear(_ offset: CGFloat) -> CGFloat",
            "extension Section: _LayouttyResponds_offsetNear_ {}", "extension Zone: _LayouttyResponds_offsetNear_ {}",
            "return ((_layouttyObjCSubscript(self.sections, 0) as? _LayouttyResponds_offsetNear_)?.offsetNear(1) ?? 0)"
        ] {
            #expect(swift.contains(expected), "\(expected) in \(swift)")
        }
        #expect(!swift.contains { $0.contains("override func layoutAttributesForItem") }, "\(swift)")
        #expect(!swift.contains("extension InnerZone: _LayouttyResponds_offsetNear_ {}"), "\(swift)")
    }

    /// What the held-out libraries asked of UIKit's shape, each as the UIKit module spells it:
    /// overrides of `invalidateLayoutWithContext:` and `awakeFromNib`, a cell asked of the view,
    /// a class test, a scroll indicator's style, `UIOffset` and an `NSRange` literal, `INFINITY`,
    /// a set made from an array, and an invalidation animated by `UIView` (its options as bits:
    /// ease-out 2 << 16 = 131072, from the current state 4), and a selector kept in a `SEL`
    /// before it is asked for (the requirement's Swift name, a string); an override's parameter
    /// read as UIKit's Swift declares it (`context.invalidateEverything`, no `?`), and `isEqual:`
    /// of an index path, a value here.
    @Test func theHeldOutLibrariesShapeIsUIKits() throws {
        let swift = Self.lines(
            try Self.swift(
                """
                @implementation L
                - (void)awakeFromNib { [super awakeFromNib]; }
                - (void)invalidateLayoutWithContext:(UICollectionViewLayoutInvalidationContext *)context {
                    [super invalidateLayoutWithContext:context];
                    if (context.invalidateEverything) { return; }
                }
                - (BOOL)shows:(NSIndexPath *)indexPath {
                    UICollectionViewCell *cell = [self.collectionView cellForItemAtIndexPath:indexPath];
                    self.collectionView.indicatorStyle = UIScrollViewIndicatorStyleWhite;
                    UIOffset offset = UIOffsetMake(1, 2);
                    NSRange range = {0, 3};
                    CGFloat far = INFINITY;
                    NSSet *set = [NSSet setWithArray:@[@1, @1]];
                    return [cell isKindOfClass:[UICollectionViewCell class]] && offset.vertical == 2 && far > range.length;
                }
                - (void)settle {
                    [UIView animateWithDuration:0.2 animations:^{ [self invalidateLayout]; }];
                    [UIView animateWithDuration:0.1 delay:0 options:UIViewAnimationOptionCurveEaseOut | UIViewAnimationOptionBeginFromCurrentState animations:^{
                        [self invalidateLayout];
                    } completion:nil];
                }
                - (BOOL)same:(UICollectionViewLayoutAttributes *)attributes as:(NSIndexPath *)dragged {
                    return [attributes.indexPath isEqual:dragged];
                }
                - (BOOL)asks {
                    SEL selector = @selector(collectionView:layout:referenceSizeForHeaderInSection:);
                    return [self.collectionView.delegate respondsToSelector:selector];
                }
                @end
                """))
        for expected in [
            "override func awakeFromNib() {", "super.awakeFromNib()",
            "override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {",
            "super.invalidateLayout(with: context)",
            "let cell: UICollectionViewCell? = (self.collectionView?.cellForItem(at: indexPath))",
            "self.collectionView?.indicatorStyle = UIScrollView.IndicatorStyle.white",
            "let offset: UIOffset = UIOffset(horizontal: 1, vertical: 2)",
            "let range: NSRange = NSRange(location: 0, length: 3)", "let far: CGFloat = CGFloat(Float.infinity)",
            "_ = UIView.animate(withDuration: 0.2, animations: { () -> Void in",
            "_ = UIView.animate(withDuration: 0.1, delay: 0, options: UIView.AnimationOptions(rawValue: "
                + "UInt(truncatingIfNeeded: Int(truncatingIfNeeded: 131072 | 4))), animations: { () -> Void in",
            "}, completion: nil)",
            "let selector: String = \"collectionView(_:layout:referenceSizeForHeaderInSection:)\"",
            "return _layouttyImplements(self.collectionView?.delegate, selector)",
            "if context.invalidateEverything {",
            "return _layouttyObjCIsEqual((attributes?.indexPath ?? IndexPath()), dragged)"
        ] {
            #expect(swift.contains(expected), "\(expected) in \(swift)")
        }
        #expect(
            swift.contains { $0.contains("ObjCSet(array: ") }
                && swift.contains { $0.contains("_layouttyObjCIsKind(cell, of: UICollectionViewCell.self)") },
            "\(swift)")
    }

    /// What Objective-C tutorial screens met first (HowardLei's and gongzhen's, new to this
    /// work): `+imageNamed:`, Swift's failable `init?(named:)`; a plist's path in the bundle
    /// (an `NSString *`, empty where nil, as strings are here); an exception made and thrown —
    /// iOS's uncaught exception, a trap saying its name and reason; UIKit's bit masks (a
    /// view's autoresizing, a control's state) set, given and read as their bits; a protocol
    /// UIKit's controller adopts, named again in the header, declared once.
    @Test func whatTutorialScreensMetFirst() throws {
        let swift = Self.lines(
            try Self.swift(
                """
                @implementation L
                - (UIImage *)icon {
                    NSString *path = [[NSBundle mainBundle] pathForResource:@"app" ofType:@"plist"];
                    UIImage *image = [UIImage imageNamed:path];
                    if (image == nil) {
                        @throw [NSException exceptionWithName:@"NoIcon" reason:@"no app.plist" userInfo:nil];
                    }
                    [[NSException exceptionWithName:@"Late" reason:nil userInfo:nil] raise];
                    return image;
                }
                - (void)fill:(UIButton *)button {
                    self.collectionView.autoresizingMask = UIViewAutoresizingFlexibleHeight | UIViewAutoresizingFlexibleWidth;
                    [button setTitle:@"Go" forState:UIControlStateNormal];
                    NSUInteger mask = self.collectionView.autoresizingMask;
                    CGSize size = [UIImage imageNamed:@"a"].size;
                    UIApplication *app = [UIApplication sharedApplication];
                }
                @end
                """))
        for expected in [
            "let path: String = ((Bundle.main as Bundle?)?.path(forResource: \"app\", ofType: \"plist\") ?? \"\")",
            "let image: UIImage? = UIImage(named: path)",
            "_layouttyObjCThrow(NSException(name: NSExceptionName(rawValue: \"NoIcon\"), reason: \"no app.plist\", "
                + "userInfo: (nil as Any?) as? [AnyHashable: Any]))",
            // Bit masks (`NS_OPTIONS`) as their bits, combined as C combines them: 16 | 2.
            "self.collectionView?.autoresizingMask = UIView.AutoresizingMask(rawValue: 16 | 2)",
            "button?.setTitle(\"Go\", for: UIControl.State(rawValue: 0))",
            "let mask: UInt = (self.collectionView?.autoresizingMask ?? UIView.AutoresizingMask()).rawValue",
            // A property another hand-kept class declares too (the attributes' `size`) is UIImage's.
            "let size: CGSize = (UIImage(named: \"a\")?.size ?? .zero)",
            "let app: UIApplication? = UIApplication.shared"
        ] {
            #expect(swift.contains(expected), "\(expected) in \(swift)")
        }
        #expect(
            swift.contains { $0.hasPrefix("_layouttyObjCThrow(NSException(name: NSExceptionName(rawValue: \"Late\")") })
        // A collection view controller's header naming the data source protocol UIKit's class
        // adopts already: Objective-C allows it, Swift's conformance would be redundant.
        let controller = Self.lines(
            try Self.swift(
                "@implementation C\n@end\n",
                header: """
                    #import <UIKit/UIKit.h>
                    @interface C : UICollectionViewController <UICollectionViewDataSource, UICollectionViewDelegateFlowLayout>
                    @end

                    """))
        #expect(
            controller.contains("class C: UICollectionViewController, UICollectionViewDelegateFlowLayout {"),
            "\(controller)")
    }

    /// What a corpus of 16 libraries' files met first, each the way Xcode reads it: `@import
    /// UIKit;` (modules, which clang reads only with modules on); Apple's older nullability and
    /// availability macros; `@(size)` boxing a geometry struct as an `NSValue`; Grand Central
    /// Dispatch; selectors Swift's importer shortened by the first argument's type name
    /// (`drawRect:` is `draw(_:)`, `registerClass:…` `register(_:…)`); UIKit's methods declared
    /// over several lines in the module (`dequeueReusableCellWithReuseIdentifier:forIndexPath:`
    /// returns the cell, not nothing); `initWithTarget:action:`; `NSBundle` as `Bundle`.
    @Test func whatLibrariesMetFirstIsReadAsXcodeReadsIt() throws {
        let header = """
            @import UIKit;
            @interface L : UICollectionViewFlowLayout
            - (id __nonnull)initWithTitle:(NSString * __nullable)title NS_REQUIRES_SUPER;
            - (void)old DEPRECATED_MSG_ATTRIBUTE("use new") API_AVAILABLE(ios(13.0));
            @end
            @interface Cell : UICollectionViewCell
            @end

            """
        let swift = Self.lines(
            try Self.swift(
                """
                @implementation L
                - (id)initWithTitle:(NSString *)title { return [super init]; }
                - (void)old {
                    NSValue *boxed = @(CGSizeMake(1, 2));
                    dispatch_async(dispatch_get_main_queue(), ^{ [self invalidateLayout]; });
                    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.5 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
                        [self invalidateLayout];
                    });
                    [self.collectionView registerClass:[Cell class] forCellWithReuseIdentifier:@"cell"];
                    UICollectionViewCell *cell = [self.collectionView dequeueReusableCellWithReuseIdentifier:@"cell" forIndexPath:[NSIndexPath indexPathForItem:0 inSection:0]];
                    UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(old)];
                    [cell addGestureRecognizer:tap];
                    NSBundle *bundle = [NSBundle mainBundle];
                }
                @end
                @implementation Cell
                - (void)drawRect:(CGRect)rect { [super drawRect:rect]; }
                @end
                """, header: header))
        for expected in [
            "let boxed: NSValue? = NSValue(size: (CGSize(width: 1, height: 2)))",
            "DispatchQueue.main.async(execute: _layouttyObjCBlock({ () -> Void in",
            "DispatchQueue.main.asyncAfter(deadline: _layouttyObjCDispatchTime((0), "
                + "_layouttyObjCInteger(((0.5 as Double) * (1_000_000_000 as Double))) as Int), "
                + "execute: _layouttyObjCBlock({ () -> Void in",
            "self.collectionView?.register(Cell.self, forCellWithReuseIdentifier: \"cell\")",
            "let cell: UICollectionViewCell? = (self.collectionView?.dequeueReusableCell(withReuseIdentifier: \"cell\", "
                + "for: IndexPath(item: 0, section: 0)) ?? UICollectionViewCell())",
            "let tap: UITapGestureRecognizer? = UITapGestureRecognizer(target: self, action: \"old\")",
            "let bundle: Bundle? = Bundle.main",
            "override func draw(_ rect: CGRect) {", "super.draw(rect)"
        ] {
            #expect(swift.contains(expected), "\(expected) in \(swift.joined(separator: "\n"))")
        }
    }

    /// UIKit's enumerations as Objective-C names them, derived from the module: a constant is
    /// the Swift case (`UIViewContentModeScaleAspectFill`), a variable of the type starts at
    /// the case C's zero is, a property read through nil is that zero (a `switch` on a nil
    /// recognizer's state), and an image view is passed where `addSubview:` wants a view.
    @Test func uikitsEnumerationsAreTheModules() throws {
        let header =
            "#import <UIKit/UIKit.h>\n@interface C : UICollectionViewCell\n@property UIImageView *imageView;\n@end\n"
        let swift = Self.lines(
            try Self.swift(
                """
                @implementation C
                - (void)pressed:(UILongPressGestureRecognizer *)press {
                    _imageView.contentMode = UIViewContentModeScaleAspectFill;
                    UIViewContentMode mode;
                    [self.contentView addSubview:_imageView];
                    switch (press.state) {
                        case UIGestureRecognizerStateEnded: mode = UIViewContentModeCenter; break;
                        default: break;
                    }
                }
                @end
                """, header: header))
        for expected in [
            "self.imageView?.contentMode = UIView.ContentMode.scaleAspectFill",
            "var mode: UIView.ContentMode = UIView.ContentMode.scaleToFill",
            "self.contentView.addSubview(self.imageView!)",
            "switch (press?.state ?? UIGestureRecognizer.State.possible) {",
            "case UIGestureRecognizer.State.ended:"
        ] {
            #expect(swift.contains(expected), "\(expected) in \(swift.joined(separator: "\n"))")
        }
        #expect(ObjCPrelude.header.contains("    UIGestureRecognizerStateBegan = 1,"))
    }
}
