import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in holding Earshot's macros.
@main
struct EarshotMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        PreviewMacro.self, PreviewableMacro.self, EntryMacro.self,
    ]
}
