import EarshotUIKit

/// How text fields inside ask for a keyboard and treat typing: UIKit's text input traits, which
/// SwiftUI passes to the `UITextField` behind each field. Earshot draws no keyboard, so VoiceOver
/// hears nothing of them; the hosted field keeps them (`keyboardType`, `textContentType`,
/// `autocapitalizationType`, `autocorrectionType`, `returnKeyType`).
struct TextInputTraits {
    var keyboardType = UIKeyboardType.default
    var contentType: UITextContentType?
    var autocapitalization = UITextAutocapitalizationType.sentences
    var returnKey = UIReturnKeyType.default
}

/// SwiftUI's `SubmitLabel`: the title of the keyboard's Return key for fields inside, UIKit's
/// `UIReturnKeyType` behind them.
public struct SubmitLabel: Sendable, Equatable {
    let returnKey: UIReturnKeyType
    public static let done = Self(returnKey: .done)
    public static let go = Self(returnKey: .go)
    public static let send = Self(returnKey: .send)
    public static let join = Self(returnKey: .join)
    public static let route = Self(returnKey: .route)
    public static let search = Self(returnKey: .search)
    public static let `return` = Self(returnKey: .default)
    public static let next = Self(returnKey: .next)
    public static let `continue` = Self(returnKey: .continue)
}

/// SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable, Equatable {
    let type: UITextAutocapitalizationType
    public static let never = Self(type: .none)
    public static let words = Self(type: .words)
    public static let sentences = Self(type: .sentences)
    public static let characters = Self(type: .allCharacters)

    public init?(_ type: UITextAutocapitalizationType) { self.type = type }
    init(type: UITextAutocapitalizationType) { self.type = type }
}

nonisolated extension View {
    /// The keyboard text fields inside ask for.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environmentModifier { $0.textInputTraits.keyboardType = type }
    }

    /// What the text of fields inside means, for AutoFill.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        environmentModifier { $0.textInputTraits.contentType = textContentType }
    }

    /// How text typed into fields inside is capitalised; nil keeps the default (sentences).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environmentModifier { $0.textInputTraits.autocapitalization = autocapitalization?.type ?? .sentences }
    }

    /// The title of the Return key for fields inside (Apple's documentation of `submitLabel(_:)`).
    /// Earshot draws no keyboard: the hosted field keeps it as its `returnKeyType`.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environmentModifier { $0.textInputTraits.returnKey = submitLabel.returnKey }
    }

    /// The older spelling of `textInputAutocapitalization`.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        environmentModifier { $0.textInputTraits.autocapitalization = style }
    }

    /// Turns autocorrection off for text fields inside.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environmentModifier { $0.autocorrectionDisabled = disable }
    }

    /// The older spelling of `autocorrectionDisabled`; nil keeps the default (on).
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        environmentModifier { $0.autocorrectionDisabled = disable ?? false }
    }
}
