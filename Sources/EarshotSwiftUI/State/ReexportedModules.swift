// SwiftUI apps hold state with Observation (`@Observable`, `withObservationTracking`) and, before
// it, Combine (`ObservableObject`, `@Published`, publishers and schedulers). An app's
// `import SwiftUI` brings both on iOS, so `import EarshotSwiftUI` (and the `Earshot` umbrella)
// brings the toolchain's Observation and OpenCombine, Combine's API in portable Swift, with its
// dispatch and Foundation schedulers (`DispatchQueue.main`, `RunLoop.main`).
@_exported import Observation
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
