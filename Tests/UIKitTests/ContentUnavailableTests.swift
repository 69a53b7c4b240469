import TerminalCollectionView
import Testing
import UIKit
import UIKitPreview

extension UIKitSuites {
    /// What a screen shows where it has no content (iOS 17's `contentUnavailableConfiguration`):
    /// its texts and button title over the controller's view, centred, as iOS draws them.
    @MainActor @Suite(.serialized) struct ContentUnavailableTests {
        final class Favorites: UICollectionViewController {
            var songs: [String] = []
            var updates = 0
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
            {
                songs.count
            }
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                updates += 1
                guard songs.isEmpty else {
                    contentUnavailableConfiguration = nil
                    return
                }
                var empty = UIContentUnavailableConfiguration.empty()
                empty.text = "No Favorites"
                empty.secondaryText = "Tap the heart"
                empty.button.title = "Browse"
                contentUnavailableConfiguration = empty
            }
        }

        /// UIKit asks for the configuration as the screen appears: its three lines are drawn in a
        /// column centred across and down the 40 × 48 screen, nothing else between its edges (the
        /// `┄` lines). The column is the title's 22-point line (26.2 → 27 points), 5, the secondary
        /// text's 17-point line (21), 15, the button (34): 102 points from y = (852 − 102) / 2 =
        /// 375: the rows of 375 / 19.65 = 19.1 → 19, 407 / 19.65 = 20.7 → 21 and the button's middle
        /// 460 / 19.65 = 23.4 → 23, lines 20, 22 and 24 below the edge; each text centred in the 16-point
        /// margins, `No Favorites` from column (40 − 12) / 2 = 14. Once the songs arrive and the
        /// controller asks again, the view is gone.
        @Test func anEmptyScreenShowsItsTextsCentred() throws {
            let favorites = Favorites(collectionViewLayout: UICollectionViewFlowLayout())
            let screen = ScreenSetting(device: .iPhone15, size: (40, 48)).screen(of: favorites)
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let edge = String(repeating: "┄", count: 40)
            let shown = lines.indices.filter { !lines[$0].isEmpty && lines[$0] != edge }.map { "\($0): \(lines[$0])" }
            #expect(
                Array(shown.prefix(3)) == [
                    "20:               No Favorites", "22:               Tap the heart", "24:                  Browse"
                ], "\n\(screen)")
            #expect(lines[0] == edge && lines[1...19].allSatisfy(\.isEmpty))
            #expect(favorites.updates == 1)
            favorites.songs = ["Blue in Green"]
            favorites.setNeedsUpdateContentUnavailableConfiguration()
            #expect(favorites.updates == 2 && favorites.contentUnavailableConfiguration == nil)
            #expect(!favorites.collectionView.subviews.contains { $0 is UIContentUnavailableView })
        }

        /// `search()` and `loading()` say what iOS says.
        @Test func searchAndLoadingSayWhatIOSSays() {
            let search = UIContentUnavailableConfiguration.search()
            #expect(search.text == "No Results" && search.secondaryText == "Check the spelling or try a new search.")
            #expect(UIContentUnavailableConfiguration.loading().text == "Loading…")
            #expect(UIContentUnavailableConfiguration.empty().text == nil)
        }
    }
}
