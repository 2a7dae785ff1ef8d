import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// Rotation: the window's bounds swap, view controllers get `viewWillTransition(to:with:)`, the
/// traits change, a layout pass runs, and VoiceOver's cursor resets (View Controller Programming
/// Guide for iOS, "Accessibility from the View Controller's Perspective": "a device rotation
/// triggers a layout change, which resets the position of the VoiceOver cursor").
@Suite("Rotation")
@MainActor
struct RotationTests {
    @Test("Rotating resets the cursor to the first element and reads the new layout's order (the guide)")
    func rotationResetsTheCursor() {
        let grid = GridViewController()
        let screen = DeviceScreen(grid)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["Alpha", "Bravo", "Charlie", "Delta"])
        voiceOver.swipeRight()
        #expect(voiceOver.swipeRight() == "Charlie")

        #expect(voiceOver.rotate(to: .landscapeLeft) == "Alpha")
        #expect(voiceOver.focusedElement === grid.labels[0])
        // Two columns now: rows are read left to right.
        #expect(voiceOver.transcript() == ["Alpha", "Charlie", "Bravo", "Delta"])
        #expect(voiceOver.swipeRight() == "Charlie")
        #expect(voiceOver.events.contains(.notificationReceived(.layoutChanged)))

        #expect(voiceOver.rotate(to: .portrait) == "Alpha")
        #expect(voiceOver.swipeRight() == "Bravo")
    }

    @Test("A test turning the device itself resets the cursor of the VoiceOver on its window")
    func deviceLevelRotation() {
        let grid = GridViewController()
        let screen = DeviceScreen(grid)
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        voiceOver.clearLog()
        screen.window.device.rotate(to: .landscapeRight)
        #expect(voiceOver.spokenLog == ["Alpha"])
        #expect(voiceOver.focusedElement === grid.labels[0])
    }

    @Test("The window's bounds swap and the callbacks run in UIKit's order (UIViewController documentation)")
    func callbacksInOrder() {
        let grid = GridViewController()
        let screen = DeviceScreen(grid)
        grid.log.removeAll()
        screen.window.device.rotate(to: .landscapeLeft)
        #expect(screen.window.bounds.size == CGSize(width: 844, height: 390))
        #expect(grid.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(
            grid.log == [
                "will transition to 844×390 from 390×844",
                "traits regular → compact",
                "layout 844×390",
                "alongside at 844×390",
                "completion, cancelled: false",
            ])
        // Device landscape left is interface landscape right (UIInterfaceOrientation documentation).
        #expect(screen.window.device.interfaceOrientation == .landscapeRight)
    }

    @Test("Children and presented controllers are told of the transition by the default implementation")
    func forwarding() {
        let parent = UIViewController()
        let child = GridViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let screen = DeviceScreen(parent)
        let presented = GridViewController()
        parent.present(presented, animated: false)
        screen.window.device.rotate(to: .landscapeLeft)
        #expect(child.log.contains("will transition to 844×390 from 390×844"))
        #expect(presented.log.contains("will transition to 844×390 from 390×844"))
        #expect(presented.view.bounds.size == CGSize(width: 844, height: 390))
    }

    @Test("An orientation the controller does not support turns nothing, as in UIKit (supportedInterfaceOrientations)")
    func unsupportedOrientation() {
        let grid = PortraitGridViewController()
        let screen = DeviceScreen(grid)
        let voiceOver = screen.voiceOver()
        voiceOver.device.beginGeneratingDeviceOrientationNotifications()
        defer { voiceOver.device.endGeneratingDeviceOrientationNotifications() }
        #expect(voiceOver.swipeRight() == "Bravo")
        grid.log.removeAll()
        #expect(voiceOver.rotate(to: .landscapeLeft) == nil)
        #expect(voiceOver.focusedElement === grid.labels[1])
        #expect(screen.window.bounds.size == CGSize(width: 390, height: 844))
        #expect(grid.log.isEmpty)
        #expect(voiceOver.device.orientation == .landscapeLeft)
        #expect(voiceOver.device.interfaceOrientation == .portrait)
    }

    @Test(
        "Flat and unknown positions do not turn the interface (UIDeviceOrientation documentation)",
        arguments: [UIDeviceOrientation.faceUp, .faceDown, .unknown])
    func flatPositions(_ orientation: UIDeviceOrientation) {
        let grid = GridViewController()
        let screen = DeviceScreen(grid)
        let voiceOver = screen.voiceOver()
        voiceOver.rotate(to: .landscapeLeft)
        voiceOver.swipeRight()
        #expect(voiceOver.rotate(to: orientation) == nil)
        #expect(screen.window.bounds.size == CGSize(width: 844, height: 390))
        #expect(voiceOver.focusedElement === grid.labels[2])
        #expect(voiceOver.device.interfaceOrientation == .landscapeRight)
    }

    @Test("An iPhone with Face ID never turns upside down, even for a controller that allows it (UIKit documentation)")
    func upsideDown() {
        final class AllOrientations: GridViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
        }
        let notched = DeviceScreen(AllOrientations())
        notched.window.device.rotate(to: .portraitUpsideDown)
        #expect(notched.window.device.interfaceOrientation == .portrait)
        let homeButton = DeviceScreen(AllOrientations(), width: 375, height: 667)
        homeButton.window.device.rotate(to: .portraitUpsideDown)
        #expect(homeButton.window.device.interfaceOrientation == .portraitUpsideDown)
    }

    @Test("orientation is unknown until notifications are generated, which post on each turn (UIDevice documentation)")
    func orientationNotifications() {
        let screen = DeviceScreen(GridViewController())
        let device = screen.window.device
        let recorder = PostRecorder(UIDevice.orientationDidChangeNotification, object: device)
        defer { recorder.stop() }
        #expect(device.orientation == .unknown)
        device.rotate(to: .landscapeLeft)
        #expect(recorder.received.isEmpty)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .landscapeLeft)
        device.rotate(to: .faceUp)
        device.rotate(to: .faceUp)
        device.rotate(to: .portrait)
        #expect(recorder.received.count == 2)
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .unknown)
        #expect(device.isGeneratingDeviceOrientationNotifications == false)
    }

    @Test(
        "Size classes follow the Human Interface Guidelines' iPhone table (Layout, Device size classes)",
        arguments: [(375.0, 667.0, false), (390, 844, false), (402, 874, false), (414, 896, true), (430, 932, true)])
    func sizeClasses(_ width: Double, _ height: Double, _ regularWideInLandscape: Bool) {
        let grid = GridViewController()
        let screen = DeviceScreen(grid, width: width, height: height)
        #expect(grid.traitCollection.horizontalSizeClass == .compact)
        #expect(grid.traitCollection.verticalSizeClass == .regular)
        screen.window.device.rotate(to: .landscapeLeft)
        #expect(grid.traitCollection.horizontalSizeClass == (regularWideInLandscape ? .regular : .compact))
        #expect(grid.traitCollection.verticalSizeClass == .compact)
        #expect(grid.labels[3].traitCollection == grid.traitCollection)
        #expect(grid.traitCollection.displayScale == 3)
        #expect(grid.traitCollection.userInterfaceIdiom == .phone)
    }

    @Test(
        "Each window turns on its own device: tests in parallel never see each other's rotation",
        arguments: [UIDeviceOrientation.landscapeLeft, .landscapeRight, .portrait, .faceUp])
    func isolation(_ orientation: UIDeviceOrientation) async {
        let mine = DeviceScreen(GridViewController())
        let other = DeviceScreen(GridViewController())
        let voiceOver = mine.voiceOver()
        let otherVoiceOver = other.voiceOver()
        voiceOver.rotate(to: orientation)
        await Task.yield()
        #expect(other.window.bounds.size == CGSize(width: 390, height: 844))
        #expect(otherVoiceOver.device.interfaceOrientation == .portrait)
        #expect(voiceOver.perform { UIDevice.current } === voiceOver.device)
        #expect(otherVoiceOver.perform { UIDevice.current } === otherVoiceOver.device)
        #expect(voiceOver.device !== otherVoiceOver.device)
        let expected = orientation.isLandscape ? CGSize(width: 844, height: 390) : CGSize(width: 390, height: 844)
        #expect(mine.window.bounds.size == expected)
    }

    @Test("App code reads the device it runs on: UIDevice.current in viewWillTransition is the window's")
    func currentDeviceInCallbacks() {
        final class Reader: GridViewController {
            var seen: [UIDevice] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                seen.append(UIDevice.current)
            }
        }
        let reader = Reader()
        let screen = DeviceScreen(reader)
        screen.window.device.rotate(to: .landscapeLeft)
        #expect(reader.seen.count == 1 && reader.seen.first === screen.window.device)
    }
}
