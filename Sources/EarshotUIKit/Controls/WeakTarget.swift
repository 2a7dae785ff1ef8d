/// A target held weakly, as UIKit holds the targets of target–action (`addTarget(_:action:for:)`,
/// bar button items, gesture recognizers): an action whose target is gone sends nothing.
package struct WeakTarget {
    package weak var object: AnyObject?

    package init(_ object: AnyObject) { self.object = object }
}
