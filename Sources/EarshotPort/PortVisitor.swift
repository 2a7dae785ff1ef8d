import SwiftSyntax

/// Walks a parsed file and records the porter's edits (docs/port.md lists each rewrite).
///
/// Every `visit` override lives here: Swift on Linux cannot override a method in an extension.
/// Only the branch of a resolved `#if` that an iPhone simulator compiles is walked, so nothing in
/// a dropped branch is rewritten or reported.
/// - Complexity: O(n) in the tree's nodes; SwiftSyntax's walk is recursive, its depth bounded by
///   SwiftParser's fixed nesting limit.
final class PortVisitor: SyntaxVisitor {
    let locations: SourceLocationConverter
    private(set) var edits: [SourceEdit] = []
    /// What was found and left as written.
    private(set) var notices: [PortChange] = []
    /// The enclosing type declarations' names, innermost last ("Outer.Inner" for a nested one).
    private var typeNames: [String] = []
    /// Each class declared in the taken code: where its closing brace is, and its line.
    private var classes: [String: (closingBrace: Int, line: Int)] = [:]
    /// Overrides declared in extensions, moved once every class is known.
    private var extensionOverrides: [(typeName: String, member: MemberBlockItemSyntax)] = []
    /// Whether the file imports Earshot (already, or once the first UIKit-family import becomes it).
    var importsEarshot: Bool
    /// The first Observation macro the file uses, and its line.
    var observationUse: (name: String, line: Int)?

    init(locations: SourceLocationConverter, importsEarshot: Bool) {
        self.locations = locations
        self.importsEarshot = importsEarshot
        super.init(viewMode: .sourceAccurate)
    }

    func line(of node: some SyntaxProtocol) -> Int {
        locations.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    func record(_ range: Range<Int>, _ pieces: [SourceEdit.Piece], at node: some SyntaxProtocol, _ message: String?) {
        edits.append(SourceEdit(range: range, pieces: pieces, change: message.map { PortChange(line: line(of: node), message: $0) }))
    }

    func notice(at node: some SyntaxProtocol, _ message: String) {
        notices.append(PortChange(line: line(of: node), message: message))
    }

    // MARK: Types (for selectors and moved overrides)

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = qualified(node.name.text)
        classes[name] = (node.memberBlock.rightBrace.position.utf8Offset, line(of: node))
        typeNames.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        for member in node.memberBlock.members where member.decl.isOverride {
            extensionOverrides.append((name, member))
        }
        typeNames.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

    private func push(_ name: String) -> SyntaxVisitorContinueKind {
        typeNames.append(qualified(name))
        return .visitChildren
    }

    private func qualified(_ name: String) -> String {
        typeNames.last.map { "\($0).\(name)" } ?? name
    }

    /// The innermost enclosing type's name, for a selector written inside it.
    var enclosingTypeName: String? { typeNames.last }

    // MARK: Rewrites

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let taken = resolve(node) else { return .visitChildren }
        if case .some(let clause) = taken, let elements = clause.elements { walk(elements) }
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        rewriteImport(node)
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        dropAttribute(node)
        noteObservationUse(node)
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        dropDynamic(node)
        dropConvenienceOnValueTypes(node)
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        rewriteSelector(node)
        rewriteKeyPath(node)
        return .visitChildren
    }

    /// Moves the overrides found in extensions and adds the import Observation needs; call after
    /// walking the whole file.
    func finish(_ tree: SourceFileSyntax) {
        for (typeName, member) in extensionOverrides {
            moveOverride(member, into: typeName, classes[typeName])
        }
        addObservationImport(in: tree)
    }
}

extension DeclSyntax {
    /// Whether the declaration overrides a superclass member.
    var isOverride: Bool {
        let modifiers =
            self.as(FunctionDeclSyntax.self)?.modifiers ?? self.as(VariableDeclSyntax.self)?.modifiers
            ?? self.as(InitializerDeclSyntax.self)?.modifiers ?? self.as(SubscriptDeclSyntax.self)?.modifiers
        return modifiers?.contains { $0.name.tokenKind == .keyword(.override) } ?? false
    }
}
