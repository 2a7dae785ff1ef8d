import SwiftSyntax

extension PortVisitor {
    /// `#keyPath(Type.property)`, `#keyPath(property.sub)` → the string Swift makes of it on Apple's
    /// platforms (`"property"`, `"property.sub"`), which Earshot's string key paths take
    /// (`CABasicAnimation(keyPath:)`). Leading capitalized components name the type (or its module)
    /// and are not part of the key, as in Swift's own rewrite; `self.` is dropped likewise.
    func rewriteKeyPath(_ node: MacroExpansionExprSyntax) {
        guard node.macroName.text == "keyPath" else { return }
        let written = node.trimmedDescription
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else {
            notice(at: node, "left as written: `\(written)` is not a property key path")
            return
        }
        var components = argument.expression.trimmedDescription.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let isIdentifier = { (part: String) in
            part.first.map { $0.isLetter || $0 == "_" } == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        guard components.allSatisfy(isIdentifier) else {
            notice(at: node, "left as written: `\(written)` is not a chain of property names")
            return
        }
        if components.first == "self" { components.removeFirst() }
        while components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        guard !components.isEmpty else {
            notice(at: node, "left as written: `\(written)` names no property")
            return
        }
        let literal = "\"\(components.joined(separator: "."))\""
        record(node.trimmedRange, [.text(literal)], at: node, "`\(written)` → `\(literal)`")
    }

    /// `convenience init` in an extension of `UIColor` → `init`: Earshot's `UIColor` is a value
    /// (docs/uikit.md, "Colours"), whose initializers delegate to `self.init(…)` without the
    /// keyword, which a struct's initializers may not carry.
    func dropConvenienceOnValueTypes(_ node: DeclModifierSyntax) {
        guard node.name.tokenKind == .keyword(.convenience), let typeName = enclosingTypeName,
            Self.earshotValueTypes.contains(typeName), node.parent?.parent?.is(InitializerDeclSyntax.self) == true
        else { return }
        record(node.removalRange, [], at: node, "dropped `convenience`: Earshot's `\(typeName)` is a struct")
    }

    /// UIKit classes that are values in Earshot.
    static let earshotValueTypes: Set<String> = ["UIColor"]
}
