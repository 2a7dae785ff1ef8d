import SwiftSyntax

extension PortVisitor {
    /// The Observation macros an app writes on its models. Apple's Foundation makes the
    /// Observation module visible to a file that imports only Foundation; Linux's Foundation does
    /// not, so such a file needs an import that brings Observation (`import Earshot` does).
    static let observationAttributes: Set<String> = ["Observable", "ObservationIgnored", "ObservationTracked"]

    /// Remembers the first Observation macro the file uses.
    func noteObservationUse(_ node: AttributeSyntax) {
        let name = node.attributeName.trimmedDescription
        guard observationUse == nil, Self.observationAttributes.contains(name) else { return }
        observationUse = (name, line(of: node))
    }

    /// Adds `import Earshot` to a file that uses an Observation macro and imports nothing that
    /// brings Observation: after its last top-level import, else before its first statement.
    /// A file that imports Earshot (or a UIKit-family module, which became it) is left alone, so
    /// porting the output again changes nothing.
    func addObservationImport(in tree: SourceFileSyntax) {
        guard let (name, line) = observationUse, !importsEarshot else { return }
        let lineBreak = tree.description.contains("\r\n") ? "\r\n" : "\n"
        let message =
            "added `import Earshot`: `@\(name)` (line \(line)) needs Observation, which Apple's Foundation "
            + "makes visible and Linux's does not"
        let imports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        if let last = imports.last {
            let end = last.endPositionBeforeTrailingTrivia.utf8Offset
            record(end..<end, [.text(lineBreak + "import Earshot")], at: last, message)
        } else if let first = tree.statements.first {
            let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
            record(start..<start, [.text("import Earshot" + lineBreak + lineBreak)], at: first, message)
        }
        importsEarshot = true
    }
}
