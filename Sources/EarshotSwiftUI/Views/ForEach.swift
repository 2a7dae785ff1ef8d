import EarshotUIKit
import Foundation

/// SwiftUI's `ForEach`: one view per element of `data`, identified by `id`.
///
/// Duplicate ids are valid Swift but make identity ambiguous; SwiftUI logs a warning and carries
/// on, and so does Earshot (each repeat gets its occurrence number, so nothing is lost).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    let data: Data
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> Content
    /// `.onDelete`: what deleting a row does (ForEach+Editing.swift).
    var deleteAction: ((IndexSet) -> Void)?
    /// `.onMove`: what moving a row does (ForEach+Editing.swift).
    var moveAction: ((IndexSet, Int) -> Void)?

    public var body: Never { fatalError("ForEach has no body") }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        var seen: [ID: Int] = [:]
        var nodes: [ViewNode] = []
        for (offset, element) in data.enumerated() {
            let key = id(element)
            let count = seen[key, default: 0]
            seen[key] = count + 1
            if count == 1 {
                SwiftUIWarnings.log("ForEach: the ID \(key) occurs multiple times within the collection, this will give undefined results!")
            }
            let made = context.resolve(content(element), id: count == 0 ? "\(key)" : "\(key)#\(count)")
            // SwiftUI tags each view of a ForEach with its id unless the view sets a tag.
            for node in made where node.tag == nil { node.tag = AnyHashable(key) }
            nodes += offerEditing(on: made, offset: offset, in: context)
        }
        return nodes
    }
}
