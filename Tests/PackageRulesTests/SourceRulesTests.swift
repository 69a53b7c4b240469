import Foundation
import LayouttyKit
import LayouttyPreviewBuild
import Testing

/// Rules the sources keep, checked by reading them.
@Suite struct SourceRulesTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// No finite input may trap: a floating-point length, ratio or duration becomes an integer
    /// only through `Int(saturating:)` (or `clamping:` of one). This finds the conversions whose
    /// argument is visibly floating point — rounded, a CGFloat or Double, a float literal, a
    /// width, height, x or y, a quotient — written with the trapping `Int(_:)`. Before the fix it
    /// listed four, among them the `Int(target.rounded())` a 1e300-wide shelf trapped in.
    /// A spec layout kind is asked, never switched on: outside the kinds' folders (`Kinds/`,
    /// where each kind's model, values and edits live) no code of the spec module names a kind
    /// in a `case` or compares with one — so a new kind is its folder, not a hunt. (Setting a
    /// kind, as `w` and the reader's default do, is not asking.) And the kinds know no previewer:
    /// their edits take a `SpecEditContext` value, never the previewer's types.
    @Test func specLayoutKindsAreAskedThroughTheRegistry() throws {
        let asking = try NSRegularExpression(
            pattern: #"case \.(flow|waterfall|compositional)\b|[!=]= \.(flow|waterfall|compositional)\b"#)
        var found: [String] = []
        let folder = Self.sources.appendingPathComponent("LayouttySpec")
        for case let file as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        where file.pathExtension == "swift" {
            let inKinds = file.pathComponents.contains("Kinds")
            for (number, line) in try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .enumerated() {
                let text = String(line)
                if !inKinds && asking.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
                    found.append("\(file.lastPathComponent):\(number + 1): \(text)")
                }
                if inKinds
                    && text.firstMatch(
                        of: /\b(SpecTweaks|TweakedView|PreviewEdit|TweakOutcome|Previewer|PreviewTweaks)\b/) != nil
                {
                    found.append("\(file.lastPathComponent):\(number + 1): a kind names a previewer type: \(text)")
                }
            }
        }
        #expect(found.isEmpty, "ask spec.layout.model instead:\n\(found.joined(separator: "\n"))")
    }

    /// The previewer is driven by events and answers with effects: no module keeps a reference
    /// back to it to call later (`weak var previewer`), no closure is posted to run on the
    /// thread that reads keys (UIKit's own `UIAccessibility.post(notification:argument:)` posts
    /// nothing of the kind), Foundation's `Process` (which leaks descriptors across `exec`)
    /// starts no program, and the preview programs hand each other nothing through the
    /// environment (their arguments and the state file are typed): the program `preview` builds
    /// is handed one `PreviewRequest`, and parses no flags of its own a second time.
    @Test func previewersAreDrivenByEventsAlone() throws {
        let forbidden = try NSRegularExpression(
            pattern:
                #"weak var previewer|posted\.runAll|func post\((?!notification:)|\bProcess\(\)|setenv\("LAYOUTTY_|environment\["LAYOUTTY_PREVIEW|case "--(render|attributes|device|points|size|rect|offset|watch|restore)""#
        )
        var found: [String] = []
        for case let file as URL in FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)!
        where file.pathExtension == "swift" {
            for (number, line) in try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .enumerated() {
                let text = String(line)
                if forbidden.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
                    found.append("\(file.lastPathComponent):\(number + 1): \(text)")
                }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// One owner per layout: the viewport. A previewer's edits (`PreviewTweaks`) are handed the
    /// view and its layout with each call and keep neither.
    @Test func tweaksKeepNoLayoutOfTheirOwn() throws {
        let files = ["LayouttySpec/Preview/SpecTweaks.swift", "LayouttyPreviewHost/LiteralEditor.swift"]
        for name in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(name), encoding: .utf8)
            #expect(
                text.firstMatch(of: /var layout\b|let layout: CollectionViewLayout|var viewport|: Viewport\b/) == nil,
                "\(name)")
        }
    }

    @Test func floatsBecomeIntegersOnlyThroughTheSaturatingHelpers() throws {
        let call = try NSRegularExpression(
            pattern:
                #"\bU?Int(?:8|16|32|64)?\((?!saturating:|clamping:|exactly:|truncatingIfNeeded:|bitPattern:|ascii:)([^()]*(?:\([^()]*(?:\([^()]*\))*[^()]*\))*[^()]*)\)"#
        )
        let floating = try NSRegularExpression(
            pattern: #"\.rounded|CGFloat|Double|\d\.\d|\d+e\d|\.width|\.height|\b[xy]\b|/ "#)
        var found: [String] = []
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)!
        for case let file as URL in files where file.pathExtension == "swift" {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                let text = String(line)
                let range = NSRange(text.startIndex..., in: text)
                for match in call.matches(in: text, range: range) {
                    let argument = (text as NSString).substring(with: match.range(at: 1))
                    if floating.firstMatch(in: argument, range: NSRange(argument.startIndex..., in: argument)) != nil {
                        found.append(
                            "\(file.lastPathComponent):\(number + 1): \((text as NSString).substring(with: match.range))"
                        )
                    }
                }
            }
        }
        #expect(found.isEmpty, "use Int(saturating:) for:\n\(found.joined(separator: "\n"))")
    }
}

