extension IndexPath {
    /// The index path of `row` in `section`, as UIKit's table views use it.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The index path of `item` in `section`, as UIKit's collection views use it.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item within the section (the second index; the same as `row`).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row within the section (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
