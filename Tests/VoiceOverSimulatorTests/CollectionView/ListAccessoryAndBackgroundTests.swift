import EarshotUIKit
import Testing
import VoiceOverSimulator

/// List cells with the app's own accessory views, background configurations and text properties,
/// and a collection view's background view, as VoiceOver reads them. Sources: Apple's
/// documentation of UICellAccessory.CustomViewConfiguration, UIBackgroundConfiguration,
/// UIListContentConfiguration.TextProperties and UICollectionView.backgroundView; a control in a
/// row keeps its own focus after the row's content (Developing Accessible iOS Apps, chapter 6,
/// "Semantic Cell"; docs/collection-view.md).
@MainActor
@Suite("VoiceOver: list accessories, backgrounds and a collection's background view")
struct ListAccessoryAndBackgroundTests {
    /// One list row, "Code review", with `configure` applied to its cell.
    private func row(_ configure: @escaping (UICollectionViewListCell) -> Void) -> (UICollectionView, VoiceOver) {
        let controller = UIViewController()
        let screen = SimulatorScreen()
        screen.window.rootViewController = controller
        let collectionView = UICollectionView(
            frame: controller.view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        controller.view.addSubview(collectionView)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            configure(cell)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, title in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Code review"])
        dataSource.apply(snapshot)
        return (collectionView, screen.voiceOver())
    }

    /// A button shown as a custom accessory (Apple's "Today" tutorial puts its done button there)
    /// is a control in the row: VoiceOver reads the row's text, then the button; at the leading
    /// edge it sits before the text.
    @Test(arguments: [true, false])
    func aCustomAccessoryButtonIsReadAfterTheRowsText(leading: Bool) {
        let button = UIButton(type: .system)
        button.accessibilityLabel = "Done"
        var tapped = 0
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        let (_, voiceOver) = row { cell in
            let placement: UICellAccessory.Placement = leading ? .leading(displayed: .always) : .trailing()
            cell.accessories = [.customView(configuration: .init(customView: button, placement: placement, tintColor: .systemGreen))]
        }
        #expect(voiceOver.transcript() == ["Code review", "Done, Button"])
        #expect(button.tintColor == .systemGreen)
        let text = button.superview?.subviews.first { $0 !== button && $0.frame.width > 100 }
        #expect(leading ? button.frame.maxX <= (text?.frame.minX ?? 0) : button.frame.minX >= (text?.frame.maxX ?? .infinity))
        _ = voiceOver.swipeRight()
        _ = voiceOver.doubleTap()
        #expect(tapped == 1)
    }

    /// A hidden custom accessory keeps its place and is not read; one shown only while editing
    /// is not there while the list is not editing.
    @Test func aHiddenOrEditingOnlyAccessoryIsNotRead() {
        let hidden = UIButton(type: .system)
        hidden.accessibilityLabel = "Hidden"
        let editing = UIButton(type: .system)
        editing.accessibilityLabel = "Delete"
        let (_, voiceOver) = row { cell in
            cell.accessories = [
                .customView(configuration: .init(customView: hidden, placement: .trailing(), isHidden: true)),
                .customView(configuration: .init(customView: editing, placement: .leading(displayed: .whenEditing))),
            ]
        }
        #expect(voiceOver.transcript() == ["Code review"])
    }

    /// A background configuration is drawn behind the content and says nothing: the grouped
    /// cell's colour is the secondary grouped background, and the row still reads its text.
    @Test func aBackgroundConfigurationIsBehindTheContentAndSilent() {
        var shown: UICollectionViewListCell?
        let (_, voiceOver) = row { cell in
            cell.backgroundConfiguration = .listGroupedCell()
            shown = cell
        }
        #expect(voiceOver.transcript() == ["Code review"])
        let background = shown?.subviews.first
        #expect(background?.backgroundColor == .secondarySystemGroupedBackground)
        #expect(background?.frame == shown?.bounds)
        shown?.backgroundConfiguration = nil
        #expect(shown?.subviews.first?.backgroundColor != .secondarySystemGroupedBackground)
    }

    /// The text properties the app sets are the label's: VoiceOver reads the same text, and the
    /// label shows the chosen font and colour.
    @Test func textPropertiesAreTheLabels() {
        var shown: UICollectionViewListCell?
        let (_, voiceOver) = row { cell in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = "Code review"
            content.secondaryText = "Today at 9:00"
            content.secondaryTextProperties.font = .preferredFont(forTextStyle: .caption1)
            content.textProperties.color = .systemRed
            cell.contentConfiguration = content
            shown = cell
        }
        #expect(voiceOver.transcript() == ["Code review, Today at 9:00"])
        let labels = (shown?.contentView.subviews.first?.subviews ?? []).compactMap { $0 as? UILabel }
        #expect(labels.first { $0.text == "Today at 9:00" }?.font == .preferredFont(forTextStyle: .caption1))
        #expect(labels.first { $0.text == "Code review" }?.textColor == .systemRed)
    }

    /// Apple's documentation, `backgroundView`: a view behind the cells filling the collection
    /// view, where apps show an empty list's message; VoiceOver reads it as any label.
    @Test func anEmptyCollectionsBackgroundViewIsRead() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 100, width: 390, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        let message = UILabel()
        message.text = "No reminders"
        collectionView.backgroundView = message
        let voiceOver = SimulatorScreen(collectionView).voiceOver()
        #expect(voiceOver.transcript() == ["No reminders"])
        #expect(message.frame == collectionView.bounds)
        collectionView.backgroundView = nil
        #expect(message.superview == nil)
    }
}
