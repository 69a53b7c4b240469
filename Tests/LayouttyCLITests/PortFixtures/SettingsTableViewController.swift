import UIKit

// A settings screen as apps write one: a table view controller, value-style rows with their
// detail text and a disclosure, no collection view of its own.

final class SettingsViewController: UITableViewController {
    private let rows = [("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Cellular", ""), ("Battery", "82%")]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.rowHeight = 52
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "value")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "value")
        cell.textLabel?.text = rows[indexPath.row].0
        cell.detailTextLabel?.text = rows[indexPath.row].1
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
