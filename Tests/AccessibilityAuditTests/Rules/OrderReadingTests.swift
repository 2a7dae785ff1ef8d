import EarshotUIKit
import Testing

@testable import AccessibilityAudit

@MainActor
@Suite("order.reading")
struct OrderReadingTests {
    /// Six stacked rows, listed bottom to top by an explicit accessibilityElements array.
    @Test func reversedExplicitOrder() {
        let rows = (0..<6).map { text("Row \($0)", frame: CGRect(x: 20, y: 100 + CGFloat($0) * 50, width: 300, height: 30)) }
        let container = group(CGRect(x: 0, y: 100, width: 390, height: 300), rows)
        container.accessibilityElements = rows.reversed()
        let findings = TestScreen().add(container).findings(OrderReading())
        #expect(findings.count == 1)
        #expect(findings.first?.needsReview == true)
        #expect(findings.first?.message.contains("tau -1.00") == true)
    }

    /// Developing Accessible iOS Apps, chapter 6: DetailView: three header/detail columns read column by column — grid aware.
    @Test func headerDetailColumns() {
        var views: [UIView] = []
        for column in 0..<3 {
            let x = 20 + CGFloat(column) * 120
            views.append(text("Header \(column)", frame: CGRect(x: x, y: 100, width: 100, height: 20)))
            views.append(text("Detail \(column)", frame: CGRect(x: x, y: 130, width: 100, height: 20)))
        }
        let container = group(CGRect(x: 0, y: 100, width: 390, height: 60), views)
        container.accessibilityElements = views
        #expect(TestScreen().add(container).findings(OrderReading()).isEmpty)
    }

    @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func naturalOrderInEitherDirection(_ direction: UIUserInterfaceLayoutDirection) {
        let screen = TestScreen()
        screen.direction = direction
        for row in 0..<3 {
            for column in 0..<3 {
                screen.add(
                    text(
                        "\(row)-\(column)", frame: CGRect(x: 20 + CGFloat(column) * 120, y: 100 + CGFloat(row) * 40, width: 100, height: 30)
                    ))
            }
        }
        #expect(screen.findings(OrderReading()).isEmpty)
    }

    /// An explicit left-to-right order on a right-to-left screen is backwards on every row.
    @Test func leftToRightOrderOnARightToLeftScreen() {
        let screen = TestScreen()
        screen.direction = .rightToLeft
        var views: [UIView] = []
        for column in 0..<5 {
            views.append(text("\(column)", frame: CGRect(x: 20 + CGFloat(column) * 70, y: 100, width: 60, height: 30)))
        }
        let row = group(CGRect(x: 0, y: 100, width: 390, height: 30), views)
        row.accessibilityElements = views
        screen.add(row)
        #expect(screen.findings(OrderReading()).first?.message.contains("right to left") == true)
    }

    @Test(arguments: [([0, 1, 2, 3], 1.0), ([3, 2, 1, 0], -1.0), ([1, 0, 2, 3], 2.0 / 3.0)])
    func kendallTau(_ ranks: [Int], _ expected: Double) {
        #expect(abs(OrderReading.kendallTau(ranks) - expected) < 1e-9)
    }
}
