import EarshotSwiftUI
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

struct SizeAwareRow: View {
    @Environment(\.dynamicTypeSize) private var size
    @Environment(\.locale) private var locale
    var body: some View {
        Text(size.isAccessibilitySize ? "Stacked layout (\(locale.identifier))" : "Row layout (\(locale.identifier))")
    }
}

/// Dynamic Type in SwiftUI: text styles scale by the Human Interface Guidelines' Dynamic Type
/// tables (docs/layout.md); `@Environment(\.dynamicTypeSize)` and `\.locale` read the environment.
@Suite("SwiftUI Dynamic Type and locale")
@MainActor
struct DynamicTypeTests {
    @Test("Text styles grow with the Dynamic Type size; fixed sizes do not")
    func scaling() {
        func height(_ size: DynamicTypeSize, font: Font) -> CGFloat {
            HostedScreen { Text("Hello").font(font).dynamicTypeSize(size) }
                .voiceOver().focusedElement?.accessibilityFrame.height ?? 0
        }
        #expect(height(.accessibility5, font: .body) > 2 * height(.large, font: .body))
        #expect(height(.xSmall, font: .body) < height(.large, font: .body))
        #expect(height(.accessibility5, font: .system(size: 17)) == height(.large, font: .system(size: 17)))
    }

    @Test("@Environment reads the Dynamic Type size and the locale")
    func environment() {
        let screen = HostedScreen {
            VStack {
                SizeAwareRow()
                SizeAwareRow().dynamicTypeSize(.accessibility2).environment(\.locale, Locale(identifier: "de_DE"))
            }
        }
        #expect(screen.transcript() == ["Row layout (en_US)", "Stacked layout (de_DE)"])
    }
}
