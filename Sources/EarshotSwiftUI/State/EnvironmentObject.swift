import OpenCombine

/// SwiftUI's `@EnvironmentObject`: a published object an ancestor put in the environment with
/// `.environmentObject(_:)`, found by type; its `objectWillChange` re-renders the host.
///
/// When no ancestor gave one, SwiftUI stops the app with "No ObservableObject of type Model
/// found. A View.environmentObject(_:) for Model may be missing as an ancestor of this view."
/// Earshot logs that message as a SwiftUI warning (`SwiftUIWarnings`) and renders nothing for the
/// view, so the test that forgot it fails on what VoiceOver hears and on the warning, without
/// stopping the other tests; reading the property outside a render then stops with the message.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentBox()

    public init() {}

    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        guard let object = box.values?.objects[ObjectIdentifier(ObjectType.self)]?.object as? ObjectType else {
            fatalError(Self.missingMessage)
        }
        return object
    }

    /// `$model.property`: bindings to the object's properties.
    @MainActor @preconcurrency public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    /// Bindings to the properties of the environment's object (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = root
            return Binding(unchecked: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    /// SwiftUI's message when no ancestor gave the object.
    static var missingMessage: String {
        let name = String(describing: ObjectType.self)
        return
            "No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view."
    }
}

extension EnvironmentObject: EnvironmentProperty {
    func receive(_ values: EnvironmentValues) -> String? {
        box.values = values
        return values.objects[ObjectIdentifier(ObjectType.self)] == nil ? Self.missingMessage : nil
    }
}

extension EnvironmentObject: PublishedObjectProperty {
    var publishedObject: AnyObject? { box.values?.objects[ObjectIdentifier(ObjectType.self)]?.object }
    func subscribe(_ onChange: @escaping @Sendable () -> Void) -> AnyCancellable? {
        (publishedObject as? ObjectType)?.subscribeWillChange(onChange)
    }
}

extension View {
    /// Puts a published object in this view's subtree's environment, where `@EnvironmentObject`
    /// finds it by type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        let held = HeldObject(object: object)
        return environmentModifier { $0.objects[ObjectIdentifier(T.self)] = held }
    }
}
