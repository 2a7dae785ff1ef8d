/// SwiftUI's `DynamicProperty`: a stored property of a view whose value the render keeps up to
/// date before `body` (`@State`, `@Environment`, `@StateObject` …). Earshot's wrappers conform
/// so generic code constrained to it compiles; Earshot connects its own wrappers by reflection
/// (`ViewGraph.attachState`) and does not call `update()` on wrappers an app defines, so an app's
/// own `DynamicProperty` is not supported yet (docs/swiftui.md).
public protocol DynamicProperty {}
