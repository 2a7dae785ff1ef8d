/// The parser of the visual format language (`NSLayoutConstraint.constraints(withVisualFormat:…)`),
/// following the grammar of the Auto Layout Guide, "Visual Format Language":
///
///     format      (H|V ':')? ('|' connection)? view (connection view)* (connection '|')?
///     view        '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection  nothing (flush) | '-' (standard spacing) | '-' predicates '-'
///     predicates  metric | number | '(' predicate (',' predicate)* ')'
///     predicate   ('==' | '<=' | '>=')? (metric | number | view name) ('@' (metric | number))?
///
/// A view name in a predicate is only allowed inside a view (equal widths: `[a(==b)]`). Standard
/// spacing is 8 points between views and 20 to the superview's edge. One pass over the
/// characters, no recursion; a mistake throws the place and the reason.
@MainActor
struct VisualFormat {
    /// A mistake in a format: where (a character offset) and why, and UIKit's message for it.
    struct Mistake: Error, Equatable {
        let position: Int
        let reason: String
        let format: String

        /// UIKit's message: the reason, the format, and a caret under the place.
        var message: String {
            let caret = String(repeating: " ", count: position) + "^"
            return "Unable to parse constraint format: \n\(reason) \n\(format) \n\(caret)"
        }
    }

