/// The keyboard layout guide (UIKit's `keyboardLayoutGuide`, `UIKeyboardLayoutGuide`): the area
/// the on-screen keyboard covers, so content pinned above it stays visible when the keyboard
/// shows. Earshot shows no on-screen keyboard (docs/layout.md), so the guide is where UIKit puts
/// it while the keyboard is offscreen: its top at the bottom of the safe area, as wide as the
/// view, down to the view's bottom (WWDC21, "Your guide to keyboard layout").
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard; with no keyboard shown it
    /// changes nothing, but keeps its value.
    open var followsUndockedKeyboard = false { didSet { UIKitChanges.note() } }
}

extension UIView {
    /// The area the keyboard covers; with no keyboard shown, the strip below the safe area.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        ownGuide(\.keyboardLayoutGuide, identifier: "UIViewKeyboardLayoutGuide", role: .keyboard) { UIKeyboardLayoutGuide() }
    }

    /// The insets of the keyboard guide from the bounds, in left/right terms: everything but the
    /// strip the safe area leaves at the bottom.
    var keyboardInsets: UIEdgeInsets {
        let bottom = safeAreaInsets.bottom
        return UIEdgeInsets(top: max(0, bounds.height - bottom), left: 0, bottom: 0, right: 0)
    }
}
