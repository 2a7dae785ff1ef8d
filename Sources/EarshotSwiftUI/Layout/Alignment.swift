import EarshotUIKit

/// Where a child sits in the space its parent gives it (SwiftUI's `Alignment`).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The offset of a `child` size inside `container` along x (horizontal) or y.
    func offset(of child: CGSize, in container: CGSize) -> CGPoint {
        CGPoint(x: horizontal.fraction * (container.width - child.width), y: vertical.fraction * (container.height - child.height))
    }
}

/// Horizontal alignment (a VStack's `alignment:`).
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing
    var fraction: CGFloat { self == .leading ? 0 : self == .center ? 0.5 : 1 }
}

/// Vertical alignment (an HStack's `alignment:`).
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom
    var fraction: CGFloat { self == .top ? 0 : self == .center ? 0.5 : 1 }
}

/// Insets on the four edges (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// An edge of a rectangle (SwiftUI's `Edge`), and sets of them for `.padding(_:_:)`.
public enum Edge: Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        public init(_ edge: Edge) {
            switch edge {
            case .top: self = .top
            case .leading: self = .leading
            case .bottom: self = .bottom
            case .trailing: self = .trailing
            }
        }
    }
}
