/// iOS 14's registrations: a cell or supplementary class with the closure that configures it, so
/// the cell provider dequeues and configures in one call.
extension UICollectionView {
    /// A cell class and how to configure it for an item (UIKit's `UICollectionView.CellRegistration`).
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        private let identity = RegistrationIdentity()
        /// The identifier the registration's cells are reused under, unique to it.
        var reuseIdentifier: String { identity.reuseIdentifier(for: Cell.self) }

        /// A registration making `Cell`s configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A supplementary view class for one kind and how to configure it (UIKit's
    /// `UICollectionView.SupplementaryRegistration`).
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let handler: Handler
        let elementKind: String
        private let identity = RegistrationIdentity()
        var reuseIdentifier: String { identity.reuseIdentifier(for: Supplementary.self) }

        /// A registration making `Supplementary` views of `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.handler = handler
            self.elementKind = elementKind
        }
    }

    /// A cell from `registration`, configured for `item` at `indexPath`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        // The identifier is the registration's own, so the cell is a `Cell`.
        let cell = dequeued as? Cell ?? Cell()
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view from `registration`, configured for `indexPath`.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        register(
            Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary()
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// What makes a registration's reuse identifier its own: the identity of an object the
/// registration holds (with the class's name, so two live registrations never share one and a
/// reused address can only meet cells of the same class).
final class RegistrationIdentity: Sendable {
    func reuseIdentifier(for type: Any.Type) -> String {
        "\(type)-\(UInt(bitPattern: ObjectIdentifier(self)))"
    }
}
