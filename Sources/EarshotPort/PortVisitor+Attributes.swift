import SwiftSyntax

extension PortVisitor {
    /// Attributes that only the Objective-C runtime or Interface Builder reads: dropped.
    static let objectiveCAttributes: Set<String> = [
        "objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable",
    ]
    /// Attributes that make a type the app's entry point: Earshot hosts screens itself.
    static let entryPointAttributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]

    /// Drops an Objective-C or entry-point attribute (with its line when it is alone on it).
    func dropAttribute(_ node: AttributeSyntax) {
        let name = node.attributeName.trimmedDescription
        if Self.objectiveCAttributes.contains(name) {
            record(node.removalRange, [], at: node, "dropped `\(node.trimmedDescription)`")
        } else if Self.entryPointAttributes.contains(name) {
            record(node.removalRange, [], at: node, "removed `@\(name)`: Earshot hosts the app's screens itself")
        }
    }

    /// Drops `dynamic` from an `@objc dynamic` declaration (Objective-C message dispatch).
    func dropDynamic(_ node: DeclModifierSyntax) {
        guard node.name.tokenKind == .keyword(.dynamic),
            let declaration = node.parent?.parent?.asProtocol(WithAttributesSyntax.self),
            declaration.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" })
        else { return }
        record(node.removalRange, [], at: node, "dropped `dynamic` of `@objc dynamic`")
    }
}
