import EarshotUIKit

extension AppConnection {
    /// A short name for an event log: the type, and in quotes the label (a custom action's or a
    /// custom rotor's name). `knownLabel` is the label a current tree holds for the object
    /// (`AccessibilityTree.currentLabel(of:hint:)`), which saves calling the app again; without
    /// it the getter is asked, as app code.
    package func describe(_ object: AnyObject, knownLabel: String?? = nil) -> String {
        let typeName = Self.typeName(of: object)
        if let action = object as? UIAccessibilityCustomAction { return "\(typeName) \"\(action.name)\"" }
        if let rotor = object as? UIAccessibilityCustomRotor { return "\(typeName) \"\(rotor.name)\"" }
        guard let accessible = object as? NSObject else { return typeName }
        let label = knownLabel ?? readApp { accessible.accessibilityLabel }
        guard let label, !label.isEmpty else { return typeName }
        return "\(typeName) \"\(label)\""
    }

    /// Type names by type, worked out once: describing a type demangles its name, which would
    /// otherwise cost more than the rest of a swipe on a kept tree.
    private static var typeNames: [ObjectIdentifier: String] = [:]

    /// The object's type name as `String(describing:)` gives it.
    package static func typeName(of object: AnyObject) -> String {
        let type: AnyObject.Type = type(of: object)
        if let name = typeNames[ObjectIdentifier(type)] { return name }
        let name = String(describing: type)
        typeNames[ObjectIdentifier(type)] = name
        return name
    }
}
