import EarshotUIKit

/// The dictionary keys of a floor plan feature (the VoiceOver tutorial (iOS Accessibility: VoiceOver)).
public let kFloorPlanString = "kFloorPlanString"
public let kFloorPlanBezierPath = "kFloorPlanBezierPath"

/// The VoiceOver tutorial (iOS Accessibility: VoiceOver), "APLFloorPlanView 代码": a custom-drawn floor plan whose rooms and coffee stops are
/// shapes, not views. To be accessible it is a UIAccessibilityContainer: it creates one
/// `UIAccessibilityElement` per feature the first time its `accessibilityElements` are asked for,
/// enumerating the features in *reverse* (so the feature drawn last, on top, is read first), each
/// with the feature's name as its label and its outline, converted to screen coordinates, as its
/// `accessibilityPath`: touching anywhere inside a room's polygon finds that room.
///
/// The guide sets only the path. Apple's documentation of `UIAccessibilityElement.accessibilityFrame`
/// says an element "must" have its frame set; VoiceOver places elements in reading order by their
/// frames, so each element also gets its path's bounds as its frame.
///
/// The features depend on the floor and on whether coffee stops are shown; when either changes,
/// the elements are built again.
public final class APLFloorPlanView: UIView {
    private var _accessibilityElements: [Any]?

    /// The floor drawn.
    public var floor = 1 {
        didSet { if floor != oldValue { _accessibilityElements = nil } }
    }
    /// Whether coffee stops are drawn.
    public var showsCoffee = false {
        didSet { if showsCoffee != oldValue { _accessibilityElements = nil } }
    }

    /// Whether the elements exist now (they are built on first use).
    public var hasBuiltAccessibilityElements: Bool { _accessibilityElements != nil }

    /// The features drawn, in drawing order: the rooms of the floor, then its coffee stop when
    /// coffee is shown. Paths are in the view's coordinates (358 × 480).
    public var floorPlanFeatures: [[String: Any]] {
        let rooms: [(String, [CGPoint])]
        let coffee: (String, CGRect)
        switch floor {
        case 1:
            rooms = [
                ("Lobby", Self.rect(0, 0, 358, 160)),
                (
                    "Conference Room",
                    [
                        CGPoint(x: 0, y: 160), CGPoint(x: 220, y: 160), CGPoint(x: 220, y: 320), CGPoint(x: 140, y: 320),
                        CGPoint(x: 140, y: 480), CGPoint(x: 0, y: 480),
                    ]
                ),
                ("Elevators", Self.rect(220, 160, 138, 320)),
            ]
            coffee = ("Coffee Stop", CGRect(x: 20, y: 20, width: 60, height: 60))
        case 2:
            rooms = [
                ("Design Studio", Self.rect(0, 0, 220, 480)),
                ("Library", Self.rect(220, 0, 138, 320)),
                ("Elevators", Self.rect(220, 320, 138, 160)),
            ]
            coffee = ("Espresso Bar", CGRect(x: 240, y: 20, width: 60, height: 60))
        default:
            rooms = [
                ("Cafeteria", Self.rect(0, 0, 358, 240)),
                ("Roof Terrace", Self.rect(0, 240, 220, 240)),
                ("Elevators", Self.rect(220, 240, 138, 240)),
            ]
            coffee = ("Coffee Cart", CGRect(x: 20, y: 260, width: 60, height: 60))
        }
        var features: [[String: Any]] = rooms.map { name, corners in
            let path = UIBezierPath()
            path.move(to: corners[0])
            for corner in corners.dropFirst() { path.addLine(to: corner) }
            path.close()
            return [kFloorPlanString: name, kFloorPlanBezierPath: path]
        }
        if showsCoffee {
            features.append([kFloorPlanString: coffee.0, kFloorPlanBezierPath: UIBezierPath(ovalIn: coffee.1)])
        }
        return features
    }

    private static func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> [CGPoint] {
        [CGPoint(x: x, y: y), CGPoint(x: x + width, y: y), CGPoint(x: x + width, y: y + height), CGPoint(x: x, y: y + height)]
    }

    // MARK: UIAccessibilityContainer

    // The content of the plan view is generated and presented by custom drawing rather than by
    // UIViews. For rooms and coffee stops to be accessible, APLFloorPlanView talks to the
    // accessibility system through the UIAccessibilityContainer protocol.

    /// Creates the elements for the features of the plan if they do not exist yet, and returns
    /// them. The shape of each element is its `accessibilityPath`.
    public override var accessibilityElements: [Any]? {
        get {
            if _accessibilityElements == nil {
                var elements: [Any] = []
                for floorPlanFeature in floorPlanFeatures.reversed() {
                    let accessibilityElement = UIAccessibilityElement(accessibilityContainer: self)
                    accessibilityElement.accessibilityLabel = floorPlanFeature[kFloorPlanString] as? String
                    if let path = floorPlanFeature[kFloorPlanBezierPath] as? UIBezierPath {
                        let screenPath = UIAccessibility.convertToScreenCoordinates(path, in: self)
                        accessibilityElement.accessibilityPath = screenPath
                        accessibilityElement.accessibilityFrame = screenPath.bounds
                    }
                    elements.append(accessibilityElement)
                }
                _accessibilityElements = elements
            }
            return _accessibilityElements
        }
        set { _accessibilityElements = newValue }
    }

    /// Accessibility containers must return false.
    public override var isAccessibilityElement: Bool {
        get { false }
        set {}
    }

    public override func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    public override func accessibilityElementCount() -> Int {
        accessibilityElements?.count ?? 0
    }

    public override func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { $0 as AnyObject === element as AnyObject } ?? NSNotFound
    }
}

/// The VoiceOver tutorial (iOS Accessibility: VoiceOver)'s screen: the coffee switch and the floor control above the floor plan they change.
public final class FloorPlanViewController: UIViewController {
    public let coffeeControl = APLCoffeeControl(frame: .zero)
    public let elevatorControl = APLElevatorControl(frame: .zero)
    public let floorPlanView = APLFloorPlanView(frame: .zero)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Floor Plan"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        coffeeControl.frame = CGRect(x: 16, y: 16, width: 120, height: 44)
        elevatorControl.frame = CGRect(x: 254, y: 16, width: 120, height: 44)
        floorPlanView.frame = CGRect(x: 16, y: 76, width: 358, height: 480)
        view.addSubview(coffeeControl)
        view.addSubview(elevatorControl)
        view.addSubview(floorPlanView)
        coffeeControl.addTarget(for: .valueChanged) { [weak self] _ in
            guard let self else { return }
            floorPlanView.showsCoffee = coffeeControl.isOn
        }
        elevatorControl.addTarget(for: .valueChanged) { [weak self] _ in
            guard let self else { return }
            floorPlanView.floor = elevatorControl.floor
        }
    }
}
