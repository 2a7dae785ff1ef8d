import EarshotUIKit

/// The rows of a lazy container, before any is built: runs of rows (segments), each a `ForEach`
/// over its data or one view, found by opening the builder's structure (tuples, groups,
/// conditions, sections) without evaluating a row.
///
/// A `ForEach` over a `RandomAccessCollection` counts its rows with `count` and builds row i from
/// its i-th element only when asked, so a list of 10,000 rows builds the few it shows. A view
/// that is none of these (a custom view whose body is not one of them, a modified `ForEach`) is
/// one run built whole when shown.
@MainActor
struct LazyRows {
    /// A run of rows.
    struct Segment {
        let count: Int
        /// The identity of row i, without building it (a ForEach's id), or nil for a single view.
        let identity: (Int) -> String?
        /// Builds row i with the identity given (the ForEach's id, made unique).
        let build: (Int, String?) -> [ViewNode]
    }

    private(set) var segments: [Segment] = []
    /// The first row of each segment.
    private var starts: [Int] = []
    private(set) var count = 0
    /// What the container does to a built row's views (a List wraps each in a row).
    let wrap: ([ViewNode]) -> [ViewNode]

    init(wrap: @escaping ([ViewNode]) -> [ViewNode] = { $0 }) { self.wrap = wrap }

    /// The rows of `view` resolved at `context`'s path.
    /// - Complexity: O(s) in the segments; no row is built. Recursion depth is the builder
    ///   nesting the code writes.
    mutating func collect(_ view: any View, in context: ResolveContext) {
        if let open = view as? any LazyRowsOpening {
            open.collectRows(in: context, into: &self)
            return
        }
        if view is any PrimitiveView || view is any UIViewRepresentable {
            appendSingle(view, in: context)
            return
        }
        // A custom view: its state attached (nothing, with SwiftUI's message logged, when an
        // environment object it needs is missing), its body opened in turn, read under
        // observation as `ResolveContext.resolveHere` reads it.
        guard context.graph.attachState(of: view, at: context.path, environment: context.environment) else { return }
        var child = context
        child.path = context.path + "/" + String(describing: type(of: view))
        let body = context.graph.tracking { view.body }
        collect(body, in: child)
    }

    /// One row: `view`, built whole when shown.
    mutating func appendSingle(_ view: any View, in context: ResolveContext) {
        append(count: 1, identity: { _ in nil }, build: { _, _ in context.resolveHere(view) })
    }

    mutating func append(count: Int, identity: @escaping (Int) -> String?, build: @escaping (Int, String?) -> [ViewNode]) {
        guard count > 0 else { return }
        starts.append(self.count)
        segments.append(Segment(count: count, identity: identity, build: build))
        self.count += count
    }

    /// The ForEach id of row `index`, nil for a single view.
    func identity(_ index: Int) -> String? {
        let (segment, local) = locate(index)
        return segments[segment].identity(local)
    }

    /// The segment holding row `index`, and the row's position in it.
    /// - Complexity: O(log s).
    private func locate(_ index: Int) -> (segment: Int, local: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low, index - starts[low])
    }

    /// Builds row `index`, its views wrapped by the container. A ForEach id already built in this
    /// render (`seen`) gets the row's position added, with SwiftUI's warning, so identities stay
    /// distinct.
    /// - Complexity: O(log s) to find the segment, plus building the row.
    func build(_ index: Int, seen: inout Set<String>) -> [ViewNode] {
        let (low, local) = locate(index)
        let segment = segments[low]
        var identity = segment.identity(local)
        if let id = identity {
            let key = "\(low):\(id)"
            if seen.contains(key) {
                SwiftUIWarnings.log("ForEach: the ID \(id) occurs multiple times within the collection, this will give undefined results!")
                identity = "\(id)#\(local)"
            }
            seen.insert(key)
        }
        return wrap(segment.build(local, identity))
    }
}

/// A view whose rows a lazy container can count without building them.
@MainActor
protocol LazyRowsOpening {
    func collectRows(in context: ResolveContext, into rows: inout LazyRows)
}

extension ForEach: LazyRowsOpening where Content: View {
    func collectRows(in context: ResolveContext, into rows: inout LazyRows) {
        let data = data
        let id = id
        let content = content
        func element(_ offset: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: offset)] }
        func build(_ offset: Int, _ identity: String?) -> [ViewNode] {
            let value = element(offset)
            let made = context.resolve(content(value), id: identity ?? "\(offset)")
            // SwiftUI tags each view of a ForEach with its id unless the view sets a tag.
            let key = AnyHashable(id(value))
            for node in made where node.tag == nil { node.tag = key }
            return offerEditing(on: made, offset: offset, in: context)
        }
        rows.append(count: data.count, identity: { "\(id(element($0)))" }, build: build)
    }
}

extension TupleView: LazyRowsOpening {
    func collectRows(in context: ResolveContext, into rows: inout LazyRows) {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            guard let view = child.value as? any View else { continue }
            rows.collect(view, in: context.child("\(index)"))
        }
    }
}

extension Group: LazyRowsOpening {
    func collectRows(in context: ResolveContext, into rows: inout LazyRows) {
        rows.collect(content, in: context.child("g"))
    }
}

extension _ConditionalContent: LazyRowsOpening {
    func collectRows(in context: ResolveContext, into rows: inout LazyRows) {
        switch storage {
        case .trueContent(let view): rows.collect(view, in: context.child("T"))
        case .falseContent(let view): rows.collect(view, in: context.child("F"))
        }
    }
}

extension Optional: LazyRowsOpening where Wrapped: View {
    func collectRows(in context: ResolveContext, into rows: inout LazyRows) {
        if case .some(let view) = self { rows.collect(view, in: context.child("some")) }
    }
}

extension AnyView: LazyRowsOpening {
    func collectRows(in context: ResolveContext, into rows: inout LazyRows) {
        rows.collect(content, in: context.child("\(type(of: content))"))
    }
}

extension EmptyView: LazyRowsOpening {
    func collectRows(in context: ResolveContext, into rows: inout LazyRows) {}
}

extension Section: LazyRowsOpening {
    /// In a list: the header row, the content's rows (lazy in turn), the footer row.
    func collectRows(in context: ResolveContext, into rows: inout LazyRows) {
        guard context.environment.isInList else {
            rows.appendSingle(self, in: context)
            return
        }
        rows.append(count: 1, identity: { _ in nil }, build: { _, _ in headerRows(in: context) })
        rows.collect(content, in: context.child("content"))
        rows.append(count: 1, identity: { _ in nil }, build: { _, _ in footerRows(in: context) })
    }
}

extension ResolveContext {
    /// The context of a child identified by `id` under this one's path.
    func child(_ id: String) -> ResolveContext {
        var copy = self
        copy.path = path + "/" + id
        return copy
    }
}
