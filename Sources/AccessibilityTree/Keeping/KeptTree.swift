import EarshotUIKit

/// The tree an assistive technology holds while it runs: read from the window once, kept while a
/// new read would give the same tree, and brought up to date element by element when only some
/// elements' attributes changed (docs/architecture.md, "Keeping the tree"). VoiceOver, Switch
/// Control and Voice Control each keep theirs here, so all of them decide "is this tree still
/// current" the same way and pay the same for a screen that did not change.
@MainActor
public struct KeptTree {
    /// The tree as last read or updated.
    public internal(set) var tree: AccessibilityTree
    /// How many times the tree was read from the app (kept trees are not counted), for tests.
    package private(set) var reads = 0
    /// How many times the kept tree was brought up to date by reading again only the elements
    /// whose attributes changed, for tests.
    package private(set) var updates = 0

    /// An empty tree, before the technology's first read.
    package init() {
        tree = AccessibilityTree(
            elements: [], containers: [], problems: [], idiom: .phone, layoutDirection: .leftToRight, language: "en-US"
        )
    }

    /// Brings the tree up to date with the window when app code ran since it was last read
    /// (`AppConnection.appMayHaveChanged`), or always with `force` (code outside the technology,
    /// a test's, may have changed the app).
    ///
    /// The tree is kept, unread, while it is current: no setter of the screen's UIKit and SwiftUI
    /// objects ran since, and no app code answered when it was read (`isCurrent`). When only some
    /// elements' attributes changed, those alone are read again
    /// (`changedElementsReadAgain()`); otherwise the window is read whole. Reading runs as app
    /// code, through `app`. Returns false when it asked nothing: no app code ran and none was
    /// forced, so the caller's view of the tree (where its cursor stands) still holds.
    /// - Complexity: O(1) for a kept tree; O(k) for k elements read again; O(n log n) for a read,
    ///   n the objects walked.
    @discardableResult
    package mutating func refresh(from app: AppConnection, force: Bool = false) -> Bool {
        guard force || app.appMayHaveChanged else { return false }
        app.appMayHaveChanged = false
        if !tree.isCurrent, !update(from: app) {
            tree = Self.read(app)
            reads += 1
        }
        return true
    }

    /// A short name of `object` for an event log (`AppConnection.describe`), with the label this
    /// tree holds for it when the tree is current.
    package func describe(_ object: AnyObject, through app: AppConnection) -> String {
        app.describe(object, knownLabel: tree.currentLabel(of: object, hint: nil))
    }

    /// Walks the window as the app shows it now (the walk lays it out first), as app code: the
    /// walk calls the app's accessibility getters.
    /// - Complexity: O(n log n), n the number of objects walked.
    package static func read(_ app: AppConnection) -> AccessibilityTree {
        app.readApp { AccessibilityTree(window: app.window) }
    }

    /// Reads again, as app code, only the elements whose attributes alone changed; false when only
    /// a whole read can tell. Checked against a whole read when `verifiesUpdates`.
    private mutating func update(from app: AppConnection) -> Bool {
        // A label's new text that Auto Layout sizes waits for the next pass: run it first, as a
        // walk lays out first, so frames are read as laid out (one that moved is structural).
        // The closure reads the kept tree in place: a copy held across the update below would
        // make `update(with:)` copy every element array, O(n) at every gesture.
        guard
            let changed = app.readApp({ () -> ChangedElements? in
                app.window.layOutChangedTexts()
                return tree.changedElementsReadAgain()
            })
        else { return false }
        self.tree.update(with: changed)
        updates += 1
        if Self.verifiesUpdates { verifyUpdate(against: Self.read(app)) }
        return true
    }
}
