import EarshotUIKit
import Foundation
import VoiceOverSimulator

/// A window of `size` showing `controller` in an application of the test's own.
@MainActor
struct DeviceScreen {
    let window: UIWindow
    let application: UIApplication
    let controller: UIViewController

    init(_ controller: UIViewController, width: CGFloat = 390, height: CGFloat = 844) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        application = UIApplication()
        application.addWindow(window)
        self.controller = controller
        window.rootViewController = controller
    }

    func voiceOver() -> VoiceOver { VoiceOver(window: window) }
}

/// Four labels laid out by hand in `viewDidLayoutSubviews`, as apps written without Auto Layout
/// do: one column when the height is regular (portrait), two columns (Alpha and Bravo on the
/// left, Charlie and Delta on the right) when it is compact (an iPhone in landscape). It records
/// the rotation callbacks in order.
@MainActor
class GridViewController: UIViewController {
    let labels: [UILabel] = ["Alpha", "Bravo", "Charlie", "Delta"].map { text in
        let label = UILabel()
        label.text = text
        return label
    }
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        labels.forEach(view.addSubview)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        if traitCollection.verticalSizeClass == .compact {
            let width = (bounds.width - 3 * 60) / 2
            for (index, label) in labels.enumerated() {
                let column = CGFloat(index / 2)
                let row = CGFloat(index % 2)
                label.frame = CGRect(x: 60 + column * (width + 60), y: 40 + row * 50, width: width, height: 44)
            }
        } else {
            for (index, label) in labels.enumerated() {
                label.frame = CGRect(x: 20, y: 100 + CGFloat(index) * 50, width: bounds.width - 40, height: 44)
            }
        }
        log.append("layout \(Int(bounds.width))×\(Int(bounds.height))")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("will transition to \(Int(size.width))×\(Int(size.height)) from \(Int(view.bounds.width))×\(Int(view.bounds.height))")
        coordinator.animate(
            alongsideTransition: { [unowned self] _ in
                log.append("alongside at \(Int(view.bounds.width))×\(Int(view.bounds.height))")
            },
            completion: { [unowned self] context in
                log.append("completion, cancelled: \(context.isCancelled)")
            })
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("traits \(previousTraitCollection?.verticalSizeClass ?? .unspecified) → \(traitCollection.verticalSizeClass)")
    }
}

/// The grid, allowing portrait only.
@MainActor
final class PortraitGridViewController: GridViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

/// Records `name` posted on the default centre with `object`.
@MainActor
final class PostRecorder {
    private(set) var received: [Foundation.Notification] = []
    private var token: NSObjectProtocol?

    init(_ name: Foundation.Notification.Name, object: AnyObject) {
        token = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] note in
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated { self?.received.append(note) }
        }
    }

    func stop() {
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
    }
}
