import Testing

/// One rewrite the porter makes: the input, the expected output, and the changes it reports.
struct PortCase: CustomTestStringConvertible, Sendable {
    let name: String
    let before: String
    let after: String
    /// Each expected change as "line: message".
    let changes: [String]

    var testDescription: String { name }
}
