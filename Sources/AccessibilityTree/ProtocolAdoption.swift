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
        let type = ObjectIdentifier(Swift.type(of: object))
        if customContentMemo.type == type, !customContentMemo.adopts { return nil }
        let provider = object as? AXCustomContentProvider
        customContentMemo = Memo(type: type, adopts: provider != nil)
        return provider
    }

    /// `object` as an `AccessibilityPositionContextProviding`, or nil when its class does not adopt it.
    static func positionContextProvider(_ object: NSObject) -> AccessibilityPositionContextProviding? {
        let type = ObjectIdentifier(Swift.type(of: object))
        if positionContextMemo.type == type, !positionContextMemo.adopts { return nil }
        let provider = object as? AccessibilityPositionContextProviding
        positionContextMemo = Memo(type: type, adopts: provider != nil)
        return provider
    }
}
