import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// An element as a test describes it; becomes an `AccessibilityNode` the way the walk builds one.
struct ElementSpec: Sendable {
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits = .none
    var language: String?
    var context: AccessibilityContext = .none
    var customActionNames: [String] = []

    init(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: UIAccessibilityTraits = .none,
        language: String? = nil, context: AccessibilityContext = .none, customActionNames: [String] = []
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.language = language
        self.context = context
        self.customActionNames = customActionNames
    }

    @MainActor
    func node() -> AccessibilityNode {
        AccessibilityNode(
            object: NSObject(), index: 0, label: label, value: value, hint: hint, traits: traits,
            identifier: nil, language: language, frame: CGRect(x: 0, y: 0, width: 44, height: 44),
            activationPoint: CGPoint(x: 22, y: 22), path: nil,
            customActions: customActionNames.map { UIAccessibilityCustomAction(name: $0) },
            customRotors: [], respondsToUserInteraction: false, userInputLabels: [], context: context,
            parentContainer: nil
        )
    }
}

/// One row of a speech table: an element and exactly what VoiceOver says for it.
struct SpeechCase: Sendable, CustomTestStringConvertible {
    var name: String
    var element: ElementSpec
    /// The description as a transcript (parts joined with ", ").
    var description: String
    /// The hint part, or nil when none is spoken.
    var hint: String?

    init(_ name: String, _ element: ElementSpec, _ description: String, hint: String? = nil) {
        self.name = name
        self.element = element
        self.description = description
        self.hint = hint
    }

    var testDescription: String { name }
}

/// A node made from a live object the way the walk reads it, for the guides' custom controls.
@MainActor
func node(reading object: NSObject, context: AccessibilityContext = .none) -> AccessibilityNode {
    AccessibilityNode(
        object: object, index: 0, label: object.accessibilityLabel, value: object.accessibilityValue,
        hint: object.accessibilityHint, traits: object.accessibilityTraits, identifier: nil,
        language: object.accessibilityLanguage, frame: object.accessibilityFrame,
        activationPoint: object.accessibilityActivationPoint, path: object.accessibilityPath,
        customActions: object.accessibilityCustomActions ?? [], customRotors: [],
        respondsToUserInteraction: false, userInputLabels: [], context: context, parentContainer: nil
    )
}
