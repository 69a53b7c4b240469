/// A pod of the app's (`Pods/Ratings`, committed as many apps commit CocoaPods' sources): a
/// module of its Swift files.
public enum Stars {
    /// One star, and one more for each 300 pages.
    public static func rating(for pages: Int) -> String {
        String(repeating: "★", count: 1 + pages / 300)
    }
}
