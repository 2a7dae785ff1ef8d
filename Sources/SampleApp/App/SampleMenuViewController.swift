import EarshotUIKit

/// The sample app's first screen: a table of its screens in sections (one per guide, and the
/// examples before their fixes); choosing a row pushes its screen. Section titles are headings,
/// so VoiceOver's Headings rotor jumps between guides.
public final class SampleMenuViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The section titles, in order, with their entries.
    public let sections: [(title: String, entries: [SampleScreenEntry])]
    private let clock: SampleClock
    public let tableView = UITableView(frame: .zero, style: .grouped)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A menu of `entries`, grouped by their `section` in order of first appearance.
    public init(entries: [SampleScreenEntry], clock: SampleClock) {
        var sections: [(title: String, entries: [SampleScreenEntry])] = []
        for entry in entries {
            if let index = sections.firstIndex(where: { $0.title == entry.section }) {
                sections[index].entries.append(entry)
            } else {
                sections.append((entry.section, [entry]))
            }
        }
        self.sections = sections
        self.clock = clock
        super.init()
        title = "Samples"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
    }

    /// The entry of the row at `indexPath`.
    public func entry(at indexPath: IndexPath) -> SampleScreenEntry {
        sections[indexPath.section].entries[indexPath.row]
    }

    public func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].entries.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "Screen")
            ?? UITableViewCell(style: .default, reuseIdentifier: "Screen")
        cell.textLabel?.text = entry(at: indexPath).title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// Choosing a row pushes its screen.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(entry(at: indexPath).makeViewController(clock), animated: true)
    }
}
