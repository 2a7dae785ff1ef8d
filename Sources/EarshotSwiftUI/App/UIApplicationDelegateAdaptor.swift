import EarshotUIKit
internal import SwiftRuntimeCall

/// SwiftUI's `@UIApplicationDelegateAdaptor`: gives a SwiftUI app a UIKit app delegate.
///
/// ```swift
/// struct RecipesApp: App {
///     @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
///     var body: some Scene { WindowGroup { RecipeList() } }
/// }
/// ```
///
/// As SwiftUI does, the adaptor creates the delegate with its `init()` when the app is created;
/// `App.launch(in:)` makes it the application's delegate and calls its launch methods. Swift
/// cannot call a class's `init()` through a type it learns at run time unless the initializer is
/// `required`, which app delegates never declare (UIKit creates them through the Objective-C
/// runtime), so the adaptor calls the class's own `init()` entry point, read from its override
/// table (`ClassDescriptor.allocatingInitializer(of:)`). A delegate with no `init()` (only
/// initializers taking arguments) cannot be created, by SwiftUI either: `App.launch(in:)` throws
/// `AppLaunchError.delegateCannotBeCreated`, and reading `wrappedValue` stops with that reason.
@MainActor
@preconcurrency
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    private let delegateObject: DelegateType?

    /// The delegate this adaptor created.
    public var wrappedValue: DelegateType {
        guard let delegateObject else { preconditionFailure(AppLaunchError.delegateCannotBeCreated(type: typeName).description) }
        return delegateObject
    }

    private var typeName: String { String(reflecting: DelegateType.self) }

    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        guard let initializer = ClassInitializer.allocatingEntryPoint(of: delegateType) else {
            delegateObject = nil
            return
        }
        let object = earshot_call_allocating_initializer(initializer, unsafeBitCast(delegateType, to: UnsafeRawPointer.self))
        delegateObject = Unmanaged<DelegateType>.fromOpaque(object).takeRetainedValue()
    }
}

/// Lets `App.launch(in:)` find the adaptor among the app's properties.
@MainActor
protocol ApplicationDelegateAdaptorProperty {
    /// The delegate, or the reason it could not be created.
    var delegate: Result<UIApplicationDelegate, AppLaunchError> { get }
}

extension UIApplicationDelegateAdaptor: ApplicationDelegateAdaptorProperty {
    var delegate: Result<UIApplicationDelegate, AppLaunchError> {
        delegateObject.map { .success($0) } ?? .failure(.delegateCannotBeCreated(type: typeName))
    }
}
