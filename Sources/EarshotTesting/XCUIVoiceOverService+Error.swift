#if os(Linux)
import Foundation

extension XCUIVoiceOverService {
    /// Why a VoiceOver service call failed (Apple's `XCUIVoiceOverService.Error`, an error of the
    /// domain `errorDomain` with a `Code`). Match it as with Apple's:
    ///
    /// ```swift
    /// do { _ = try voiceOver.moveForward() } catch XCUIVoiceOverService.Error.notRunning { … }
    /// ```
    public struct Error: Swift.Error, Hashable, Sendable, CustomNSError {
        /// Error codes for the service's operations (Apple's `XCUIVoiceOverService.Error.Code`;
        /// its pages give no raw values, so these are Earshot's).
        public enum Code: Int, Hashable, Sendable {
            /// VoiceOver did not start: here, the test shows no window to start it on.
            case failedToStart = 1
            /// VoiceOver did not stop after `disable()`; Earshot's stops at once, so never thrown.
            case failedToStop = 2
            /// VoiceOver said nothing: a move past the first or last element, or nothing focused.
            case noSpeech = 3
            /// A navigation or speech method was called without first calling `enable()`.
            case notRunning = 4

            /// Whether `error` is a service error with this code, so `catch
            /// XCUIVoiceOverService.Error.notRunning` matches as with Apple's bridged errors.
            public static func ~= (code: Code, error: any Swift.Error) -> Bool {
                (error as? XCUIVoiceOverService.Error)?.code == code
            }
        }

        /// The error's code.
        public let code: Code
        /// What happened, in Earshot's words.
        let reason: String

        init(_ code: Code, _ reason: String) {
            self.code = code
            self.reason = reason
        }

        /// The errors' domain (Apple does not publish its value; this is Earshot's).
        public static var errorDomain: String { "XCUIVoiceOverServiceErrorDomain" }
        public static var failedToStart: Code { .failedToStart }
        public static var failedToStop: Code { .failedToStop }
        public static var noSpeech: Code { .noSpeech }
        public static var notRunning: Code { .notRunning }

        public var errorCode: Int { code.rawValue }
        public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: reason] }
    }
}
#endif
