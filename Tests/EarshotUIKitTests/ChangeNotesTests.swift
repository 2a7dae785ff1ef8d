import Foundation
import Testing

/// Readers keep what they read while `UIKitChanges` counts no change (docs/architecture.md,
/// "Keeping the tree"), which holds only if every stored property of EarshotUIKit's and
/// EarshotSwiftUI's classes notes when it is set. This reads their sources and finds each stored
/// `var` of a class: it must call `UIKitChanges.note()` (or `noteAttributes(of:)`, for one object's
/// attributes alone) in its observer, or be listed below with
/// the reason no getter of the screen depends on it. A property added without a note fails here.
@Suite("Every stored property of Earshot's classes notes its changes")
struct ChangeNotesTests {
    /// Why a colour notes no change.
    static let colourReason = "a colour: the tree holds none, and the auditor and the pictures read colours afresh each time"

    /// Properties that do not note their changes, by file and name, with the reason.
    static let exempt: [String: String] = [
        "NSObject.swift isFocusedByAssistiveTechnology": "VoiceOver's own focus flag, set at every focus move",
        "NSObject.swift walkMarkStorage": "a mark valid only during the walk that set it",
        "NSObject.swift accessibilityElementStorage": "nonisolated for deinit; the accessibilityElements setters note",
        "UIView.swift subviewStorage": "nonisolated for deinit; adding and removing set superview and needsLayout, which note",
        "UIView.swift screenOffsetMemo": "a cache valid only during the walk that filled it",
        "UIView.swift windowStorage": "follows superview, which notes; set by the move that changed it",
        "UIViewController.swift appearanceState": "which appearance callbacks a transition calls next; no reader of the screen asks it",
        "UILabel.swift isMeasuredUnwrapped": "set only while Auto Layout reads the intrinsic size, then cleared",
        "UIView.swift layoutPendingBelow": "where a layout pass goes down; needsLayout, which it follows, notes",
        "UIApplication.swift performDepth": "the count of calls into the app in progress",
        "UIControl.swift isTracking": "read only by the control's own touch handling, never by a getter of the screen",
        "UIControl.swift eventBeingSent": "the touch event while the control sends its actions, for those actions alone",
        "UIApplication.swift deferredWork": "work waiting for the calls in progress to end",
        "AutoLayoutState.swift engine": "the engine's state derives from constraints and views, which note",
        "AccessibilityOverrides.swift fields": "the storage of a value type; NSObject.accessibilityOverrides notes every change to it",
        "UIBezierPath.swift mayBeHeld": "set once, when a path is first set or read; only a path not yet held is drawn without a note",
        "HostedElementView.swift isVoiceOverFocused": "VoiceOver's focus, kept only so a focus state is not posted back",
        "ScenePhaseObserver.swift token": "the hosting view's observation of its application's state; no getter of the screen reads it",
        "NSObject+KeyValueObserving.swift observer": "a key-value registration's observer, which no getter of the screen reads",
        "UIScrollView.swift scrollDelegate": "set only through the delegate properties, whose setters note",
        "UIScrollView.swift bounces": keptForTheAppReason,
        "UIScrollView.swift alwaysBounceVertical": keptForTheAppReason,
        "UIScrollView.swift alwaysBounceHorizontal": keptForTheAppReason,
        "UIScrollView.swift showsHorizontalScrollIndicator": keptForTheAppReason,
        "UIScrollView.swift showsVerticalScrollIndicator": keptForTheAppReason,
        "UIScrollView.swift scrollsToTop": keptForTheAppReason,
        "UIScrollView.swift contentInsetAdjustmentBehavior": keptForTheAppReason,
        "UIViewController.swift automaticallyAdjustsScrollViewInsets": keptForTheAppReason,
        "UICollectionView.swift isPrefetchingEnabled": "kept for the app to read back; every cell is asked for when the data loads",
        "UITableView.swift separatorStyle": appearanceReason,
        "UITableView.swift separatorColor": colourReason,
        "UIVisualEffect.swift effect": appearanceReason + "; the effect view's content is read as any view's",
        "UIRefreshControl.swift attributedTitle": appearanceReason + "; the control is no element",
        "UIDevice.swift playedHaptics": "the haptics felt, for tests; VoiceOver's tree does not hold them",
        "UIFeedbackGenerator.swift preparationCount": "a count for tests; VoiceOver's tree does not hold it",
        "UIDevice.swift learnedWords": "the user's dictionary, read by UITextChecker when asked; VoiceOver's tree does not hold it",
        "UITextChecker.swift ignored": "a checker's ignored words, read by the checker when asked; VoiceOver's tree does not hold them",
        // Appearance no reader that keeps what it read depends on: a recoloured screen keeps
        // VoiceOver's tree (docs/architecture.md, "Keeping the tree").
        "UIView.swift rareState":
            "the storage of what few views set; each property's setter in UIView.swift notes (colours and tag excepted, below)",
        "UILabel.swift storedTextColor": colourReason,
        "UITextField.swift textColor": colourReason,
        "UITextView.swift textColor": colourReason,
        "UIButton.swift titleColors": colourReason + "; the title label's colour follows it",
        "UIButton.swift isUpdatingConfiguration": "true only while the configuration update handler runs",
        "UITextField.swift contentElement": "made once, when the field first becomes a container; its attributes are the field's",
        "UISearchTextField.swift tokenBackgroundColor": colourReason,
        "UISwitch.swift onTintColor": colourReason,
        "UISwitch.swift thumbTintColor": colourReason,
        "UIActivityIndicatorView.swift color": colourReason,
        // Appearance no assistive technology reads and the wireframe does not draw (docs/uikit.md).
        "CALayer.swift appearance": appearanceReason,
        "CALayer.swift own":
            "a free-standing layer's state: no assistive technology reads layers; a view's layer uses its view's properties, which note",
        "CALayer.swift backedView": "set once, when a view makes its layer",
        "CAShapeLayer.swift shape": appearanceReason,
        "CAGradientLayer.swift gradient": appearanceReason,
        "CATextLayer.swift text": appearanceReason + "; a text layer's string is never spoken, as on iOS",
        "CGPath.swift elements": "a Core Graphics path's commands, read by layers' appearance alone",
        "UILabel.swift textLayout": appearanceReason + "; VoiceOver reads the whole text whatever its alignment or truncation",
        "UIStatusBarManager.swift isStatusBarHidden": statusBarReason,
        "UIStatusBarManager.swift statusBarStyle": statusBarReason,
        "UIStatusBarManager.swift window": statusBarReason,
        "NSAttributedString+UIKit.swift values": "a paragraph style's values, appearance inside an attributed string",
        "NSString+Measuring.swift minimumScaleFactor": "what measuring reports back to the app, never read by a reader",
    ]
    /// Why appearance notes no change.
    static let appearanceReason = "appearance: no assistive technology reads it and the wireframe does not draw it"
    /// Why the status bar notes no change.
    static let statusBarReason = "the status bar's state: Earshot draws no status bar and no reader reads it"

