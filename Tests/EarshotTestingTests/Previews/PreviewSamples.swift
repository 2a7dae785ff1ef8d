import EarshotSwiftUI
import EarshotUIKit

// Real previews, written as apps write them (Apple's "Previews in Xcode" documentation and
// `#Preview`'s forms): the check finds exactly these, with no test naming one.

let greetingLine = #line + 1
#Preview {
    Text("Hello, world")
}

let toggleLine = #line + 1
#Preview("Wi-Fi switch") {
    @Previewable @State var isOn = true
    Toggle("Wi-Fi", isOn: $isOn)
}

let landscapeLine = #line + 1
#Preview("Wide", traits: .landscapeLeft, .sizeThatFitsLayout) {
    // Padded inside the button, so its target meets the audit's minimum size.
    Button {
    } label: {
        Text("Save").padding(12)
    }
}

let labelLine = #line + 1
#Preview("UIKit label") {
    let label = UILabel(frame: CGRect(x: 20, y: 80, width: 300, height: 44))
    label.text = "From UIKit"
    return label
}

let controllerLine = #line + 1
#Preview("Controller") {
    PreviewSampleViewController()
}

/// A UIKit screen previewed as a view controller.
final class PreviewSampleViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let title = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        title.text = "Settings"
        title.accessibilityTraits = .header
        view.addSubview(title)
    }
}

/// A button with no label: the audit's `label.missing` error, at this preview's line.
let unlabelledLine = #line + 1
#Preview("Unlabelled") {
    let button = UIButton(frame: CGRect(x: 20, y: 100, width: 120, height: 48))
    button.accessibilityHint = "Plays the song."
    return button
}

/// The older form: each view at the top of `previews` is a preview of its own.
struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Text("Good morning").previewDisplayName("Morning")
        Group {
            Text("Good night")
                .previewLayout(.fixed(width: 320, height: 200))
                .previewDevice("iPhone SE (3rd generation)")
        }
    }
}
