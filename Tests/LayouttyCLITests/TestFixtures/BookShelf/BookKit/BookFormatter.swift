import ShelfModel

/// The app's framework target (`BookKit` in BookShelf.xcodeproj): a module of the Xcode project,
/// importing the app's package `ShelfModel`.
public enum BookFormatter {
    public static func line(for book: Book) -> String {
        "\(book.title) · \(book.pages) pp."
    }
}
