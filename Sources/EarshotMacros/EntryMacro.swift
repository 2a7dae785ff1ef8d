import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// SwiftUI's `@Entry` on a property in `extension EnvironmentValues`: the property reads and
/// writes the environment through a key the macro declares beside it, whose default is the
/// property's initial value (nil for an optional without one), as an app would write the key by
/// hand (`EnvironmentKey`).
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The key type's name for `property`: SwiftUI's own spelling, `__Key_` and the name.
    static func keyName(_ property: String) -> String { "__Key_" + property }

    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try EntryDeclaration(declaration, node: node, context: context)
        let key = keyName(entry.name)
        return [
            "get { self[\(raw: key).self] }",
            "set { self[\(raw: key).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try EntryDeclaration(declaration, node: node, context: context)
        let key = keyName(entry.name)
        let defaultValue = entry.initialValue?.trimmedDescription ?? "nil"
        guard let type = entry.type else {
            // No type written: the key's default takes the initial value's type, as the property does.
            return [
                """
                private struct \(raw: key): EarshotSwiftUI.EnvironmentKey {
                    static let defaultValue = \(raw: defaultValue)
                }
                """
            ]
        }
        return [
            """
            private struct \(raw: key): EarshotSwiftUI.EnvironmentKey {
                typealias Value = \(raw: type.trimmedDescription)
                static var defaultValue: Value { \(raw: defaultValue) }
            }
            """
        ]
    }
}

/// The parts of the property `@Entry` is attached to, or an error saying what is wrong with it.
struct EntryDeclaration {
    let name: String
    let type: TypeSyntax?
    let initialValue: ExprSyntax?

    init(_ declaration: some DeclSyntaxProtocol, node: AttributeSyntax, context: some MacroExpansionContext) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
            variable.bindings.count == 1, let binding = variable.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self), binding.accessorBlock == nil
        else {
            throw DiagnosticsError(diagnostics: [EntryDiagnostic.notAStoredVar.diagnose(at: node)])
        }
        let extended = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?.extendedType.trimmedDescription
        guard extended == "EnvironmentValues" || extended == "EarshotSwiftUI.EnvironmentValues" || extended == "SwiftUI.EnvironmentValues"
        else {
            throw DiagnosticsError(diagnostics: [EntryDiagnostic.notInEnvironmentValues.diagnose(at: node)])
        }
        name = identifier.identifier.text
        type = binding.typeAnnotation?.type
        initialValue = binding.initializer?.value
        let isOptional = type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
        guard initialValue != nil || isOptional else {
            throw DiagnosticsError(diagnostics: [EntryDiagnostic.noDefault.diagnose(at: node)])
        }
    }
}

/// What `@Entry` refuses, with SwiftUI's reasons.
enum EntryDiagnostic: String, DiagnosticMessage {
    case notAStoredVar, notInEnvironmentValues, noDefault

    var message: String {
        switch self {
        case .notAStoredVar: "'@Entry' applies to one 'var' declared without accessors"
        case .notInEnvironmentValues:
            "'@Entry' is supported in an extension of EnvironmentValues; Earshot has no transaction, container or focused values keys"
        case .noDefault: "'@Entry' needs an initial value, the key's default (or an optional type, whose default is nil)"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "EarshotMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }

    func diagnose(at node: some SyntaxProtocol) -> Diagnostic { Diagnostic(node: node, message: self) }
}
