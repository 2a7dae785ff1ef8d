import EarshotUIKit

/// `.containerRelativeFrame`: a frame sized from the nearest container — on an iPhone the screen's
/// safe area, or the scroll view the view is in (Apple's documentation of
/// `containerRelativeFrame(_:alignment:_:)`: "the size of a container like the ones listed above
/// subtracting any safe area insets"). Across the axes not given, the view keeps its own size.
/// A scroll view's container size along its scrolling axis is the length it was offered when
/// measured [U: SwiftUI uses its visible length; the two differ only while a scroll view is
/// measured at several heights].
nonisolated extension View {
    /// The container's length in `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// The length `length` works out from the container's, per axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        // Handed to the main actor that lays the view out (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let length = length
        return layoutModifier("containerRelative") { .containerRelative(axes, alignment: alignment, length: length) }
    }

    /// `span` of `count` equal columns (or rows) of the container, `spacing` apart. A count or
    /// span below 1 counts as 1, and a SwiftUI warning is logged.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        layoutModifier("containerRelative") {
            // Logged as the view is laid out, as SwiftUI logs its layout warnings.
            if count < 1 || span < 1 {
                SwiftUIWarnings.log("containerRelativeFrame: count \(count) and span \(span) must be at least 1; 1 is used.")
            }
            let count = CGFloat(max(count, 1))
            let span = CGFloat(max(span, 1))
            return .containerRelative(axes, alignment: alignment) { length, _ in
                let column = (length - spacing * (count - 1)) / count
                return column * span + spacing * (span - 1)
            }
        }
    }
}
