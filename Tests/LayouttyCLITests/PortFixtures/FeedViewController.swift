import FirebaseAuth
import FirebaseFirestore
import SnapKit
import SwipeCellKit
import UIKit

// A production screen's shape: its data comes from modules no Linux build has (a backend's SDK
// and a pod's cell class), its view model listens to the backend with closures, and what it shows
// first is its own: the drafts kept on the device.

struct Post: Hashable {
    var title: String
    var author: String
}

final class FeedViewModel {
    private(set) var posts: [Post] = [
        Post(title: "Draft: Trip notes", author: "me"), Post(title: "Draft: Reading list", author: "me"),
        Post(title: "Draft: Garden plan", author: "me")
    ]
    private var listener: ListenerRegistration?
    var onChange: (() -> Void)?

    func start() {
        guard let user = Auth.auth().currentUser else { return }
        listener = Firestore.firestore().collection("posts").whereField("author", isEqualTo: user.uid)
            .addSnapshotListener { snapshot, error in
                if let error = error {
                    print("feed: \(error.localizedDescription)")
                    return
                }
                guard let documents = snapshot?.documents else { return }
                self.posts = documents.map { document in
                    Post(title: document["title"] as? String ?? "", author: document["author"] as? String ?? "")
                }
                self.onChange?()
            }
    }
}

final class PostCell: SwipeCollectionViewCell {
    private let titleLabel = UILabel()
    private let inset: CGFloat = 16

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.frame = contentView.bounds
        contentView.addSubview(titleLabel)
        // A property of the pod's base class, set as a subclass sets its own: without `self.`.
        swipeOffset = 0
        // SnapKit's closure is not escaping: iOS compiles its body without `self.`.
        titleLabel.snp.makeConstraints { make in
            make.leading.equalTo(contentView).offset(inset)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(_ post: Post) { titleLabel.text = post.title }
}

final class FeedViewController: UIViewController, UICollectionViewDataSource, SwipeCollectionViewCellDelegate {
    private let model = FeedViewModel()
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 343, height: 60)
        layout.minimumLineSpacing = 8
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.dataSource = self
        collectionView.register(PostCell.self, forCellWithReuseIdentifier: "post")
        view.addSubview(collectionView)
        model.onChange = { [weak self] in self?.collectionView.reloadData() }
        model.start()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        model.posts.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "post", for: indexPath) as! PostCell
        cell.show(model.posts[indexPath.item])
        cell.delegate = self
        return cell
    }
}
