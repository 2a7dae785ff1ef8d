/// A value kept inside a minimum…maximum range, with UIKit's rules for sliders and steppers:
/// raising the minimum above the maximum raises the maximum too (and the reverse), the value is
/// clamped into the range, and a non-finite value becomes the minimum.
package struct BoundedValue<Number: BinaryFloatingPoint> {
    package private(set) var minimum: Number
    package private(set) var maximum: Number
    package private(set) var value: Number

    package init(minimum: Number, maximum: Number, value: Number) {
        self.minimum = minimum
        self.maximum = max(minimum, maximum)
        self.value = value
        self.value = clamped(value)
    }

    package mutating func setMinimum(_ newValue: Number) {
        minimum = newValue
        if maximum < newValue { maximum = newValue }
        value = clamped(value)
    }

    package mutating func setMaximum(_ newValue: Number) {
        maximum = newValue
        if minimum > newValue { minimum = newValue }
        value = clamped(value)
    }

    package mutating func setValue(_ newValue: Number) {
        value = clamped(newValue)
    }

    /// `number` moved into the range; the minimum when it is not finite.
    package func clamped(_ number: Number) -> Number {
        guard number.isFinite else { return minimum }
        return min(max(number, minimum), maximum)
    }
}