    /// Files whose classes are internals whose inputs note their changes.
    /// Kept only so the app reads back what it set: nothing is dragged, bounced or drawn, so no
    /// reader of the screen depends on it (docs/uikit.md, "Scroll views").
    static let keptForTheAppReason = "kept for the app to read back; nothing drags, bounces or draws it"

    static let exemptFiles: [String: String] = [
        "AutoLayoutEngine.swift": "the engine's bookkeeping, derived from constraints and views",
        "UIAction.swift": "what a menu shows of an action and its sender while it runs; no getter of the screen reads them",
        "UIMenuElement.swift": "what a menu shows; a button made from an action copies its title when made",
        "UIGestureRecognizer.swift": "recognizers decide what a tap calls, never what an assistive technology perceives",
        "UITapGestureRecognizer.swift": "recognizers decide what a tap calls, never what an assistive technology perceives",
        "UIPanGestureRecognizer.swift": "recognizers decide what a touch calls, never what an assistive technology perceives",
        "CGContext.swift": "a drawing context's path and state, read back by the drawing code alone; its pixels are not kept",
        "UIGraphicsImageRenderer.swift": "a renderer's format, read when it makes an image; no reader of the screen reads it",
        "NotificationCenter+TypedObserver.swift": "registrations of notification observers, no view state",
        "AutoLayoutLog.swift": "log messages",
        "AppClock.swift": "the app clock's waiting work and time: the work notes what it changes when it runs",
        "Task+AppClockSleep.swift": "a task sleeping on the app clock; what it does when woken notes its changes",
        "Timer.swift": "how a timer was made, read when it is scheduled on the app clock; no reader reads it",
        "Timer+Publisher.swift": "a timer publisher's subscribers and connection; what a subscriber does with a date notes its changes",
        "ViewGraph+Lifecycle.swift": "which views with lifecycle modifiers the last render resolved; their actions note their changes",
        "ScrollViewReader.swift": "the row a scrollTo asked for, taken by the next render, which sets the hosted views",
        "LazyStack.swift": "a lazy stack's measured lengths and scroll offset, read by the render, which sets the hosted views",
        "AppStorage.swift": "the store a wrapper reads and the graph it re-renders; a change re-renders",
        "NotificationObservers.swift": "registrations of notification observers, no view state",
        "StateObject.swift": "the object a view's identity keeps; its changes re-render",
        "ViewNode.swift": "SwiftUI's per-render layout nodes; the render sets the hosted views",
        "Environment.swift": "the environment of the render in progress",
        "State.swift": "a state change re-renders, and the render sets the hosted views",
        "CAAnimation.swift":
            "an animation's values: a layer keeps a copy and the model values the app sets, which is what assistive technologies read",
        "CADisplayLink.swift": "a display link's clock and target; what its target changes notes",
        "NSCollectionLayoutItem.swift":
            "a compositional layout's description, read at the layout pass, whose frames note; as on iOS a change shows after invalidateLayout()",
        "NSCollectionLayoutSection.swift":
            "a compositional layout's description, read at the layout pass, whose frames note; as on iOS a change shows after invalidateLayout()",
        "UIView+RareState.swift":
            "storage behind UIView's computed properties, whose setters note, except the fill colour (a colour, below) and the tag (read by the app's own look-ups, viewWithTag, never by a getter of the screen)",
    ]

