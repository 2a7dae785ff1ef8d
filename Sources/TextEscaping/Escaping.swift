/// The one home of the escapers that spell text for another format (markup, JSON, YAML) and of
/// the hexadecimal they name characters with. It depends on nothing, so every module that writes
/// or reads a format can use it, from the importers at the bottom to the report writers above.
package enum Escaping {
    /// The loop every escaper here shares: each scalar of `text` as `spelling` gives it, or as
    /// itself when that is nil, between two `delimiter`s (a literal's quotes).
    /// - Complexity: O(n) in the length of `text`.
    static func respelled(_ text: String, between delimiter: String = "", _ spelling: (Unicode.Scalar) -> String?) -> String {
        var result = delimiter
        result.reserveCapacity(text.utf8.count + 2 * delimiter.utf8.count)
        for scalar in text.unicodeScalars {
            if let spelled = spelling(scalar) {
                result += spelled
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + delimiter
    }
}
