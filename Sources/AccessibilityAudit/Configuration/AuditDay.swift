import Foundation

/// A calendar day (`2025-12-31`), for suppression expiry. Days, not instants: a suppression that
/// expires on a day still holds during that whole day, wherever the build runs.
public struct AuditDay: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`; nil when the text is not a real date in that form.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), day >= 1, day <= AuditDay.daysIn(month: month, year: year)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Today in UTC.
    public static func today(now: Date = Date()) -> AuditDay {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        return AuditDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    public var description: String {
        let month = month < 10 ? "0\(month)" : "\(month)"
        let day = day < 10 ? "0\(day)" : "\(day)"
        return "\(year)-\(month)-\(day)"
    }

    public static func < (lhs: AuditDay, rhs: AuditDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
