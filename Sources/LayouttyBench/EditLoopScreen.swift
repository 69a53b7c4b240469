import Foundation

/// The multi-file screen `bench --edit-loop` saves: a view controller, two cells, a model and a
/// navigation controller, written as an app writes them (our own files). The controller's row
/// height is what a save changes.
enum EditLoopScreen {
    /// The files' names and texts, the controller's rows `rowHeight` points high.
    static func files(rowHeight: Int) -> [(name: String, text: String)] {
        [
            (
                "Message.swift",
                """
                import Foundation

                struct Message: Hashable {
                    let id: Int
                    let sender: String
                    let subject: String
                    let unread: Bool

                    static let samples: [Message] = (1...40).map {
                        Message(id: $0, sender: "Sender \\($0)", subject: "Subject line \\($0)", unread: $0 % 3 == 0)
                    }
                }

                """
            ),
            (
                "MessageCell.swift",
                """
                import UIKit

                final class MessageCell: UICollectionViewCell {
                    static let reuseIdentifier = "MessageCell"
                    private let senderLabel = UILabel()
                    private let subjectLabel = UILabel()

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        let stack = UIStackView(arrangedSubviews: [senderLabel, subjectLabel])
                        stack.axis = .vertical
                        stack.translatesAutoresizingMaskIntoConstraints = false
                        contentView.addSubview(stack)
                        NSLayoutConstraint.activate([
                            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                            stack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                        ])
                    }

                    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

                    func configure(with message: Message) {
                        senderLabel.text = message.sender
                        subjectLabel.text = message.subject
                        senderLabel.font = message.unread ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
                    }
                }

                """
            ),
            (
                "SummaryCell.swift",
                """
                import UIKit

                final class SummaryCell: UICollectionViewCell {
                    static let reuseIdentifier = "SummaryCell"
                    private let label = UILabel()

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        label.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
                        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                        contentView.addSubview(label)
                        contentView.backgroundColor = .secondarySystemBackground
                    }

                    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

                    func configure(unread: Int) { label.text = "\\(unread) unread" }
                }

                """
            ),
            (
                "InboxViewController.swift",
                """
                import UIKit

                final class InboxViewController: UIViewController {
                    enum Section { case summary, messages }
                    enum Row: Hashable {
                        case summary(Int)
                        case message(Message)
                    }

                    private var collectionView: UICollectionView!
                    private var dataSource: UICollectionViewDiffableDataSource<Section, Row>!

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Inbox"
                        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
                        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                        collectionView.register(MessageCell.self, forCellWithReuseIdentifier: MessageCell.reuseIdentifier)
                        collectionView.register(SummaryCell.self, forCellWithReuseIdentifier: SummaryCell.reuseIdentifier)
                        view.addSubview(collectionView)
                        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, row in
                            switch row {
                            case .summary(let unread):
                                let cell = collectionView.dequeueReusableCell(
                                    withReuseIdentifier: SummaryCell.reuseIdentifier, for: indexPath) as! SummaryCell
                                cell.configure(unread: unread)
                                return cell
                            case .message(let message):
                                let cell = collectionView.dequeueReusableCell(
                                    withReuseIdentifier: MessageCell.reuseIdentifier, for: indexPath) as! MessageCell
                                cell.configure(with: message)
                                return cell
                            }
                        }
                        var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
                        snapshot.appendSections([.summary, .messages])
                        snapshot.appendItems([.summary(Message.samples.filter(\\.unread).count)], toSection: .summary)
                        snapshot.appendItems(Message.samples.map(Row.message), toSection: .messages)
                        dataSource.apply(snapshot, animatingDifferences: false)
                    }

                    private func makeLayout() -> UICollectionViewLayout {
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(rowHeight)))
                        let item = NSCollectionLayoutItem(layoutSize: size)
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
                        let section = NSCollectionLayoutSection(group: group)
                        section.interGroupSpacing = 1
                        return UICollectionViewCompositionalLayout(section: section)
                    }
                }

                """
            ),
            (
                "AppNavigationController.swift",
                """
                import UIKit

                final class AppNavigationController: UINavigationController {
                    convenience init() {
                        self.init(rootViewController: InboxViewController())
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationBar.prefersLargeTitles = true
                    }
                }

                """
            )
        ]
    }
}
