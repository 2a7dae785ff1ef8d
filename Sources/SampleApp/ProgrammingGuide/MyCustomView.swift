import EarshotUIKit

/// The Accessibility Programming Guide for iOS, "让自定义独立视图支持无障碍使用" and "通过编程定义自定义属性信息": a custom standalone view
/// made accessible *in its subclass*, by overriding the UIAccessibility getters. The guide prefers
/// this way for views whose content changes, since the getters are asked every time.
///
/// It draws a play symbol and behaves like a button: VoiceOver says "Play, Button" and, after a
/// pause, "Plays the song.". It implements no `accessibilityActivate()`, so VoiceOver's double
/// tap reaches it as a real tap at its centre, which it counts.
open class MyCustomView: UIView {
    /// How many taps reached the view (VoiceOver's double tap arrives as one).
    public private(set) var tapCount = 0

    open override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    open override var accessibilityLabel: String? {
        get { NSLocalizedString("MyCustomView.label", comment: "") }
        set {}
    }

    /// This custom view behaves like a button.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { .button }
        set {}
    }

    open override var accessibilityHint: String? {
        get { NSLocalizedString("MyCustomView.hint", comment: "") }
        set {}
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapCount += 1
    }
}
