import EarshotUIKit
import Testing

/// A data source and delegate with a fixed list of rows.
@MainActor
private final class Rows: UITableViewDataSource, UITableViewDelegate {
    var titles: [[String]]
    var headers: [String?] = []
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var made = 0

    init(_ titles: [[String]]) { self.titles = titles }

    func numberOfSections(in tableView: UITableView) -> Int { titles.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles[section].count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headers.indices.contains(section) ? headers[section] : nil
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? {
                made += 1
                return UITableViewCell(style: .default, reuseIdentifier: "row")
            }()
        cell.textLabel?.text = titles[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { deselected.append(indexPath) }
}

@MainActor
@Suite("UITableView and UITableViewCell")
struct TableViewTests {
    @Test(
        arguments: [
            (UITableViewCell.CellStyle.default, "Wi-Fi", nil, "Wi-Fi"),
            (.subtitle, "Ana", "Online", "Ana, Online"),
            (.value1, "Keyboards", "3", "Keyboards, 3"),
            (.value2, "Phone", "555 0100", "Phone, 555 0100"),
            (.value1, "Keyboards", "", "Keyboards"),
            (.subtitle, nil, nil, nil),
        ] as [(UITableViewCell.CellStyle, String?, String?, String?)])
    func cellLabelJoinsItsTextLabels(style: UITableViewCell.CellStyle, text: String?, detail: String?, label: String?) {
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = text
        cell.detailTextLabel?.text = detail
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == label)
        #expect(cell.accessibilityElements == nil)
    }

    @Test func defaultStyleHasNoDetailLabel() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel != nil)
    }

    /// A cell whose content lists one of its ancestors (an `accessibilityElements` cycle) must not
    /// hang the cell's content scan: each object is scanned once.
    @Test func anAccessibilityElementsCycleInACellEnds() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row"
        let wrapper = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        cell.contentView.addSubview(wrapper)
        wrapper.accessibilityElements = [cell.contentView, cell]
        #expect(cell.accessibilityLabel == "Row")
        #expect(cell.isAccessibilityElement)
    }

    @Test func cellLabelIncludesLabelsTheAppAddedInSubviewOrder() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Kawhi Leonard"
        let team = UILabel(frame: CGRect(x: 0, y: 20, width: 100, height: 20))
        team.text = "Toronto Raptors"
        let hidden = UILabel(frame: .zero)
        hidden.text = "Secret"
        hidden.isHidden = true
        cell.contentView.addSubview(team)
        cell.contentView.addSubview(hidden)
        #expect(cell.accessibilityLabel == "Kawhi Leonard, Toronto Raptors")
    }

    @Test(
        arguments: [
            (UITableViewCell.AccessoryType.none, false, UIAccessibilityTraits.none),
            (.checkmark, false, .selected),
            (.disclosureIndicator, false, .none),
            (.none, true, .selected),
            (.disclosureIndicator, true, .selected),
        ] as [(UITableViewCell.AccessoryType, Bool, UIAccessibilityTraits)])
    func cellIsSelectedWhenSelectedOrCheckmarked(accessory: UITableViewCell.AccessoryType, selected: Bool, traits: UIAccessibilityTraits) {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row"
        cell.accessoryType = accessory
        cell.setSelected(selected, animated: false)
        #expect(cell.accessibilityTraits == traits)
        #expect(cell.isAccessibilityElement)
    }

    @Test func cellWithASwitchIsAContainerOfItsContentThenTheSwitch() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.textLabel?.text = "Auto-Correction"
        let toggle = UISwitch(frame: .zero)
        toggle.accessibilityLabel = "Auto-Correction"
        cell.accessoryView = toggle
        #expect(!cell.isAccessibilityElement)
        let elements = try #require(cell.accessibilityElements as? [NSObject])
        #expect(elements.count == 2)
        #expect(elements[0].accessibilityLabel == "Auto-Correction")
        #expect(elements[0].accessibilityFrame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(elements[1] === toggle)
        #expect(toggle.frame == CGRect(x: 323, y: 6.5, width: 51, height: 31))
        #expect(cell.accessibilityLabel == "Auto-Correction", "the switch lends no label; it is separate")
    }

    @Test func detailButtonAccessoryIsASeparateMoreInfoButton() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Home"
        cell.detailTextLabel?.text = "Wi-Fi"
        cell.accessoryType = .detailButton
        let elements = try #require(cell.accessibilityElements as? [NSObject])
        #expect(elements.map(\.accessibilityLabel) == ["Home, Wi-Fi", "More Info"])
        #expect(elements[1].accessibilityTraits == .button)
    }

    @Test func cellWhoseControlsAreHiddenFromAccessibilityIsALeafAgain() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Post"
        let like = UIButton(type: .system)
        like.setTitle("Like", for: .normal)
        like.frame = CGRect(x: 300, y: 0, width: 60, height: 44)  // a zero-size button is no element at all (the walk's filter)
        cell.contentView.addSubview(like)
        #expect(!cell.isAccessibilityElement)
        like.isAccessibilityElement = false
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Post")
    }

    @Test func cellWithOnlyAControlListsJustTheControl() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        cell.contentView.addSubview(slider)
        let elements = try #require(cell.accessibilityElements as? [NSObject])
        #expect(elements.count == 1)
        #expect(elements[0] === slider)
    }

    @Test func tableLaysOutEveryRowIncludingBelowTheFold() throws {
        let rows = Rows([(1...30).map { "Row \($0)" }])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
        table.dataSource = rows
        #expect(table.subviews.count == 30, "reading subviews loads the data, as VoiceOver's walk does")
        #expect(table.contentSize == CGSize(width: 390, height: 30 * 44))
        let last = try #require(table.cellForRow(at: IndexPath(row: 29, section: 0)))
        #expect(last.frame == CGRect(x: 0, y: 29 * 44, width: 390, height: 44))
        #expect(last.accessibilityLabel == "Row 30")
        #expect(table.visibleCells.count == 10)
        #expect(table.indexPath(for: last) == IndexPath(row: 29, section: 0))
    }

    @Test func sectionHeadersAreHeadings() throws {
        let rows = Rows([["A"], ["B", "C"]])
        rows.headers = ["First", nil]
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .grouped)
        table.dataSource = rows
        table.reloadData()
        let header = try #require(table.subviews.first as? UILabel)
        #expect(header.accessibilityLabel == "First")
        #expect(header.accessibilityTraits == [.staticText, .header])
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 28)
    }

    @Test func reloadReusesCells() {
        let rows = Rows([["A", "B"]])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440))
        table.dataSource = rows
        table.reloadData()
        rows.titles = [["C", "D", "E"]]
        table.reloadData()
        #expect(rows.made == 3)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.accessibilityLabel == "E")
    }

    @Test func scrollToMakeVisibleBringsARowBelowTheFoldOnScreen() throws {
        let screen = TestScreen()
        let rows = Rows([(1...30).map { "Row \($0)" }])
        let table = screen.add(UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 440)))
        table.dataSource = rows
        let cell = try #require(table.cellForRow(at: IndexPath(row: 20, section: 0)))
        #expect(cell.accessibilityFrame.minY == CGFloat(980))
        table.scrollToMakeVisible(cell)
        #expect(table.contentOffset.y == CGFloat(484), "the least scroll puts the row at the bottom")
        #expect(cell.accessibilityFrame.maxY == CGFloat(540))
        table.scrollToMakeVisible(screenRect: CGRect(x: 0, y: 56, width: 10, height: 10))
        #expect(table.contentOffset.y == CGFloat(440))
    }

    @Test func doubleTapOnACellSelectsItsRowAndTellsTheDelegate() throws {
        let screen = TestScreen()
        let rows = Rows([["A", "B", "C"]])
        let table = screen.add(UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440)))
        table.dataSource = rows
        table.delegate = rows
        let a = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let b = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        screen.doubleTap(a)
        #expect(rows.selected == [IndexPath(row: 0, section: 0)])
        #expect(a.accessibilityTraits == .selected)
        screen.doubleTap(b)
        #expect(rows.selected.last == IndexPath(row: 1, section: 0))
        #expect(rows.deselected == [IndexPath(row: 0, section: 0)])
        #expect(!a.isSelected)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func activatingTheContentElementOfAControlCellSelectsTheRow() throws {
        final class SwitchRows: UITableViewDataSource, UITableViewDelegate {
            var selected: [IndexPath] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Bluetooth"
                cell.accessoryView = UISwitch(frame: .zero)
                return cell
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let screen = TestScreen()
        let rows = SwitchRows()
        let table = screen.add(UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440)))
        table.dataSource = rows
        table.delegate = rows
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let elements = try #require(cell.accessibilityElements as? [NSObject])
        #expect(screen.doubleTap(elements[0]))
        #expect(rows.selected == [IndexPath(row: 0, section: 0)])
        let toggle = try #require(elements[1] as? UISwitch)
        screen.doubleTap(toggle)
        #expect(toggle.isOn)
        #expect(rows.selected.count == 1, "the switch's tap does not select the row")
    }
}
