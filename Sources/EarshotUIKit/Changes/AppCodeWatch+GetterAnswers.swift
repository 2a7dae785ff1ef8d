extension AppCodeWatch {
    /// What the app's getters of properties Earshot stores answered a read, object by object
    /// (`ClassOverrides.OwnCode.storedPropertyGetters`), so a reader holding the tree can tell at
    /// each occasion whether they answer the same, and what a new answer makes stale
    /// (docs/architecture.md, "Keeping the tree").
    ///
    /// A getter may answer what is stored (an observer, `didSet`), or anything of the app's: a
    /// constant (the Accessibility Programming Guide for iOS's custom dialog answering
    /// `accessibilityViewIsModal` with `true`), or its model. Either way, what it answered the read
    /// is what the tree holds, so the same answer again keeps the tree.
    package struct GetterAnswers {
        /// One object's answers, in the order of its class's getters.
        fileprivate struct Record {
            let object: NSObject
            var answers: [Answer]
        }

        /// One getter's answer, and whether it was what UIKit stores.
        fileprivate struct Answer {
            let value: GetterValue
            let wasAsStored: Bool
        }

        fileprivate var records: [Record] = []

        /// Whether every getter answered what UIKit stores. Only then does a change noted under a
        /// view hidden as stored reach nothing the tree says (`AttributeChange.isOutOfTheWalk`):
        /// an app's `isHidden` may show what UIKit stores as hidden.
        package fileprivate(set) var allAnsweredAsStored = true

        /// Works `allAnsweredAsStored` out from the records, once they are all recorded or changed.
        fileprivate mutating func updateAllAnsweredAsStored() {
            allAnsweredAsStored = records.allSatisfy { $0.answers.allSatisfy(\.wasAsStored) }
        }

        /// No getters.
        package init() {}

        /// Whether no object's getters were asked.
        package var isEmpty: Bool { records.isEmpty }

        /// The objects whose getters were asked.
        var objects: [NSObject] { records.map(\.object) }
    }

    /// What each object's getters of the stored properties its class overrides answer now.
    /// The getters are app code: a caller keeping a tree on their answers checks that nothing
    /// changed while they ran.
    /// - Complexity: O(k · p), k the objects, p the properties each class overrides.
    package static func getterAnswers(of objects: [NSObject]) -> GetterAnswers {
        var answers = GetterAnswers()
        answers.records.reserveCapacity(objects.count)
        for object in objects {
            let getters = storedPropertyGetters(of: object)
            guard !getters.isEmpty else { continue }
            let record = GetterAnswers.Record(
                object: object,
                answers: getters.map { getter in
                    let (value, isAsStored) = getter.answer(object)
                    return GetterAnswers.Answer(value: value, wasAsStored: isAsStored)
                })
            answers.records.append(record)
        }
        answers.updateAllAnsweredAsStored()
        return answers
    }

    /// The getters of `recorded` asked again: the objects whose getters answer differently where
    /// a new answer changes only what their element says (a control's `isSelected` answered from
    /// the app's model), to be read again as if a setter had noted them, with the answers now.
    /// Nil when a getter answers differently where that can move, hide or reorder (an `isHidden`
    /// of the app's model): only a new read can tell. A new answer that is what UIKit stores, from
    /// a getter that answered what UIKit stored before, is the setter's, which noted its change.
    /// The getters are app code, as for `getterAnswers(of:)`.
    /// - Complexity: O(k · p), as `getterAnswers(of:)`; the records are copied only when an
    ///   answer changed.
    package static func changedGetterAnswers(_ recorded: GetterAnswers) -> (changed: [NSObject], now: GetterAnswers)? {
        var now = recorded
        var changed: [NSObject] = []
        var answersChanged = false
        for (index, record) in recorded.records.enumerated() {
            let getters = storedPropertyGetters(of: record.object)
            for (slot, (getter, old)) in zip(getters, record.answers).enumerated() {
                let (value, isAsStored) = getter.answer(record.object)
                if value == old.value { continue }
                if getter.reachesOnlyAttributes {
                    if changed.last !== record.object { changed.append(record.object) }
                } else if !(old.wasAsStored && isAsStored) {
                    return nil
                }
                now.records[index].answers[slot] = GetterAnswers.Answer(value: value, wasAsStored: isAsStored)
                answersChanged = true
            }
        }
        if answersChanged { now.updateAllAnsweredAsStored() }
        return (changed, now)
    }
}
