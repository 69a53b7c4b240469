import UIKit

// Presents the venue type screen as the app does: with the two sections' types, a selection
// that goes on to the next screen, and a dismissal of the navigation controller it shows.

final class VenuesCoordinator {
    init(parent: UINavigationController) {
        self.parent = parent
    }

    func start() {
        let typesViewController = VenueTypesViewController(
            viewModel: VenueTypesViewModel(
                [.permanent: VenueType.permanentTypes, .event: VenueType.eventTypes],
                onSelection: { [weak self] type in
                    self?.showDetails(of: type)
                }
            ),
            onDismiss: { [weak self] in
                self?.navigationController?.dismiss(animated: true)
            }
        )
        let navigationController = UINavigationController(rootViewController: typesViewController)
        self.navigationController = navigationController
        parent.present(navigationController, animated: true)
    }

    private func showDetails(of type: VenueType) {
        navigationController?.pushViewController(UIViewController(), animated: true)
    }

    private let parent: UINavigationController
    private var navigationController: UINavigationController?
}
