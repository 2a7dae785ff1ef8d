import EarshotUIKit
import Foundation

/// What resolving a view needs: its identity, the inherited environment and the graph holding state.
@MainActor
struct ResolveContext {
    var path: String
    var environment: EnvironmentValues
    /// What style and text modifiers pass down beside the environment (InheritedStyles.swift).
    var styles = InheritedStyles()
    unowned let graph: ViewGraph

    /// Resolves `view` as a child identified by `id` under this context's path.
    /// Built-in views resolve themselves; others attach their `@State` and evaluate `body`.
    func resolve(_ view: any View, id: String) -> [ViewNode] {
        var child = self
        child.path = path + "/" + id
        return child.resolveHere(view)
    }

    /// Resolves `view` at this path.
    func resolveHere(_ view: any View) -> [ViewNode] {
        if let primitive = view as? any PrimitiveView {
            return primitive.resolve(in: self)
        }
        if let representable = view as? any UIViewRepresentable {
            return representable.resolveRepresentable(in: self)
        }
        if let representable = view as? any UIViewControllerRepresentable {
            return representable.resolveRepresentedController(in: self)
        }
        guard graph.attachState(of: view, at: path, environment: environment) else { return [] }
        var child = self
        child.path = path + "/" + String(describing: type(of: view))
        return graph.tracking { child.resolveHere(view.body) }
    }

    /// The context with the environment changed.
    func with(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var copy = self
        change(&copy.environment)
        return copy
    }
}

/// The values views inherit from their ancestors (SwiftUI's `EnvironmentValues`).
public struct EnvironmentValues: Sendable {
    /// The font of text that sets none.
    public var font: Font?
    /// False inside `.disabled(true)`.
    public var isEnabled = true
    /// The user's text size; text styles scale with it.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The locale views format for: en_US unless set, so renders are deterministic.
    public var locale = Locale(identifier: "en_US")
    /// The colour `.foregroundColor` set; nil is the primary colour.
    public var foregroundColor: Color?
    /// True inside a `List`/`Form`, where section headers are upper-cased headings.
    var isInList = false
    /// The identity of the enclosing NavigationStack, for NavigationLink.
    var navigationStackPath: String?
    /// Section headers in a list upper-case their text.
    var textCase: Text.Case?
    /// `@Environment(\.dismiss)`: nothing outside a presentation.
    var dismissAction = DismissAction {}
    /// `@Environment(\.openURL)`: the system opens the URL.
    var openURLAction = OpenURLAction { _ in .systemAction }
    /// `\.layoutDirection`.
    var storedLayoutDirection = LayoutDirection.leftToRight
    /// `.pickerStyle`.
    var pickerStyle: PickerStyleKind = .automatic
    /// Observable objects (`.environment(_:)`) and published objects (`.environmentObject(_:)`)
    /// by type.
    var objects: [ObjectIdentifier: HeldObject] = [:]
    /// `.defaultAppStorage(_:)`'s store.
    var appStorage: HeldObject?
    /// Values of the app's own keys (`EnvironmentKey`).
    var custom: [ObjectIdentifier: CustomValue] = [:]
    /// `.keyboardType`, `.textContentType`, `.textInputAutocapitalization`
    /// (Controls/View+TextInputTraits.swift).
    var textInputTraits = TextInputTraits()
    /// `.autocorrectionDisabled`: text fields inside do not correct typing.
    public var autocorrectionDisabled = false
    /// `.onSubmit` actions for the fields inside (Controls/View+Submit.swift).
    var submitActions = SubmitActions()
    /// False inside `.allowsHitTesting(false)`, or inside a gesture attached without
    /// `GestureMask.subviews`: the gestures there receive no touch (Modifiers/View+AllowsHitTesting.swift).
    var gesturesReceiveTouches = true
    /// `\.colorScheme`: an iPhone in Light appearance unless set.
    public var colorScheme: ColorScheme = .light
    // The device's settings, taken from the host's window at each render
    // (EnvironmentValues+Accessibility.swift); read-only as in SwiftUI, but for those SwiftUI
    // lets a view override.
    /// True while VoiceOver runs on the app.
    public internal(set) var accessibilityVoiceOverEnabled = false
    /// True while Switch Control runs on the app.
    public internal(set) var accessibilitySwitchControlEnabled = false
    /// Reduce Motion.
    public internal(set) var accessibilityReduceMotion = false
    /// Reduce Transparency.
    public internal(set) var accessibilityReduceTransparency = false
    /// Classic or Smart Invert.
    public internal(set) var accessibilityInvertColors = false
    /// Differentiate Without Color.
    public internal(set) var accessibilityDifferentiateWithoutColor = false
    /// Increase Contrast.
    public internal(set) var colorSchemeContrast: ColorSchemeContrast = .standard
    /// Bold Text: `.bold` while it is on.
    public var legibilityWeight: LegibilityWeight?
    /// The window's size classes (compact width and regular height on an iPhone in portrait).
    public var horizontalSizeClass: UserInterfaceSizeClass?
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// Lists' and scroll views' values (Lists/ListEnvironment.swift).
    var lists = ListEnvironment()
    /// `@Environment(\.scenePhase)`: the hosting window's application state (App/ScenePhase.swift).
    public var scenePhase: ScenePhase = .active
    /// Inside an open `Menu`: closes it, run by a button there before its action (Controls/Menu.swift).
    var closeMenu: (@MainActor @Sendable () -> Void)?
    public init() {}
}
