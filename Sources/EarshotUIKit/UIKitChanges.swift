/// Counts changes to the state of Earshot's UIKit and SwiftUI objects, so a reader of the screen
/// can tell in O(1) that nothing it read can have changed since (docs/architecture.md, "Keeping
/// the tree").
///
/// Every stored property of EarshotUIKit's and EarshotSwiftUI's classes notes a change when it is
/// set: a text, a frame, a subview added, `isHidden`, a constraint's constant, the device's text
/// size. The exceptions are state no getter of the screen depends on: the assistive technology's
/// own focus flag, the application's bookkeeping of calls in progress, caches scoped to one walk,
/// the Auto Layout engine's internals (its inputs note changes) and SwiftUI's per-render layout
/// nodes (their results reach hosted views through setters). `ChangeNotesTests` reads the sources
/// and fails on a stored property that neither notes nor is listed there. The count is
/// process-wide, so a change in one test's window makes another's reader look again: slower,
/// never wrong.
///
/// What it cannot see is app code: an override of a getter in an app's own class, a data source.
/// The readers note those (`AppCodeWatch`), and what was read with them is read again every time.
@MainActor
package enum UIKitChanges {
    /// How many changes have been noted so far; only ever grows.
    package private(set) static var generation: UInt64 = 0

    /// Notes that state some getter of the screen may depend on has changed.
    @inline(__always)
    package static func note() { generation &+= 1 }
}
