import SwiftUI
import UIKit

// A production screen's shape since iOS 16: a UIKit list whose cells are SwiftUI views
// (`UIHostingConfiguration`), a SwiftUI row type of the app's own, and an Xcode preview of the
// controller wrapped for SwiftUI at the bottom of the file.

struct Member: Hashable {
    let name: String
    let role: String
    let unread: Int
}

struct MemberRow: View {
    let member: Member

    var body: some View {
        HStack {
            Image(systemName: "person.crop.circle")
            VStack(alignment: .leading, spacing: 2) {
                Text(member.name).font(.headline)
                Text(member.role).foregroundStyle(.secondary)
            }
            Spacer()
            if member.unread > 0 {
                Text("\(member.unread) new").font(.caption).foregroundColor(.white)
            }
        }
    }
}

// An iOS 17 view model: `@Observable`, which Apple's Foundation brings.
@Observable final class TeamModel {
    var members = [
        Member(name: "Ada", role: "Engines", unread: 3),
        Member(name: "Grace", role: "Compilers", unread: 0),
        Member(name: "Linus", role: "Kernels", unread: 12)
    ]
}

final class TeamViewController: UIViewController {
    private let model = TeamModel()
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Member>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Team"
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Member> { cell, _, member in
            cell.contentConfiguration = UIHostingConfiguration { MemberRow(member: member) }
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, member in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: member)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Member>()
        snapshot.appendSections([0])
        snapshot.appendItems(model.members)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

struct TeamViewControllerPreview: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
        UINavigationController(rootViewController: TeamViewController())
    }
    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}

struct TeamViewController_Previews: PreviewProvider {
    static var previews: some View {
        TeamViewControllerPreview().edgesIgnoringSafeArea(.all).previewDevice("iPhone 15")
    }
}
