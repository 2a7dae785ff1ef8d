import EarshotUIKit

/// VoiceOver's comparison of two sort keys, the top-left corners of accessibility frames (docs/voiceover-behaviour.md §2 (Reading order)).
///
/// Two keys are on the same row when their y values differ by less than the tolerance (8 pt on
/// phone, 13 pt on pad). Different rows read top to bottom; on one row, left-to-right layouts read
/// the smaller x first and right-to-left layouts the larger minX first. The relation is not
/// transitive (a slow staircase of keys each on the row of the next), so it is only ever used with
/// the stable sort in `StableSort.swift`, which makes the result depend on nothing but the keys and
/// their input order.
struct ReadingOrder: Sendable {
    /// Keys whose y values differ by less than this are on the same row.
    let rowTolerance: CGFloat
    let layoutDirection: UIUserInterfaceLayoutDirection

    init(idiom: UIUserInterfaceIdiom, layoutDirection: UIUserInterfaceLayoutDirection) {
        rowTolerance = Self.rowTolerance(for: idiom)
        self.layoutDirection = layoutDirection
    }

    /// 13 pt on pad, 8 pt on phone (and on an unspecified idiom, which iOS treats as phone).
    static func rowTolerance(for idiom: UIUserInterfaceIdiom) -> CGFloat {
        idiom == .pad ? 13 : 8
    }

    /// Whether `a` is read strictly before `b`.
    func precedes(_ a: CGPoint, _ b: CGPoint) -> Bool {
        if abs(a.y - b.y) >= rowTolerance { return a.y < b.y }
        switch layoutDirection {
        case .leftToRight: return a.x < b.x
        case .rightToLeft: return a.x > b.x
        }
    }

    /// As `precedes`, with nil (an empty group, which has no key) after every key.
    func precedes(_ a: CGPoint?, _ b: CGPoint?) -> Bool {
        guard let a else { return false }
        guard let b else { return true }
        return precedes(a, b)
    }
}