extension SourceRulesTests {
    static let root = sources.deletingLastPathComponent()

    /// Each target declares exactly the package's modules its files import (a file's own
    /// `import` lines, not code inside string literals, which is indented): a target then builds
    /// alone (`swift build --target T`), and the graph in the architecture article is the real one.
    /// Test targets may also depend on executables they run without importing them.
    @Test func everyTargetDeclaresWhatItImports() throws {
        let manifest = try Self.linuxManifest()
        let targetPattern = try NSRegularExpression(
            pattern:
                #"\.(target|executableTarget|testTarget)\(\s*name:\s*"([^"]+)"((?:(?!\.(?:target|executableTarget|testTarget)\().)*)"#,
            options: .dotMatchesLineSeparators)
        let range = NSRange(manifest.startIndex..., in: manifest)
        var targets: [(kind: String, name: String, dependencies: Set<String>, path: String, excluded: Set<String>)] = []
        for match in targetPattern.matches(in: manifest, range: range) {
            let text = { (i: Int) in (manifest as NSString).substring(with: match.range(at: i)) }
            let rest = Self.ownText(text(3))
            let dependencies =
                rest.range(of: #"dependencies:\s*\[[^\]]*\]"#, options: .regularExpression).map { found in
                    Set(rest[found].matches(of: /"([^"]+)"/).map { String($0.1) })
                } ?? []
            let path =
                rest.range(of: #"path:\s*"[^"]+""#, options: .regularExpression).map {
                    String(rest[$0].split(separator: "\"")[1])
                }
                ?? (text(1) == "testTarget" ? "Tests/\(text(2))" : "Sources/\(text(2))")
            // Excluded folders are not compiled (fixtures a test hands to `layoutty preview`).
            let excluded =
                rest.range(of: #"exclude:\s*\[[^\]]*\]"#, options: .regularExpression).map { found in
                    Set(rest[found].matches(of: /"([^"]+)"/).map { String($0.1) })
                } ?? []
            targets.append((text(1), text(2), dependencies, path, excluded))
        }
        #expect(targets.count > 15)
        let modules = Dictionary(
            uniqueKeysWithValues: targets.map { ($0.name.replacingOccurrences(of: "-", with: "_"), $0.name) })
        let executables = Set(targets.filter { $0.kind == "executableTarget" }.map(\.name))
        for target in targets {
            var imported = Set<String>()
            let folder = Self.root.appendingPathComponent(target.path)
            // An excluded folder's subfolders are excluded too (as SwiftPM excludes them).
            func isExcluded(_ file: URL) -> Bool {
                !target.excluded.isDisjoint(
                    with: file.path.dropFirst(folder.path.count).split(separator: "/").dropLast().map(String.init))
            }
            // A C target's module is its header's (`#include "CSystem.h"`).
            for case let file as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
            where ["swift", "c"].contains(file.pathExtension) && !isExcluded(file) {
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                    guard
                        let name = line.firstMatch(
                            of:
                                /^(?:@testable |@_exported )?import (?:typealias |struct |class |enum |protocol |func )?(\w+)/
                        )?.1 ?? line.firstMatch(of: /^#include "(\w+)\.h"/)?.1,
                        let module = modules[String(name)], module != target.name
                    else {
                        continue
                    }
                    imported.insert(module)
                }
            }
            let declared = target.dependencies.filter { modules[$0.replacingOccurrences(of: "-", with: "_")] != nil }
            // Swift Testing's overlays are declared for the compiler to find, never imported by name.
            // Apple's other frameworks are built with the preview host for the files it loads,
            // which import them; the host itself does not.
            let builtFor = target.name == "LayouttyPreviewHost" ? Set(PreviewKit.frameworks.map(\.module)) : []
            let runOnly = (target.kind == "testTarget" ? declared.intersection(executables).subtracting(imported) : [])
                .union(declared.intersection(["_Testing_UIKit", "_Testing_CoreGraphics"])).union(builtFor)
            #expect(
                imported == declared.subtracting(runOnly),
                "\(target.name): imports \(imported.sorted()), declares \(declared.sorted())")
        }
        // Only the terminal backend needs ncurses: the core, the view model, the UIKit facade and
        // the testing kit build where no ncurses headers are (nothing they reach declares it).
        let graph = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0.dependencies) })
        func reach(_ name: String) -> Set<String> {
            var seen = Set<String>()
            var stack = [name]
            while let next = stack.popLast() {
                for dependency in graph[next] ?? [] where seen.insert(dependency).inserted { stack.append(dependency) }
            }
            return seen
        }
        for name in ["CollectionLayout", "TerminalCollectionView", "UIKit", "CollectionLayoutTesting"] {
            #expect(
                !reach(name).contains("CNcursesw") && graph[name] != nil,
                "\(name) reaches ncurses: \(reach(name).sorted())")
        }
        #expect(reach("LayouttyTerminal").contains("CNcursesw"))
        // …and the terminal backend needs no UIKit: the UIKit entry point is its own module.
        #expect(!reach("LayouttyTerminal").contains("UIKit"), "\(reach("LayouttyTerminal").sorted())")
        #expect(reach("UIKitTerminal").isSuperset(of: ["UIKit", "LayouttyTerminal"]))
        // What `preview` compiles the user's files against is what the program's build makes.
        #expect(
            Set(PreviewKit.swiftModules + PreviewKit.cModules + PreviewKit.packageSwiftModules)
                == reach("LayouttyPreviewHost").union(["LayouttyPreviewHost"]))
        #expect(reach("layoutty-preview").contains("LayouttyPreviewHost"))
        // `layoutty` itself (what a fresh clone's first `swift run layoutty` builds) never
        // reaches swift-syntax: only `layoutty-preview` reads Swift.
        #expect(
            !reach("layoutty").contains("swift-syntax") && !reach("layoutty").contains("LayouttyPreviewBuild"),
            "\(reach("layoutty").sorted())")
        #expect(reach("layoutty-preview").contains("LayouttyPreviewBuild"))
        // Nor the benches, which `layoutty bench` builds on first use (`layoutty-bench`).
        #expect(!reach("layoutty").contains("LayouttyBench"), "\(reach("layoutty").sorted())")
        #expect(reach("layoutty-bench").contains("LayouttyBench"))
    }

    /// An iOS developer finds a UIKit type where Apple's headers put it: each file of the UIKit
    /// module declares at most one top-level UIKit class (`UI…`, `NS…`, `CA…`), in a file of its
    /// name, unless Apple's header of that name declares several (listed here with them).
    @Test func uikitClassesLiveInFilesNamedForTheirHeaders() throws {
        let headersWithSeveral: [String: Set<String>] = [
            "NSLayoutAnchor.swift": [
                "NSLayoutAnchor", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension"
            ],
            "UICollectionViewCell.swift": ["UICollectionReusableView", "UICollectionViewCell"],
            "UICollectionViewLayout.swift": [
                "UICollectionViewLayoutInvalidationContext", "UICollectionViewUpdateItem", "UICollectionViewLayout"
            ],
            "UICollectionViewFlowLayout.swift": [
                "UICollectionViewFlowLayout", "UICollectionViewFlowLayoutInvalidationContext"
            ],
            "UISceneSession.swift": ["UISceneSession", "UISceneConfiguration"],
            "UIAlertController.swift": ["UIAlertController", "UIAlertAction"],
            "NSParagraphStyle.swift": ["NSParagraphStyle", "NSMutableParagraphStyle"],
            "NSStringDrawing.swift": ["NSStringDrawingContext"],
            "UIViewControllerTransitioning.swift": ["UIPercentDrivenInteractiveTransition"],
            "UIDiffableDataSource.swift": [
                "UICollectionViewDiffableDataSource", "UITableViewDiffableDataSource",
                "NSDiffableDataSourceSnapshotReference"
            ],
            "NSKeyValueObserving.swift": ["NSKeyValueObservation"],
            "NSValueTransformer.swift": ["NSSecureUnarchiveFromDataTransformer"],
            "UIGraphicsImageRenderer.swift": [
                "UIGraphicsImageRenderer", "UIGraphicsImageRendererFormat", "UIGraphicsImageRendererContext"
            ],
            "UIBarButtonItemAppearance.swift": ["UIBarButtonItemStateAppearance", "UIBarButtonItemAppearance"],
            "UITabBarAppearance.swift": ["UITabBarItemStateAppearance", "UITabBarItemAppearance", "UITabBarAppearance"],
            "UITimingParameters.swift": ["UICubicTimingParameters", "UISpringTimingParameters"],
            "UIApplicationShortcutItem.swift": ["UIApplicationShortcutItem", "UIApplicationShortcutIcon"],
            "UIMenuController.swift": ["UIMenuController", "UIMenuItem"],
            "UIFocus.swift": ["UIFocusUpdateContext"],
            "UITargetedPreview.swift": ["UITargetedPreview", "UIPreviewTarget"],
            "UIDropInteraction.swift": ["UIDropInteraction", "UIDropProposal"],
            "UIMotionEffect.swift": ["UIMotionEffect", "UIInterpolatingMotionEffect", "UIMotionEffectGroup"],
            "UIStoryboardSegue.swift": ["UIStoryboardSegue", "UIStoryboardUnwindSegueSource"],
            "CAAnimation.swift": [
                "CAAnimation", "CAPropertyAnimation", "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation",
                "CATransition", "CAAnimationGroup"
            ]
        ]
        let folder = Self.sources.appendingPathComponent("UIKit")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let classes = Set(
                text.matches(of: /(?m)^(?:@\w+ )*(?:(?:open|public|final|package) )*class ((?:UI|NS|CA)[A-Z]\w*)/).map {
                    String($0.1)
                }
                .filter { !$0.hasPrefix("UIKit") })
            if let allowed = headersWithSeveral[name] {
                #expect(classes == allowed, "\(name): \(classes.sorted())")
            } else {
                #expect(classes.count <= 1, "\(name) declares \(classes.sorted()): one file per UIKit header")
                if let only = classes.first { #expect(name == "\(only).swift", "\(only) is in \(name)") }
            }
        }
    }

    /// The Objective-C translator stays readable as it grows: no file of it over 500 lines (its
    /// scope was one file of 1,026: statements, expressions, messages and operators now apart).
    /// The UIKit module's shape as tables (`ObjCPrelude+UIKitTables.swift`) is data derived from
    /// the module and checked against it by a test, not code to read: it is not counted.
    @Test func noObjectiveCTranslatorFileIsOver500Lines() throws {
        let folder = Self.sources.appendingPathComponent("LayouttyObjC")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".swift") && name != "ObjCPrelude+UIKitTables.swift" {
            let lines = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).split(
                separator: "\n"
            ).count
            #expect(lines <= 500, "\(name): \(lines) lines")
        }
    }

    /// The map a newcomer reads is the manifest: the CollectionLayout catalogue's Architecture
    /// article names every target of `Package.swift` in its module list (as `` `Name` ``), and its
    /// tree lists each target once with exactly the package's targets it depends on (external
    /// products in `(+ …)`), in an order where nothing depends on a target below it.
    @Test func theArchitectureArticleIsTheManifestsMap() throws {
        let article = try String(
            contentsOf: Self.sources.appendingPathComponent("CollectionLayout/CollectionLayout.docc/Architecture.md"),
            encoding: .utf8)
        let declared = try Self.declaredDependencies()
        #expect(declared.count > 25, "\(declared.keys.sorted())")
        let tree = try #require(article.firstMatch(of: /```\n(\w+ +← [\s\S]*?)```/)).1
        var listed: [String: Set<String>] = [:]
        var order: [String] = []
        for line in tree.split(separator: "\n") {
            let parts = line.split(separator: "←", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let (name, right) = (parts[0], parts.count > 1 ? parts[1] : "")
            let own = right.split(separator: "(+").first.map(String.init) ?? ""
            let external = right.contains("(+") ? right.split(separator: "(+")[1].dropLast().split(separator: ",") : []
            listed[name] = Set(
                own.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                    !$0.isEmpty && $0 != "—"
                }
            )
            .union(external.map { $0.trimmingCharacters(in: .whitespaces) })
            order.append(name)
        }
        let products = ["swift-syntax", "swift-argument-parser"]
        for (name, dependencies) in declared {
            #expect(article.contains("`\(name)`"), "the module list does not name \(name)")
            #expect(
                listed[name] == dependencies.subtracting(products),
                "\(name): the tree says \(listed[name]?.sorted() ?? [])")
        }
        #expect(Set(order) == Set(declared.keys) && order.count == declared.count, "listed \(order)")
        for (index, name) in order.enumerated() {
            let below = Set(order[(index + 1)...])
            #expect(declared[name, default: []].isDisjoint(with: below), "\(name) depends on a target listed below it")
        }
    }

    /// UIKit has one job: UIKit's API over the engine. It reaches whatever shows it through the
    /// `UIKitHost` protocol it declares, so it depends on the layout core, the device, the
    /// solver, the frameworks under it on iOS (Core Graphics, Core Animation, and what Apple's
    /// Foundation gives that Linux's lacks), the console they log to and the empty testing
    /// overlay alone — never on the previewer or a terminal.
    @Test func uikitDependsOnTheEngineAlone() throws {
        let engine: Set = [
            "CollectionLayout", "LayouttyDevice", "CassowarySolver", "_Testing_UIKit", "CoreGraphics", "QuartzCore",
            "_LayouttyConsole", "_LayouttyFoundation"
        ]
        let uikit = try #require(try Self.declaredDependencies()["UIKit"])
        #expect(uikit.isSubset(of: engine), "UIKit depends on \(uikit.subtracting(engine).sorted())")
    }

    /// UIKit's public API is UIKit's names: what ported files call lives in `_LayouttyPortRuntime`
    /// (UIKit's delegate protocols too are answered there, by extensions). No `_layoutty` name
    /// is public in UIKit: the members no other module can declare — a required initializer, the
    /// coder a class value's initializer passes to UIKit's required one, and methods ported
    /// subclasses override — are SPI (`@_spi(LayouttyPort)`), which only the
    /// port's copies import, so UIKit's users never see them.
    @Test func uikitMakesNoPortNamePublic() throws {
        let service: Set = [
            // A required initializer: dequeuing makes any registered class, whatever its own inits.
            "_layouttyDequeued",
            // Overridden by a ported controller with outlets, called as a storyboard's loading ends.
            "_layouttyConnectOutlets",
            // Overridden by a ported class with outlets: a nib's loading sets them by name.
            "_layouttyConnect",
            // What a class value's `init(nibName:bundle:)` passes to the required `init?(coder:)`.
            "_LayouttyNibNameCoder",
            // Overridden by each ported view class: how a class value of views makes one.
            "_layouttyMake"
        ]
        var found: Set<String> = []
        var hidden: Set<String> = []
        let folder = Self.sources.appendingPathComponent("UIKit")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains(/\b(public|open)\b/) && !line.contains("///") {
                // A module qualifier (`_LayouttyFoundation.NSExpression`) names no member.
                let names = line.matches(of: /\b(_[Ll]ayoutty\w*)\b(?!\.)/).map { String($0.1) }
                if line.contains("@_spi(LayouttyPort)") { hidden.formUnion(names) } else { found.formUnion(names) }
            }
        }
        #expect(found.isEmpty, "public in UIKit: \(found.sorted())")
        #expect(hidden == service, "UIKit's SPI for the port: \(hidden.sorted())")
    }

    /// `handle` is the previewer's one writer: `Previewer` declares no public method that
    /// changes it beside `handle(_:)` and `draw(on:)` (`quitsAtOnce` only reads keys), and no
    /// public stored property with a
    /// public setter; no program around it calls the package-level ones that change its state
    /// (restoring, failures, focus, saves are events); host effects are an enum, not names; and
    /// the preview host and the providers never cast the previewer's parts back to their types.
    @Test func handleIsThePreviewersOnlyWriter() throws {
        let folder = Self.sources.appendingPathComponent("TerminalCollectionView/Preview")
        var found: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasPrefix("Previewer") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for match in text.matches(of: /(?m)^    public func (\w+)\(/)
            where !["handle", "draw", "quitsAtOnce"].contains(String(match.1)) {
                found.append("\(name): public func \(match.1)")
            }
            for match in text.matches(of: /(?m)^    public var (\w+)(?::[^{=\n]+)? =/) {
                found.append("\(name): public var \(match.1) (settable)")
            }
        }
        let stateWriters =
            /\w\.(focus\(on:|terminalDidResize\(|filesSaved\(|settleGestureIfDue\(|show\(\.\w+|reloadCount =)|\bas[?!] (Viewport|LiteralEditor)\b|\.host\("/
        for case let file as URL in FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)!
        where file.pathExtension == "swift" && !file.path.contains("/TerminalCollectionView/") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(stateWriters) && !line.contains("///") {
                found.append("\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// Each non-test target of `Package.swift` and the names in its `dependencies:` list.
    static func declaredDependencies() throws -> [String: Set<String>] {
        let manifest = try linuxManifest()
        var declared: [String: Set<String>] = [:]
        for match in manifest.matches(
            of:
                #/\.(?:target|executableTarget)\(\s*name:\s*"([^"]+)"((?:(?!\.(?:target|executableTarget|testTarget)\()[\s\S])*)/#
        ) {
            let dependencies = ownText(String(match.2)).firstMatch(of: /dependencies:\s*\[([^\]]*)\]/).map { found in
                Set(found.1.matches(of: /"([^"]+)"/).map { String($0.1) })
            }
            declared[String(match.1)] = dependencies ?? []
        }
        return declared
    }

    /// What follows a target's name up to the next target, less what follows the list it is in:
    /// the last target of a list ends where the list does, not at the package's dependencies.
    static func ownText(_ rest: String) -> String {
        String(rest.prefix { $0 != "#" }.split(separator: "\nlet ", maxSplits: 1).first ?? "")
    }

    /// `Package.swift` as Linux reads it: a dependency list spelled `modules + [ … ]`, where
    /// `modules` is a `[Target.Dependency]` the manifest declares per platform (Apple's modules
    /// Linux has not), written out in full with the last — Linux's — declaration.
    static func linuxManifest() throws -> String {
        var manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var lists: [String: String] = [:]
        for match in manifest.matches(of: /let (\w+): \[Target\.Dependency\] = \[([^\]]*)\]/) {
            lists[String(match.1)] = String(match.2)
        }
        for (name, list) in lists {
            let items = list.trimmingCharacters(in: .whitespacesAndNewlines)
            manifest = manifest.replacingOccurrences(of: "\(name) + [", with: items.isEmpty ? "[" : "[\(items), ")
            manifest = manifest.replacingOccurrences(of: "dependencies: \(name))", with: "dependencies: [\(items)])")
        }
        return manifest
    }
}
