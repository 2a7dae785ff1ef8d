import SwiftSyntax

extension PortVisitor {
    /// The modules whose names Earshot keeps: each import of one becomes `import Earshot`.
    static let earshotModules: Set<String> = ["UIKit", "SwiftUI", "Combine", "Observation", "CoreGraphics", "QuartzCore"]

    /// Turns the first import of a UIKit-family module into `import Earshot` and removes the
    /// others (one `import Earshot` serves them all); `import Foundation` stays.
    func rewriteImport(_ node: ImportDeclSyntax) {
        guard let module = node.path.first?.name.text, Self.earshotModules.contains(module) else { return }
        let written = "import \(node.importKindSpecifier.map { "\($0.text) " } ?? "")\(node.path.trimmedDescription)"
        if importsEarshot {
            record(node.removalRange, [], at: node, "removed `\(written)` (`import Earshot` provides it)")
        } else {
            importsEarshot = true
            let range =
                node.importKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<node.path.endPositionBeforeTrailingTrivia.utf8Offset
            record(range, [.text("import Earshot")], at: node, "`\(written)` → `import Earshot`")
        }
    }
}

extension SourceFileSyntax {
    /// Whether the file imports Earshot at its top level.
    var importsEarshot: Bool {
        statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "Earshot" }
    }
}
