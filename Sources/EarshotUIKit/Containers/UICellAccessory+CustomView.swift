extension UICellAccessory {
    /// Which edge of the cell an accessory sits at, and when it shows (UIKit's
    /// `UICellAccessory.Placement`).
    public enum Placement: Hashable, Sendable {
        case leading(displayed: DisplayedState = .always)
        case trailing(displayed: DisplayedState = .always)

        /// When the accessory shows.
        var displayed: DisplayedState {
            switch self {
            case .leading(let displayed), .trailing(let displayed): displayed
            }
        }

        /// Whether it sits at the leading edge.
        var isLeading: Bool {
            if case .leading = self { return true }
            return false
        }
    }

    /// How much width an accessory takes (UIKit's `UICellAccessory.LayoutDimension`).
    public enum LayoutDimension: Hashable, Sendable {
        /// The standard width (24 points here).
        case standard
        /// The view's own width.
        case actual
        /// A width in points.
        case custom(CGFloat)
    }

    /// An app's own view shown as an accessory (UIKit's `UICellAccessory.CustomViewConfiguration`).
    /// The view is a real subview of the cell, so a control in it is what VoiceOver reaches as for
    /// any control in a cell (`UICollectionViewCell`): the cell becomes a container of its content
    /// and the control.
    public struct CustomViewConfiguration: Hashable, Sendable {
        /// The view shown.
        public var customView: UIView
        /// Its edge and when it shows.
        public var placement: Placement
        /// Whether it is hidden (it keeps its place).
        public var isHidden: Bool
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint given to the view; nil keeps the view's own.
        public var tintColor: UIColor?
        /// Whether the view keeps its size instead of following the text size.
        public var maintainsFixedSize: Bool

        public init(
            customView: UIView, placement: Placement, isHidden: Bool = false, reservedLayoutWidth: LayoutDimension = .standard,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool = false
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }

        /// Equal when they show the same view the same way.
        public static func == (lhs: CustomViewConfiguration, rhs: CustomViewConfiguration) -> Bool {
            lhs.customView === rhs.customView && lhs.placement == rhs.placement && lhs.isHidden == rhs.isHidden
                && lhs.reservedLayoutWidth == rhs.reservedLayoutWidth && lhs.tintColor == rhs.tintColor
                && lhs.maintainsFixedSize == rhs.maintainsFixedSize
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(customView))
            hasher.combine(placement)
            hasher.combine(isHidden)
        }
    }

    /// The app's `configuration.customView`, where and when its placement says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(kind: .customView(configuration), displayed: configuration.placement.displayed)
    }
}
