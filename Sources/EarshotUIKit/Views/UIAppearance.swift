/// The appearance proxy (UIKit's `UIAppearance`): values set on `UILabel.appearance()` become the
/// defaults of labels as they enter a window afterwards, as UIKit applies them when a view moves
/// to a window; `appearance(whenContainedInInstancesOf:)` limits them to views inside instances
/// of the given containers (outermost first). A value the app set on the view itself wins, as in
/// UIKit. Views already in a window keep what they have.
///
/// UIKit's proxy is any object answering the class's methods through the Objective-C runtime;
/// here it is typed (`UIAppearanceProxy`) and reaches the properties UIKit marks
/// `UI_APPEARANCE_SELECTOR` that Earshot has: a view's `backgroundColor`, `tintColor` and
/// `semanticContentAttribute`, a label's `textColor` and `font`. Reading one answers what was set
/// on the proxy, else UIKit's default. Proxies belong to the application of the code running now
/// (`UIApplication.shared`), so parallel tests keep their own.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

/// What an appearance can be limited to being inside of: views and view controllers (UIKit's
/// `UIAppearanceContainer`).
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIAppearance where Self: UIView {
    /// The proxy whose values every instance of this class takes when it enters a window.
    public static func appearance() -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containers: [])
    }

    /// The proxy whose values instances of this class take when they enter a window inside
    /// instances of `containerTypes` (outermost first, each inside the one before).
    public static func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> UIAppearanceProxy<Self>
    {
        UIAppearanceProxy(containers: containerTypes)
    }
}

/// A property an appearance proxy reaches.
package enum UIAppearanceProperty: Hashable, Sendable {
    case backgroundColor, tintColor, semanticContentAttribute, textColor, font
}

/// One value set on a proxy: for which views, inside what, and how a view takes it.
package struct UIAppearanceEntry {
    let property: UIAppearanceProperty
    let viewType: ObjectIdentifier
    let containers: [ObjectIdentifier]
    let value: Any
    /// Whether a view is an instance of the proxy's class.
    let matchesView: @MainActor (UIView) -> Bool
    /// Whether an object (a view above, or its controller) is an instance of each container.
    let matchesContainer: [@MainActor (AnyObject) -> Bool]
    /// Sets the value on a matching view.
    let apply: @MainActor (UIView) -> Void
}

/// The typed stand-in for UIKit's appearance proxy of `View` (see `UIAppearance`).
@preconcurrency @MainActor
public final class UIAppearanceProxy<View: UIView> {
    private let containers: [any UIAppearanceContainer.Type]
    private let application: UIApplication

    init(containers: [any UIAppearanceContainer.Type]) {
        self.containers = containers
        application = UIApplication.shared
    }

    private var containerIdentifiers: [ObjectIdentifier] { containers.map { ObjectIdentifier($0) } }

    /// What was set on this proxy (this class, these containers) for `property`, or nil.
    package func value<Value>(_ property: UIAppearanceProperty) -> Value? {
        let identifiers = containerIdentifiers
        let entry = application.appearanceEntries.last {
            $0.property == property && $0.viewType == ObjectIdentifier(View.self) && $0.containers == identifiers
        }
        return entry?.value as? Value
    }

    /// Records `value` for `property`, replacing what this proxy had set for it.
    package func record<Value>(_ property: UIAppearanceProperty, _ value: Value, apply: @escaping @MainActor (View, Value) -> Void) {
        let identifiers = containerIdentifiers
        application.appearanceEntries.removeAll {
            $0.property == property && $0.viewType == ObjectIdentifier(View.self) && $0.containers == identifiers
        }
        application.appearanceEntries.append(
            UIAppearanceEntry(
                property: property, viewType: ObjectIdentifier(View.self), containers: identifiers, value: value,
                matchesView: { $0 is View },
                matchesContainer: containers.map { Self.instanceCheck(for: $0) },
                apply: { view in
                    guard let view = view as? View else { return }
                    apply(view, value)
                }))
    }

    /// A check that an object is an instance of `type` (or of a subclass).
    private static func instanceCheck<Container: UIAppearanceContainer>(for type: Container.Type) -> @MainActor (AnyObject) -> Bool {
        { $0 is Container }
    }
}

extension UIAppearanceProxy {
    /// The default fill colour.
    public var backgroundColor: UIColor? {
        get { value(.backgroundColor) }
        set { record(.backgroundColor, newValue) { $0.backgroundColor = $1 } }
    }

    /// The default tint colour.
    public var tintColor: UIColor! {
        get { value(.tintColor) }
        set { record(.tintColor, newValue as UIColor?) { $0.tintColor = $1 } }
    }

    /// The default semantic content attribute (`.forceRightToLeft` lays views out right to left).
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { value(.semanticContentAttribute) ?? .unspecified }
        set { record(.semanticContentAttribute, newValue) { $0.semanticContentAttribute = $1 } }
    }
}

extension UIAppearanceProxy where View: UILabel {
    /// The default text colour.
    public var textColor: UIColor! {
        get { value(.textColor) }
        set { record(.textColor, newValue as UIColor?) { $0.textColor = $1 } }
    }

    /// The default font.
    public var font: UIFont! {
        get { value(.font) }
        set { record(.font, newValue as UIFont?) { $0.font = $1 } }
    }
}

extension UIView {
    /// True while a proxy's value is being set on a view, so the setter does not count it as the app's own.
    private static var isApplyingAppearance = false

    /// Notes that the app set `property` on this view itself: appearance values no longer replace it.
    package func noteAppearanceCustomized(_ property: UIAppearanceProperty) {
        guard !Self.isApplyingAppearance, !appearanceCustomized.contains(property) else { return }
        appearanceCustomized.insert(property)
    }

    /// Sets on this view, about to enter a window of `application`, the proxy values that match
    /// it and that it has not set itself: the values without containers first, then by how many
    /// containers they name, each in the order set.
    /// - Complexity: O(e · d), e the values set on proxies, d the views above this one.
    func applyAppearance(of application: UIApplication) {
        let entries = application.appearanceEntries
        guard !entries.isEmpty else { return }
        let customized = appearanceCustomized
        let matching = entries.enumerated().filter { _, entry in
            !customized.contains(entry.property) && entry.matchesView(self) && isInside(entry.matchesContainer)
        }
        let ordered = matching.sorted { ($0.element.containers.count, $0.offset) < ($1.element.containers.count, $1.offset) }
        Self.isApplyingAppearance = true
        defer { Self.isApplyingAppearance = false }
        for (_, entry) in ordered { entry.apply(self) }
    }

    /// Whether the views above this one (or their controllers) hold instances of each container,
    /// the last innermost.
    private func isInside(_ containers: [@MainActor (AnyObject) -> Bool]) -> Bool {
        var remaining = containers.count
        var ancestor = superview
        while remaining > 0, let view = ancestor {
            if containers[remaining - 1](view) || view.owningViewController.map({ containers[remaining - 1]($0) }) == true {
                remaining -= 1
            }
            ancestor = view.superview
        }
        return remaining == 0
    }
}
