/// SwiftUI's `PreviewProvider`: a type whose `previews` shows views in Xcode's canvas. Each view
/// at the top of `previews` is a preview of its own, as Xcode shows them (`Previews.all`).
@MainActor
@preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}