    private struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority = UILayoutPriority.required
    }

    private let format: String
    private let characters: [Character]
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var position = 0

    /// The constraints `format` draws, or the first mistake in it.
    static func constraints(
        _ format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]
    ) throws(Mistake) -> [NSLayoutConstraint] {
        var parser = VisualFormat(format, options: options, metrics: metrics, views: views)
        return try parser.constraints()
    }

    private init(_ format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        // Spaces are allowed anywhere and mean nothing, as in UIKit.
        characters = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    private func mistake(_ reason: String, at place: Int? = nil) -> Mistake {
        Mistake(position: place ?? position, reason: reason, format: format)
    }

    // MARK: Reading characters

    private mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " { position += 1 }
    }

    private mutating func peek() -> Character? {
        skipSpaces()
        return position < characters.count ? characters[position] : nil
    }

    private mutating func take(_ character: Character) -> Bool {
        guard peek() == character else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ character: Character, _ reason: String) throws(Mistake) {
        guard take(character) else { throw mistake(reason) }
    }

    /// A C identifier, or nil when none starts here.
    private mutating func identifier() -> String? {
        guard let first = peek(), first == "_" || (first.isASCII && first.isLetter) else { return nil }
        var name = ""
        while position < characters.count {
            let character = characters[position]
            guard character == "_" || (character.isASCII && (character.isLetter || character.isNumber)) else { break }
            name.append(character)
            position += 1
        }
        return name
    }

    /// A number (an optional sign, digits, an optional fraction), or nil when none starts here.
    private mutating func number(signed: Bool) -> CGFloat? {
        guard let first = peek() else { return nil }
        let start = position
        var text = ""
        if signed, first == "-" || first == "+" {
            text.append(first)
            position += 1
        }
        while position < characters.count, characters[position].isASCII,
            characters[position].isNumber || characters[position] == "."
        {
            text.append(characters[position])
            position += 1
        }
        guard let value = Double(text), value.isFinite else {
            position = start
            return nil
        }
        return CGFloat(value)
    }

    /// A metric's value: a number in `metrics` under `name`.
    private func metric(_ name: String, at place: Int) throws(Mistake) -> CGFloat {
        guard let value = metrics[name] else { throw mistake("\(name) is not a key in the metrics dictionary.", at: place) }
        let number: Double? =
            switch value {
            case let value as CGFloat: Double(value)
            case let value as Double: value
            case let value as Float: Double(value)
            case let value as Int: Double(value)
            default: nil
            }
        guard let number, number.isFinite else {
            throw mistake("The metric \(name) is not a finite number.", at: place)
        }
        return CGFloat(number)
    }

    private func view(named name: String, at place: Int) throws(Mistake) -> UIView {
        guard let value = views[name] else { throw mistake("\(name) is not a key in the views dictionary.", at: place) }
        guard let view = value as? UIView else { throw mistake("\(name) in the views dictionary is not a view.", at: place) }
        return view
    }

    // MARK: The grammar

    /// A constant or metric, a priority, and (inside a view only) another view.
    private mutating func predicate(allowsView: Bool) throws(Mistake) -> Predicate {
        var predicate = Predicate()
        if take("=") {
            try expect("=", "Expected '==' for an equality.")
        } else if take("<") {
            try expect("=", "Expected '<=' for an upper bound.")
            predicate.relation = .lessThanOrEqual
        } else if take(">") {
            try expect("=", "Expected '>=' for a lower bound.")
            predicate.relation = .greaterThanOrEqual
        }
        let place = position
        if let value = number(signed: true) {
            predicate.constant = value
        } else if let name = identifier() {
            if metrics[name] == nil, allowsView, views[name] != nil {
                predicate.view = try view(named: name, at: place)
            } else {
                predicate.constant = try metric(name, at: place)
            }
        } else {
            throw mistake("Expected a number, a metric name\(allowsView ? " or a view name" : "") in a predicate.")
        }
        if take("@") {
            let place = position
            let value: CGFloat
            if let number = number(signed: false) {
                value = number
            } else if let name = identifier() {
                value = try metric(name, at: place)
            } else {
                throw mistake("Expected a number or a metric name for the priority after '@'.")
            }
            guard value >= 1, value <= 1000 else {
                throw mistake("A priority must be between 1 and 1000; this one is \(NSLayoutConstraint.number(value)).", at: place)
            }
            predicate.priority = UILayoutPriority(Float(value))
        }
        return predicate
    }

    /// `(predicate, predicate, …)`, the opening parenthesis taken.
    private mutating func predicateList(allowsView: Bool) throws(Mistake) -> [Predicate] {
        var list = [try predicate(allowsView: allowsView)]
        while take(",") { list.append(try predicate(allowsView: allowsView)) }
        try expect(")", "Expected ')' to end the list of predicates, or ',' before another.")
        return list
    }

    /// A connection's predicates after its '-': a simple one or a parenthesised list, and the
    /// closing '-'; nil for standard spacing (the '-' followed by a view or the superview).
    private mutating func spacingPredicates() throws(Mistake) -> [Predicate]? {
        guard let next = peek() else { throw mistake("Expected a view or '|' after '-'.") }
        if next == "[" || next == "|" { return nil }
        var list: [Predicate]
        if take("(") {
            list = try predicateList(allowsView: false)
        } else {
            let place = position
            if let value = number(signed: false) {
                list = [Predicate(constant: value)]
            } else if let name = identifier() {
                list = [Predicate(constant: try metric(name, at: place))]
            } else {
                throw mistake("Expected a number, a metric name or '(' for the spacing after '-'.")
            }
        }
        try expect("-", "Expected '-' after the spacing, before the next view or '|'.")
        return list
    }

    /// What sits between two items: nothing (flush), a '-' alone (standard spacing), or spacing
    /// predicates.
    private enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    private mutating func connection() throws(Mistake) -> Connection {
        guard take("-") else { return .flush }
        guard let predicates = try spacingPredicates() else { return .standard }
        return .predicates(predicates)
    }

    /// `[name(predicates)]`, the opening bracket taken.
    private mutating func viewItem() throws(Mistake) -> (UIView, [Predicate]) {
        let place = position
        guard let name = identifier() else { throw mistake("Expected a view name after '['.") }
        let view = try view(named: name, at: place)
        var predicates: [Predicate] = []
        if take("(") { predicates = try predicateList(allowsView: true) }
        try expect("]", "Expected ']' to end the view \(name).")
        return (view, predicates)
    }

    // MARK: Building the constraints

    /// The constraints the format draws.
    mutating func constraints() throws(Mistake) -> [NSLayoutConstraint] {
        var vertical = false
        if let first = peek(), first == "H" || first == "V" {
            let place = position
            position += 1
            guard take(":") else {
                throw mistake("Expected ':' after '\(first)' to specify \(first == "V" ? "vertical" : "horizontal") arrangement", at: place)
            }
            vertical = first == "V"
        }
        let direction = options.intersection(.directionMask)
        if vertical, !direction.isEmpty {
            throw mistake("A direction option applies only to a horizontal format.", at: 0)
        }
        if direction.rawValue == 3 << 16 { throw mistake("The options name two directions at once.", at: 0) }
        let axis = Axis(vertical: vertical, direction: direction, baselines: options.contains(.spacingBaselineToBaseline))
        if options.contains(.spacingBaselineToBaseline), !vertical {
            throw mistake("Baseline-to-baseline spacing applies only to a vertical format.", at: 0)
        }
        let alignment = try alignmentAttributes(vertical: vertical)

        var result: [NSLayoutConstraint] = []
        var leadingSuperview: (place: Int, connection: Connection)?
        if take("|") {
            leadingSuperview = (position - 1, try connection())
        }
        var previous: UIView?
        var pending: Connection?
        var laidOut: [UIView] = []
        while true {
            guard take("[") else {
                if let pending, previous != nil {
                    // A connection after the last view must end at the superview.
                    guard take("|") else { throw mistake("Expected '|' or a view after the connection.") }
                    guard let view = previous, let superview = view.superview else {
                        throw mistake(
                            "Unable to interpret '|' character, because the related view doesn't have a superview", at: position - 1)
                    }
                    result += axis.spacing(from: view, to: superview, pending, toSuperview: true, after: true)
                    break
                }
                if previous == nil {
                    throw mistake(peek() == nil ? "Expected a view" : "Expected '[' to begin a view")
                }
                break
            }
            let (view, predicates) = try viewItem()
            for predicate in predicates {
                let constraint =
                    if let other = predicate.view {
                        NSLayoutConstraint(
                            item: view, attribute: axis.size, relatedBy: predicate.relation, toItem: other,
                            attribute: axis.size, multiplier: 1, constant: predicate.constant)
                    } else {
                        NSLayoutConstraint(
                            item: view, attribute: axis.size, relatedBy: predicate.relation, toItem: nil,
                            attribute: .notAnAttribute, multiplier: 1, constant: predicate.constant)
                    }
                constraint.priority = predicate.priority
                result.append(constraint)
            }
            if let leading = leadingSuperview {
                guard let superview = view.superview else {
                    throw mistake("Unable to interpret '|' character, because the related view doesn't have a superview", at: leading.place)
                }
                result += axis.spacing(from: superview, to: view, leading.connection, toSuperview: true, after: false)
                leadingSuperview = nil
            }
            if let previous, let pending {
                result += axis.spacing(from: previous, to: view, pending, toSuperview: false, after: false)
            }
            laidOut.append(view)
            previous = view
            if peek() == nil { break }
            if take("|") {
                guard let superview = view.superview else {
                    throw mistake("Unable to interpret '|' character, because the related view doesn't have a superview", at: position - 1)
                }
                result += axis.spacing(from: view, to: superview, .flush, toSuperview: true, after: true)
                break
            }
            pending = try connection()
            if case .flush = pending!, peek() != "[" {
                throw mistake("Expected '-', '[' or '|' after the view.")
            }
        }
        if peek() != nil { throw mistake("Expected the end of the format after '|'.") }
        for attribute in alignment {
            for (first, next) in zip(laidOut, laidOut.dropFirst()) {
                result.append(
                    NSLayoutConstraint(
                        item: first, attribute: attribute, relatedBy: .equal, toItem: next, attribute: attribute,
                        multiplier: 1, constant: 0))
            }
        }
        return result
    }

    /// The attributes `alignAll…` options name; they must lie across the format's axis.
    private func alignmentAttributes(vertical: Bool) throws(Mistake) -> [NSLayoutConstraint.Attribute] {
        let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        var attributes: [NSLayoutConstraint.Attribute] = []
        for (option, attribute) in table where options.contains(option) {
            if (attribute.kind == .vertical) != vertical {
                attributes.append(attribute)
            } else {
                let edge = vertical ? "vertical" : "horizontal"
                throw mistake(
                    "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).",
                    at: 0)
            }
        }
        return attributes
    }

    /// The attributes one format's connections relate.
    @MainActor
    private struct Axis {
        /// The edge a connection leaves from (`[a]-` reads a's end) and the one it arrives at.
        let end: NSLayoutConstraint.Attribute
        let start: NSLayoutConstraint.Attribute
        /// A view's end when it meets the superview's end (`[a]-|`).
        let superviewEnd: NSLayoutConstraint.Attribute
        let superviewStart: NSLayoutConstraint.Attribute
        let size: NSLayoutConstraint.Attribute
        /// Right to left: the format's first view is the rightmost.
        let reversed: Bool

        init(vertical: Bool, direction: NSLayoutConstraint.FormatOptions, baselines: Bool) {
            reversed = direction == .directionRightToLeft
            if vertical {
                (end, start) = baselines ? (.lastBaseline, .firstBaseline) : (.bottom, .top)
                (superviewEnd, superviewStart, size) = (.bottom, .top, .height)
            } else if direction == .directionLeftToRight {
                (end, start, superviewEnd, superviewStart, size) = (.right, .left, .right, .left, .width)
            } else if reversed {
                (end, start, superviewEnd, superviewStart, size) = (.left, .right, .left, .right, .width)
            } else {
                (end, start, superviewEnd, superviewStart, size) = (.trailing, .leading, .trailing, .leading, .width)
            }
        }

        /// The constraints for `connection` from `before` to `after` (one of them the superview
        /// when `toSuperview`; `after` tells which): `after.start relation before.end + spacing`,
        /// or, right to left, `before.end relation after.start + spacing` so that the gap, not
        /// the coordinate, is what the predicate bounds.
        func spacing(
            from before: UIView, to later: UIView, _ connection: Connection, toSuperview: Bool, after superviewIsLater: Bool
        ) -> [NSLayoutConstraint] {
            let predicates: [Predicate]
            switch connection {
            case .flush: predicates = [Predicate()]
            case .standard:
                predicates = [
                    Predicate(
                        constant: toSuperview ? NSLayoutConstraint.standardSuperviewSpacing : NSLayoutConstraint.standardSiblingSpacing)
                ]
            case .predicates(let list): predicates = list
            }
            let beforeAttribute = toSuperview && !superviewIsLater ? superviewStart : end
            let laterAttribute = toSuperview && superviewIsLater ? superviewEnd : start
            return predicates.map { predicate in
                // The gap is the later item's start less the earlier one's end; right to left,
                // the earlier item's left less the later one's right.
                let (first, firstAttribute, second, secondAttribute) =
                    reversed ? (before, beforeAttribute, later, laterAttribute) : (later, laterAttribute, before, beforeAttribute)
                let constraint = NSLayoutConstraint(
                    item: first, attribute: firstAttribute, relatedBy: predicate.relation, toItem: second,
                    attribute: secondAttribute, multiplier: 1, constant: predicate.constant)
                constraint.priority = predicate.priority
                return constraint
            }
        }
    }
}
