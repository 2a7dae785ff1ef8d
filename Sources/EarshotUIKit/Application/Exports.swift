// EarshotUIKit stands in for `import UIKit`: like UIKit, it brings Foundation (CGRect, CGPoint,
// NotificationCenter, NSLocalizedString …) with it, so iOS code compiles with only its import changed.
@_exported import Foundation

// On Linux URLSession and URLRequest live in FoundationNetworking; on Apple platforms, in
// Foundation. Brought along so networking code compiles as written (docs/app-clock.md).
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
