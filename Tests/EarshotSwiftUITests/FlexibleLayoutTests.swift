import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// Flexible frames, fixedSize, the safe area and right-to-left layout, checked through the
/// frames VoiceOver reads (accessibilityFrame) and the order it reads in. Sources: docs/layout.md
/// (Apple's documentation of `frame(minWidth:…)`, `fixedSize()`, `ignoresSafeArea` and
/// `LayoutDirection`; the safe-area insets from Apple's Human Interface Guidelines, Layout).
@Suite("SwiftUI flexible layout, safe area and right-to-left")
@MainActor
struct FlexibleLayoutTests {
    /// Every element's frame in reading order, by swiping from the first.
    static func frames(_ voiceOver: VoiceOver) -> [CGRect] {
        let count = voiceOver.transcript().count
        var frames = [voiceOver.focusedElement?.accessibilityFrame ?? .zero]
        for _ in 1..<max(count, 1) {
            voiceOver.swipeRight()
            frames.append(voiceOver.focusedElement?.accessibilityFrame ?? .zero)
        }
        return frames
    }

    /// Every element's frame by its description.
    static func framesByDescription(_ voiceOver: VoiceOver) -> [String: CGRect] {
        Dictionary(uniqueKeysWithValues: zip(voiceOver.transcript(), frames(voiceOver)))
    }

    @Test("maxWidth: .infinity on a button's label fills the width offered; minHeight keeps at least that height")
    func fillsWidth() {
        let voiceOver = HostedScreen {
            Button {
            } label: {
                Text("Continue").frame(maxWidth: .infinity, minHeight: 50)
            }
        }.voiceOver()
        let frame = voiceOver.focusedElement?.accessibilityFrame ?? .zero
        #expect(frame.width == 390)
        #expect(frame.height == 50)
    }

    @Test("A frame outside a Button leaves the button's own frame, as in SwiftUI (the frame is not the button)")
    func frameOutsideButton() {
        let voiceOver = HostedScreen {
            Button("Continue") {}.frame(maxWidth: .infinity)
        }.voiceOver()
        #expect((voiceOver.focusedElement?.accessibilityFrame.width ?? 0) < 390)
    }

    @Test("In an HStack a flexible frame takes the space the rigid views leave")
    func flexibleInStack() {
        let voiceOver = HostedScreen {
            HStack(spacing: 0) {
                Text("Name").frame(maxWidth: .infinity, alignment: .leading)
                Text("Edit")
            }
        }.voiceOver()
        let frames = Self.frames(voiceOver)
        #expect(frames.count == 2)
        #expect(frames[0].minX == 0)
        #expect(frames[1].maxX == 390)
        #expect(voiceOver.transcript() == ["Name", "Edit"])
    }

    @Test("maxWidth smaller than the text wraps it; contradictory bounds log SwiftUI's warning")
    func boundedWidth() {
        let voiceOver = HostedScreen {
            Text("A rather long sentence that needs several lines").frame(maxWidth: 100)
        }.voiceOver()
        let frame = voiceOver.focusedElement?.accessibilityFrame ?? .zero
        #expect(frame.width <= 100)
        #expect(frame.height > 40)
        _ = HostedScreen { Text("x").frame(minWidth: 200, maxWidth: 100) }.transcript()
        #expect(SwiftUIWarnings.logged.contains("Contradictory frame constraints specified."))
    }

    @Test("fixedSize keeps a text on one line at its ideal width, even when offered less")
    func fixedSize() {
        let wrapped =
            HostedScreen {
                Text("A rather long sentence that needs several lines").frame(width: 100)
            }.voiceOver().focusedElement?.accessibilityFrame ?? .zero
        let fixed =
            HostedScreen {
                Text("A rather long sentence that needs several lines").fixedSize().frame(width: 100)
            }.voiceOver().focusedElement?.accessibilityFrame ?? .zero
        #expect(fixed.width > 100)
        #expect(fixed.height < wrapped.height)
    }

    @Test("The root is laid out inside the safe area: below the 47 pt status bar, above the 34 pt home indicator")
    func safeArea() {
        let voiceOver = HostedScreen {
            VStack {
                Text("Top")
                Spacer()
                Text("Bottom")
            }
        }.voiceOver()
        let frames = Self.frames(voiceOver)
        #expect(frames.first?.minY == 47)
        #expect(abs((frames.last?.maxY ?? 0) - (844 - 34)) < 0.001)
    }

    @Test("ignoresSafeArea extends a view to the screen's edges")
    func ignoresSafeArea() {
        let voiceOver = HostedScreen {
            Color.blue.accessibilityLabel("Backdrop").ignoresSafeArea()
        }.voiceOver()
        #expect(voiceOver.focusedElement?.accessibilityFrame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("Right-to-left: an HStack runs from the right and VoiceOver reads it from the right")
    func rightToLeft() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let application = UIApplication()
        application.userInterfaceLayoutDirection = .rightToLeft
        application.addWindow(window)
        window.rootViewController = UIHostingController(
            rootView: HStack {
                Text("First")
                Text("Second")
            })
        let voiceOver = VoiceOver(window: window)
        let frames = Self.frames(voiceOver)
        #expect(voiceOver.transcript() == ["First", "Second"])
        #expect(frames.count == 2)
        #expect(frames[0].minX > frames[1].maxX)
    }

    @Test("A left-to-right island inside a right-to-left subtree flips back; .environment(\\.layoutDirection) mirrors its subtree")
    func environmentDirection() {
        let voiceOver = HostedScreen {
            VStack {
                HStack {
                    Text("A")
                    Text("B")
                }
                .environment(\.layoutDirection, .rightToLeft)
                HStack {
                    Text("C")
                    Text("D")
                }
            }
        }.voiceOver()
        let frames = Self.framesByDescription(voiceOver)
        #expect(frames.count == 4)
        #expect((frames["A"]?.minX ?? 0) > (frames["B"]?.minX ?? 0))
        #expect((frames["C"]?.minX ?? 0) < (frames["D"]?.minX ?? 0))
    }
}
