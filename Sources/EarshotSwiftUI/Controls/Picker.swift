import EarshotUIKit

/// SwiftUI's `Picker`: one choice among its content's options, each identified by its `.tag` (or
/// its `ForEach` id). How VoiceOver hears it depends on `.pickerStyle` (docs/swiftui.md):
/// `.segmented` is UIKit's `UISegmentedControl` ("Red, Button, 1 of 3", the chosen one
/// "Selected"); `.wheel` is UIKit's `UIPickerView` (an adjustable wheel); `.menu` and `.automatic`
/// are one button, "Flavor, Chocolate, Button", whose double tap opens a menu of the options;
/// `.inline` shows every option as a button, the chosen one "Selected".
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// SwiftUI's first spelling, the label given as a view.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    public var body: Never { fatalError("Picker has no body") }
}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// One option of a picker: its words and the value it stands for.
@MainActor
struct PickerOption {
    let title: String
    let tag: AnyHashable?
    let path: String
}

/// The height of UIKit's segmented control.
let segmentedControlHeight: CGFloat = 32
/// The height of UIKit's picker view (wheel).
let pickerWheelHeight: CGFloat = 216

extension Picker: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let options = context.resolve(content, id: "options").map { node in
            PickerOption(
                title: HostedItem.items(for: node).flatMap(\.elements).compactMap(\.label).joined(separator: ", "),
                tag: node.tag, path: node.path)
        }
        let selected = options.firstIndex { $0.tag == AnyHashable(selection.wrappedValue) }
        if selected == nil, !options.isEmpty {
            SwiftUIWarnings.log(
                "Picker: the selection \"\(selection.wrappedValue)\" is invalid and does not have an associated tag, this will give undefined results."
            )
        }
        let binding = selection
        let choose: (Int) -> Void = { index in
            guard options.indices.contains(index) else { return }
            guard let value = options[index].tag?.base as? SelectionValue else {
                SwiftUIWarnings.log(
                    "Picker: the tag of \"\(options[index].title)\" is not a \(SelectionValue.self); the selection is unchanged.")
                return
            }
            binding.wrappedValue = value
        }
        let title = HostedItem.items(
            for: ViewNode(
                path: context.path + "/title", layout: .overlay(.center),
                children: context.resolve(label, id: "label"))
        )
        .flatMap(\.elements).compactMap(\.label).joined(separator: ", ")
        // Inside an open `Menu` an option is a menu item: choosing it closes the menu.
        let picker = PickerParts(
            options: options, selected: selected, title: title, choose: { index in context.closingMenu { choose(index) }() },
            context: context)
        return switch context.environment.pickerStyle {
        case .segmented: [picker.segmented()]
        case .wheel: [picker.wheel()]
        case .inline: picker.inline(label: context.resolve(label, id: "label"))
        // In a menu the automatic style shows the options in place (Controls/Menu.swift).
        case .automatic where context.environment.closeMenu != nil: picker.inline(label: context.resolve(label, id: "label"))
        case .automatic, .menu: [picker.menu(label: context.resolve(label, id: "label"))]
        }
    }
}

/// The views one picker becomes, by style.
@MainActor
struct PickerParts {
    let options: [PickerOption]
    let selected: Int?
    let title: String
    let choose: (Int) -> Void
    let context: ResolveContext

    /// UIKit's segmented control, full width; a segment's double tap selects its option.
    func segmented() -> ViewNode {
        let stored = context.graph.representedView(at: context.path) {
            let control = UISegmentedControl(frame: .zero)
            let relay = PickerRelay()
            control.addAction(
                UIAction { [weak control, weak relay] _ in
                    if let control, let relay { relay.send(control.selectedSegmentIndex) }
                }, for: .valueChanged)
            return RepresentedView(view: control, coordinator: relay)
        }
        if let control = stored.view as? UISegmentedControl {
            let titles = options.map(\.title)
            if (0..<control.numberOfSegments).map({ control.titleForSegment(at: $0) ?? "" }) != titles {
                control.removeAllSegments()
                for (index, title) in titles.enumerated() { control.insertSegment(withTitle: title, at: index, animated: false) }
            }
            control.selectedSegmentIndex = selected ?? UISegmentedControl.noSegment
            control.isEnabled = context.environment.isEnabled
            (stored.coordinator as? PickerRelay)?.update(choose, graph: context.graph)
        }
        return ViewNode(
            path: context.path,
            layout: .leaf { proposal in
                CGSize(width: Layout.clean(proposal.width ?? CGFloat(options.count) * 80), height: segmentedControlHeight)
            }, role: .uiKit(stored.view))
    }

