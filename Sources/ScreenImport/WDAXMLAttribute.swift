/// One attribute of a start tag: where its name and its value (between the quotes, as written)
/// lie in the input.
struct WDAXMLAttribute: Hashable, Sendable {
    var name: Range<Int>
    var value: Range<Int>
    /// The value holds a reference or a tab, CR or LF, so it must be decoded
    /// (`WDAXMLScanner.value(of:)`) rather than read as written.
    var needsDecoding: Bool
}
