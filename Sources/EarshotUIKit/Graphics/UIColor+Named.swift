import Synchronization

/// Colours by asset-catalog name. An app's asset catalog is compiled into its iOS bundle, which
/// does not exist here, so a test (or a screen file's loader) registers the colours the app's
/// catalog defines, light and dark, and `UIColor(named:)` finds them; a name never registered
/// answers nil, as a name missing from the catalog does on iOS (docs/uikit.md, "Colours").
public enum UIColorAssets {
    private static let colors = Mutex<[String: UIColor]>([:])

    /// Defines the colour the asset catalog names `name` (a dynamic colour keeps both appearances).
    public static func register(_ color: UIColor, named name: String) {
        colors.withLock { $0[name] = color }
    }

    /// Forgets every registered colour.
    public static func removeAll() {
        colors.withLock { $0.removeAll() }
    }

    static func color(named name: String) -> UIColor? {
        colors.withLock { $0[name] }
    }
}

extension UIColor {
    /// The asset catalog's colour named `name` (`UIColorAssets`), nil when there is none.
    public init?(named name: String) {
        guard let color = UIColorAssets.color(named: name) else { return nil }
        self = color
    }

    /// The asset catalog's colour named `name`, resolved for `traitCollection` when one is given;
    /// the bundle is not consulted (there is one catalog).
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let color = UIColorAssets.color(named: name) else { return nil }
        self = traitCollection.map { color.resolvedColor(with: $0) } ?? color
    }
}
