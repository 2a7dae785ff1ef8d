/// A view whose content another view wraps without changing what the preview modifiers say.
@MainActor
protocol PreviewValuesWrapper {
    var wrappedContent: any View { get }
}

extension ModifiedView: PreviewValuesWrapper {
    var wrappedContent: any View { content }
}

extension AnyView: PreviewValuesWrapper {
    var wrappedContent: any View { content }
}

extension PreviewValuesView: PreviewValuesWrapper {
    var wrappedContent: any View { content }
}

extension PreviewValues {
    /// The preview modifiers' values on `view`, read down through modifiers from the outside; the
    /// outermost of each kind wins, as Xcode reads them.
    /// - Complexity: O(m), m the modifiers stacked on the view.
    @MainActor
    public static func of(_ view: any View) -> PreviewValues {
        var values = PreviewValues()
        var current: any View = view
        while let wrapper = current as? any PreviewValuesWrapper {
            (current as? any PreviewValuesApplying)?.apply(to: &values)
            current = wrapper.wrappedContent
        }
        return values
    }
}

/// A view that sets preview values.
@MainActor
protocol PreviewValuesApplying {
    func apply(to values: inout PreviewValues)
}

extension PreviewValuesView: PreviewValuesApplying {
    func apply(to values: inout PreviewValues) { apply(&values) }
}
