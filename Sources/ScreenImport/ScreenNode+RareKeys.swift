import EarshotUIKit

/// The keys few nodes set (a language, an accessibility frame, a touch area, an activation point,
/// a path, the container keys, custom actions, trait additions and removals), stored out of line
/// (`OutOfLineKeys`): inline they would take about half of every node.
package typealias RareKeys = OutOfLineKeys<RareKeyValues>

/// The rare keys' values; every one nil by default.
package struct RareKeyValues: OutOfLineKeyValues {
    package var addTraits: [String]?
    package var removeTraits: [String]?
    package var language: String?
    package var accessibilityFrame: CGRect?
    package var touchArea: CGRect?
    package var activationPoint: CGPoint?
    package var path: [CGPoint]?
    package var elementsHidden: Bool?
    package var viewIsModal: Bool?
    package var groupsChildren: Bool?
    package var containerType: UIAccessibilityContainerType?
    package var customActions: [String]?

    package init() {}
}

extension ScreenNode {
    public var addTraits: [String]? {
        get { rare[\.addTraits] }
        set { rare[\.addTraits] = newValue }
    }
    public var removeTraits: [String]? {
        get { rare[\.removeTraits] }
        set { rare[\.removeTraits] = newValue }
    }
    public var language: String? {
        get { rare[\.language] }
        set { rare[\.language] = newValue }
    }
    public var accessibilityFrame: CGRect? {
        get { rare[\.accessibilityFrame] }
        set { rare[\.accessibilityFrame] = newValue }
    }
    /// Where UIKit takes touches for the view beyond its frame, in screen coordinates (a
    /// navigation bar's button answers across the bar's height); nil when only the frame.
    public var touchArea: CGRect? {
        get { rare[\.touchArea] }
        set { rare[\.touchArea] = newValue }
    }
    public var activationPoint: CGPoint? {
        get { rare[\.activationPoint] }
        set { rare[\.activationPoint] = newValue }
    }
    /// A closed polygon in screen coordinates.
    public var path: [CGPoint]? {
        get { rare[\.path] }
        set { rare[\.path] = newValue }
    }
    public var elementsHidden: Bool? {
        get { rare[\.elementsHidden] }
        set { rare[\.elementsHidden] = newValue }
    }
    public var viewIsModal: Bool? {
        get { rare[\.viewIsModal] }
        set { rare[\.viewIsModal] = newValue }
    }
    public var groupsChildren: Bool? {
        get { rare[\.groupsChildren] }
        set { rare[\.groupsChildren] = newValue }
    }
    public var containerType: UIAccessibilityContainerType? {
        get { rare[\.containerType] }
        set { rare[\.containerType] = newValue }
    }
    public var customActions: [String]? {
        get { rare[\.customActions] }
        set { rare[\.customActions] = newValue }
    }
}
