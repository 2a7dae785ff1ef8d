import Earshot

/// Screens big enough to show how Earshot's costs grow, shared by the benchmarks and the swipe's
/// instruction count: the wide screen (many elements in one container, the sort's worst case).
@MainActor
public enum Screens {
    /// `count` labels in four columns, in reverse subview order so the walk must sort them; in a
    /// scroll view when `scrolling`, as a long screen has them (most below the fold).
    public static func wide(_ count: Int, scrolling: Bool = false) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = scrolling ? UIScrollView(frame: window.bounds) : UIView(frame: window.bounds)
        (container as? UIScrollView)?.contentSize = CGSize(width: 390, height: CGFloat(count / 4 + 1) * 20)
        window.addSubview(container)
        for index in (0..<count).reversed() {
            let label = UILabel(frame: CGRect(x: CGFloat(index % 4) * 90, y: CGFloat(index / 4) * 20, width: 80, height: 18))
            label.text = "Row \(index)"
            container.addSubview(label)
        }
        return window
    }
}
