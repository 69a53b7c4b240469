import Foundation

enum VenueType: String {
    case shop, restaurant, office, concert, meeting

    static let permanentTypes: [VenueType] = [.shop, .restaurant, .office]
    static let eventTypes: [VenueType] = [.concert, .meeting]

    var title: String { rawValue.capitalized }
}
