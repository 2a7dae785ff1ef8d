/// UIKit's stack of current drawing contexts (`UIGraphicsGetCurrentContext()`): a renderer pushes
/// its context while its closure runs, `UIGraphicsBeginImageContextWithOptions` pushes an image
/// context until `UIGraphicsEndImageContext()`, and `UIImage.draw(at:)` draws in the top one.
@MainActor
enum UIGraphicsContextStack {
    /// A context on the stack, with the image it makes when it is an image context.
    struct Entry {
        let context: CGContext
        let image: (size: CGSize, scale: CGFloat)?
    }

    static var entries: [Entry] = []
}

/// The context drawing goes to now, or nil when none is current.
// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's name.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.entries.last?.context
}

/// Makes `context` the current one until `UIGraphicsPopContext()`.
// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's name.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.entries.append(.init(context: context, image: nil))
}

/// Brings back the context that was current before the last push; logged when none was pushed.
// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's name.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    guard UIGraphicsContextStack.entries.popLast() != nil else {
        UIDevice.log("UIGraphicsPopContext: no context was pushed; nothing changed.")
        return
    }
}

/// Starts an image context of `size` (`scale` 0 is the screen's scale) and makes it current.
// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's name.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
    let size = CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
    UIGraphicsContextStack.entries.append(.init(context: CGContext(bounds: CGRect(origin: .zero, size: size)), image: (size, scale)))
}

/// Starts an image context of `size` at scale 1, opaque false.
// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's name.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image the current image context has drawn (its size and scale; Earshot keeps no pixels),
/// or nil when the current context is not an image context.
// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's name.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let image = UIGraphicsContextStack.entries.last?.image else { return nil }
    return UIImage(unnamedSize: image.size, scale: image.scale, orientation: .up)
}

/// Ends the current image context; logged when the current context is not one.
// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's name.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard UIGraphicsContextStack.entries.last?.image != nil else {
        UIDevice.log("UIGraphicsEndImageContext: the current context is not an image context; nothing ended.")
        return
    }
    UIGraphicsContextStack.entries.removeLast()
}
