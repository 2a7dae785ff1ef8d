import EarshotUIKit

/// Two switches, each with a wrapping label beside it, placed only with anchors and
/// `NSLayoutConstraint.activate` (no stack view): the layout of `ViewController` in the public
/// project Aw79/apple-radar (SwitchLabelIssue/SwitchLabelIssue/ViewController.swift). Its facts
/// carry over unchanged — a blue column 300 points wide (600 in a regular width), centred and
/// running from the safe area's top to its bottom; a switch at the column's top leading corner
/// with a label of Lorem ipsum wrapping from the switch's trailing edge to the column's; a second
/// switch 20 points below that label, with a short label beside it — written here in Earshot's
/// sources rather than copied. The original was filed with Apple as a rendering bug (the long
/// label drawn over the switch); the constraints put the label after the switch, which
/// is what Earshot lays out. Nothing in it is accessibility code: VoiceOver reads each switch and
/// then its label, as the constraints place them (Developing Accessible iOS Apps, chapter 6,
/// "Element Order"), and the auditor finds what the original leaves out (switches without a
/// label of their own, black text on the blue column). The column's width reads the size class
/// in `viewDidLoad`, before the view is on screen, as UIKit allows.
final class SwitchLabelsViewController: UIViewController {
    /// The two labels' texts, top to bottom, as the original shows them.
    nonisolated static let texts = [
        "Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor invidunt ut labore et dolore magna aliquyam erat, sed diam voluptua. At vero eos et accusam et justo duo dolores et ea rebum. Stet clita kasd gubergren, no sea takimata sanctus est Lorem ipsum dolor sit amet.",
        "Lorem ipsum",
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Switches and labels"
        view.backgroundColor = .white

        let column = UIView()
        column.backgroundColor = .blue
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            column.widthAnchor.constraint(equalToConstant: traitCollection.horizontalSizeClass == .compact ? 300 : 600),
            column.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            column.topAnchor.constraint(equalTo: safeArea.topAnchor),
            column.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
        ])

        // Each row hangs from the bottom of the label above it (the first from the column's top).
        var rowTop = (anchor: column.topAnchor, gap: CGFloat(0))
        for text in Self.texts {
            let toggle = UISwitch()
            toggle.translatesAutoresizingMaskIntoConstraints = false
            column.addSubview(toggle)
            let label = UILabel()
            label.text = text
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            column.addSubview(label)
            NSLayoutConstraint.activate([
                toggle.topAnchor.constraint(equalTo: rowTop.anchor, constant: rowTop.gap),
                toggle.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                label.topAnchor.constraint(equalTo: toggle.topAnchor),
                label.leadingAnchor.constraint(equalTo: toggle.trailingAnchor),
                label.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            ])
            rowTop = (label.bottomAnchor, 20)
        }
    }
}
