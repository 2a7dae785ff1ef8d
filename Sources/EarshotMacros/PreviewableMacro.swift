import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a declaration in a `#Preview` body that becomes a stored property of the
/// view `#Preview` wraps the body in (`PreviewMacro`). `#Preview` removes the attribute, so this
/// macro only ever runs while the compiler type-checks `#Preview`'s arguments, and adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
