// WidgetKit as an app's screens call it: asking the system to reload its widgets' timelines.
// A preview has no Home Screen: nothing is reloaded and no widget is configured.
@_exported import Foundation

public struct WidgetInfo: Sendable {
    public let kind: String
    public let family: WidgetFamily
}

public enum WidgetFamily: Int, Hashable, Sendable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, accessoryCircular, accessoryRectangular,
        accessoryInline
}

public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    public func reloadAllTimelines() {}
    public func reloadTimelines(ofKind kind: String) {}
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], Error>) -> Void) {
        completion(.success([]))
    }
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
    public func invalidateConfigurationRecommendations() {}
}
