/// The root of Earshot's live model, standing in for UIKit's `NSObject` with its informal
/// accessibility protocols (UIAccessibility, UIAccessibilityContainer, UIAccessibilityAction,
/// UIAccessibilityFocus, UIAccessibilityIdentification).
///
/// Declared in EarshotUIKit it shadows Foundation's `NSObject` for code that imports EarshotUIKit, so
/// `class Custom: NSObject { override var accessibilityLabel … }` compiles as it does on iOS.
/// Every member is `open` with UIKit's default, and setting a property to nil restores the
/// default, as UIKit does. The model is `@MainActor`, as UIKit is.
@preconcurrency @MainActor
open class NSObject: Foundation.NSObject {
    /// What the app set explicitly. A nil field means "use the class's default", which lets UIKit's
    /// own controls compute their defaults (a label's text, a button's traits) until the app speaks.
    /// A change to what is spoken alone (label, value, hint, traits, language, identifier, actions)
    /// is noted as this object's attributes, so VoiceOver can read this element alone again; setting
    /// what is already there (SwiftUI's render sets every hosted view again) is no change.
    package var accessibilityOverrides: AccessibilityOverrides {
        get { accessibilityOverridesStorage }
        set {
            let oldValue = accessibilityOverridesStorage
            accessibilityOverridesStorage = newValue
            if !newValue.hasSameStructure(as: oldValue) {
                UIKitChanges.note()
            } else if !newValue.hasSameAttributes(as: oldValue) {
                UIKitChanges.noteAttributes(of: self)
            }
        }
    }
    /// The storage behind `accessibilityOverrides`. Private, so the optimizer sees every access
    /// and drops the run-time exclusivity check a public stored property costs at every read
    /// (every accessibility getter reads it).
    private var accessibilityOverridesStorage = AccessibilityOverrides()

    /// True while VoiceOver's cursor is on this object; set by the assistive technology.
    package var isFocusedByAssistiveTechnology = false

    /// The number of the last walk that reached this object (`AccessibilityWalk`), so a walk
    /// tells an object it met before without a set of every object: valid only while that walk
    /// runs.
    package var walkMark: UInt64 {
        get { walkMarkStorage }
        set { walkMarkStorage = newValue }
    }
    /// Private so that the compiler sees every access and checks exclusivity when it compiles,
    /// rather than at each access while the walk runs (a class's visible stored property is
    /// checked at run time).
    private var walkMarkStorage: UInt64 = 0

    /// Backing store of `accessibilityElements`, kept `nonisolated(unsafe)` only so `deinit` can
    /// take a deep chain of containers apart without recursion; the main actor owns it otherwise.
    nonisolated(unsafe) package var accessibilityElementStorage: [Any]?

    public override init() {
        super.init()
    }

