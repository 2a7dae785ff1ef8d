// The module apps import in place of UIKit. UIKit's model lives in EarshotUIKitCore; this module
// re-exports it, and names the types Foundation also declares in scoped re-exports.
//
// Why: a file that imports Foundation itself (nearly every iOS file does) and EarshotUIKit sees two
// `NSObject`s. Swift lets a module's declaration shadow another's only when every import path to
// the other passes through it, which a direct `import Foundation` breaks; but when neither shadows
// the other, it prefers the declaration reached through a scoped import (`import class M.Name`).
// Naming Earshot's `NSObject` so here makes it the one such a file sees, whichever order the imports
// come in, and through the Earshot umbrella too (docs/uikit.md, "Foundation's NSObject").
@_exported import EarshotUIKitCore

@_exported import class EarshotUIKitCore.NSObject
// The same for `Timer`: Earshot's is Foundation's, fired by the app clock (docs/app-clock.md).
@_exported import class EarshotUIKitCore.Timer
