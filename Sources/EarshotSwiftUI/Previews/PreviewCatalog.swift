#if os(Linux)
/// Every preview of the loaded code, found without naming any: each `#Preview` declares a
/// `PreviewRegistry` type and each `PreviewProvider` is one, and the Swift runtime's conformance
/// records list both (`ConformanceRecords`). A test target links the code it tests, so its
/// previews are there.
@MainActor
public enum PreviewCatalog {
    /// The previews: `#Preview`s ordered by file and line, then each `PreviewProvider`'s views
    /// (every view at the top of `previews` is one, as Xcode shows them) ordered by type name.
    /// - Complexity: that of `ConformanceRecords.types`, plus each provider's `previews`.
    public static var all: [Preview] {
        let registries = ConformanceRecords.types(conformingTo: "PreviewRegistry", in: "EarshotSwiftUI")
            .compactMap { $0 as? any PreviewRegistry.Type }
            .sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
        let providers = ConformanceRecords.types(conformingTo: "PreviewProvider", in: "EarshotSwiftUI")
            .compactMap { $0 as? any PreviewProvider.Type }
            .sorted { String(reflecting: $0) < String(reflecting: $1) }
        return registries.map { $0.makePreview() } + providers.flatMap(previews(of:))
    }

    /// A provider's previews: one per view at the top of `previews` (through `Group`).
    private static func previews(of provider: any PreviewProvider.Type) -> [Preview] {
        let type = String(reflecting: provider)
        return topLevelViews(of: provider.previews).enumerated().map { index, view in
            Preview(PreviewValues.of(view).displayName, [], .provider(type: type, index: index), .view { view })
        }
    }

    /// The views at the top of `view`: a builder's several views, or a `Group`'s, or `view`.
    /// - Complexity: O(g + v), g the groups nested at the top and v the views; a work list.
    static func topLevelViews(of view: any View) -> [any View] {
        var result: [any View] = []
        var pending: [any View] = [view]
        while let next = pending.popLast() {
            if let parts = (next as? any ViewGroupParts)?.parts {
                pending.append(contentsOf: parts.reversed())
            } else {
                result.append(next)
            }
        }
        return result
    }
}

/// A view that is only several views side by side, as Xcode splits them into previews.
@MainActor
protocol ViewGroupParts {
    var parts: [any View] { get }
}

extension TupleView: ViewGroupParts {
    var parts: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}

extension Group: ViewGroupParts {
    var parts: [any View] { [content] }
}
#endif
