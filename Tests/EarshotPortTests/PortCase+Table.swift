extension PortCase {
    /// Every rewrite, one construct per case.
    static let all: [PortCase] = imports + attributes + selectors + conditions + overrides + keyPathsAndValues

    /// Swift's `#keyPath` on Apple's platforms (The Swift Programming Language, "Expressions",
    /// key-path string expression: the string is the property chain, the type not part of it), and
    /// `convenience` on initializers of a UIKit class that is a value in Earshot.
    static let keyPathsAndValues: [PortCase] = [
        PortCase(
            name: "#keyPath naming a type's property becomes the property's name",
            before: "let a = CABasicAnimation(keyPath: #keyPath(CAGradientLayer.startPoint))\n",
            after: "let a = CABasicAnimation(keyPath: \"startPoint\")\n",
            changes: ["1: `#keyPath(CAGradientLayer.startPoint)` → `\"startPoint\"`"]),
        PortCase(
            name: "#keyPath through self and a chain keeps the chain",
            before: "class A {\n    let k = #keyPath(self.layer.opacity)\n    let m = #keyPath(UIKit.UIView.layer.bounds)\n}\n",
            after: "class A {\n    let k = \"layer.opacity\"\n    let m = \"layer.bounds\"\n}\n",
            changes: [
                "2: `#keyPath(self.layer.opacity)` → `\"layer.opacity\"`", "3: `#keyPath(UIKit.UIView.layer.bounds)` → `\"layer.bounds\"`",
            ]),
        PortCase(
            name: "convenience init in an extension of UIColor loses convenience; other types keep it",
            before:
                "extension UIColor {\n    convenience init(_ hex: UInt) {\n        self.init(white: 1, alpha: 1)\n    }\n}\nextension UIView {\n    convenience init(tag: Int) {\n        self.init(frame: .zero)\n    }\n}\n",
            after:
                "extension UIColor {\n    init(_ hex: UInt) {\n        self.init(white: 1, alpha: 1)\n    }\n}\nextension UIView {\n    convenience init(tag: Int) {\n        self.init(frame: .zero)\n    }\n}\n",
            changes: ["2: dropped `convenience`: Earshot's `UIColor` is a struct"]),
    ]

    static let imports: [PortCase] = [
        PortCase(
            name: "import UIKit becomes import Earshot; Foundation stays",
            before: "import Foundation\nimport UIKit\n\nlet x = 1\n",
            after: "import Foundation\nimport Earshot\n\nlet x = 1\n",
            changes: ["2: `import UIKit` → `import Earshot`"]),
        PortCase(
            name: "several UIKit-family imports become one import Earshot",
            before:
                "import UIKit\nimport Combine\nimport CoreGraphics\nimport QuartzCore // layers\nimport SwiftUI\nimport Observation\n\nlet x = 1\n",
            after: "import Earshot\n\nlet x = 1\n",
            changes: [
                "1: `import UIKit` → `import Earshot`",
                "2: removed `import Combine` (`import Earshot` provides it)",
                "3: removed `import CoreGraphics` (`import Earshot` provides it)",
                "4: removed `import QuartzCore` (`import Earshot` provides it)",
                "5: removed `import SwiftUI` (`import Earshot` provides it)",
                "6: removed `import Observation` (`import Earshot` provides it)",
            ]),
        PortCase(
            name: "an existing import Earshot is kept and UIKit removed",
            before: "import Earshot\nimport UIKit\n",
            after: "import Earshot\n",
            changes: ["2: removed `import UIKit` (`import Earshot` provides it)"]),
        PortCase(
            name: "import of a declaration keeps nothing but the module",
            before: "@preconcurrency import class UIKit.UIView\n",
            after: "@preconcurrency import Earshot\n",
            changes: ["1: `import class UIKit.UIView` → `import Earshot`"]),
        PortCase(
            name: "a model importing only Foundation that uses @Observable gets import Earshot after its imports",
            before: "import Foundation\n\n@Observable\nclass Order: Codable {\n    var quantity = 3\n}\n",
            after: "import Foundation\nimport Earshot\n\n@Observable\nclass Order: Codable {\n    var quantity = 3\n}\n",
            changes: [
                "1: added `import Earshot`: `@Observable` (line 3) needs Observation, which Apple's Foundation makes visible and Linux's does not"
            ]),
        PortCase(
            name: "a file with no import that uses @ObservationIgnored gets import Earshot before its first statement",
            before: "// Settings.swift\n\nfinal class Settings {\n    @ObservationIgnored var cache = 0\n}\n",
            after: "// Settings.swift\n\nimport Earshot\n\nfinal class Settings {\n    @ObservationIgnored var cache = 0\n}\n",
            changes: [
                "3: added `import Earshot`: `@ObservationIgnored` (line 4) needs Observation, which Apple's Foundation makes visible and Linux's does not"
            ]),
        PortCase(
            name: "@Observable in a file importing SwiftUI needs only the import rewrite",
            before: "import SwiftUI\n\n@Observable final class Model {}\n",
            after: "import Earshot\n\n@Observable final class Model {}\n",
            changes: ["1: `import SwiftUI` → `import Earshot`"]),
        PortCase(
            name: "@Observable in a file importing Observation and Foundation: one import Earshot, nothing added",
            before: "import Foundation\nimport Observation\n\n@Observable final class Model {}\n",
            after: "import Foundation\nimport Earshot\n\n@Observable final class Model {}\n",
            changes: ["2: `import Observation` → `import Earshot`"]),
    ]

    static let attributes: [PortCase] = [
        PortCase(
            name: "@objc before func is dropped",
            before: "class A {\n    @objc func tapped() {}\n}\n",
            after: "class A {\n    func tapped() {}\n}\n",
            changes: ["2: dropped `@objc`"]),
        PortCase(
            name: "@objc(name) on its own line goes with its line",
            before: "class A {\n    @objc(tappedWithSender:)\n    func tapped(_ sender: Any) {}\n}\n",
            after: "class A {\n    func tapped(_ sender: Any) {}\n}\n",
            changes: ["2: dropped `@objc(tappedWithSender:)`"]),
        PortCase(
            name: "@objc dynamic drops both",
            before: "class A {\n    @objc dynamic var count = 0\n}\n",
            after: "class A {\n    var count = 0\n}\n",
            changes: ["2: dropped `@objc`", "2: dropped `dynamic` of `@objc dynamic`"]),
        PortCase(
            name: "a lone dynamic is Swift's own and stays",
            before: "class A {\n    dynamic var count = 0\n}\n",
            after: "class A {\n    dynamic var count = 0\n}\n",
            changes: []),
        PortCase(
            name: "@IBOutlet keeps weak",
            before: "class A {\n    @IBOutlet weak var label: UILabel!\n    @IBOutlet var stack: UIStackView!\n}\n",
            after: "class A {\n    weak var label: UILabel!\n    var stack: UIStackView!\n}\n",
            changes: ["2: dropped `@IBOutlet`", "3: dropped `@IBOutlet`"]),
        PortCase(
            name: "@IBAction, @IBInspectable, @IBDesignable and @objcMembers are dropped",
            before:
                "@IBDesignable @objcMembers\nclass A {\n    @IBInspectable var radius: Double = 0\n    @IBAction func tapped(_ sender: Any) {}\n}\n",
            after: "class A {\n    var radius: Double = 0\n    func tapped(_ sender: Any) {}\n}\n",
            changes: [
                "1: dropped `@IBDesignable`", "1: dropped `@objcMembers`", "3: dropped `@IBInspectable`", "4: dropped `@IBAction`",
            ]),
        PortCase(
            name: "@main and @UIApplicationMain are removed",
            before: "@main\nclass AppDelegate: UIResponder {}\n@UIApplicationMain class Other: UIResponder {}\n",
            after: "class AppDelegate: UIResponder {}\nclass Other: UIResponder {}\n",
            changes: [
                "1: removed `@main`: Earshot hosts the app's screens itself",
                "3: removed `@UIApplicationMain`: Earshot hosts the app's screens itself",
            ]),
        PortCase(
            name: "Windows line endings are kept",
            before: "import UIKit\r\n\r\nclass A {\r\n    @objc\r\n    func f() {}\r\n}\r\n",
            after: "import Earshot\r\n\r\nclass A {\r\n    func f() {}\r\n}\r\n",
            changes: ["1: `import UIKit` → `import Earshot`", "4: dropped `@objc`"]),
        PortCase(
            name: "other attributes and comments stay",
            before: "class A {\n    /// Says hello.\n    @MainActor @objc private func hello() {}\n}\n",
            after: "class A {\n    /// Says hello.\n    @MainActor private func hello() {}\n}\n",
            changes: ["3: dropped `@objc`"]),
    ]

    static let selectors: [PortCase] = [
        PortCase(
            name: "#selector(method) in the class names the class",
            before: "class VC {\n    func f() { b.addTarget(self, action: #selector(tapped), for: .touchUpInside) }\n}\n",
            after: "class VC {\n    func f() { b.addTarget(self, action: VC.tapped, for: .touchUpInside) }\n}\n",
            changes: ["2: `#selector(tapped)` → `VC.tapped`"]),
        PortCase(
            name: "#selector(method(_:)) keeps the argument labels",
            before: "class VC {\n    func f() { b.addTarget(self, action: #selector(tapped(_:)), for: .valueChanged) }\n}\n",
            after: "class VC {\n    func f() { b.addTarget(self, action: VC.tapped(_:), for: .valueChanged) }\n}\n",
            changes: ["2: `#selector(tapped(_:))` → `VC.tapped(_:)`"]),
        PortCase(
            name: "#selector(self.method) in an extension names the extended class",
            before:
                "extension VC {\n    func f() { let r = UITapGestureRecognizer(target: self, action: #selector(self.handle(_:))) }\n}\n",
            after: "extension VC {\n    func f() { let r = UITapGestureRecognizer(target: self, action: VC.handle(_:)) }\n}\n",
            changes: ["2: `#selector(self.handle(_:))` → `VC.handle(_:)`"]),
        PortCase(
            name: "#selector(Type.method) is already typed",
            before: "class VC {\n    let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: #selector(Other.add))\n}\n",
            after: "class VC {\n    let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: Other.add)\n}\n",
            changes: ["2: `#selector(Other.add)` → `Other.add`"]),
        PortCase(
            name: "Timer, perform and NotificationCenter take the same method reference",
            before: """
                final class Clock: UIViewController {
                    func start() {
                        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                        perform(#selector(refresh), with: nil, afterDelay: 0.5)
                        NotificationCenter.default.addObserver(self, selector: #selector(changed(_:)), name: .x, object: nil)
                    }
                }

                """,
            after: """
                final class Clock: UIViewController {
                    func start() {
                        Timer.scheduledTimer(timeInterval: 1, target: self, selector: Clock.tick(_:), userInfo: nil, repeats: true)
                        perform(Clock.refresh, with: nil, afterDelay: 0.5)
                        NotificationCenter.default.addObserver(self, selector: Clock.changed(_:), name: .x, object: nil)
                    }
                }

                """,
            changes: [
                "3: `#selector(tick(_:))` → `Clock.tick(_:)`", "4: `#selector(refresh)` → `Clock.refresh`",
                "5: `#selector(changed(_:))` → `Clock.changed(_:)`",
            ]),
        PortCase(
            name: "a nested class's selector names the nested type",
            before:
                "enum Screens {\n    final class Cell: UIView {\n        func f() { g.addTarget(self, action: #selector(go)) }\n    }\n}\n",
            after:
                "enum Screens {\n    final class Cell: UIView {\n        func f() { g.addTarget(self, action: Screens.Cell.go) }\n    }\n}\n",
            changes: ["3: `#selector(go)` → `Screens.Cell.go`"]),
        PortCase(
            name: "a selector whose class is unknown is reported and left",
            before:
                "class VC {\n    func f() { b.addTarget(model, action: #selector(model.refresh), for: .touchUpInside) }\n}\nlet s = #selector(getter: VC.title)\n",
            after:
                "class VC {\n    func f() { b.addTarget(model, action: #selector(model.refresh), for: .touchUpInside) }\n}\nlet s = #selector(getter: VC.title)\n",
            changes: [
                "2: left as written: `#selector(model.refresh)`: the class of `model` is not known from this file",
                "4: left as written: `#selector(getter: VC.title)` names a property's getter; Earshot has no typed equivalent",
            ]),
    ]

    static let conditions: [PortCase] = [
        PortCase(
            name: "#if os(iOS) keeps its branch as written",
            before: "let a = 1\n#if os(iOS)\nlet b = 2\n#else\nlet b = 3\n#endif\nlet c = 4\n",
            after: "let a = 1\nlet b = 2\nlet c = 4\n",
            changes: ["2: resolved `#if os(iOS)` as on an iPhone simulator: kept the `#if os(iOS)` branch"]),
        PortCase(
            name: "#if os(macOS) takes #else",
            before: "let a = 1\n#if os(macOS)\nlet b = 2\n#elseif canImport(UIKit)\nlet b = 3\n#else\nlet b = 4\n#endif\n",
            after: "let a = 1\nlet b = 3\n",
            changes: ["2: resolved `#if os(macOS)` as on an iPhone simulator: kept the `#elseif canImport(UIKit)` branch"]),
        PortCase(
            name: "canImport(AppKit) without #else goes entirely, and the imports inside the taken branch are ported",
            before: "#if canImport(AppKit)\nimport AppKit\n#endif\n#if canImport(UIKit)\nimport UIKit\n#endif\n",
            after: "import Earshot\n",
            changes: [
                "1: resolved `#if canImport(AppKit)` as on an iPhone simulator: no branch is compiled, removed",
                "4: resolved `#if canImport(UIKit)` as on an iPhone simulator: kept the `#if canImport(UIKit)` branch",
                "5: `import UIKit` → `import Earshot`",
            ]),
        PortCase(
            name: "simulator, Catalyst, versions and negation",
            before: """
                func f() {
                    #if targetEnvironment(simulator) && !targetEnvironment(macCatalyst)
                    print("simulator")
                    #endif
                    #if swift(>=5.9) || compiler(<5)
                    print("new")
                    #else
                    print("old")
                    #endif
                }

                """,
            after: """
                func f() {
                    print("simulator")
                    print("new")
                }

                """,
            changes: [
                "2: resolved `#if targetEnvironment(simulator) && !targetEnvironment(macCatalyst)` as on an iPhone simulator: kept the `#if targetEnvironment(simulator) && !targetEnvironment(macCatalyst)` branch",
                "5: resolved `#if swift(>=5.9) || compiler(<5)` as on an iPhone simulator: kept the `#if swift(>=5.9) || compiler(<5)` branch",
            ]),
        PortCase(
            name: "an unknown condition is left, and what is inside it is still ported",
            before: "#if DEBUG\nimport UIKit\n#endif\n",
            after: "#if DEBUG\nimport Earshot\n#endif\n",
            changes: ["1: left as written: `#if DEBUG` is not a platform condition", "2: `import UIKit` → `import Earshot`"]),
        PortCase(
            name: "nothing in a dropped branch is rewritten or reported",
            before: "class A {\n    #if os(macOS)\n    @objc func f() { let s = #selector(g) }\n    #endif\n    func g() {}\n}\n",
            after: "class A {\n    func g() {}\n}\n",
            changes: ["2: resolved `#if os(macOS)` as on an iPhone simulator: no branch is compiled, removed"]),
    ]

    static let overrides: [PortCase] = [
        PortCase(
            name: "an override in an extension moves into its class, ported",
            before: """
                class VC: UIViewController {
                    let b = UIButton()
                }

                extension VC {
                    // Sets up the button.
                    @objc override func viewDidLoad() {
                        b.addTarget(self, action: #selector(tap), for: .touchUpInside)
                    }

                    func tap() {}
                }

                """,
            after: """
                class VC: UIViewController {
                    let b = UIButton()

                    // Sets up the button.
                    override func viewDidLoad() {
                        b.addTarget(self, action: VC.tap, for: .touchUpInside)
                    }
                }

                extension VC {

                    func tap() {}
                }

                """,
            changes: [
                "7: moved `override func viewDidLoad` from an extension into class VC (line 1)", "7: dropped `@objc`",
                "8: `#selector(tap)` → `VC.tap`",
            ]),
        PortCase(
            name: "an override in an extension of a class from elsewhere is reported",
            before: "extension UIViewController {\n    override var title: String? { get { nil } set {} }\n}\n",
            after: "extension UIViewController {\n    override var title: String? { get { nil } set {} }\n}\n",
            changes: [
                "2: left as written: `override var title` is in an extension of UIViewController, which is not a class declared in this file; Swift on Linux accepts an override only in its class's declaration, so move it there"
            ]),
    ]
}
