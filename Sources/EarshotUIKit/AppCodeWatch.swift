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
    /// How many `notingAttributeAnswerers` calls are under way: outside them nothing is noted, so
    /// nothing is kept (a filter run outside a read would otherwise hold its answerers for good).
    private static var scopes = 0
    /// Set when an object noted since the current `noting` began answers with app code.
    private static var hasReadAppCode = false
    /// The objects noted since the current `noting` began whose app code answers only their
    /// element's own attributes, each once.
    private static var attributeAnswerers: [NSObject] = []
    private static var attributeAnswererIdentifiers: Set<ObjectIdentifier> = []
    /// For each class met, how its objects answer, worked out once per class.
    private static var classAnswers: [ObjectIdentifier: Answers] = [:]
    /// The last class looked up and its answers: a screen's objects come in runs of one class,
    /// and a hashed look-up for each was a fiftieth of a walk.
    private static var lastClass: (key: ObjectIdentifier, answers: Answers)?
    /// The modules whose classes answer only from their stored state.
    private static let earshotModules: Set<Substring> = ["EarshotUIKit", "EarshotSwiftUI"]

    /// Runs `read` and says whether any object it noted answers with app code beyond its
    /// element's own attributes, and which objects answer those alone with app code (a reader
    /// reads them again at every occasion; docs/architecture.md, "Keeping the tree").
    /// Nested reads each get their own answer, and an outer one includes an inner one's.
    package static func notingAttributeAnswerers<Result>(
        _ read: () -> Result
    ) -> (result: Result, readAppCode: Bool, attributeAnswerers: [NSObject]) {
        let outer = (hasReadAppCode, attributeAnswerers, attributeAnswererIdentifiers)
        hasReadAppCode = false
        attributeAnswerers = []
        attributeAnswererIdentifiers = []
        scopes += 1
        let result = read()
        scopes -= 1
        let (readAppCode, answerers) = (hasReadAppCode, attributeAnswerers)
        hasReadAppCode = outer.0 || readAppCode
        attributeAnswerers = outer.1
        attributeAnswererIdentifiers = outer.2
        if scopes > 0, !hasReadAppCode { answerers.forEach(noteAttributeAnswerer) }
        return (result, readAppCode, readAppCode ? [] : answerers)
    }

    private static func noteAttributeAnswerer(_ object: NSObject) {
        if attributeAnswererIdentifiers.insert(ObjectIdentifier(object)).inserted { attributeAnswerers.append(object) }
    }

    /// Notes `object` when app code answers for it.
    /// - Complexity: O(1) amortized (at most one dictionary look-up per object; a class's module
    ///   and conformances are worked out once).
    package static func note(_ object: NSObject) {
        if scopes == 0 || hasReadAppCode { return }
        let type = Swift.type(of: object)
        let key = ObjectIdentifier(type)
        let answers: Answers
        if let last = lastClass, last.key == key {
            answers = last.answers
        } else if let known = classAnswers[key] {
            answers = known
            lastClass = (key, known)
        } else {
            answers = Self.answers(of: type)
            classAnswers[key] = answers
            lastClass = (key, answers)
        }
        switch answers {
        case .withAppCode: hasReadAppCode = true
        case .withAppCodeAtTimes: hasReadAppCode = (object as? any AppCodeAnswering)?.answersWithAppCode == true
        case .withAppAttributes: noteAttributeAnswerer(object)
        case .fromStoredState: break
        }
    }

    /// How objects of `type` answer: an app's class as its nearest Earshot ancestor does, unless
    /// it overrides or adopts something a reader calls (`ClassOverrides`).
    private static func answers(of type: NSObject.Type) -> Answers {
        var earshotAncestor: AnyClass? = type
        while let candidate = earshotAncestor, !earshotModules.contains(String(reflecting: candidate).prefix { $0 != "." }) {
            earshotAncestor = _getSuperclass(candidate)
        }
        guard let ancestor = earshotAncestor as? NSObject.Type else { return .withAppCode }
        let asksTheApp = type is any AppCodeAnswering.Type
        guard ancestor != type else { return asksTheApp ? .withAppCodeAtTimes : .fromStoredState }
        switch ClassOverrides.ownCode(of: type, below: ancestor) {
        case .none: return asksTheApp ? .withAppCodeAtTimes : .fromStoredState
        case .attributes: return asksTheApp ? .withAppCode : .withAppAttributes
        case .anything: return .withAppCode
        }
    }

    /// How a class's objects answer a reader.
    private enum Answers {
        /// An app's class that overrides or adopts something a reader calls.
        case withAppCode
        /// An app's class whose code answers only its element's own attributes.
        case withAppAttributes
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
