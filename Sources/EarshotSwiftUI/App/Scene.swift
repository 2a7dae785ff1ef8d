import EarshotUIKit

/// SwiftUI's `Scene`: a part of an app's user interface whose life cycle the system manages
/// (`WindowGroup`). An app's `body` is made of scenes; Earshot hosts the first window group's
/// content in a window (`App.launch(in:)`).
@MainActor
@preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

/// Scenes whose `body` is never evaluated: Earshot reads them itself.
extension Never: Scene {}

/// A scene built into Earshot: it lists the window groups it holds instead of having a `body`.
@MainActor
protocol PrimitiveScene {
    /// The scenes this one is made of, in the order the code writes them.
    var parts: [any Scene] { get }
}

/// One window group of an app, with its content as written.
@MainActor
struct WindowGroupScene {
    let title: Text?
    let id: String?
    let content: any View
}

/// A `WindowGroup`: the scene Earshot can host.
@MainActor
protocol WindowGroupProtocol {
    var windowGroup: WindowGroupScene { get }
}

extension Scene {
    /// The window groups of this scene, in the order the code writes them: primitive scenes list
    /// their parts, others are read through their `body`.
    /// - Complexity: O(s), s the scenes written. A work list, so the depth of nested scenes does
    ///   not grow the stack.
    var windowGroups: [WindowGroupScene] {
        var result: [WindowGroupScene] = []
        var pending: [any Scene] = [self]
        while let scene = pending.popLast() {
            if let group = scene as? any WindowGroupProtocol {
                result.append(group.windowGroup)
            } else if let primitive = scene as? any PrimitiveScene {
                pending.append(contentsOf: primitive.parts.reversed())
            } else {
                pending.append(scene.body)
            }
        }
        return result
    }
}
