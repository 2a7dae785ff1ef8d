import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

@MainActor
@Suite("VoiceOver gestures named on the command line")
struct SimulatorGestureArgumentTests {
    @Test(arguments: [
        ("right", VoiceOverGesture.swipeRight),
        ("next", .swipeRight),
        ("left", .swipeLeft),
        ("Previous", .swipeLeft),
        ("up", .swipeUp),
        ("down", .swipeDown),
        ("doubletap", .doubleTap),
        ("activate", .doubleTap),
        ("scrub", .twoFingerScrub),
        ("escape", .twoFingerScrub),
        ("magictap", .twoFingerDoubleTap),
        ("first", .fourFingerTap(.top)),
        ("last", .fourFingerTap(.bottom)),
        ("readall", .readAll),
        ("readfromhere", .readFromHere),
        ("pause", .twoFingerTap),
        ("status", .threeFingerTap),
        ("scroll-up", .threeFingerSwipe(.up)),
        ("scroll-down", .threeFingerSwipe(.down)),
        ("scroll-left", .threeFingerSwipe(.left)),
        ("scroll-right", .threeFingerSwipe(.right)),
        ("rotor-next", .rotateRotor(.clockwise)),
        ("rotor-previous", .rotateRotor(.counterclockwise)),
        ("touch:120,300", .touch(CGPoint(x: 120, y: 300))),
        ("touch: 12.5 , 7", .touch(CGPoint(x: 12.5, y: 7))),
    ])
    func argumentsNameGestures(_ argument: String, _ gesture: VoiceOverGesture) {
        #expect(VoiceOverGesture(argument: argument) == gesture)
        #expect(VoiceOverGesture(argument: gesture.argument) == gesture)
    }

    @Test(arguments: ["", "swipe", "touch:", "touch:1", "touch:1,2,3", "touch:a,b", "touch:nan,1", "rotor"])
    func otherArgumentsAreRejectedWithAReason(_ argument: String) {
        #expect(VoiceOverGesture(argument: argument) == nil)
        #expect(throws: VoiceOverGesture.ParseError.self) { try VoiceOverGesture(parsing: argument) }
        do {
            _ = try VoiceOverGesture(parsing: argument)
        } catch {
            #expect(error.description.hasPrefix("'\(argument)' is not a VoiceOver gesture: "))
        }
    }

    @Test func everyCanonicalNameParses() {
        for name in VoiceOverGesture.argumentNames where name != "touch:X,Y" {
            #expect(VoiceOverGesture(argument: name)?.argument == name)
        }
    }

    @Test func performRunsTheGesture() {
        let rows = elementRows(["One", "Two", "Three"])
        let screen = SimulatorScreen(rows)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.perform(.swipeRight) == "Two")
        #expect(voiceOver.perform(.fourFingerTap(.bottom)) == "Three")
        #expect(voiceOver.perform(.touch(CGPoint(x: 100, y: 70))) == "One")
        #expect(voiceOver.perform(.swipeLeft) == nil)
        #expect(voiceOver.focusedElement === rows[0])
    }
}