    struct Declaration: CustomStringConvertible {
        let file: String
        let line: Int
        let name: String
        var description: String { "\(file):\(line) \(name)" }
    }

    static var sourcesDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
    }

    /// The characters of `text` outside string literals, with their offsets.
    static func outsideStrings(_ text: String) -> [(offset: Int, character: Character)] {
        var inString = false
        var previous: Character = " "
        var result: [(offset: Int, character: Character)] = []
        for (offset, character) in text.enumerated() {
            if character == "\"" && previous != "\\" {
                inString.toggle()
            } else if !inString {
                result.append((offset, character))
            }
            previous = character
        }
        return result
    }

    /// The code of a line without its `//` comment (string literals kept).
    static func code(_ line: String) -> String {
        guard line.contains("//") else { return line }
        let outside = outsideStrings(line)
        for (first, second) in zip(outside, outside.dropFirst())
        where first.character == "/" && second.character == "/" && second.offset == first.offset + 1 {
            return String(line.prefix(first.offset))
        }
        return line
    }

    /// Opening minus closing round and square brackets outside string literals.
    static func bracketDepth(_ code: String) -> Int {
        outsideStrings(code).reduce(0) { depth, entry in
            "([".contains(entry.character) ? depth + 1 : ")]".contains(entry.character) ? depth - 1 : depth
        }
    }

    /// Whether a `{` comes before any `=` at the top level of `rest` (a computed property).
    static func isComputed(_ rest: Substring) -> Bool {
        let text = String(rest)
        let characters = Array(text)
        var depth = 0
        for (offset, character) in outsideStrings(text) {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "{" where depth == 0: return true
            case "=" where depth == 0:
                let before = offset > 0 ? characters[offset - 1] : " "
                let after = offset + 1 < characters.count ? characters[offset + 1] : " "
                if !"<>!=".contains(before) && after != "=" { return false }
            default: break
            }
        }
        return false
    }

    /// The stored properties of classes in `file` that do not note their changes.
    static func silentProperties(in file: URL) throws -> [Declaration] {
        let name = file.lastPathComponent
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let typeDeclaration =
            /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:open|public|package|internal|private|fileprivate|final|nonisolated)\s+)*(class|struct|enum|extension|protocol|actor)\s/
        let variable =
            /^\s*(?:@\w+(?:\([^)]*\))?\s+)*((?:(?:open|public|package|internal|private|fileprivate|final|static|weak|unowned|nonisolated\(unsafe\)|nonisolated|override|lazy|(?:private|fileprivate|internal|package|public)\(set\))\s+)*)var\s+(\w+)(.*)$/
        var scopes: [String] = []
        var silent: [Declaration] = []
        var index = 0
        while index < lines.count {
            let line = code(lines[index])
            if scopes.last == "class", let match = line.firstMatch(of: variable),
                !match.1.contains("override"), !match.1.contains("lazy"), !line.contains("@TaskLocal")
            {
                let property = String(match.2)
                // The whole declaration, up to its end or the brace that opens its accessors.
                var declaration = line
                var end = index
                while bracketDepth(declaration) > 0, end + 1 < lines.count {
                    end += 1
                    declaration += "\n" + code(lines[end])
                }
                let rest = match.3
                var notes = false
                var stored = true
                if declaration.trimmingCharacters(in: .whitespaces).hasSuffix("{") {
                    let next = lines[(end + 1)...].first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
                    let trimmed = next.trimmingCharacters(in: .whitespaces)
                    if trimmed.hasPrefix("didSet") || trimmed.hasPrefix("willSet") {
                        notes = lines[(end + 1)..<min(lines.count, end + 8)].contains { $0.contains("UIKitChanges.note") }
                    } else {
                        stored = false
                    }
                } else if declaration.contains("didSet") || declaration.contains("willSet") {
                    notes = declaration.contains("UIKitChanges.note")
                } else if isComputed(rest) {
                    stored = false
                }
                if stored, !notes, match.1.contains("private"), property.hasSuffix("Storage") {
                    notes = storageNotesThroughItsProperty(String(property.dropLast("Storage".count)), in: lines)
                }
                if stored, !notes, exempt["\(name) \(property)"] == nil {
                    silent.append(Declaration(file: name, line: index + 1, name: property))
                }
            }
            // Scopes opened and closed on this line.
            for (_, character) in line.contains(where: { $0 == "{" || $0 == "}" }) ? outsideStrings(line) : [] {
                if character == "{" {
                    let kind = line.firstMatch(of: typeDeclaration).map { String($0.1) }
                    let isClass = kind == "class" && !line.contains("class func") && !line.contains("class var")
                    scopes.append(isClass ? "class" : (kind ?? "other"))
                } else if character == "}" {
                    _ = scopes.popLast()
                }
            }
            index += 1
        }
        return silent
    }

    /// Whether the computed property `name` that a private `<name>Storage` stands behind notes
    /// its changes in its setter, itself or through a `<name>Changed(from:)` of the same file.
    /// (Public stored properties are kept in private storage so the optimizer can drop the
    /// run-time exclusivity checks of their reads.)
    static func storageNotesThroughItsProperty(_ name: String, in lines: [String]) -> Bool {
        func following(_ index: Int, _ count: Int) -> String {
            lines[index..<min(lines.count, index + count)].joined(separator: "\n")
        }
        guard let start = lines.firstIndex(where: { $0.range(of: "var \(name): ") != nil && !$0.contains("Storage") }) else {
            return false
        }
        let accessors = following(start, 12)
        guard accessors.contains("set {") else { return false }
        if accessors.contains("UIKitChanges.note") { return true }
        guard accessors.contains("\(name)Changed(from:"),
            let helper = lines.firstIndex(where: { $0.contains("func \(name)Changed(from") })
        else { return false }
        return following(helper, 20).contains("UIKitChanges.note")
    }

    static var files: [URL] {
        ["EarshotUIKit", "EarshotSwiftUI"].flatMap { module -> [URL] in
            let directory = sourcesDirectory.appendingPathComponent(module)
            let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
            return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        }
        .filter { exemptFiles[$0.lastPathComponent] == nil }
        .sorted { $0.path < $1.path }
    }

    @Test func everyStoredPropertyNotesItsChanges() throws {
        let files = Self.files
        #expect(files.count > 100, "the sources are found next to the tests")
        let silent = try files.flatMap(Self.silentProperties(in:))
        #expect(silent.isEmpty, "stored properties that do not note their changes: \(silent)")
    }

    @Test func theScanFindsAPropertyWithoutANote() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ChangeNotes-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try """
        @MainActor
        open class Example: UIView {
            open var width: Double {
                get { widthStorage }
                set {
                    widthStorage = newValue
                    UIKitChanges.note()
                }
            }
            private var widthStorage = 0.0
            open var height: Double {
                get { heightStorage }
                set { heightStorage = newValue }
            }
            private var heightStorage = 0.0
            open var depth: Double {
                get { depthStorage }
                set {
                    let old = depthStorage
                    depthStorage = newValue
                    depthChanged(from: old)
                }
            }
            private var depthStorage = 0.0
            private func depthChanged(from old: Double) {
                if old != depthStorage { UIKitChanges.note() }
            }
            /// Noted.
            open var title: String? { didSet { UIKitChanges.note() } }
            open var count = 0
            private var items: [Int] = [
                1, 2,
            ]
            open var computed: Int { count + 1 }
            open var observed = 0 {
                didSet {
                    UIKitChanges.note()
                }
            }
            open var unobserved = 0 {
                didSet { print("changed") }
            }
        }
        struct Value {
            var free = 0
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let silent = try Self.silentProperties(in: file).map(\.name)
        #expect(silent == ["heightStorage", "count", "items", "unobserved"])
    }
}
