import AccessibilityTree
import EarshotUIKit
import SampleApp
import Testing
import VoiceOverSimulator

/// The Accessibility Programming Guide for iOS (让你的iOS APP支持无障碍使用): what VoiceOver does on each of its screens.
@MainActor
@Suite("The Accessibility Programming Guide for iOS: making an app accessible")
struct ProgrammingGuideTests {
    /// "让自定义独立视图支持无障碍使用" / "通过编程定义自定义属性信息": both ways make one button-like
    /// element with label and hint; a double tap becomes a real tap on the view.
    @Test func customStandaloneViewBothWays() throws {
        let session = SampleSession()
        let screen = try session.show("custom-standalone-view", as: MyCustomViewController.self)
        #expect(
            session.transcript() == navigationBar(title: "Custom standalone view") + [
                "Like, Button, Adds the song to your favorites.",
                "Play, Button, Plays the song.",
            ])
        let voiceOver = session.voiceOver
        session.swipeRight(2)
        #expect(voiceOver.focusedElement === screen.customView)
        voiceOver.doubleTap()
        #expect(screen.customView.tapCount == 1)
        voiceOver.swipeRight()
        #expect(voiceOver.focusedElement === screen.subclassedView)
        voiceOver.doubleTap()
        #expect(screen.subclassedView.tapCount == 1)
        #expect(session.appMethodsCalled.filter { $0 == "accessibilityActivate" }.count == 2)
        #expect(voiceOver.events.contains { if case .tapSynthesized(_, let hit) = $0 { hit === screen.subclassedView } else { false } })
    }

    /// The subclass answers even when someone sets other values: its getters win.
    @Test func subclassGettersIgnoreSetters() {
        let view = MyCustomView(frame: .zero)
        view.accessibilityLabel = "Something else"
        view.isAccessibilityElement = false
        #expect(view.accessibilityLabel == "Play")
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityTraits == .button)
    }

    /// "让自定义容器视图的内容支持无障碍使用": the container is not an element, its elements are built
    /// only when VoiceOver asks, and a double tap on one reaches the view at that element.
    @Test func multiFacetedViewBuildsItsElementsLazily() throws {
        let view = MultiFacetedView(frame: CGRect(x: 0, y: 0, width: 358, height: 182))
        #expect(!view.hasBuiltAccessibleElements, "no element exists before anyone asks")
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityElementCount() == 2)
        #expect(view.hasBuiltAccessibleElements)
        let first = try #require(view.accessibilityElement(at: 0) as? UIAccessibilityElement)
        #expect(first.accessibilityContainer === view)
        #expect(view.index(ofAccessibilityElement: first) == 0)
        #expect(view.index(ofAccessibilityElement: view) == NSNotFound)
        #expect(view.accessibilityElement(at: 2) == nil)
        #expect(view.accessibilityElement(at: 0) as AnyObject === first, "built once")
    }

    @Test func multiFacetedViewUnderVoiceOver() throws {
        let session = SampleSession()
        let screen = try session.show("custom-container-view", as: MultiFacetedViewController.self)
        #expect(session.transcript() == navigationBar(title: "Custom container view") + ["Circle, Button", "Square, Button"])
        session.swipeRight(3)
        #expect(session.voiceOver.doubleTap() == "Selected")
        #expect(screen.multiFacetedView.selectedFacet == "Square")
        #expect(session.voiceOver.focusedDescription == "Selected, Square, Button")
    }

    /// The container answers through its own count, element-at and index methods, so VoiceOver
    /// asks it again at every gesture (docs/architecture.md, "Reading again only what changed"):
    /// it lists the elements it built once, and the screen is not read again.
    @Test func multiFacetedViewIsAskedAgainNotReadAgain() throws {
        let session = SampleSession()
        let screen = try session.show("custom-container-view", as: MultiFacetedViewController.self)
        #expect(session.swipeRight(2).last == "Circle, Button")
        let reads = session.voiceOver.treeReads
        #expect(session.voiceOver.swipeRight() == "Square, Button")
        #expect(session.voiceOver.swipeLeft() == "Circle, Button")
        #expect(session.voiceOver.swipeRight() == "Square, Button")
        #expect(session.voiceOver.treeReads == reads)
        #expect(session.voiceOver.doubleTap() == "Selected")
        #expect(screen.multiFacetedView.selectedFacet == "Square")
        #expect(session.voiceOver.tree.differences(from: AccessibilityTree(window: session.window)) == [])
    }

    /// "修改默认的属性信息": the system "+" item is labelled "Add"; the hint is given only where
    /// what it adds is unclear.
    @Test(arguments: [
        ("add-button", "Accounts", "Add, Button"),
        ("add-button-hint", "Mail", "Add, Button, Adds an account."),
    ])
    func addButton(id: String, title: String, speech: String) throws {
        let session = SampleSession()
        let screen = try session.show(id, as: AddAccountViewController.self)
        let before = screen.accounts.count
        #expect(session.transcript().prefix(3) == ArraySlice(navigationBar(title: title) + [speech]))
        session.swipeRight(2)
        #expect(session.voiceOver.focusedElement === screen.addButton)
        session.voiceOver.doubleTap()
        #expect(screen.accounts.count == before + 1)
        #expect(session.transcript().last == "Account \(before + 1)")
    }

    /// "让表格视图支持无障碍使用": CurrentWeather combines its subviews' labels with a comma; as the
    /// summary element it takes VoiceOver's cursor when the screen appears (Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "汇总元素").
    @Test func currentWeatherIsOneSummaryElement() throws {
        let session = SampleSession()
        let screen = try session.show("current-weather", as: WeatherViewController.self, keepingLog: true)
        #expect(session.voiceOver.focusedElement === screen.currentWeather)
        #expect(session.voiceOver.spokenLog == ["Cupertino, 21°"], "not the back button, first in reading order")
        #expect(session.soundsPlayed == [.screenChanged])
        #expect(screen.currentWeather.accessibilityTraits.contains(.summaryElement))
        screen.currentWeather.weatherTemp.text = "22°"
        #expect(session.voiceOver.focusedDescription == "Cupertino, 22°", "the label is computed from the subviews each time")
        #expect(
            session.transcript() == navigationBar(title: "Weather") + [
                "Cupertino, 22°", "Tomorrow, Sunny, 23°", "Saturday, Cloudy, 19°", "Sunday, Rain, 16°",
            ])
    }

    /// The Stocks app's rows: "Apple Inc., $432.39, up 1.3%" (the Accessibility Programming Guide for iOS's "苹果公司，432.39美元，涨幅1.3%").
    @Test func stockCellsCombineTheirLabels() throws {
        let session = SampleSession()
        try session.show("stocks", as: StocksViewController.self)
        #expect(
            session.transcript() == navigationBar(title: "Stocks") + [
                "Apple Inc., $432.39, up 1.3%",
                "Microsoft Corporation, $27.91, down 0.4%",
                "Alphabet Inc., $611.11, up 0.8%",
            ])
    }

    /// "让动态元素支持无障碍使用": BigKey's label follows shift, the shift key is selected while shift
    /// is on, and the change to numbers posts layoutChanged.
    @Test func bigKeyFollowsTheKeyboardState() throws {
        let session = SampleSession()
        let screen = try session.show("custom-keyboard", as: KeyboardViewController.self)
        let keyboard = screen.keyboard
        let voiceOver = session.voiceOver
        #expect(
            session.transcript() == navigationBar(title: "Custom keyboard") + [
                "Typed text, Empty", "q", "w", "e", "r", "t", "y", "Shift", "Numbers",
            ])
        #expect(keyboard.characterKeys[0].accessibilityTraits == .keyboardKey)

        voiceOver.touch(at: CGPoint(x: 60, y: 200))
        #expect(voiceOver.focusedElement === keyboard.shiftKey)
        #expect(voiceOver.doubleTap() == "Selected")
        #expect(keyboard.isShifted)
        #expect(keyboard.shiftKey.accessibilityTraits == [.keyboardKey, .selected])
        #expect(keyboard.characterKeys.map(\.accessibilityLabel) == ["Q", "W", "E", "R", "T", "Y"])

        voiceOver.touch(at: CGPoint(x: 40, y: 140))
        voiceOver.doubleTap()
        #expect(keyboard.typedText == "Q")
        #expect(!keyboard.isShifted)
        #expect(voiceOver.focusedDescription == "q")

        voiceOver.clearLog()
        voiceOver.touch(at: CGPoint(x: 300, y: 200))
        #expect(voiceOver.doubleTap() == "Letters")
        #expect(keyboard.showsNumbers)
        #expect(session.notificationsReceived == [.layoutChanged])
        #expect(voiceOver.focusedElement === keyboard.modeKey, "layoutChanged with nil keeps the cursor")
        #expect(
            session.transcript() == navigationBar(title: "Custom keyboard") + [
                "Typed text, Q", "1", "2", "3", "4", "5", "6", "Letters",
            ])
    }

    /// "让非文字数据支持无障碍阅读": "1 star", "3 stars".
    @Test(arguments: [(0, "0 stars"), (1, "1 star"), (3, "3 stars"), (5, "5 stars")])
    func ratingViewSaysWhatTheStarsMean(stars: Int, label: String) {
        #expect(RatingView(starCount: stars).accessibilityLabel == label)
    }

    @Test func ratingsScreen() throws {
        let session = SampleSession()
        try session.show("ratings", as: RatingsViewController.self)
        #expect(
            session.transcript() == navigationBar(title: "Ratings") + [
                "Corner Café", "1 star", "Bean There", "3 stars", "Blue Bottle", "5 stars",
            ])
    }
}
