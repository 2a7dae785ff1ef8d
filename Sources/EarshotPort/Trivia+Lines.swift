import SwiftSyntax

extension TokenSyntax {
    /// Where the line break before this token begins, when the token is the first thing on its
    /// line (only spaces and tabs between that break and it); nil otherwise. Removing from there
    /// to the token's end removes the token's whole line, keeping the line above intact.
    var lineBreakBefore: Int? {
        var offset = position.utf8Offset
        var lastBreak: Int?
        var onlyBlanksSince = true
        for piece in leadingTrivia {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .newlines, .carriageReturns:
                lastBreak = offset + length - 1
                onlyBlanksSince = true
            case .carriageReturnLineFeeds:
                lastBreak = offset + length - 2
                onlyBlanksSince = true
            case .spaces, .tabs:
                break
            default:
                onlyBlanksSince = false
            }
            offset += length
        }
        return onlyBlanksSince ? lastBreak : nil
    }

    /// Whether this token starts a new line (a line break in its leading trivia).
    var startsLine: Bool {
        leadingTrivia.contains { piece in
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: true
            default: false
            }
        }
    }
}

extension SyntaxProtocol {
    /// The node's text range without its surrounding trivia.
    var trimmedRange: Range<Int> { positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset }

    /// The range that removes the node: its whole line(s) when it is alone on them, else the node
    /// and the spaces after it.
    var removalRange: Range<Int> {
        guard let first = firstToken(viewMode: .sourceAccurate), let last = lastToken(viewMode: .sourceAccurate) else {
            return trimmedRange
        }
        let next = last.nextToken(viewMode: .sourceAccurate)
        let aloneAfter = next.map { $0.startsLine || $0.tokenKind == .endOfFile } ?? true
        if let lineBreak = first.lineBreakBefore, aloneAfter {
            return lineBreak..<endPosition.utf8Offset
        }
        // The first line of the file: the line break after it goes instead.
        if aloneAfter, first.leadingTrivia.allSatisfy(\.isSpaceOrTab), let next {
            return positionAfterSkippingLeadingTrivia.utf8Offset..<next.endOfFirstLineBreak
        }
        return positionAfterSkippingLeadingTrivia.utf8Offset..<endPosition.utf8Offset
    }
}

extension TokenSyntax {
    /// Just after the first line break of the token's leading trivia (its position when the
    /// trivia does not start with one).
    var endOfFirstLineBreak: Int {
        switch leadingTrivia.first {
        case .newlines, .carriageReturns: position.utf8Offset + 1
        case .carriageReturnLineFeeds: position.utf8Offset + 2
        default: position.utf8Offset
        }
    }
}

extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: true
        default: false
        }
    }
}
