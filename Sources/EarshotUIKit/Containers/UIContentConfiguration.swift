/// A description of a cell's content that makes the view showing it (UIKit's
/// `UIContentConfiguration`); `UIListContentConfiguration` is UIKit's own.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
}
