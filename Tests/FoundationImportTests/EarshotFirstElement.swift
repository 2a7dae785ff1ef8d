import Earshot
import Foundation

/// An NSObject subclass overriding UIAccessibility's informal protocol, under this file's imports.
@MainActor
final class EarshotFirstElement: NSObject {
    private let label: String
    private let row: Int

    init(label: String, row: Int) {
        self.label = label
        self.row = row
        super.init()
    }

    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityLabel: String? {
        get { label }
        set {}
    }
    override var accessibilityFrame: CGRect {
        get { CGRect(x: 0, y: CGFloat(row) * 44, width: 320, height: 44) }
        set {}
    }
}
