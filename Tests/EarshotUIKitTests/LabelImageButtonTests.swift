import EarshotUIKit
import Testing

@MainActor
@Suite("UILabel, UIImageView, UIButton defaults")
struct LabelImageButtonTests {
    @Test func labelIsStaticTextNamedByItsText() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Travelers: 0"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Travelers: 0")
        #expect(label.accessibilityTraits == .staticText)
        #expect(!label.isUserInteractionEnabled)
        #expect(!label.accessibilityRespondsToUserInteraction)
    }

    @Test func labelOverridesWinAndNilRestoresTheDefault() {
        let label = UILabel(frame: .zero)
        label.text = "3"
        label.accessibilityLabel = "Three stars"
        label.accessibilityTraits = .header
        #expect(label.accessibilityLabel == "Three stars")
        #expect(label.accessibilityTraits == .header)
        label.accessibilityLabel = nil
        label.text = "4"
        #expect(label.accessibilityLabel == "4")
    }

    @Test func disabledLabelIsDimmed() {
        let label = UILabel(frame: .zero)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
    }

    @Test func fontFactories() {
        #expect(UIFont.systemFont(ofSize: 12).pointSize == 12)
        #expect(!UIFont.systemFont(ofSize: 12).isBold)
        #expect(UIFont.boldSystemFont(ofSize: 12).isBold)
        #expect(UIFont.preferredFont(forTextStyle: .headline).isBold)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        let label = UILabel(frame: .zero)
        label.font = nil
        #expect(label.font.pointSize == 17)
    }

    @Test func imageViewIsNotAnElementUntilMadeOneThenItIsAnImage() {
        // Recorded VoiceOver output: an asset image with no label speaks its asset name (docs/uikit.md).
        let image = UIImage(named: "mars")!
        #expect(image.accessibilityLabel == "mars")
        let view = UIImageView(image: image)
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityTraits == .image)
        #expect(view.accessibilityLabel == "mars")
        view.isAccessibilityElement = true
        image.accessibilityLabel = "Mars"
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityLabel == "Mars")
        #expect(UIImage(systemName: "plus")?.isSymbolImage == true)
    }

    @Test func buttonLabelIsItsTitleAndFollowsState() {
        let button = UIButton(type: .system)
        button.setTitle("Book", for: .normal)
        button.setTitle("Booked", for: .selected)
        #expect(button.accessibilityLabel == "Book")
        #expect(button.currentTitle == "Book")
        #expect(button.titleLabel?.text == "Book")
        button.isSelected = true
        #expect(button.accessibilityLabel == "Booked")
        #expect(button.titleLabel?.text == "Booked")
        #expect(button.title(for: .highlighted) == "Book")
    }

    @Test(arguments: [
        (UIButton.ButtonType.close, "Close"),
        (.detailDisclosure, "More Info"),
        (.infoLight, "More Info"),
        (.infoDark, "More Info"),
        (.contactAdd, "Add Contact"),
    ])
    func systemButtonTypesHaveBuiltInLabels(type: UIButton.ButtonType, label: String) {
        #expect(UIButton(type: type).accessibilityLabel == label)
    }

    @Test func imageOnlyButtonIsNamedByItsImage() {
        let button = UIButton(type: .custom)
        let image = UIImage(named: "eye24")!
        button.setImage(image, for: .normal)
        #expect(button.currentImage === image)
        // Recorded VoiceOver output: an image-only button speaks its asset image's name (docs/uikit.md).
        #expect(button.accessibilityLabel == "eye24")
        image.accessibilityLabel = "Show password"
        #expect(button.accessibilityLabel == "Show password")
        #expect(UIButton(type: .system).accessibilityLabel == nil)
    }

    @Test(
        arguments: [
            (true, false, .button),
            (false, false, [.button, .notEnabled]),
            (true, true, [.button, .selected]),
            (false, true, [.button, .notEnabled, .selected]),
        ] as [(Bool, Bool, UIAccessibilityTraits)])
    func buttonTraitsFollowState(enabled: Bool, selected: Bool, traits: UIAccessibilityTraits) {
        let button = UIButton(frame: .zero)
        button.isEnabled = enabled
        button.isSelected = selected
        #expect(button.accessibilityTraits == traits)
        #expect(button.isAccessibilityElement)
    }

    @Test func doubleTapOnAButtonSendsTouchUpInside() {
        let screen = TestScreen()
        let button = screen.add(UIButton(frame: CGRect(x: 20, y: 100, width: 120, height: 44)))
        button.setTitle("Book", for: .normal)
        let log = EventLog(button, [("up", .touchUpInside)])
        #expect(!screen.doubleTap(button))
        #expect(log.events == ["up"])
        button.isEnabled = false
        screen.doubleTap(button)
        #expect(log.events == ["up"])
    }
}