    /// Told when a key path this object observes changed (Objective-C's key-value observing;
    /// `addObserver(_:forKeyPath:options:context:)`). An observer that registered must override
    /// it: this default logs the change it was not ready for, where Foundation raises.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {
        UICollectionView.log(
            "observeValue(forKeyPath:of:change:context:): \(type(of: self)) observes \(keyPath ?? "nil") but does not override this method")
    }

    deinit {
        // Releasing a deep tree (subviews, or containers listing containers) recursively would
        // overflow the stack. Hand every uniquely held child's own children to a work list instead.
        // The list is typed: on Linux `isKnownUniquelyReferenced` is always false for `AnyObject`.
        var pending = NSObject.takeOwnedChildren(of: self)
        while !pending.isEmpty {
            var child = pending.removeLast()
            if isKnownUniquelyReferenced(&child) {
                pending.append(contentsOf: NSObject.takeOwnedChildren(of: child))
            } else if let view = child as? UIView, self is UIWindow {
                // A view that outlives its window being torn down must not keep naming it.
                view.forgetWindow(Unmanaged.passUnretained(self).toOpaque())
            }
        }
    }

    /// Detaches and returns the objects `object` holds strongly as children (its accessibility
    /// elements, and a view's subviews). Only for teardown.
    private nonisolated static func takeOwnedChildren(of object: NSObject) -> [NSObject] {
        var children: [NSObject] = []
        if let elements = object.accessibilityElementStorage {
            object.accessibilityElementStorage = nil
            for case let element as NSObject in elements { children.append(element) }
        }
        if let view = object as? UIView {
            children.append(contentsOf: view.takeSubviewsForTeardown())
        }
        return children
    }

    // MARK: UIAccessibility

    /// Whether VoiceOver treats this object as one element (a leaf). Default false; UIKit's
    /// controls, labels and text views say true.
    open var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? false }
        set { accessibilityOverrides.isElement = newValue }
    }

    /// The short, localized name VoiceOver speaks first.
    open var accessibilityLabel: String? {
        get { accessibilityOverrides.label }
        set { accessibilityOverrides.label = newValue }
    }

    /// The current value, spoken after the label (a slider's "60%", a text field's text).
    open var accessibilityValue: String? {
        get { accessibilityOverrides.value }
        set { accessibilityOverrides.value = newValue }
    }

    /// What happens when the element is activated, spoken after a pause when hints are on.
    open var accessibilityHint: String? {
        get { accessibilityOverrides.hint }
        set { accessibilityOverrides.hint = newValue }
    }

    /// What kind of element this is; combine with `super.accessibilityTraits` when overriding.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? .none }
        set { accessibilityOverrides.traits = newValue }
    }

    /// A BCP 47 tag choosing the voice and the language of VoiceOver's own words for this element.
    open var accessibilityLanguage: String? {
        get { accessibilityOverrides.language }
        set { accessibilityOverrides.language = newValue }
    }

    /// The element's frame in screen coordinates. Default `.zero`; views default to their frame
    /// converted to the screen.
    open var accessibilityFrame: CGRect {
        get { accessibilityOverrides.frame ?? .zero }
        set { accessibilityOverrides.frame = newValue }
    }

    /// The exact shape, in screen coordinates, used for touch exploration (never for sorting).
    open var accessibilityPath: UIBezierPath? {
        get { accessibilityOverrides.path }
        set {
            newValue?.mayBeHeld = true
            accessibilityOverrides.path = newValue
        }
    }

    /// Where VoiceOver taps when the user double-taps, in screen coordinates. Default: the centre
    /// of `accessibilityFrame`.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = accessibilityOverrides.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { accessibilityOverrides.activationPoint = newValue }
    }

    /// Hides this object's accessibility children (and the object itself) from VoiceOver.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityOverrides.elementsHidden }
        set { accessibilityOverrides.elementsHidden = newValue }
    }

    /// When true, VoiceOver ignores this view's siblings (the last modal sibling wins).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityOverrides.viewIsModal }
        set { accessibilityOverrides.viewIsModal = newValue }
    }

    /// Keeps this object's accessibility children together in reading order.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityOverrides.groupsChildren }
        set { accessibilityOverrides.groupsChildren = newValue }
    }

    /// The container kind, for context words (lists, landmarks, tables) and the Containers rotor.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityOverrides.containerType }
        set { accessibilityOverrides.containerType = newValue }
    }

    /// How Switch Control moves among children; VoiceOver ignores it.
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
        get { accessibilityOverrides.navigationStyle }
        set { accessibilityOverrides.navigationStyle = newValue }
    }

    /// Whether the element does something when activated (Voice Control and audits use it).
    /// Default: true for elements whose traits or custom actions make them interactive.
    open var accessibilityRespondsToUserInteraction: Bool {
        get {
            if let explicit = accessibilityOverrides.respondsToUserInteraction { return explicit }
            return !accessibilityTraits.isDisjoint(with: .interactive)
                || !(accessibilityCustomActions ?? []).isEmpty
        }
        set { accessibilityOverrides.respondsToUserInteraction = newValue }
    }

    /// The names Voice Control accepts for this element. Default: the label, when there is one.
    open var accessibilityUserInputLabels: [String]! {
        get {
            if let labels = accessibilityOverrides.userInputLabels { return labels }
            guard let label = accessibilityLabel, !label.isEmpty else { return [] }
            return [label]
        }
        set { accessibilityOverrides.userInputLabels = newValue }
    }

    /// Actions VoiceOver offers on swipe up / down, after the element's default action.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityOverrides.customActions }
        set { accessibilityOverrides.customActions = newValue }
    }

    /// Rotors this element adds to VoiceOver's rotor while it or a descendant is focused.
    open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
        get { accessibilityOverrides.customRotors }
        set { accessibilityOverrides.customRotors = newValue }
    }

    // MARK: UIAccessibilityIdentification

    /// A string that identifies the element to tests and tools; never spoken.
    open var accessibilityIdentifier: String? {
        get { accessibilityOverrides.identifier }
        set { accessibilityOverrides.identifier = newValue }
    }

    // MARK: UIAccessibilityContainer

    /// The object that contains this one for accessibility (an element's container view).
    open weak var accessibilityContainer: AnyObject? { didSet { UIKitChanges.note() } }

    /// The accessibility children in the order VoiceOver reads them; array order beats geometry.
    open var accessibilityElements: [Any]? {
        get { accessibilityElementStorage }
        set {
            accessibilityElementStorage = newValue
            UIKitChanges.note()
        }
    }

    /// The number of accessibility children (UIAccessibilityContainer). Default: the count of
    /// `accessibilityElements`.
    open func accessibilityElementCount() -> Int {
        accessibilityElements?.count ?? 0
    }

    /// The accessibility child at `index`, or nil when out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The index of `element` among the accessibility children, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        guard let elements = accessibilityElements else { return NSNotFound }
        return elements.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    // MARK: UIAccessibilityAction

    /// Double tap. Return true when handled; the default false lets VoiceOver tap the activation point.
    open func accessibilityActivate() -> Bool { false }

    /// Swipe up on an adjustable element.
    open func accessibilityIncrement() {}

    /// Swipe down on an adjustable element.
    open func accessibilityDecrement() {}

    /// Two-finger scrub (Z). Return true when handled; VoiceOver then stops walking the responder chain.
    open func accessibilityPerformEscape() -> Bool { false }

    /// Two-finger double tap. Return true when handled.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// Three-finger swipe. Return true when scrolled, and post `.pageScrolled` with a status.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    /// VoiceOver's Zoom rotor, swipe up, on an element with the `supportsZoom` trait: zoom in at
    /// `point` (screen coordinates). Return true when handled.
    open func accessibilityZoomIn(at point: CGPoint) -> Bool { false }

    /// VoiceOver's Zoom rotor, swipe down: zoom out from `point`. Return true when handled.
    open func accessibilityZoomOut(at point: CGPoint) -> Bool { false }

    // MARK: UIAccessibilityFocus

    /// Called when VoiceOver's cursor lands on this element (after the previous one lost it).
    open func accessibilityElementDidBecomeFocused() {}

    /// Called when VoiceOver's cursor leaves this element.
    open func accessibilityElementDidLoseFocus() {}

    /// True while VoiceOver's cursor is on this element.
    open func accessibilityElementIsFocused() -> Bool { isFocusedByAssistiveTechnology }
}

extension NSObject {
    /// What the app set of `accessibilityRespondsToUserInteraction`, nil when UIKit's default
    /// applies. For the other modules: they reach the overrides' generic accessors unspecialized,
    /// following the key path at run time at every call (2% of an audit, which asks every element).
    package var explicitRespondsToUserInteraction: Bool? {
        get { accessibilityOverrides.respondsToUserInteraction }
        set { accessibilityOverrides.respondsToUserInteraction = newValue }
    }
}
