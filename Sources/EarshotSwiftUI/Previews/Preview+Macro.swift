import EarshotUIKit

// SwiftUI's `#Preview` (DeveloperToolsSupport), expanded by EarshotMacros: each use declares a
// `PreviewRegistry` type that `PreviewCatalog.all` finds. One declaration for every kind of body
// (a SwiftUI view, a `UIView`, a `UIViewController`), built by `PreviewBuilder`.

/// A preview: `#Preview { ContentView() }`, `#Preview("Dark") { … }`, a body returning a UIKit
/// view or view controller, and `@Previewable @State var x = …` inside a SwiftUI body.
@freestanding(declaration)
public macro Preview<Body>(_ name: String? = nil, @PreviewBuilder body: @escaping @MainActor () -> Body) =
    #externalMacro(module: "EarshotMacros", type: "PreviewMacro")

/// A preview with traits: `#Preview("Wide", traits: .landscapeLeft) { … }`.
@freestanding(declaration)
public macro Preview<Body>(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @PreviewBuilder body: @escaping @MainActor () -> Body
) = #externalMacro(module: "EarshotMacros", type: "PreviewMacro")

/// SwiftUI's `@Previewable`: a declaration in a `#Preview` body that becomes state of the
/// previewed view (`@Previewable @State var isOn = false`).
@attached(peer)
public macro Previewable() = #externalMacro(module: "EarshotMacros", type: "PreviewableMacro")
