import EarshotUIKit

/// A VoiceOver gesture named on the command line (`earshot run FILE GESTURE…`).
///
/// Arguments, case-insensitive (aliases in parentheses):
/// `right` (`next`), `left` (`previous`, `prev`), `up`, `down`, `doubletap` (`activate`),
/// `scrub` (`escape`), `magictap`, `first`, `last`, `readall`, `readfromhere`, `pause`,
/// `status`, `scroll-up`, `scroll-down`, `scroll-left`, `scroll-right`, `rotor-next`,
/// `rotor-previous`, `touch:X,Y`.
///
/// `scroll-up` is the three-finger swipe *up* (which shows the next page, as on a device);
/// `touch:X,Y` takes screen coordinates in points.
public enum VoiceOverGesture: Hashable, Sendable {
    case swipeRight
    case swipeLeft
    case swipeUp
    case swipeDown
    case doubleTap
    case twoFingerScrub
    case twoFingerDoubleTap
    case fourFingerTap(VoiceOver.ScreenEdge)
    /// Two-finger swipe up: Read All from the top.
    case readAll
    /// Two-finger swipe down: Read All from the focused element.
    case readFromHere
    /// Two-finger tap: pause / resume.
    case twoFingerTap
    /// Three-finger tap: the scroll status.
    case threeFingerTap
    case threeFingerSwipe(VoiceOver.SwipeDirection)
    case rotateRotor(VoiceOver.RotorDirection)
    case touch(CGPoint)

    /// Why an argument is not a gesture.
    public struct ParseError: Error, CustomStringConvertible, Equatable, Sendable {
        /// The argument as given.
        public let argument: String
        /// What is wrong with it.
        public let reason: String

        public var description: String { "'\(argument)' is not a VoiceOver gesture: \(reason)" }
    }

    /// The gesture an argument names, or nil.
    public init?(argument: String) {
        guard let gesture = try? Self(parsing: argument) else { return nil }
        self = gesture
    }

    /// The gesture an argument names; the error says what is wrong.
    public init(parsing argument: String) throws(ParseError) {
        let word = argument.trimmingCharacters(in: .whitespaces).lowercased()
        if word.hasPrefix("touch:") {
            let numbers = word.dropFirst("touch:".count).split(separator: ",", omittingEmptySubsequences: false)
            guard numbers.count == 2,
                let x = Double(numbers[0].trimmingCharacters(in: .whitespaces)),
                let y = Double(numbers[1].trimmingCharacters(in: .whitespaces)),
                x.isFinite, y.isFinite
            else {
                throw ParseError(argument: argument, reason: "touch needs two numbers, as in touch:120,300")
            }
            self = .touch(CGPoint(x: x, y: y))
            return
        }
        guard let gesture = Self.words[word] else {
            throw ParseError(argument: argument, reason: "expected one of \(Self.argumentNames.joined(separator: ", "))")
        }
        self = gesture
    }

    /// The canonical argument for this gesture (`init(argument:)` reads it back).
    public var argument: String {
        switch self {
        case .swipeRight: return "right"
        case .swipeLeft: return "left"
        case .swipeUp: return "up"
        case .swipeDown: return "down"
        case .doubleTap: return "doubletap"
        case .twoFingerScrub: return "scrub"
        case .twoFingerDoubleTap: return "magictap"
        case .fourFingerTap(.top): return "first"
        case .fourFingerTap(.bottom): return "last"
        case .readAll: return "readall"
        case .readFromHere: return "readfromhere"
        case .twoFingerTap: return "pause"
        case .threeFingerTap: return "status"
        case .threeFingerSwipe(.up): return "scroll-up"
        case .threeFingerSwipe(.down): return "scroll-down"
        case .threeFingerSwipe(.left): return "scroll-left"
        case .threeFingerSwipe(.right): return "scroll-right"
        case .rotateRotor(.clockwise): return "rotor-next"
        case .rotateRotor(.counterclockwise): return "rotor-previous"
        case .touch(let point): return "touch:\(Self.number(point.x)),\(Self.number(point.y))"
        }
    }

    /// The canonical argument names, for help text (`touch:X,Y` last).
    public static let argumentNames: [String] = [
        "right", "left", "up", "down", "doubletap", "scrub", "magictap", "first", "last", "readall",
        "readfromhere", "pause", "status", "scroll-up", "scroll-down", "scroll-left", "scroll-right",
        "rotor-next", "rotor-previous", "touch:X,Y",
    ]

    private static let words: [String: VoiceOverGesture] = [
        "right": .swipeRight, "next": .swipeRight,
        "left": .swipeLeft, "previous": .swipeLeft, "prev": .swipeLeft,
        "up": .swipeUp, "down": .swipeDown,
        "doubletap": .doubleTap, "activate": .doubleTap,
        "scrub": .twoFingerScrub, "escape": .twoFingerScrub,
        "magictap": .twoFingerDoubleTap,
        "first": .fourFingerTap(.top), "last": .fourFingerTap(.bottom),
        "readall": .readAll, "readfromhere": .readFromHere,
        "pause": .twoFingerTap, "status": .threeFingerTap,
        "scroll-up": .threeFingerSwipe(.up), "scroll-down": .threeFingerSwipe(.down),
        "scroll-left": .threeFingerSwipe(.left), "scroll-right": .threeFingerSwipe(.right),
        "rotor-next": .rotateRotor(.clockwise), "rotor-previous": .rotateRotor(.counterclockwise),
    ]

    /// A coordinate without a needless ".0".
    private static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        return double == double.rounded() && abs(double) < 1e15 ? String(Int(double)) : String(double)
    }
}

extension VoiceOver {
    /// Performs `gesture` and returns what it made VoiceOver say.
    @discardableResult
    public func perform(_ gesture: VoiceOverGesture) -> String? {
        switch gesture {
        case .swipeRight: return swipeRight()
        case .swipeLeft: return swipeLeft()
        case .swipeUp: return swipeUp()
        case .swipeDown: return swipeDown()
        case .doubleTap: return doubleTap()
        case .twoFingerScrub: return twoFingerScrub()
        case .twoFingerDoubleTap: return twoFingerDoubleTap()
        case .fourFingerTap(let edge): return fourFingerTap(edge)
        case .readAll: return twoFingerSwipeUp()
        case .readFromHere: return twoFingerSwipeDown()
        case .twoFingerTap: return twoFingerTap()
        case .threeFingerTap: return threeFingerTap()
        case .threeFingerSwipe(let direction): return threeFingerSwipe(direction)
        case .rotateRotor(let direction): return rotateRotor(direction)
        case .touch(let point): return touch(at: point)
        }
    }
}
