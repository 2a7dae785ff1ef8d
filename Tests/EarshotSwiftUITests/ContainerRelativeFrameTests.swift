import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A view that says which appearance its environment has.
private struct SchemeName: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View { Text(colorScheme == .dark ? "Dark" : "Light") }
}

/// `containerRelativeFrame` and `preferredColorScheme`, as Moonshot (HackingWithSwift project 8)
/// uses them. Sources: Apple's documentation of `containerRelativeFrame(_:alignment:_:)` (the
/// container is the screen or the scroll view, less safe-area insets) and of
/// `containerRelativeFrame(_:count:span:spacing:alignment:)`, and of `preferredColorScheme(_:)`
/// (it sets the appearance of "the nearest enclosing presentation").
@Suite("SwiftUI container-relative frames and preferred colour schemes")
@MainActor
struct ContainerRelativeFrameTests {
    private static func barWidth(_ bar: some View) -> CGFloat {
        let voiceOver = HostedScreen {
            ScrollView {
                VStack { bar.frame(height: 20).accessibilityLabel("Bar") }.padding(40)
            }
        }.voiceOver()
        return voiceOver.focusedElement?.accessibilityFrame.width ?? 0
    }

    @Test("A fraction of the scroll view's width, whatever the padding between")
    func fractionOfScrollView() {
        #expect(Self.barWidth(Color.blue.containerRelativeFrame(.horizontal) { width, _ in width * 0.5 }) == 195)
        #expect(Self.barWidth(Color.blue.containerRelativeFrame(.horizontal)) == 390)
    }

    @Test("Columns: span 2 of 4 columns 10 pt apart is two columns and the spacing between")
    func columns() {
        #expect(Self.barWidth(Color.blue.containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 10)) == 190)
    }

    @Test("A preferred colour scheme reaches every view of the presentation")
    func preferredColorScheme() {
        let screen = HostedScreen {
            VStack {
                SchemeName()
                Text("Moonshot").preferredColorScheme(.dark)
            }
        }
        #expect(screen.transcript() == ["Dark", "Moonshot"])
        #expect(HostedScreen { SchemeName() }.transcript() == ["Light"])
    }
}
