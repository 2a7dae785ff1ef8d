import EarshotUIKit

/// One preview: what `#Preview` declares or a `PreviewProvider`'s `previews` holds, with where
/// it is written, its name and traits. `Previews.all` lists every preview of the loaded code;
/// `EarshotTesting`'s `PreviewCheck` hosts, reads, audits and snapshots each.
public struct Preview {
    /// Where a preview is written.
    public enum Source: Hashable, Sendable {
        /// A `#Preview` macro at `fileID` (`Module/File.swift`), `line` and `column`; `filePath`
        /// is the file's full path, as the compiler saw it.
        case macro(fileID: String, filePath: String, line: Int, column: Int)
        /// The `index`th view (from 0) of a `PreviewProvider`'s `previews`, `type` the provider's
        /// full name (`Module.ContentView_Previews`): the runtime keeps no line for a type.
        case provider(type: String, index: Int)
    }

    /// What a preview shows.
    enum Content {
        case view(@MainActor () -> any View)
        /// A `#Preview` body: a SwiftUI view, a `UIView` or a `UIViewController`.
        case built(@MainActor () -> Any)
    }

    /// The name given to `#Preview("Name")` or with `.previewDisplayName(_:)`; nil when none.
    public let name: String?
    /// The traits given to `#Preview(traits:)`, in order.
    public let traits: [PreviewTrait<ViewTraits>]
    public let source: Source
    let content: Content

    /// What `#Preview` with `@Previewable` declarations expands to: a view holding them.
    public init<Body: View>(
        _ name: String? = nil, traits: [PreviewTrait<ViewTraits>] = [], fileID: String, filePath: String, line: Int, column: Int,
        @ViewBuilder view: @escaping @MainActor () -> Body
    ) {
        self.init(name, traits, .macro(fileID: fileID, filePath: filePath, line: line, column: column), .view { view() })
    }

    /// What `#Preview` expands to: the body makes a SwiftUI view, a `UIView` or a
    /// `UIViewController` (`show(in:)` tells them apart; anything else is an error there).
    public init<Body>(
        _ name: String? = nil, traits: [PreviewTrait<ViewTraits>] = [], fileID: String, filePath: String, line: Int, column: Int,
        @PreviewBuilder body: @escaping @MainActor () -> Body
    ) {
        self.init(name, traits, .macro(fileID: fileID, filePath: filePath, line: line, column: column), .built { body() })
    }

    init(_ name: String?, _ traits: [PreviewTrait<ViewTraits>], _ source: Source, _ content: Content) {
        self.name = name
        self.traits = traits
        self.source = source
        self.content = content
    }

    /// The module the preview is written in.
    public var module: String {
        switch source {
        case .macro(let fileID, _, _, _): String(fileID.prefix { $0 != "/" })
        case .provider(let type, _): String(type.prefix { $0 != "." })
        }
    }

    /// Where the preview is written, as a person reads it: `Module/File.swift:12`, or the
    /// provider's type and the view's index (`Module.ContentView_Previews[0]`).
    public var location: String {
        switch source {
        case .macro(let fileID, _, let line, _): "\(fileID):\(line)"
        case .provider(let type, let index): "\(type)[\(index)]"
        }
    }
}
