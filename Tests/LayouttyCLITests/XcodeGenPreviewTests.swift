import Foundation
import LayouttyTestSupport
import Testing

/// A screen of an app whose project is an XcodeGen spec (no `.xcodeproj` committed) and whose
/// targets are main-actor isolated by default, as Xcode 26 makes new apps.
@Suite struct XcodeGenPreviewTests {
    /// Our app in a production app's shape (OneBusAway's): the spec in `Apps/Stops/` written for
    /// the repository's root, including each framework's own spec. The screen is in the
    /// `StopsKit` framework, whose folder holds a spec of its own (a part of the app's, not a
    /// project). What a reviewer checks:
    /// - `StopsCore` is found through the app's spec and built apart: its `Stop` overrides
    ///   `NSObject.isEqual`, which compiles only with its target's own `nonisolated` default;
    /// - the screen's files, and `StopsStyle`'s, compile with the project's `MainActor` default:
    ///   `StopsModel` (no attribute) makes the `@MainActor` `Palette` in a property's initial
    ///   value, `Style` the `@MainActor` `Ink`, whose width is the cells';
    /// - the screen shows the store's stops, 3 to a row, in cells of the model's width.
    @Test func aScreenOfAnXcodeGenAppWithMainActorByDefault() throws {
        let cache = try TemporaryFolder.create("xcodegen-cache")
        let app = try TemporaryFolder.create("xcodegen-app", files: Self.app)
        defer {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: app)
        }
        let result = try CLI.run(
            ["preview", "StopsKit/StopsViewController.swift", "--render", "--size", "40x14"],
            environment: ["XDG_CACHE_HOME": cache.path], directory: app)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            PreviewCommandTests.notes(of: result) == [
                "layoutty: preview: the app's framework StopsCore of Apps/Stops/project.yml, framework StopsStyle "
                    + "of Apps/Stops/project.yml: built apart against Layoutty's UIKit"
            ], "\(result.stderr)")
        // Three rows of the status bar's safe area (59 pt, 19.65 pt a row); each cell 117 pt
        // (11.9 columns at 9.82 pt) drawn 12 wide; the flow layout spreads the row's 21 pt left
        // over between its 3 items, 2 columns; Union starts the second row at 118 pt, row 6.
        #expect(
            result.stdout == """
                                                        
                                                        
                                                        
                ┌──────────┐  ┌──────────┐  ┌──────────┐
                │   Pike   │  │   Pine   │  │  Olive   │
                └──────────┘  └──────────┘  └──────────┘
                ┌──────────┐                            
                │  Union   │                            
                └──────────┘                            
                                                        
                                                        
                                                        
                arrows scroll · n/p focus · z/Z zoom · …
                4/4 │ iPhone 15 portrait 9.82×19.65pt   

                """, "\(result.stdout)")
    }

    static let app: [String: String] = [
        ".git/HEAD": "ref: refs/heads/main\n",
        "Apps/Stops/project.yml": """
        name: Stops
        include:
          - StopsCore/project.yml
          - StopsKit/project.yml
          - StopsStyle/project.yml
        settings:
          base:
            SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor
        targets:
          Stops:
            type: application
            platform: iOS
            sources: [Apps/Stops]
            dependencies:
              - target: StopsKit
        """,
        "Apps/Stops/AppDelegate.swift": "import UIKit\n",
        "StopsCore/project.yml": """
        targets:
          StopsCore:
            type: framework
            platform: iOS
            sources: ["."]
            settings:
              base:
                SWIFT_DEFAULT_ACTOR_ISOLATION: nonisolated
        """,
        "StopsCore/Stop.swift": """
        import Foundation

        public final class Stop: NSObject {
            public let name: String
            public init(name: String) { self.name = name }
            public override func isEqual(_ object: Any?) -> Bool { (object as? Stop)?.name == name }
        }

        public final class StopStore {
            public init() {}
            public func stops() -> [Stop] { ["Pike", "Pine", "Olive", "Union"].map(Stop.init(name:)) }
        }
        """,
        "StopsStyle/project.yml": """
        targets:
          StopsStyle:
            type: framework
            platform: iOS
            sources: ["."]
        """,
        "StopsStyle/Style.swift": """
        import UIKit

        @MainActor final class Ink {
            let width: CGFloat = 117
        }

        public final class Style {
            let ink = Ink()
            public init() {}
            public var cellWidth: CGFloat { ink.width }
        }
        """,
        "StopsKit/project.yml": """
        targets:
          StopsKit:
            type: framework
            platform: iOS
            sources: ["."]
            dependencies:
              - target: StopsCore
              - target: StopsStyle
        """,
        "StopsKit/StopsViewController.swift": """
        import StopsCore
        import StopsStyle
        import UIKit

        @MainActor final class Palette {
            let cellWidth = Style().cellWidth
        }

        final class StopsModel {
            let palette = Palette()
            let names = StopStore().stops().map(\\.name)
        }

        final class StopsViewController: UICollectionViewController {
            let model = StopsModel()

            init() {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: model.palette.cellWidth, height: 59)
                layout.minimumLineSpacing = 0
                layout.minimumInteritemSpacing = 0
                super.init(collectionViewLayout: layout)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "stop")
            }

            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                model.names.count
            }

            override func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "stop", for: indexPath)
                var content = UIListContentConfiguration.cell()
                content.text = model.names[indexPath.item]
                (cell as? UICollectionViewListCell)?.contentConfiguration = content
                return cell
            }
        }
        """
    ]
}