    /// UIKit's picker view: one wheel named by the picker's label; swiping selects.
    func wheel() -> ViewNode {
        let stored = context.graph.representedView(at: context.path) {
            let wheel = UIPickerView(frame: .zero)
            let relay = PickerRelay()
            wheel.dataSource = relay
            wheel.delegate = relay
            return RepresentedView(view: wheel, coordinator: relay)
        }
        if let wheel = stored.view as? UIPickerView, let relay = stored.coordinator as? PickerRelay {
            relay.titles = options.map(\.title)
            relay.label = title
            relay.update(choose, graph: context.graph)
            wheel.isUserInteractionEnabled = context.environment.isEnabled
            if let selected { wheel.selectRow(selected, inComponent: 0, animated: false) }
        }
        return ViewNode(
            path: context.path,
            layout: .leaf { proposal in
                CGSize(width: Layout.clean(proposal.width ?? 320), height: pickerWheelHeight)
            }, role: .uiKit(stored.view))
    }

    /// The label, then each option as a button; the chosen one carries `selected` (its checkmark).
    func inline(label: [ViewNode]) -> [ViewNode] {
        let rows = options.enumerated().map { index, option in
            var traits: UIAccessibilityTraits = .button
            if index == selected { traits.insert(.selected) }
            let choose = choose
            return Text.node(
                option.title, path: option.path + "#inline", font: context.environment.font ?? .body,
                dynamicTypeSize: context.environment.dynamicTypeSize, traits: []
            )
            .withDefaults(context.control(ElementDefaults(label: option.title, traits: traits, activate: { choose(index) })))
        }
        return label + rows
    }

    /// One button: the label leading, the chosen option's title trailing. Its double tap opens the
    /// menu (a modal list of the options); choosing one closes it and VoiceOver returns here.
    func menu(label: [ViewNode]) -> ViewNode {
        let isOpen = context.graph.stateBox(at: context.path + ".menu", initial: false)
        let options = options
        let selected = selected
        let choose = choose
        let graph = context.graph
        if isOpen.value {
            graph.requestPresentation(
                PresentationRequest(key: context.path + "#menu") {
                    PickerMenuController(
                        titles: options.map(\.title), selected: selected,
                        choose: { index in
                            graph.batch {
                                isOpen.value = false
                                choose(index)
                            }
                        },
                        close: { graph.batch { isOpen.value = false } }
                    )
                })
        }
        let value = selected.map { options[$0].title }
        let shown = Text.node(
            value ?? "", path: context.path + "/value", font: context.environment.font ?? .body,
            dynamicTypeSize: context.environment.dynamicTypeSize)
        let defaults = context.control(
            ElementDefaults(
                label: title, value: value, traits: .button,
                activate: { isOpen.set(true) }))
        // `labelsHidden()` draws the chosen value alone; the title still names the button.
        let drawnLabel = context.styles.labelsHidden ? [] : label
        let children =
            drawnLabel + [ViewNode(path: context.path + "/spacer", layout: .spacer(minLength: defaultStackSpacing)), shown]
        return ViewNode(
            path: context.path, layout: .stack(.horizontal, spacing: defaultStackSpacing, alignment: .center),
            role: .element(defaults), children: children)
    }
}

extension ViewNode {
    /// The node as an element with `defaults` instead of its own.
    func withDefaults(_ defaults: ElementDefaults) -> ViewNode {
        role = .element(defaults)
        return self
    }
}

/// A hosted UIKit control's link to its SwiftUI binding: what the control sends goes to the
/// binding of the latest render, in one graph batch, so VoiceOver hears the re-render.
@MainActor
class ControlRelay<Value> {
    private var write: ((Value) -> Void)? { didSet { UIKitChanges.note() } }
    private weak var graph: ViewGraph? { didSet { UIKitChanges.note() } }

    func update(_ write: @escaping (Value) -> Void, graph: ViewGraph) {
        self.write = write
        self.graph = graph
    }

    func send(_ value: Value) {
        guard let write else { return }
        if let graph { graph.batch { write(value) } } else { write(value) }
    }
}

/// A picker's relay, also the data source and delegate of its wheel.
@MainActor
final class PickerRelay: ControlRelay<Int>, UIPickerViewDataSource, UIPickerViewDelegate {
    var titles: [String] = [] { didSet { UIKitChanges.note() } }
    var label = "" { didSet { UIKitChanges.note() } }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { titles.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        titles.indices.contains(row) ? titles[row] : nil
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { send(row) }
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        label.isEmpty ? nil : label
    }
}
