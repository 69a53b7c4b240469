import UIKit

// A compositional carousel in the shape public code writes it: a paged orthogonal section of
// cards 70% of the width, each scaled by its distance from the centre in the section's
// visibleItemsInvalidationHandler (1 at the centre, down to 0.8).
func makeScalingCarousel() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(160)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 12
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            for item in items {
                let distance = abs(item.frame.midX - offset.x - width / 2)
                let scale = max(0.8, 1 - distance / width)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return section
    }
}
