/// What each `#Preview` declares a type conforming to (DeveloperToolsSupport's name): where the
/// preview is written and how to make it. `Previews.all` finds the conforming types in the
/// loaded code, so a preview needs no test of its own.
public protocol PreviewRegistry {
    /// The file, as `#fileID` spells it.
    static var fileID: String { get }
    /// The file's full path, as `#filePath` spells it.
    static var filePath: String { get }
    static var line: Int { get }
    static var column: Int { get }
    @MainActor static func makePreview() -> Preview
}
