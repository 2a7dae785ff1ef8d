/// A control for picking a date, a time or a duration with wheels (UIKit's `UIDatePicker`).
///
/// Accessibility: like a picker view, a container of adjustable wheels, left to right; each
/// wheel's value is its selected row and its context "i of n" over its rows. Swipe up / down moves
/// a wheel one row, changes `date` (clamped to `minimumDate`…`maximumDate`) and sends
/// `.valueChanged`. The wheels, in US English order and wording:
/// - `.date`: month ("June", 12 rows, looping), day ("5", the month's days, looping), year
///   ("2025", years 1…9999).
/// - `.time`: hour ("3 o'clock", 12 rows, looping), minute ("5 minutes", one row per
///   `minuteInterval`, looping), period ("AM" / "PM").
/// - `.dateAndTime`: the day ("Mon Jun 3", one row per day of the date's year), then the three
///   time wheels.
/// - `.countDownTimer`: hours ("1 hour", 0…23) and minutes ("5 minutes").
///
/// Simplified against UIKit: every style (`.compact`, `.inline`, `.automatic`) is shown as wheels;
/// the wording is always US English with a 12-hour clock whatever `locale` says ("o'clock" and
/// "minutes" are what VoiceOver is reported to speak on iOS time wheels [U]); the day wheel of
/// `.dateAndTime` covers one calendar year and says no "Today"; wheels share the width equally.
@preconcurrency @MainActor
open class UIDatePicker: UIControl, PickerWheelSource {
    /// What the picker picks (UIKit's raw values).
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
    }

    /// How the picker is drawn (UIKit's raw values); Earshot draws every style as wheels.
    public enum Style: Int, Sendable {
        case automatic = 0
        case wheels = 1
        case compact = 2
        case inline = 3
    }

    /// One wheel of the picker.
    private enum Wheel {
        case month, day, year, dayOfYear, hour, minute, period, durationHours, durationMinutes
    }

    /// What the picker picks (default `.dateAndTime`).
    open var datePickerMode: Mode = .dateAndTime { didSet { UIKitChanges.note() } }
    /// How the picker is drawn.
    open var preferredDatePickerStyle: Style = .automatic { didSet { UIKitChanges.note() } }
    /// The earliest date that can be picked.
    open var minimumDate: Date? {
        didSet {
            UIKitChanges.note()
            date = dateStorage
        }
    }
    /// The latest date that can be picked.
    open var maximumDate: Date? {
        didSet {
            UIKitChanges.note()
            date = dateStorage
        }
    }
    /// The locale (Earshot's wording is always US English; see the class comment).
    open var locale: Locale? { didSet { UIKitChanges.note() } }
    /// The time zone the wheels show; nil is the current one.
    open var timeZone: TimeZone? { didSet { UIKitChanges.note() } }
    /// The minutes between minute rows (1…30, dividing 60; default 1).
    open var minuteInterval = 1 {
        didSet {
            UIKitChanges.note()
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 }
        }
    }
    /// The duration of a `.countDownTimer` picker, in seconds (default 0).
    open var countDownDuration: TimeInterval = 0 { didSet { UIKitChanges.note() } }

    private var dateStorage = Date() { didSet { UIKitChanges.note() } }
    /// What `date` holds, whatever an app's override of its getter answers.
    package final var storedDate: Date { dateStorage }
    private var wheelElements: [PickerWheelElement] = [] { didSet { UIKitChanges.note() } }

    /// The date shown (default: now), clamped to the minimum and maximum dates.
    open var date: Date {
        get { dateStorage }
        set {
            var value = newValue
            if let minimumDate, value < minimumDate { value = minimumDate }
            if let maximumDate, value > maximumDate { value = maximumDate }
            dateStorage = value
        }
    }

    /// The Gregorian calendar in the picker's time zone.
    open var calendar: Calendar! {
        get {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone ?? .current
            return calendar
        }
        set { timeZone = newValue?.timeZone }
    }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Sets the date (clamped) without sending `.valueChanged`.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    // MARK: Wheels

    private var wheels: [Wheel] {
        switch datePickerMode {
        case .date: [.month, .day, .year]
        case .time: [.hour, .minute, .period]
        case .dateAndTime: [.dayOfYear, .hour, .minute, .period]
        case .countDownTimer: [.durationHours, .durationMinutes]
        }
    }

    private var parts: DateComponents {
        calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    }

    private func wheel(_ component: Int) -> Wheel? {
        let all = wheels
        return all.indices.contains(component) ? all[component] : nil
    }

    package func wheelRowCount(_ component: Int) -> Int {
        guard let wheel = wheel(component) else { return 0 }
        switch wheel {
        case .month, .hour: return 12
        case .day: return calendar.range(of: .day, in: .month, for: date)?.count ?? 31
        case .year: return 9999
        case .dayOfYear: return calendar.range(of: .day, in: .year, for: date)?.count ?? 365
        case .minute, .durationMinutes: return 60 / minuteInterval
        case .period: return 2
        case .durationHours: return 24
        }
    }

    package func wheelSelectedRow(_ component: Int) -> Int {
        guard let wheel = wheel(component) else { return -1 }
        let parts = parts
        switch wheel {
        case .month: return (parts.month ?? 1) - 1
        case .day: return (parts.day ?? 1) - 1
        case .year: return min(max((parts.year ?? 1) - 1, 0), 9998)
        case .dayOfYear: return (calendar.ordinality(of: .day, in: .year, for: date) ?? 1) - 1
        case .hour: return ((parts.hour ?? 0) + 11) % 12
        case .minute: return (parts.minute ?? 0) / minuteInterval
        case .period: return (parts.hour ?? 0) < 12 ? 0 : 1
        case .durationHours: return min(23, Int(saturating: countDownDuration) / 3600)
        case .durationMinutes: return (Int(saturating: countDownDuration) % 3600) / 60 / minuteInterval
        }
    }

    package func wheelTitle(row: Int, component: Int) -> String? {
        guard let wheel = wheel(component) else { return nil }
        switch wheel {
        case .month:
            let names = [
                "January", "February", "March", "April", "May", "June", "July", "August",
                "September", "October", "November", "December",
            ]
            return names.indices.contains(row) ? names[row] : nil
        case .day, .year: return "\(row + 1)"
        case .dayOfYear:
            guard let start = calendar.dateInterval(of: .year, for: date)?.start,
                let day = calendar.date(byAdding: .day, value: row, to: start)
            else { return nil }
            return dayTitle(day)
        case .hour: return "\(row + 1) o'clock"
        case .minute, .durationMinutes:
            let minutes = row * minuteInterval
            return minutes == 1 ? "1 minute" : "\(minutes) minutes"
        case .period: return row == 0 ? "AM" : "PM"
        case .durationHours: return row == 1 ? "1 hour" : "\(row) hours"
        }
    }

    /// "Mon Jun 3".
    private func dayTitle(_ day: Date) -> String {
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let parts = calendar.dateComponents([.weekday, .month, .day], from: day)
        return "\(weekdays[((parts.weekday ?? 1) - 1) % 7]) \(months[((parts.month ?? 1) - 1) % 12]) \(parts.day ?? 1)"
    }

    package func wheelLabel(_ component: Int) -> String? { nil }

    package func wheelWraps(_ component: Int) -> Bool {
        switch wheel(component) {
        case .month, .day, .hour, .minute, .durationMinutes: true
        default: false
        }
    }

    package func wheelRect(_ component: Int) -> CGRect {
        let count = wheels.count
        let width = bounds.width / CGFloat(count)
        return CGRect(x: bounds.minX + CGFloat(component) * width, y: bounds.minY, width: width, height: bounds.height)
    }

    /// Changes the date (or duration) so wheel `component` shows `row`, then sends `.valueChanged`
    /// when it changed.
    package func wheelUserSelect(row: Int, component: Int) {
        guard isEnabled, let wheel = wheel(component) else { return }
        if wheel == .durationHours || wheel == .durationMinutes {
            let old = countDownDuration
            let hours = wheel == .durationHours ? row : Int(saturating: countDownDuration) / 3600
            let minutes = wheel == .durationMinutes ? row * minuteInterval : (Int(saturating: countDownDuration) % 3600) / 60
            countDownDuration = TimeInterval(hours * 3600 + minutes * 60)
            if countDownDuration != old { sendActions(for: .valueChanged) }
            return
        }
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        var target: Date?
        switch wheel {
        case .month, .year:
            if wheel == .month { parts.month = row + 1 } else { parts.year = row + 1 }
            let day = parts.day ?? 1
            parts.day = 1
            if let first = calendar.date(from: parts), let days = calendar.range(of: .day, in: .month, for: first)?.count {
                parts.day = min(day, days)
            }
            target = calendar.date(from: parts)
        case .day:
            parts.day = row + 1
            target = calendar.date(from: parts)
        case .dayOfYear:
            let current = wheelSelectedRow(component)
            target = calendar.date(byAdding: .day, value: row - current, to: date)
        case .hour:
            let isPM = (parts.hour ?? 0) >= 12
            parts.hour = (row + 1) % 12 + (isPM ? 12 : 0)
            target = calendar.date(from: parts)
        case .minute:
            parts.minute = row * minuteInterval
            target = calendar.date(from: parts)
        case .period:
            parts.hour = (parts.hour ?? 0) % 12 + (row == 1 ? 12 : 0)
            target = calendar.date(from: parts)
        case .durationHours, .durationMinutes:
            target = nil
        }
        guard let target else { return }
        let old = dateStorage
        date = target
        if dateStorage != old { sendActions(for: .valueChanged) }
    }

    // MARK: UIAccessibility defaults for date pickers

    /// Not an element: a container of its wheels, unless the app says otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? false }
        set { accessibilityOverrides.isElement = newValue }
    }

    /// One adjustable element per wheel, left to right, unless the app set elements.
    open override var accessibilityElements: [Any]? {
        get {
            if let explicit = accessibilityElementStorage { return explicit }
            let count = wheels.count
            while wheelElements.count < count {
                wheelElements.append(PickerWheelElement(source: self, component: wheelElements.count))
            }
            return Array(wheelElements.prefix(count))
        }
        set {
            accessibilityElementStorage = newValue
            UIKitChanges.note()
        }
    }
}
