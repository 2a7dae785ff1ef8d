/// An effect a `UIVisualEffectView` shows behind its content (UIKit's `UIVisualEffect`). Effects
/// are appearance: kept for readers, not drawn by the wireframe, and perceived by no assistive
/// technology.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    public override init() {
        super.init()
    }
}

/// A blur of what lies behind (UIKit's `UIBlurEffect`), in one of UIKit's styles.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's material (UIKit's `UIBlurEffect.Style`, its raw values).
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The material blurred with.
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// A view showing a visual effect behind the views added to its `contentView` (UIKit's
/// `UIVisualEffectView`). VoiceOver reads what the content view holds, as for any view; the effect
/// itself is not drawn and says nothing.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect shown; nil shows none.
    open var effect: UIVisualEffect?
    /// The view to add subviews to; it fills the effect view (resized with it).
    public let contentView = UIView(frame: .zero)

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
