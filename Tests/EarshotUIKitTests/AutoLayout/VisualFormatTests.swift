import Testing

@testable import EarshotUIKitCore

/// The visual format language, checked through the frames VoiceOver reads (`accessibilityFrame`)
/// and, for bad formats, the message logged in place of UIKit's exception. Sources: the Auto
/// Layout Guide, "Visual Format Language" (its examples, its grammar, standard spacing 8 points
/// between views and 20 to the superview, and its sample error "Expected ':' after 'V' to
/// specify vertical arrangement" with a caret under the place).
@MainActor
@Suite("Auto Layout visual format language")
struct VisualFormatTests {
    /// A 390-point-wide window with labels named `names`, constrained by `formats`.
    func layOut(
        _ formats: [String], names: [String] = ["a", "b", "c"], options: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any] = [:]
    ) -> [String: CGRect] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var views: [String: Any] = [:]
        for name in names {
            let label = UILabel()
            label.text = name.uppercased()
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
            views[name] = label
        }
        for format in formats {
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views))
        }
        window.layoutIfNeeded()
        return views.mapValues { ($0 as! UIView).accessibilityFrame }
    }

    /// The guide's examples, each with the frames it draws (labels "A", "B", "C": 12 points wide
    /// and 21 high in the text metrics).
    @Test(arguments: [
        // Standard space: 20 points to the superview, 8 between views.
        ("H:|-[a]-[b]", "a", CGRect(x: 20, y: 0, width: 12, height: 21)),
        ("H:|-[a]-[b]", "b", CGRect(x: 40, y: 0, width: 12, height: 21)),
        // Connection to superview, width constraint, flush views.
        ("H:|-50-[a(>=100)][b]", "b", CGRect(x: 150, y: 0, width: 12, height: 21)),
        ("H:|-50-[a]-50-|", "a", CGRect(x: 50, y: 0, width: 290, height: 21)),
        // Vertical layout with a metric and a priority that loses to the text's compression
        // resistance (750) at 20, but wins at 1000.
        ("V:|-top-[a]-10-[b(5@20)]", "b", CGRect(x: 0, y: 61, width: 12, height: 21)),
        ("V:|-top-[a]-10-[b(5@1000)]", "b", CGRect(x: 0, y: 61, width: 12, height: 5)),
        // Equal widths and several predicates: the labels hug their text, so they take the
        // narrowest width allowed.
        ("H:|[a(==b)]-(>=0)-[b(>=70,<=100)]|", "a", CGRect(x: 0, y: 0, width: 70, height: 21)),
        ("H:|[a(==b)]-(>=0)-[b(>=70,<=100)]|", "b", CGRect(x: 320, y: 0, width: 70, height: 21)),
    ])
    func examplesOfTheGuideDrawTheirFrames(format: String, name: String, frame: CGRect) {
        let frames = layOut([format, "V:|[c]"], metrics: ["top": 30])
        #expect(frames[name] == frame)
    }

    /// Alignment options align every view on the line; the direction options choose left to
    /// right, right to left or the layout direction.
    @Test func optionsAlignAndDirectTheLine() {
        let aligned = layOut(["H:|-[a]-[b]-[c]", "V:|-100-[a]"], options: .alignAllCenterY)
        #expect(aligned["b"]?.midY == aligned["a"]?.midY)
        #expect(aligned["c"]?.midY == aligned["a"]?.midY)
        let rightToLeft = layOut(["H:|-[a]-[b]"], options: .directionRightToLeft)
        #expect(rightToLeft["a"]?.maxX == 370)
        #expect(rightToLeft["b"]?.maxX == (rightToLeft["a"]?.minX ?? 0) - 8)
    }

    /// A bad format returns no constraint and logs UIKit's message: the reason, the format, and
    /// a caret under the character where parsing stopped. Never a crash.
    @Test(arguments: [
        ("V|[a]|", 0, "Expected ':' after 'V' to specify vertical arrangement"),
        ("H:|-[a", 6, "Expected ']' to end the view a."),
        ("H:|-[nobody]", 5, "nobody is not a key in the views dictionary."),
        ("H:|-gap-[a]", 4, "gap is not a key in the metrics dictionary."),
        ("H:[a]-(>=8@2000)-[b]", 11, "A priority must be between 1 and 1000; this one is 2000."),
        ("H:[a]-8[b]", 7, "Expected '-' after the spacing, before the next view or '|'."),
        ("H:[a(==)]", 7, "Expected a number, a metric name or a view name in a predicate."),
        ("", 0, "Expected a view"),
        ("H:[a]-[b]x", 9, "Expected '-', '[' or '|' after the view."),
        (
            "H:[a]-[b]", 0,
            "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
        ),
    ])
    func aBadFormatIsReportedWithItsPlaceAndReason(format: String, position: Int, reason: String) {
        let log = AutoLayoutLog.Recorder()
        let views: [String: Any] = ["a": UILabel(), "b": UILabel()]
        let options: NSLayoutConstraint.FormatOptions = reason.hasPrefix("Options") ? .alignAllLeading : []
        let constraints = AutoLayoutLog.$recorder.withValue(log) {
            NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: nil, views: views)
        }
        #expect(constraints.isEmpty)
        let caret = String(repeating: " ", count: position) + "^"
        #expect(log.messages == ["Unable to parse constraint format: \n\(reason) \n\(format) \n\(caret)"])
    }

    /// A view with no superview cannot be related to `|`.
    @Test func theSuperviewBarNeedsASuperview() {
        let log = AutoLayoutLog.Recorder()
        let constraints = AutoLayoutLog.$recorder.withValue(log) {
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]", options: [], metrics: nil, views: ["a": UILabel()])
        }
        #expect(constraints.isEmpty)
        #expect(
            log.messages.first?.contains("Unable to interpret '|' character, because the related view doesn't have a superview") == true)
    }
}
