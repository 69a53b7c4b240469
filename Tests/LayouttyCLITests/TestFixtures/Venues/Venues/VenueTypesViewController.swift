import UIKit

// A screen in the shape production apps make them: its coordinator hands it a view model of the
// app's values and closures back into the coordinator; the screen has no initializer UIKit can
// call, and no #Preview block.

final class VenueTypesViewController: UITableViewController {
    init(viewModel: VenueTypesViewModel, onDismiss: @escaping () -> Void) {
        self.viewModel = viewModel
        self.onDismiss = onDismiss
        super.init(style: .grouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Venue Type"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "type")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { viewModel.numberOfSections }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.numberOfRows(in: section)
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        VenueTypesViewModel.Section(rawValue: section)?.title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "type", for: indexPath)
        cell.textLabel?.text = viewModel.type(at: indexPath)?.title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.select(at: indexPath)
    }

    private let viewModel: VenueTypesViewModel
    private let onDismiss: () -> Void
}

struct VenueTypesViewModel {
    enum Section: Int, CaseIterable {
        case permanent, event

        var title: String { self == .permanent ? "Permanent" : "Event" }
    }

    init(_ types: [Section: [VenueType]], onSelection: @escaping (VenueType) -> Void) {
        self.types = types
        self.onSelection = onSelection
    }

    var numberOfSections: Int { types.keys.count }

    func numberOfRows(in section: Int) -> Int {
        Section(rawValue: section).flatMap { types[$0]?.count } ?? 0
    }

    func type(at indexPath: IndexPath) -> VenueType? {
        Section(rawValue: indexPath.section).flatMap { types[$0]?[indexPath.row] }
    }

    func select(at indexPath: IndexPath) {
        type(at: indexPath).map(onSelection)
    }

    private let types: [Section: [VenueType]]
    private let onSelection: (VenueType) -> Void
}
