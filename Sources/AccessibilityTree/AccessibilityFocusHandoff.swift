import EarshotUIKit

/// Moving an assistive technology's focus from one object to another, as UIKit does it: the old
/// element loses focus, then the new one gains it, each told through its callback. VoiceOver and
/// Switch Control both move focus this way; `call` lets each record the app call its own way.
@MainActor
public enum AccessibilityFocusHandoff {
    public static func move(
        from old: NSObject?, to new: NSObject?,
        call: (_ method: String, _ object: NSObject, _ body: () -> Void) -> Void
    ) {
        if let old {
            old.isFocusedByAssistiveTechnology = false
            call("accessibilityElementDidLoseFocus", old) { old.accessibilityElementDidLoseFocus() }
        }
        if let new {
            new.isFocusedByAssistiveTechnology = true
            call("accessibilityElementDidBecomeFocused", new) { new.accessibilityElementDidBecomeFocused() }
        }
    }
}
