import EarshotUIKit

/// The protocol casts the walk makes of every element, remembered for the last class seen.
///
/// The runtime answers a cast that fails by looking the class and each of its superclasses up in
/// a hashed table, which was a fifteenth of a walk; a screen's elements come in runs of one class
/// (a column of labels, a list of cells), and whether a class adopts a protocol never changes.
@MainActor
enum ProtocolAdoption {
    private static var customContentMemo = Memo()
    private static var positionContextMemo = Memo()

    /// The class last asked about and whether it adopts the protocol.
    private struct Memo {
        var type: ObjectIdentifier?
        var adopts = false
    }

    /// `object` as an `AXCustomContentProvider`, or nil when its class does not adopt it.
    static func customContentProvider(_ object: NSObject) -> AXCustomContentProvider? {
        adopter(object, memo: &customContentMemo) { $0 as? AXCustomContentProvider }
    }

    /// `object` as an `AccessibilityPositionContextProviding`, or nil when its class does not adopt it.
    static func positionContextProvider(_ object: NSObject) -> AccessibilityPositionContextProviding? {
        adopter(object, memo: &positionContextMemo) { $0 as? AccessibilityPositionContextProviding }
    }

    /// `cast(object)`, skipped when `memo` says the object's class does not adopt the protocol.
    private static func adopter<Adopter>(
        _ object: NSObject, memo: inout Memo, cast: (NSObject) -> Adopter?
    ) -> Adopter? {
        let type = ObjectIdentifier(Swift.type(of: object))
        if memo.type == type, !memo.adopts { return nil }
        let adopter = cast(object)
        memo = Memo(type: type, adopts: adopter != nil)
        return adopter
    }
}
