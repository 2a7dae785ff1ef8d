/// What one getter answered, in a form compared without casts: the getters are asked at every
/// gesture, and comparing answers of any type through `any Equatable` cost a metadata look-up and a
/// dynamic cast each.
enum GetterValue: Equatable {
    case flag(Bool)
    /// A number, or an enumeration's raw value.
    case number(Double)
    /// A rectangle; a point is its origin, a size its size.
    case rect(CGRect)
    case text(String?)
    /// An object compared by identity (an image), held so its identity cannot be reused.
    case object(AnyObject?)
    /// A font, compared as fonts are (name and size).
    case font(UIFont)

    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.flag(let a), .flag(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.rect(let a), .rect(let b)): a == b
        case (.text(let a), .text(let b)): a == b
        case (.object(let a), .object(let b)): a === b
        case (.font(let a), .font(let b)): a == b
        default: false
        }
    }
}

/// A getter's answer as a `GetterValue`.
protocol GetterValueConvertible: Equatable {
    var getterValue: GetterValue { get }
}

extension Bool: GetterValueConvertible { var getterValue: GetterValue { .flag(self) } }
extension CGFloat: GetterValueConvertible { var getterValue: GetterValue { .number(Double(self)) } }
extension Float: GetterValueConvertible { var getterValue: GetterValue { .number(Double(self)) } }
extension Double: GetterValueConvertible { var getterValue: GetterValue { .number(self) } }
extension Date: GetterValueConvertible { var getterValue: GetterValue { .number(timeIntervalSinceReferenceDate) } }
extension Int: GetterValueConvertible { var getterValue: GetterValue { .number(Double(self)) } }
extension CGRect: GetterValueConvertible { var getterValue: GetterValue { .rect(self) } }
extension CGPoint: GetterValueConvertible { var getterValue: GetterValue { .rect(CGRect(origin: self, size: .zero)) } }
extension CGSize: GetterValueConvertible { var getterValue: GetterValue { .rect(CGRect(origin: .zero, size: self)) } }
extension Optional: GetterValueConvertible where Wrapped == String { var getterValue: GetterValue { .text(self) } }
extension UIFont: GetterValueConvertible { var getterValue: GetterValue { .font(self) } }
extension UIAccessibilityContainerType: GetterValueConvertible { var getterValue: GetterValue { .number(Double(rawValue)) } }
extension UITableViewCell.AccessoryType: GetterValueConvertible { var getterValue: GetterValue { .number(Double(rawValue)) } }
extension UIAccessibilityNavigationStyle: GetterValueConvertible { var getterValue: GetterValue { .number(Double(rawValue)) } }
