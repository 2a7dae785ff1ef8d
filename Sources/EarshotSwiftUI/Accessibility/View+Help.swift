import EarshotUIKit

/// SwiftUI's `help(_:)`: "Adding help to a view configures the view's accessibility hint"
/// (Apple's documentation of `help(_:)`; the help tag is macOS's and visionOS's). VoiceOver speaks
/// it after a pause, and of `.help` and `.accessibilityHint` the one applied last wins, as of two
/// hints (rjchatfield/AX's testAXHelp, testAXHintThenHelp and testAXHintBeforeHelp).
nonisolated extension View {
    public func help(_ text: Text) -> some View { accessibilityHint(text) }
    public func help(_ textKey: LocalizedStringKey) -> some View { help(Text(textKey)) }
    public func help<S: StringProtocol>(_ text: S) -> some View { help(Text(text)) }
}
