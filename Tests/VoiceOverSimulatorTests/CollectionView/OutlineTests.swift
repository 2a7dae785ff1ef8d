import EarshotUIKit
import Testing
import VoiceOverSimulator

/// Outlines in a list (Apple's documentation of `NSDiffableDataSourceSectionSnapshot` and
/// `UICellAccessory.OutlineDisclosureOptions`): a section snapshot applied to a section shows its
/// root items and the children of expanded parents; a row with a header-style outline disclosure
/// expands or collapses when tapped, here by VoiceOver's double tap, and says "Collapsed" or
/// "Expanded" (docs/collection-view.md, "Outlines" [U]: the words of UIKit's outline rows).
@MainActor
@Suite("VoiceOver: outlines from section snapshots")
struct OutlineTests {
    /// A sidebar of two parents with children; `style` is the parents' disclosure style (raw value).
    private func sidebar(
        style: Int = 1, selected: @escaping (String) -> Void = { _ in }
    )
        -> (UICollectionViewDiffableDataSource<Int, String>, VoiceOver, SelectionRecorder)
    {
        let controller = UIViewController()
        let screen = SimulatorScreen()
        screen.window.rootViewController = controller
        let collectionView = UICollectionView(
            frame: controller.view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
        controller.view.addSubview(collectionView)
        let options = UICellAccessory.OutlineDisclosureOptions(style: .init(rawValue: style) ?? .header)
        let parents = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: options)]
        }
        let leaves = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, title in
            ["Forms", "Layouts"].contains(title)
                ? view.dequeueConfiguredReusableCell(using: parents, for: indexPath, item: title)
                : view.dequeueConfiguredReusableCell(using: leaves, for: indexPath, item: title)
        }
        let recorder = SelectionRecorder(dataSource: dataSource)
        collectionView.delegate = recorder
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Forms", "Layouts"])
        outline.append(["Text field", "Button"], to: "Forms")
        outline.append(["Grid"], to: "Layouts")
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        return (dataSource, screen.voiceOver(), recorder)
    }

    /// Records the items the delegate is told were selected.
    final class SelectionRecorder: NSObject, UICollectionViewDelegate {
        let dataSource: UICollectionViewDiffableDataSource<Int, String>
        var selected: [String] = []
        init(dataSource: UICollectionViewDiffableDataSource<Int, String>) { self.dataSource = dataSource }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(dataSource.itemIdentifier(for: indexPath) ?? "?")
        }
    }

    /// Collapsed parents show alone; a double tap on a header-style row expands it (its children
    /// follow it), a second collapses it; the rows are not selected.
    @Test func doubleTappingAHeaderRowExpandsAndCollapsesIt() {
        let (dataSource, voiceOver, recorder) = sidebar()
        #expect(voiceOver.transcript() == ["Forms, Collapsed", "Layouts, Collapsed"])
        #expect(voiceOver.lastSpoken == "Forms, Collapsed")
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Forms, Expanded", "Text field", "Button", "Layouts, Collapsed"])
        #expect(dataSource.snapshot(for: 0).isExpanded("Forms"))
        #expect(dataSource.snapshot().itemIdentifiers == ["Forms", "Text field", "Button", "Layouts"])
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Forms, Collapsed", "Layouts, Collapsed"])
        #expect(recorder.selected.isEmpty)
    }

    /// A cell-style row is selected by a tap, as any row; its expansion is the app's to change.
    @Test func aCellStyleRowIsSelectedByADoubleTap() {
        let (dataSource, voiceOver, recorder) = sidebar(style: 2)
        voiceOver.doubleTap()
        #expect(recorder.selected == ["Forms"])
        var outline = dataSource.snapshot(for: 0)
        outline.expand(["Layouts"])
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        #expect(voiceOver.transcript() == ["Selected, Forms, Collapsed", "Layouts, Expanded", "Grid"])
    }
}
