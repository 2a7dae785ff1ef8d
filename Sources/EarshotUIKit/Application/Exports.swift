// EarshotUIKit stands in for `import UIKit`: like UIKit, it brings Foundation (CGRect, CGPoint,
// NotificationCenter, NSLocalizedString …) with it, so iOS code compiles with only its import changed.
@_exported import Foundation
