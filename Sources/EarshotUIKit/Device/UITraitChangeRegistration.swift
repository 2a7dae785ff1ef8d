/// What `registerForTraitChanges(_:handler:)` returns, to unregister with (UIKit's
/// `UITraitChangeRegistration`).
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits watched and the handler, called with the object and its previous
/// traits after one of them changed.
@MainActor
package final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [any BuiltInTraitDefinition.Type]
    let handler: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        var known: [any BuiltInTraitDefinition.Type] = []
        for trait in traits {
            if let builtIn = trait as? any BuiltInTraitDefinition.Type {
                known.append(builtIn)
            } else {
                UIDevice.log("registerForTraitChanges: \(trait) is not a trait Earshot's trait collections hold; it never changes.")
            }
        }
        self.traits = known
        self.handler = handler
    }

    /// A registration whose handler receives `Environment`, the type the app's closure names.
    static func make<Environment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> TraitChangeRegistration {
        TraitChangeRegistration(traits: traits) { object, previous in
            guard let environment = object as? Environment else {
                UIDevice.log("registerForTraitChanges: the handler takes \(Environment.self), not \(type(of: object)); it was not called.")
                return
            }
            handler(environment, previous)
        }
    }

    /// Calls the handlers of `registrations` watching a trait that differs between `old` and `new`.
    static func notify(
        _ registrations: [TraitChangeRegistration], of object: AnyObject, from old: UITraitCollection, to new: UITraitCollection
    ) {
        for registration in registrations where registration.traits.contains(where: { $0.differs(old, new) }) {
            registration.handler(object, old)
        }
    }
}

extension UIView {
    /// Calls `handler` with this view and its previous traits whenever one of `traits` changes
    /// (iOS 17): `registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, previous: UITraitCollection) in … }`.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration.make(traits, handler: handler)
        traitChangeRegistrations.append(registration)
        return registration
    }

    /// Stops calling the handler of `registration`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }
}

extension UIViewController {
    /// Calls `handler` with this controller and its previous traits whenever one of `traits`
    /// changes (iOS 17).
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration.make(traits, handler: handler)
        traitChangeRegistrations.append(registration)
        return registration
    }

    /// Stops calling the handler of `registration`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }
}
