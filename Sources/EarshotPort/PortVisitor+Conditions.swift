import SwiftSyntax

extension PortVisitor {
    /// Replaces an `#if` whose conditions are all platform conditions with the branch an iPhone
    /// simulator compiles, kept as written. Returns that branch (`.some(nil)`: none), or nil when
    /// a condition is not a platform condition: then the `#if` stays, and is reported.
    func resolve(_ node: IfConfigDeclSyntax) -> IfConfigClauseSyntax?? {
        let clauses = Array(node.clauses)
        var takenIndex: Int?
        for (index, clause) in clauses.enumerated() {
            guard let condition = clause.condition else {
                takenIndex = index
                break
            }
            switch PlatformCondition(condition) {
            case .known(true):
                takenIndex = index
            case .known(false):
                continue
            case .unknown:
                notice(
                    at: clause, "left as written: `\(clause.poundKeyword.text) \(condition.trimmedDescription)` is not a platform condition"
                )
                return nil
            }
            break
        }
        let first = node.clauses.first?.poundKeyword ?? node.poundEndif
        let start = first.lineBreakBefore ?? first.positionAfterSkippingLeadingTrivia.utf8Offset
        // An `#if` opening the file: the kept branch starts on its first line, not after a break.
        let atFileStart = first.lineBreakBefore == nil && first.leadingTrivia.allSatisfy(\.isSpaceOrTab)
        let range = start..<node.poundEndif.endPosition.utf8Offset
        let opening = "`#if \(clauses.first?.condition?.trimmedDescription ?? "")`"
        guard let takenIndex else {
            record(range, [], at: node, "resolved \(opening) as on an iPhone simulator: no branch is compiled, removed")
            return .some(nil)
        }
        let clause = clauses[takenIndex]
        var bodyStart = (clause.condition?.endPosition ?? clause.poundKeyword.endPosition).utf8Offset
        if atFileStart,
            let firstInBranch = (clause.condition?.lastToken(viewMode: .sourceAccurate) ?? clause.poundKeyword)
                .nextToken(viewMode: .sourceAccurate)
        {
            bodyStart = firstInBranch.endOfFirstLineBreak
        }
        let next = takenIndex + 1 < clauses.count ? clauses[takenIndex + 1].poundKeyword : node.poundEndif
        let bodyEnd = max(bodyStart, next.lineBreakBefore ?? next.positionAfterSkippingLeadingTrivia.utf8Offset)
        let branch = clause.condition.map { "`\(clause.poundKeyword.text) \($0.trimmedDescription)`" } ?? "`#else`"
        record(
            range, [.original(bodyStart..<bodyEnd)], at: node, "resolved \(opening) as on an iPhone simulator: kept the \(branch) branch")
        return .some(clause)
    }
}
