import EarshotUIKit

/// A login form laid out only with nested stack views and anchors, as everyday UIKit code writes
/// one: the layout of `ViewController` in the public project prrenfrew/StackViewProjects
/// (StackViewProject/ViewController.swift). Its facts carry over unchanged — a vertical stack 40
/// points apart, centred in the view, of two rows (a label, 20 points, a rounded-rect text field
/// 150 points wide) and a Login button with a blue title — written here in Earshot's sources
/// rather than copied. Nothing in it is accessibility code: VoiceOver reads it in the order the
/// constraints put it on screen (Developing Accessible iOS Apps, chapter 6, "Element Order"), and
/// the auditor finds what the original leaves out (fields without labels, a 33-point button).
final class StackViewLoginViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stack view login"
        view.backgroundColor = .systemBackground

        let form = UIStackView()
        form.translatesAutoresizingMaskIntoConstraints = false
        form.axis = .vertical
        form.spacing = 40
        view.addSubview(form)
        form.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        form.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true

        for name in ["Username", "Password"] {
            let label = UILabel()
            label.text = name
            let field = UITextField()
            field.borderStyle = .roundedRect
            let row = UIStackView(arrangedSubviews: [label, field])
            row.axis = .horizontal
            row.spacing = 20
            form.addArrangedSubview(row)
            field.widthAnchor.constraint(equalToConstant: 150).isActive = true
        }

        let login = UIButton()
        login.setTitle("Login", for: .normal)
        login.setTitleColor(.blue, for: .normal)
        form.addArrangedSubview(login)
    }
}
