import Foundation

extension Text {
    /// A text showing `attributedContent`: VoiceOver reads its characters, and a run with a
    /// `link` makes the text a link whose double tap opens the first, as a Markdown link in a
    /// literal does (docs/swiftui.md, "Elements and modifiers"). Fonts, colours and other
    /// presentation attributes are kept by the app's value, not drawn.
    public nonisolated init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
        links = attributedContent.runs.compactMap(\.link)
    }
}
