import EarshotUIKit
import Foundation

/// SwiftUI's `DatePicker`: its label, then UIKit's `UIDatePicker` wheels for the displayed
/// components — month, day and year for `.date`, hour, minute and AM/PM for `.hourAndMinute`,
/// both for both — each an adjustable element; swiping changes the bound date (clamped to the
/// range) and VoiceOver speaks the new row. Earshot draws only the wheel style, as its
/// UIDatePicker does (docs/swiftui.md), so only `.datePickerStyle(.wheel)` exists.
public struct DatePicker<Label: View> {
    let selection: Binding<Date>
    let range: (lower: Date?, upper: Date?)
    let components: DatePickerComponents
    let label: Label

    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        range = (nil, nil)
        components = displayedComponents
        self.label = label()
    }

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.range = (range.lowerBound, range.upperBound)
        components = displayedComponents
        self.label = label()
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.range = (range.lowerBound, nil)
        components = displayedComponents
        self.label = label()
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.range = (nil, range.upperBound)
        components = displayedComponents
        self.label = label()
    }

    public var body: Never { fatalError("DatePicker has no body") }
}

extension DatePicker where Label == Text {
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// Which parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// The wheel style, the one Earshot draws.
public struct WheelDatePickerStyle: Sendable {
    public init() {}
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

nonisolated extension View {
    /// The wheel style for date pickers inside: Earshot's only style, so it changes nothing drawn.
    public func datePickerStyle(_ style: WheelDatePickerStyle) -> some View { self }
}

extension DatePicker: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let stored = context.graph.representedView(at: context.path) {
            let picker = UIDatePicker(frame: .zero)
            let relay = ControlRelay<Date>()
            picker.addAction(
                UIAction { [weak picker, weak relay] _ in
                    if let picker, let relay { relay.send(picker.date) }
                }, for: .valueChanged)
            return RepresentedView(view: picker, coordinator: relay)
        }
        if let picker = stored.view as? UIDatePicker, let relay = stored.coordinator as? ControlRelay<Date> {
            picker.datePickerMode = components == .date ? .date : components == .hourAndMinute ? .time : .dateAndTime
            picker.minimumDate = range.lower
            picker.maximumDate = range.upper
            if picker.date != selection.wrappedValue { picker.date = selection.wrappedValue }
            picker.isEnabled = context.environment.isEnabled
            let binding = selection
            relay.update({ binding.wrappedValue = $0 }, graph: context.graph)
        }
        let wheels = ViewNode(
            path: context.path + "/wheels",
            layout: .leaf { proposal in
                CGSize(width: Layout.clean(proposal.width ?? 320), height: pickerWheelHeight)
            }, role: .uiKit(stored.view))
        return [
            ViewNode(
                path: context.path, layout: .stack(.vertical, spacing: defaultStackSpacing, alignment: .leading),
                children: context.resolve(label, id: "label") + [wheels])
        ]
    }
}
