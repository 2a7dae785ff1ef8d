import SwiftSyntax

extension PortVisitor {
    /// Moves an override declared in an extension into its class's declaration, before the
    /// closing brace, with its comments; Swift on Linux overrides only there (UIKit's
    /// Objective-C-dynamic members allow it in extensions on iOS). A class not declared in this
    /// file is reported, and the override left where it is.
    func moveOverride(_ member: MemberBlockItemSyntax, into typeName: String, _ target: (closingBrace: Int, line: Int)?) {
        let what = "`override \(member.decl.shortName)`"
        guard let target else {
            notice(
                at: member.decl,
                "left as written: \(what) is in an extension of \(typeName), which is not a class declared in this file; "
                    + "Swift on Linux accepts an override only in its class's declaration, so move it there")
            return
        }
        let range = member.position.utf8Offset..<member.endPosition.utf8Offset
        record(range, [], at: member.decl, nil)
        // A blank line before it in the class, as between members, unless it brings one.
        let blankLineBefore = member.leadingTrivia.pieces.contains { piece in
            if case .newlines(let count) = piece { count > 1 } else { false }
        }
        record(
            target.closingBrace..<target.closingBrace, (blankLineBefore ? [] : [.text("\n")]) + [.original(range)], at: member.decl,
            "moved \(what) from an extension into class \(typeName) (line \(target.line))")
    }
}

extension DeclSyntax {
    /// "func viewDidLoad", "var title", "init", "subscript": what a report names.
    var shortName: String {
        if let function = self.as(FunctionDeclSyntax.self) { return "func \(function.name.text)" }
        if let variable = self.as(VariableDeclSyntax.self) {
            return "\(variable.bindingSpecifier.text) \(variable.bindings.first?.pattern.trimmedDescription ?? "")"
        }
        if self.is(InitializerDeclSyntax.self) { return "init" }
        if self.is(SubscriptDeclSyntax.self) { return "subscript" }
        return "declaration"
    }
}
