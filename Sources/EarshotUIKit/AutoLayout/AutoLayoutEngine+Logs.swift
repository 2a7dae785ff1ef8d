/// UIKit's console messages for constraints left out: refused ones and broken conflicts.
extension AutoLayoutEngine {
    func describe(_ record: Record, key: Key) -> String {
        if let constraint = record.constraint { return constraint.logDescription }
        let names = ["minX", "minY", "width", "height"]
        var text = ""
        for (variable, coefficient) in zip(record.spec.variables, record.spec.coefficients) where coefficient != 0 {
            let base = variable - variable % 4
            let item = NSLayoutConstraint.itemName(itemObjects[base]?.object)
            let term = "\(item).\(names[variable % 4])"
            let size = NSLayoutConstraint.number(CGFloat(abs(coefficient)))
            let scaled = abs(coefficient) == 1 ? term : "\(size) * \(term)"
            text += text.isEmpty ? (coefficient < 0 ? "-" : "") + scaled : (coefficient < 0 ? " - " : " + ") + scaled
        }
        let relation =
            switch record.spec.relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        let name = record.name.isEmpty ? "" : "'\(record.name)' "
        return "<NSLayoutConstraint \(name)\(text) \(relation) \(NSLayoutConstraint.number(CGFloat(-record.spec.constant)))   (active)>"
    }

    /// UIKit's message for a required constraint it had to break, listing the required
    /// constraints connected to it through shared variables (at most 24), oldest first.
    func logConflict(breaking key: Key) {
        guard let broken = records[key] else { return }
        var byVariable: [Int: [Key]] = [:]
        for (candidate, record) in records where record.handle != nil && record.spec.strength == .required {
            for variable in record.spec.variables { byVariable[variable, default: []].append(candidate) }
        }
        var seenVariables = Set(broken.spec.variables)
        var pending = broken.spec.variables
        var involved = Set<Key>()
        while let variable = pending.popLast(), involved.count < 24 {
            for candidate in byVariable[variable] ?? [] where involved.insert(candidate).inserted {
                for next in records[candidate]?.spec.variables ?? [] where seenVariables.insert(next).inserted {
                    pending.append(next)
                }
            }
        }
        let listed = (involved.compactMap { key in records[key].map { (key, $0) } } + [(key, broken)])
            .sorted { $0.1.order < $1.1.order }
            .map { "    \"\(describe($0.1, key: $0.0))\"" }
        AutoLayoutLog.write(
            """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(listed.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(describe(broken, key: key))
            """)
    }
}
