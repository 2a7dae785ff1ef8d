/// Whether the app's own code answered while the screen was read, so a reader cannot keep what it
/// read on the strength of `UIKitChanges` alone (docs/architecture.md, "Keeping the tree").
///
/// Earshot's classes answer from their stored properties, and every one of those notes its
/// changes. An app's class that overrides a getter or method a reader calls answers from its own
/// code (`override var accessibilityLabel { … }` reading a model Earshot never sees, an
/// `isHidden` of its own; `ClassOverrides` reads which), and so does one of Earshot's objects that
/// asks the app (a picker asks its data source and delegate for its rows). The walk and a cell's
/// content scan note what they read, through `AccessibilityFilter.isPruned`, which every object
/// they read passes first. The Auto Layout pass notes nothing: as in UIKit, it lays out again only
/// after a noted change (an app's own intrinsic size is invalidated by the app).
@MainActor
package enum AppCodeWatch {
    /// What app code answered during a read (`noting(_:)`).
    package struct Answers {
        /// Whether an object noted answers with app code beyond its element's own attributes, its
        /// container's children and its stored properties: only a new read can tell what it says.
        package var readAppCode = false
        /// The objects noted whose app code answers only their element's own attributes or their
        /// container's children, each once (a reader reads them again at every occasion).
        package var attributeAnswerers: [NSObject] = []
        /// What the getters of properties Earshot stores answered when the read ended, for the
        /// objects noted whose classes override them: a reader holding the tree asks them again
        /// (`changedGetterAnswers(_:)`) before it keeps the tree.
        package var getterAnswers = GetterAnswers()

        /// No app code.
        package init() {}
    }

    /// How many `noting` calls are under way: outside them nothing is noted, so nothing is kept
    /// (a filter run outside a read would otherwise hold its answerers for good).
    private static var scopes = 0
    /// What the current `noting` has noted so far, in three statics rather than one `Answers`:
    /// the walk asks `hasReadAppCode` of every object, and a static of plain values is read
    /// without a check that it was made.
    private static var hasReadAppCode = false
    private static var attributeAnswerers: [NSObject] = []
    private static var storedPropertyOverriders: [NSObject] = []
    /// The objects in each of the two lists above, each listed once.
    private static var notedIdentifiers = NotedIdentifiers()
    private struct NotedIdentifiers {
        var attributeAnswerers: Set<ObjectIdentifier> = []
        var storedPropertyOverriders: Set<ObjectIdentifier> = []
    }
    /// For each class met, how its objects answer, worked out once per class.
    private static var classAnswers: [ObjectIdentifier: ClassAnswers] = [:]
    /// The last class looked up and its answers: a screen's objects come in runs of one class,
    /// and a hashed look-up for each was a fiftieth of a walk.
    private static var lastClass: (key: ObjectIdentifier, answers: ClassAnswers)?
    /// The modules whose classes answer only from their stored state: EarshotUIKit's classes live in
    /// EarshotUIKitCore in the package, and in a module named EarshotUIKit in the fuzzers' build.
    private static let earshotModules: Set<Substring> = ["EarshotUIKitCore", "EarshotUIKit", "EarshotSwiftUI"]

    /// Runs `read` and says what app code answered for the objects it noted: whether any answers
    /// beyond its element's own attributes and its stored properties, which answer those alone,
    /// and what the getters of stored properties answered (a reader reads the first again at
    /// every occasion and asks the second again; docs/architecture.md, "Keeping the tree").
    /// Nested reads each get their own answer, and an outer one includes an inner one's.
    package static func noting<Result>(_ read: () -> Result) -> (result: Result, answers: Answers) {
        let outer = (hasReadAppCode, attributeAnswerers, storedPropertyOverriders, notedIdentifiers)
        hasReadAppCode = false
        attributeAnswerers = []
        storedPropertyOverriders = []
        notedIdentifiers = NotedIdentifiers()
        scopes += 1
        let result = read()
        scopes -= 1
        var inner = Answers()
        inner.readAppCode = hasReadAppCode
        if !inner.readAppCode {
            inner.attributeAnswerers = attributeAnswerers
            inner.getterAnswers = getterAnswers(of: storedPropertyOverriders)
        }
        (hasReadAppCode, attributeAnswerers, storedPropertyOverriders, notedIdentifiers) = outer
        if scopes > 0 {
            hasReadAppCode = hasReadAppCode || inner.readAppCode
            if !hasReadAppCode {
                for object in inner.attributeAnswerers { noteAttributeAnswerer(object) }
                for object in inner.getterAnswers.objects { noteStoredPropertyOverrider(object) }
            }
        }
        return (result, inner)
    }

    /// The getters of stored properties `object`'s class overrides; none for any other class.
    static func storedPropertyGetters(of object: NSObject) -> [ClassOverrides.StoredPropertyGetter] {
        guard case .withOwnCode(let index) = answers(of: object) else { return [] }
        return ownCodes[index].storedPropertyGetters
    }

    private static func noteAttributeAnswerer(_ object: NSObject) {
        if notedIdentifiers.attributeAnswerers.insert(ObjectIdentifier(object)).inserted { attributeAnswerers.append(object) }
    }

    private static func noteStoredPropertyOverrider(_ object: NSObject) {
        if notedIdentifiers.storedPropertyOverriders.insert(ObjectIdentifier(object)).inserted {
            storedPropertyOverriders.append(object)
        }
    }

    /// Notes `object` when app code answers for it.
    /// - Complexity: O(1) amortized (at most one dictionary look-up per object; a class's module
    ///   and conformances are worked out once).
    package static func note(_ object: NSObject) {
        if scopes == 0 || hasReadAppCode { return }
        switch answers(of: object) {
        case .withAppCode: hasReadAppCode = true
        case .withAppCodeAtTimes: hasReadAppCode = (object as? any AppCodeAnswering)?.answersWithAppCode == true
        case .withOwnCode(let index):
            let ownCode = ownCodes[index]
            if ownCode.answersAttributes { noteAttributeAnswerer(object) }
            if !ownCode.storedPropertyGetters.isEmpty { noteStoredPropertyOverrider(object) }
        case .fromStoredState: break
        }
    }

    /// How objects of `object`'s class answer, worked out once per class.
    private static func answers(of object: NSObject) -> ClassAnswers {
        let type = Swift.type(of: object)
        let key = ObjectIdentifier(type)
        if let last = lastClass, last.key == key { return last.answers }
        let answers: ClassAnswers
        if let known = classAnswers[key] {
            answers = known
        } else {
            answers = Self.answers(of: type)
            classAnswers[key] = answers
        }
        lastClass = (key, answers)
        return answers
    }

    /// How objects of `type` answer: an app's class as its nearest Earshot ancestor does, unless
    /// it overrides or adopts something a reader calls (`ClassOverrides`).
    private static func answers(of type: NSObject.Type) -> ClassAnswers {
        var earshotAncestor: AnyClass? = type
        while let candidate = earshotAncestor, !earshotModules.contains(String(reflecting: candidate).prefix { $0 != "." }) {
            earshotAncestor = _getSuperclass(candidate)
        }
        guard let ancestor = earshotAncestor as? NSObject.Type else { return .withAppCode }
        let asksTheApp = type is any AppCodeAnswering.Type
        guard ancestor != type else { return asksTheApp ? .withAppCodeAtTimes : .fromStoredState }
        guard let ownCode = ClassOverrides.ownCode(of: type, below: ancestor) else { return .withAppCode }
        if ownCode.isNone { return asksTheApp ? .withAppCodeAtTimes : .fromStoredState }
        if asksTheApp { return .withAppCode }
        ownCodes.append(ownCode)
        return .withOwnCode(index: ownCodes.count - 1)
    }

    /// What the app's classes with code of their own answer, by `ClassAnswers.withOwnCode`'s
    /// index: an index keeps the look-up of every walked object's class free of reference counts.
    private static var ownCodes: [ClassOverrides.OwnCode] = []

    /// How a class's objects answer a reader.
    private enum ClassAnswers {
        /// An app's class that overrides or adopts something a reader calls.
        case withAppCode
        /// An app's class whose code answers only its element's own attributes, its container's
        /// children or its stored properties' getters: `ownCodes[index]` says which.
        case withOwnCode(index: Int)
        /// One of Earshot's classes that asks the app when it has a source to ask
        /// (`AppCodeAnswering`).
        case withAppCodeAtTimes
        /// One of Earshot's classes, answering from stored properties that note their changes.
        case fromStoredState
    }
}

/// One of Earshot's objects whose accessibility getters can call into the app (a picker's data
/// source and delegate).
@MainActor
package protocol AppCodeAnswering: NSObject {
    /// Whether its getters call app code now.
    var answersWithAppCode: Bool { get }
}
