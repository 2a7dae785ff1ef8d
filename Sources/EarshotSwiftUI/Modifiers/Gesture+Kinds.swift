import EarshotUIKit
import Foundation

/// SwiftUI's `TapGesture`: `count` taps. VoiceOver's double tap is one tap at the element, so it
/// runs a gesture of one tap (docs/swiftui.md, "Gestures").
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// SwiftUI's `LongPressGesture`: a touch held `minimumDuration` seconds without moving more than
/// `maximumDistance` points. Its value is whether the press is still going on.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// SwiftUI's `DragGesture`: a touch that moves at least `minimumDistance` points.
public struct DragGesture: Gesture {
    /// Where the drag is, in `coordinateSpace`.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        /// How far the touch moved: `location` less `startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Where the drag would end if it stopped now at its speed, less `startLocation`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// Which gestures `.gesture(_:including:)` enables: the view's own, those of the views inside, or
/// both.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1 << 0)
    public static let subviews = GestureMask(rawValue: 1 << 1)
    public static let all = GestureMask([.gesture, .subviews])
}
