import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview { … }`: declares a type conforming to `PreviewRegistry` that knows where the preview
/// is written (file, line, column) and makes it. The type is what `PreviewCatalog.all` finds at
/// run time (docs/swiftui.md, "Previews"), so no test has to name a preview.
///
/// One macro for every kind of body (a SwiftUI view, a UIKit view or view controller): the body
/// goes to `Preview`'s initializer under the same `PreviewBuilder`, and the preview tells the
/// kinds apart by the value the body makes. Overloads by kind would leave the type checker
/// unable to choose for a body it cannot read before choosing (one declaring `@State`).
public struct PreviewMacro: DeclarationMacro {}

extension PreviewMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let parts = try PreviewArguments(node)
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file ?? ExprSyntax(literal: "")
        let line = location?.line ?? ExprSyntax(literal: 0)
        let column = location?.column ?? ExprSyntax(literal: 0)
        let filePath = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)?.file ?? ExprSyntax(literal: "")
        let registry = context.makeUniqueName("PreviewRegistry")

        var statements = parts.body.statements
        var wrapper: DeclSyntax?
        var bodyLabel = "body"
        let previewable = Array(statements).filter { $0.item.as(VariableDeclSyntax.self).map(isPreviewable) ?? false }
        if !previewable.isEmpty {
            // As in SwiftUI: the `@Previewable` declarations become a view's stored properties and
            // the rest of the body its `body`, so `@State` has a view to live in.
            let view = context.makeUniqueName("PreviewableView")
            let properties = previewable.compactMap { $0.item.as(VariableDeclSyntax.self) }.map(strippingPreviewable)
            let rest = Array(statements).filter { item in !previewable.contains { $0.id == item.id } }
            wrapper = """
                struct \(view): EarshotSwiftUI.View {
                \(raw: properties.map { $0.trimmedDescription }.joined(separator: "\n"))
                var body: some EarshotSwiftUI.View {
                \(raw: rest.map { $0.trimmedDescription }.joined(separator: "\n"))
                }
                }
                """
            statements = CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr("\(view)()"))])
            bodyLabel = "view"
        }

        var arguments: [String] = []
        if let name = parts.name { arguments.append(name.trimmedDescription) }
        if !parts.traits.isEmpty {
            arguments.append("traits: [\(parts.traits.map(\.trimmedDescription).joined(separator: ", "))]")
        }
        arguments += ["fileID: \(file)", "filePath: \(filePath)", "line: \(line)", "column: \(column)"]
        let body = statements.map { $0.trimmedDescription }.joined(separator: "\n")
        let wrapperText = wrapper.map { $0.description + "\n" } ?? ""
        return [
            """
            struct \(registry): EarshotSwiftUI.PreviewRegistry {
            static let fileID: String = \(file)
            static let filePath: String = \(filePath)
            static let line: Int = \(line)
            static let column: Int = \(column)
            \(raw: wrapperText)@MainActor static func makePreview() -> EarshotSwiftUI.Preview {
            EarshotSwiftUI.Preview(\(raw: arguments.joined(separator: ", ")), \(raw: bodyLabel): {
            \(raw: body)
            })
            }
            }
            """
        ]
    }

    /// Whether `declaration` carries `@Previewable`.
    private static func isPreviewable(_ declaration: VariableDeclSyntax) -> Bool {
        declaration.attributes.contains { $0.as(AttributeSyntax.self).map(isPreviewableAttribute) ?? false }
    }

    private static func isPreviewableAttribute(_ attribute: AttributeSyntax) -> Bool {
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name.hasSuffix(".Previewable")
    }

    /// `declaration` without its `@Previewable`, as a stored property of the wrapping view.
    private static func strippingPreviewable(_ declaration: VariableDeclSyntax) -> VariableDeclSyntax {
        var copy = declaration
        copy.attributes = copy.attributes.filter { !($0.as(AttributeSyntax.self).map(isPreviewableAttribute) ?? false) }
        return copy
    }
}

/// The parts of `#Preview(name, traits: …, …) { body }`.
struct PreviewArguments {
    var name: ExprSyntax?
    var traits: [ExprSyntax] = []
    var body: ClosureExprSyntax

    init(_ node: some FreestandingMacroExpansionSyntax) throws {
        var body = node.trailingClosure
        var inTraits = false
        var name: ExprSyntax?
        var traits: [ExprSyntax] = []
        for argument in node.arguments {
            switch argument.label?.text {
            case nil where inTraits:
                traits.append(argument.expression)
            case nil where name == nil && traits.isEmpty && argument.expression.as(ClosureExprSyntax.self) == nil:
                name = argument.expression
            case "traits":
                inTraits = true
                traits.append(argument.expression)
            case "body":
                body = argument.expression.as(ClosureExprSyntax.self)
            case nil:
                body = body ?? argument.expression.as(ClosureExprSyntax.self)
            default:
                throw PreviewMacroError.unknownArgument(argument.label?.text ?? "").diagnostic(at: Syntax(argument))
            }
        }
        guard let body else { throw PreviewMacroError.missingBody.diagnostic(at: Syntax(node)) }
        self.name = name
        self.traits = traits
        self.body = body
    }
}

/// What `#Preview` says when it cannot expand.
enum PreviewMacroError: Error {
    case missingBody
    case unknownArgument(String)

    var message: String {
        switch self {
        case .missingBody: "#Preview needs a body: a closure returning the view to preview"
        case .unknownArgument(let label): "#Preview has no argument '\(label)'"
        }
    }

    func diagnostic(at node: Syntax) -> DiagnosticsError {
        DiagnosticsError(diagnostics: [Diagnostic(node: node, message: PreviewMacroDiagnostic(message: message))])
    }
}

struct PreviewMacroDiagnostic: DiagnosticMessage {
    let message: String
    var diagnosticID: MessageID { MessageID(domain: "EarshotMacros", id: "Preview") }
    var severity: DiagnosticSeverity { .error }
}
