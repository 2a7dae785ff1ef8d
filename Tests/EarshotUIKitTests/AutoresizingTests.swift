import EarshotUIKit
import Testing

/// `autoresizingMask`: how a subview follows its superview's new size. Along each axis the change
/// is shared among the flexible parts in proportion to their sizes (View Programming Guide for
/// iOS, "Handling Layout Changes Automatically Using Autoresizing Rules": "the difference is
/// distributed proportionally among the flexible portions").
@MainActor
@Suite("Autoresizing masks")
struct AutoresizingTests {
    @Test(
        arguments: [
            (UIView.AutoresizingMask(), CGRect(x: 20, y: 40, width: 100, height: 50)),
            (UIView.AutoresizingMask([.flexibleWidth]), CGRect(x: 20, y: 40, width: 200, height: 50)),
            (UIView.AutoresizingMask([.flexibleLeftMargin]), CGRect(x: 120, y: 40, width: 100, height: 50)),
            (UIView.AutoresizingMask([.flexibleRightMargin]), CGRect(x: 20, y: 40, width: 100, height: 50)),
            // Margins 20 and 80 share 100 points 1 : 4.
            (UIView.AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]), CGRect(x: 40, y: 40, width: 100, height: 50)),
            // Margin 20 and width 100 share 100 points 1 : 5.
            (
                UIView.AutoresizingMask([.flexibleLeftMargin, .flexibleWidth]),
                CGRect(x: 20 + 100.0 / 6, y: 40, width: 100 + 500.0 / 6, height: 50)
            ),
            (
                UIView.AutoresizingMask([.flexibleHeight, .flexibleBottomMargin]),
                CGRect(x: 20, y: 40, width: 100, height: 50 + 100 * 50.0 / 60)
            ),
        ] as [(UIView.AutoresizingMask, CGRect)])
    func theChangeIsSharedAmongTheFlexibleParts(mask: UIView.AutoresizingMask, expected: CGRect) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 50))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 300, height: 200)
        #expect(abs(child.frame.minX - expected.minX) < 0.001 && abs(child.frame.width - expected.width) < 0.001)
        #expect(abs(child.frame.minY - expected.minY) < 0.001 && abs(child.frame.height - expected.height) < 0.001)
    }

    @Test func zeroMarginsShareEqually() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        parent.addSubview(child)
        parent.bounds.size.width = 140
        #expect(child.frame == CGRect(x: 20, y: 0, width: 100, height: 100))
    }

    @Test func resizingCascadesAndCanBeTurnedOff() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = UIView(frame: root.bounds)
        middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let leaf = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        leaf.autoresizingMask = [.flexibleWidth]
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.frame.size = CGSize(width: 200, height: 100)
        #expect(middle.frame.width == 200)
        #expect(leaf.frame.width == 180)
        middle.autoresizesSubviews = false
        root.frame.size = CGSize(width: 300, height: 100)
        #expect(middle.frame.width == 300)
        #expect(leaf.frame.width == 180)
    }

    @Test func viewsLaidOutByAutoLayoutAreLeftToIt() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.autoresizingMask = [.flexibleWidth]
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        parent.frame.size.width = 400
        #expect(child.frame.width == 50)
    }
}
