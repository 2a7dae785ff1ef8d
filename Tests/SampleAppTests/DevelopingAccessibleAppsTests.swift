import AccessibilityTree
import EarshotUIKit
import SampleApp
import Testing
import VoiceOverSimulator

/// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”) (iOS 可访问性模型): the UIKit listings of chapter 6 and its exercises.
@MainActor
@Suite("Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”): the accessibility model")
struct DevelopingAccessibleAppsTests {
    /// Listings 6-1 to 6-15 as VoiceOver reads them: the detail label (6-1) is left out.
    @Test func attributesListings() throws {
        let session = SampleSession()
        let screen = try session.show("attributes", as: AttributesViewController.self)
        #expect(
            session.transcript() == navigationBar(title: "Attributes") + [
                "Now playing, Heading",
                "Play, 100, Button",
                "Send, Button, Sends your message.",
                "Album art by Ana Ruiz",
                "Show lyrics, Button",
                "Album, Button",
                "¡Hola! Bienvenidos",
            ])
        #expect(screen.captionLabel.accessibilityTraits == .none)
        #expect(screen.lyricsLabel.accessibilityTraits == [.staticText, .button])
        #expect(screen.albumButton.isSelected && screen.albumButton.accessibilityTraits == .button)
        let tree = AccessibilityTree(window: session.window)
        let greeting = try #require(tree.elements.last)
        #expect(greeting.object === screen.spanishGreeting)
        #expect(greeting.language == "es-419")
        #expect(tree.index(of: screen.detailLabel) == nil)
        // The label acting as a button: double tap reaches it.
        let voiceOver = session.voiceOver
        session.swipeRight(6)
        #expect(voiceOver.focusedElement === screen.lyricsLabel)
        voiceOver.doubleTap()
        #expect(screen.lyricsShown == 1)
    }

    /// "页眉": the Headings rotor goes from heading to heading.
    @Test func headingsRotorFindsTheHeader() throws {
        let session = SampleSession()
        let screen = try session.show("attributes", as: AttributesViewController.self)
        let voiceOver = session.voiceOver
        #expect(voiceOver.rotor == "Headings")
        #expect(voiceOver.swipeDown() == "Attributes, Heading")
        #expect(voiceOver.swipeDown() == "Now playing, Heading")
        #expect(voiceOver.focusedElement === screen.headingLabel)
        #expect(voiceOver.swipeDown() == nil)
    }

    /// "允许直接互动": touches on the keyboard reach the app; the first one also focuses it.
    @Test func pianoKeyboardTakesTouchesDirectly() throws {
        let session = SampleSession()
        let screen = try session.show("piano", as: PianoViewController.self)
        let voiceOver = session.voiceOver
        #expect(voiceOver.touch(at: CGPoint(x: 40, y: 250)) == "Piano keyboard")
        #expect(voiceOver.focusedElement === screen.keyboard)
        #expect(voiceOver.touch(at: CGPoint(x: 200, y: 250)) == nil)
        #expect(voiceOver.touch(at: CGPoint(x: 360, y: 250)) == nil)
        #expect(screen.keyboard.playedNotes == ["C", "F", "B"])
        // The controls above keep VoiceOver's gestures: a touch there only focuses.
        #expect(voiceOver.touch(at: CGPoint(x: 100, y: 130)) == "Record, Button")
        #expect(!screen.isRecording)
        voiceOver.doubleTap()
        #expect(screen.isRecording)
    }

    /// Listing 6-16 and the developer notes Accessibility in iOS: hidden content and the volume overlay.
    @Test func hiddenElementsStayOutOfVoiceOversWay() throws {
        let session = SampleSession()
        let screen = try session.show("hidden-elements", as: HiddenElementsViewController.self)
        let voiceOver = session.voiceOver
        let content = ["Playlist: Road trip", "Open menu, Button", "Volume up, Button"]
        #expect(session.transcript() == navigationBar(title: "Hidden elements") + content)

        session.application.perform { screen.volumeUp() }
        #expect(!screen.volumeOverlay.isHidden, "sighted users see the overlay")
        #expect(screen.volumeOverlay.text == "Volume 60%")
        #expect(session.transcript() == navigationBar(title: "Hidden elements") + content)

        session.swipeRight(3)
        #expect(voiceOver.doubleTap() == "Library, Button")
        #expect(screen.contentView.accessibilityElementsHidden)
        #expect(!screen.contentView.isHidden, "still drawn, partly covered")
        #expect(
            session.transcript() == navigationBar(title: "Hidden elements") + ["Library, Button", "Settings, Button", "Close menu, Button"])
        session.application.perform { screen.closeMenu() }
        #expect(voiceOver.focusedElement === screen.openMenuButton)
        #expect(session.transcript() == navigationBar(title: "Hidden elements") + content)
    }

    /// Listings 6-17 and 6-19: the modal alert keeps VoiceOver inside and Escape dismisses it.
    @Test func customAlertIsModalAndEscapable() throws {
        let session = SampleSession()
        let screen = try session.show("custom-alert", as: CustomAlertViewController.self)
        let voiceOver = session.voiceOver
        session.swipeRight(3)
        #expect(voiceOver.doubleTap() == "Delete this photo?, Heading")
        let alert = try #require(screen.customAlert)
        #expect(alert.accessibilityViewIsModal)
        #expect(session.transcript() == ["Delete this photo?, Heading", "This cannot be undone.", "Delete, Button", "Cancel, Button"])
        #expect(voiceOver.fourFingerTap(.top) == "Delete this photo?, Heading")
        #expect(voiceOver.escape() == "Delete photo, Button")
        #expect(screen.customAlert == nil)
        #expect(!screen.photoDeleted)
        #expect(voiceOver.events.contains(.appMethodCalled(name: "accessibilityPerformEscape", on: "CustomAlertView")))
        #expect(session.delegate.navigationController?.topViewController === screen, "Escape closed the alert, not the screen")

        voiceOver.doubleTap()
        session.swipeRight(2)
        #expect(voiceOver.focusedDescription == "Delete, Button")
        #expect(voiceOver.doubleTap() == "Photo deleted")
        #expect(screen.photoDeleted)
    }

    /// Listing 6-18: "4 stars. No. 1. 12+. 14K ratings. Strategy. Age." without DetailView; each
    /// header with its detail with it.
    @Test(arguments: [
        (false, ["4 stars", "No. 1", "12+", "14K ratings", "Strategy", "Age"]),
        (true, ["4 stars", "14K ratings", "No. 1", "Strategy", "12+", "Age"]),
    ])
    func appStoreDetailOrder(usesDetailView: Bool, order: [String]) throws {
        let session = SampleSession()
        let id = usesDetailView ? "detail-view" : "detail-default-order"
        let screen = try session.show(id, as: AppStoreDetailViewController.self)
        #expect(session.transcript() == navigationBar(title: screen.title ?? "") + ["Mars Colony, Heading"] + order)
        #expect((screen.detailBar is DetailView) == usesDetailView)
    }

    /// "Accessible Slider", before: "Travelers: 0" then "0%, adjustable" ("百分之零，可调"); swipe up
    /// says "10%".
    @Test func travelersSliderBeforeTheFix() throws {
        let session = SampleSession()
        let screen = try session.show("travelers-before", as: MarsTripViewController.self)
        let voiceOver = session.voiceOver
        #expect(
            session.transcript() == navigationBar(title: "Travelers (before the fix)") + [
                "Mars: Olympus Mons, 7 days", "Travelers: 0", "0%, Adjustable, \(adjustHint)", "Book, Button",
            ])
        session.swipeRight(4)
        #expect(voiceOver.focusedElement === screen.travelersView.slider)
        #expect(voiceOver.swipeUp() == "10%")
        #expect(screen.travelersView.travelers == 1)
        #expect(screen.travelersView.travelersLabel.text == "Travelers: 1")
        #expect(session.notificationsReceived.isEmpty, "the plain view announces nothing")
    }

    /// "Accessible Slider", after, and listing 6-20: one adjustable element, whole travelers
    /// announced, and the "10 travelers" action.
    @Test func travelersSemanticView() throws {
        let session = SampleSession()
        let screen = try session.show("travelers", as: MarsTripViewController.self)
        let travelers = try #require(screen.travelersView as? TravelersView)
        let voiceOver = session.voiceOver
        #expect(
            session.transcript() == navigationBar(title: "Travelers (semantic view)") + [
                "Mars: Olympus Mons, 7 days", "Travelers, 0, Adjustable, \(adjustHint), Actions Available", "Book, Button",
            ])
        session.swipeRight(3)
        #expect(voiceOver.focusedElement === travelers)
        #expect(voiceOver.swipeUp() == "1")
        #expect(voiceOver.events.contains(.spoke("1", .announcement)), "sliderValueChanged announces the rounded value")
        #expect(voiceOver.swipeUp() == "2")
        #expect(voiceOver.swipeDown() == "1")
        #expect(travelers.travelersLabel.text == "Travelers: 1")
        #expect(session.appMethodsCalled == ["accessibilityIncrement", "accessibilityIncrement", "accessibilityDecrement"])
        #expect(session.notificationsReceived == [.announcement, .announcement, .announcement])

        #expect(voiceOver.rotateRotor(.counterclockwise) == "Actions")
        #expect(voiceOver.swipeDown() == "10 travelers")
        #expect(voiceOver.doubleTap() == "10")
        #expect(travelers.travelers == 10)
        #expect(travelers.travelersLabel.text == "Travelers: 10")
        session.swipeRight(1)
        voiceOver.doubleTap()
        #expect(screen.bookedTravelers == 10)
    }

    /// Listing 6-21: the old element loses focus before the new one gains it; the state follows.
    @Test func focusCallbacksChangeTheViewsState() throws {
        let session = SampleSession()
        let screen = try session.show("focus", as: FocusViewController.self)
        let (beach, mountains) = (screen.destinations[0], screen.destinations[1])
        session.swipeRight(2)
        #expect(beach.isShowingFocusHighlight)
        #expect(beach.accessibilityElementIsFocused())
        session.swipeRight(1)
        #expect(!beach.isShowingFocusHighlight)
        #expect(mountains.isShowingFocusHighlight)
        #expect(screen.focusLog == ["Beach became focused", "Beach lost focus", "Mountains became focused"])
        #expect(
            session.focusCallbacks.suffix(2) == [
                "accessibilityElementDidLoseFocus FocusHighlightView \"Beach\"",
                "accessibilityElementDidBecomeFocused FocusHighlightView \"Mountains\"",
            ])
        session.voiceOver.escape()
        #expect(!mountains.isShowingFocusHighlight, "leaving the screen takes the cursor away")
    }

    /// "基本框架" and listing 6-22: one frame over the rating and its count, the activation point
    /// on the button, and a grown frame for the small info button.
    @Test func semanticFramesAndActivationPoint() throws {
        let session = SampleSession()
        let screen = try session.show("semantic-frames", as: SemanticFrameViewController.self)
        let voiceOver = session.voiceOver
        #expect(session.transcript() == navigationBar(title: "Semantic frames") + ["4 stars from 1K ratings, Button", "More Info, Button"])
        // The view starts 44 points down the screen, under the navigation bar.
        #expect(screen.rating.accessibilityFrame == CGRect(x: 16, y: 60, width: 160, height: 98))
        #expect(screen.rating.accessibilityActivationPoint == CGPoint(x: 96, y: 82))
        #expect(screen.myView.accessibilityFrame == CGRect(x: 290, y: 234, width: 44, height: 44))

        session.swipeRight(2)
        voiceOver.doubleTap()
        #expect(screen.ratingTaps == 1)
        #expect(voiceOver.events.contains(.tapSynthesized(at: CGPoint(x: 96, y: 82), hitView: screen.rating)))
        // Without the activation point the tap would land between the two, on nothing.
        #expect(session.window.hitTest(CGPoint(x: 96, y: 109), with: nil) === screen.view)

        #expect(voiceOver.touch(at: CGPoint(x: 120, y: 140)) == "4 stars from 1K ratings, Button", "touching the count finds the rating")
        #expect(voiceOver.touch(at: CGPoint(x: 292, y: 236)) == "More Info, Button")
        voiceOver.doubleTap()
        #expect(screen.infoTaps == 1)
    }

    /// "Twitter 示例": one element per post, its buttons hidden, their work as custom actions.
    @Test func semanticCellOffersItsButtonsAsActions() throws {
        let session = SampleSession()
        let screen = try session.show("semantic-cell", as: TimelineViewController.self)
        let voiceOver = session.voiceOver
        #expect(
            session.transcript() == navigationBar(title: "Semantic cell") + [
                "Accessibility London. Our next meetup is on Thursday: semantic views in UIKit and SwiftUI., Actions Available",
                "Rob Whitaker. The accessibility chapter is finished., Actions Available",
            ])
        session.swipeRight(2)
        let cell = try #require(voiceOver.focusedElement as? SemanticCell)
        #expect([cell.comment, cell.like, cell.share, cell.avatar].allSatisfy { !$0.isAccessibilityElement })
        #expect(
            cell.accessibilityCustomActions?.map(\.name) == ["Comment, 3", "Like, 12", "Share, 2", "view Accessibility London profile"])
        var names: [String?] = []
        for _ in 0..<5 { names.append(voiceOver.swipeDown()) }
        #expect(names == ["Comment, 3", "Like, 12", "Share, 2", "view Accessibility London profile", "Activate"])
        #expect(voiceOver.swipeUp() == "view Accessibility London profile")
        voiceOver.doubleTap()
        #expect(voiceOver.swipeUp() == "Share, 2")
        #expect(voiceOver.swipeUp() == "Like, 12")
        voiceOver.doubleTap()
        #expect(screen.performedActions == ["view profile Accessibility London", "like Accessibility London"])
    }

    /// The timeline before the fix: the post's text, then each of its buttons.
    @Test func timelineBeforeTheFixReadsEveryButton() throws {
        let session = SampleSession()
        let screen = try session.show("timeline-before", as: TimelineViewController.self)
        let post = [
            "Accessibility London, @A11YLondon, Our next meetup is on Thursday: semantic views in UIKit and SwiftUI.",
            "Accessibility London profile, Button", "Comment, Button", "Like, Button", "Share, Button",
        ]
        let transcript = session.transcript()
        #expect(Array(transcript.dropFirst(2).prefix(5)) == post)
        #expect(transcript.count == 2 + 10, "five swipes per post")
        session.swipeRight(5)
        #expect(session.voiceOver.focusedDescription == "Like, Button")
        session.voiceOver.doubleTap()
        #expect(screen.performedActions == ["like Accessibility London"])
    }
}
