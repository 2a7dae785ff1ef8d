/// `perform(_:with:afterDelay:)` as `earshot port` rewrites it: the selector is a method reference
/// (`ViewController.refresh`), run on the app clock of the code calling (docs/app-clock.md). The
/// target is held until the method runs or the request is cancelled, as Foundation holds it.
extension NSObjectProtocol where Self: NSObject {
    /// `perform(#selector(refresh), with: nil, afterDelay: 1)` → `perform(Self.refresh, with: nil, afterDelay: 1)`.
    @MainActor
    public func perform(
        _ selector: @escaping @MainActor (Self) -> @MainActor () -> Void, with object: Never?, afterDelay delay: TimeInterval,
        fileID: String = #fileID, line: Int = #line
    ) {
        AppClock.current.schedule(after: Duration(timeInterval: delay), site: "\(fileID):\(line)", target: self) {
            selector(self)()
        }
    }

    /// `perform(#selector(show(_:)), with: item, afterDelay: 1)` → `perform(Self.show, with: item, afterDelay: 1)`.
    @MainActor
    public func perform<Argument>(
        _ selector: @escaping @MainActor (Self) -> @MainActor (Argument) -> Void, with argument: Argument,
        afterDelay delay: TimeInterval, fileID: String = #fileID, line: Int = #line
    ) {
        nonisolated(unsafe) let argument = argument
        AppClock.current.schedule(after: Duration(timeInterval: delay), site: "\(fileID):\(line)", target: self) {
            selector(self)(argument)
        }
    }
}

extension NSObject {
    /// Cancels every delayed perform with this target on the clock of the code calling
    /// (Foundation's, with no selector: a method reference cannot be compared with another, so
    /// `cancelPreviousPerformRequests(withTarget:selector:object:)` does not exist).
    public class func cancelPreviousPerformRequests(withTarget target: AnyObject) {
        AppClock.current.cancelWork(for: target)
    }
}
