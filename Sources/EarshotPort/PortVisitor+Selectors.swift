import SwiftSyntax

extension PortVisitor {
    /// `#selector(m)`, `#selector(m(_:))`, `#selector(self.m)`, `#selector(Type.m)` → the typed
    /// method reference `Type.m` / `Type.m(_:)`, which Earshot's target–action APIs take. The
    /// type is the one the selector is written in (its class or an extension of it).
    func rewriteSelector(_ node: MacroExpansionExprSyntax) {
        guard node.macroName.text == "selector" else { return }
        let written = node.trimmedDescription
        guard node.arguments.count == 1, let argument = node.arguments.first else {
            notice(at: node, "left as written: `\(written)` is not a method selector")
            return
        }
        if let label = argument.label {
            notice(at: node, "left as written: `\(written)` names a property's \(label.text); Earshot has no typed equivalent")
            return
        }
        let expression = argument.expression
        let reference: String
        if expression.is(DeclReferenceExprSyntax.self) {
            guard let typeName = enclosingTypeName else {
                notice(at: node, "left as written: `\(written)` is outside any type, so its class is unknown")
                return
            }
            reference = "\(typeName).\(expression.trimmedDescription)"
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let baseText = base.trimmedDescription
            if baseText == "self" || baseText == "Self" {
                guard let typeName = enclosingTypeName else {
                    notice(at: node, "left as written: `\(written)` is outside any type, so its class is unknown")
                    return
                }
                reference = "\(typeName).\(member.declName.trimmedDescription)"
            } else if Self.namesType(baseText) {
                reference = "\(baseText).\(member.declName.trimmedDescription)"
            } else {
                notice(at: node, "left as written: `\(written)`: the class of `\(baseText)` is not known from this file")
                return
            }
        } else {
            notice(at: node, "left as written: `\(written)` is not a method reference the porter can type")
            return
        }
        record(node.trimmedRange, [.text(reference)], at: node, "`\(written)` → `\(reference)`")
    }

    /// Whether `text` reads as a type name (`ViewController`, `Outer.Inner`): Swift's convention
    /// of capitalized type names, which the porter relies on to tell a type from a value.
    static func namesType(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in part.first?.isUppercase == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
    }
}
