import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// An app's own shape, as apps draw badges and charts.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// An app's reusable modifier with state of its own, as apps write cards.
struct ExpandableCard: ViewModifier {
    @State private var isExpanded = false
    func body(content: Content) -> some View {
        VStack {
            content
            if isExpanded { Text("Details") }
            Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
        }
        .padding()
        .background(.thinMaterial)
    }
}

/// A modifier that only adds a hint.
struct Hinted: ViewModifier {
    let hint: String
    func body(content: Content) -> some View { content.accessibilityHint(hint) }
}

/// Drawing is visual (docs/swiftui.md, "Drawing"): colours, styles, shapes and effects change
/// nothing VoiceOver hears, their values are kept, and what VoiceOver perceives (frames, elements)
/// behaves as on iOS. Sources: Apple's SwiftUI documentation of each API; ".tint changes nothing
/// spoken" and shapes as elements only with a modifier, docs/swiftui.md.
@Suite("Drawing: colours, styles, shapes, effects and view modifiers")
@MainActor
struct DrawingTests {
    @Test(
        "Shadow, clip, corner radius, blur, tint, accent colour, foreground styles, zIndex and content shape change nothing heard or framed"
    )
    func visualModifiers() {
        let plain = HostedScreen {
            VStack {
                Text("Shadowed")
                Text("Clipped")
                Button("Tinted") {}
                Text("Blurred")
                Text("Styled")
                Text("Layered")
            }
        }.voiceOver()
        let decorated = HostedScreen {
            VStack {
                Text("Shadowed").shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
                Text("Clipped").clipShape(Capsule()).cornerRadius(8).clipped()
                Button("Tinted") {}.tint(.purple).accentColor(.orange)
                Text("Blurred").blur(radius: 2)
                Text("Styled").foregroundStyle(.secondary)
                    .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                Text("Layered").zIndex(1).contentShape(Rectangle()).background(.red)
            }
        }.voiceOver()
        #expect(decorated.transcript() == ["Shadowed", "Clipped", "Tinted, Button", "Blurred", "Styled", "Layered"])
        #expect(FlexibleLayoutTests.frames(decorated) == FlexibleLayoutTests.frames(plain))
    }

    @Test("The values a visual modifier was given read back from the view it returns")
    func valuesKept() {
        let shadowed = Text("A").shadow(radius: 4, x: 1, y: 2)
        #expect(shadowed.modifier.radius == 4)
        #expect(shadowed.modifier.offset == CGSize(width: 1, height: 2))
        #expect(Text("A").cornerRadius(12).modifier.shape.cornerRadius == 12)
        #expect(Text("A").blur(radius: 3).modifier.radius == 3)
        #expect(Text("A").zIndex(2).modifier.index == 2)
        #expect(Text("A").tint(.purple).modifier.color == .purple)
    }

    @Test("Colours keep what they were made from: components, hue, white, UIKit colours, assets, the accent colour")
    func colours() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 0.5, saturation: 1, brightness: 1) == Color(red: 0, green: 1, blue: 1))
        #expect(Color(white: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
        #expect(Color(uiColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)) == Color(red: 0, green: 0, blue: 1))
        #expect(Color(UIColor.white) == Color(white: 1))
        #expect(Color(red: 1, green: 0, blue: 0).description == "#FF0000FF")
        #expect(Color.red.opacity(0.5).description == "50% red")
        #expect(Color("Brand").description == "NamedColor(name: \"Brand\", bundle: nil)")
        #expect(Color.accentColor.description == "AccentColor")
        let screen = HostedScreen {
            VStack {
                Color("Brand").frame(height: 10)
                Color.accentColor.opacity(0.3).frame(height: 10)
                Text("After")
            }
        }
        #expect(screen.transcript() == ["After"])
    }

    @Test("Filled, stroked, bordered and trimmed shapes, an app's Shape, Path and gradients are no elements; a label makes one")
    func shapes() {
        let screen = HostedScreen {
            VStack {
                Circle().fill(.blue).frame(width: 20, height: 20)
                RoundedRectangle(cornerRadius: 4).stroke(.red, lineWidth: 2).frame(width: 20, height: 20)
                Capsule().strokeBorder(Color.green, style: StrokeStyle(lineWidth: 2, dash: [4])).frame(width: 40, height: 20)
                Circle().trim(from: 0, to: 0.75).stroke(style: StrokeStyle(lineWidth: 4, lineCap: .round)).frame(width: 30, height: 30)
                Triangle().fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)).frame(width: 30, height: 30)
                Triangle().frame(width: 30, height: 30).accessibilityLabel("Warning")
                Path { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10)) }.frame(width: 10, height: 10)
                LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(height: 10)
                RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 10).frame(height: 10)
                AngularGradient(colors: [.red, .green], center: .center).frame(height: 10)
                Ellipse().frame(width: 10, height: 10)
                AnyShape(Rectangle()).frame(width: 10, height: 10)
                Text("End")
            }
        }
        #expect(screen.transcript() == ["Warning", "End"])
    }

    @Test("A shape's path is readable: an app's Shape, the built-in shapes, arcs")
    func paths() {
        #expect(Triangle().path(in: CGRect(x: 0, y: 0, width: 40, height: 30)).boundingRect == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(Circle().path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect == CGRect(x: 10, y: 0, width: 20, height: 20))
        #expect(Rectangle().path(in: CGRect(x: 2, y: 3, width: 4, height: 5)).boundingRect == CGRect(x: 2, y: 3, width: 4, height: 5))
        var arc = Path()
        arc.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        let bounds = arc.boundingRect
        #expect(abs(bounds.maxX - 10) < 0.001 && abs(bounds.maxY - 10) < 0.001 && abs(bounds.minX) < 0.001)
        #expect(Angle.degrees(180).radians == .pi)
    }

    @Test(".offset moves the element's frame and keeps its place in the layout")
    func offset() {
        let plain = HostedScreen {
            VStack {
                Text("Moved")
                Text("Next")
            }
        }.voiceOver()
        let moved = HostedScreen {
            VStack {
                Text("Moved").offset(x: 20, y: -10)
                Text("Next")
            }
        }.voiceOver()
        let before = FlexibleLayoutTests.frames(plain)
        let after = FlexibleLayoutTests.frames(moved)
        #expect(after[0] == before[0].offsetBy(dx: 20, dy: -10))
        #expect(after[1] == before[1])
    }

    @Test("A ViewModifier's body is what VoiceOver reads; its @State lives with the modified view")
    func viewModifier() {
        let voiceOver = HostedScreen { Text("Ada").modifier(ExpandableCard()) }.voiceOver()
        #expect(voiceOver.transcript() == ["Ada", "More, Button"])
        voiceOver.swipeRight()
        _ = voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Ada", "Details", "Less, Button"])
    }

    @Test("ModifiedContent chains modifiers with concat")
    func concat() {
        let screen = HostedScreen {
            Button("Send") {}.modifier(Hinted(hint: "Sends the message.").concat(ExpandableCard()))
        }
        #expect(screen.transcript() == ["Send, Button, Sends the message.", "More, Button"])
    }

    /// Apple's documentation of `border(_:width:)`: a border drawn over the view; it is no element
    /// and moves nothing.
    @Test(".border is drawn only: the same elements in the same frames")
    func border() {
        let plain = FlexibleLayoutTests.frames(
            HostedScreen {
                VStack {
                    Text("Quantity")
                    Text("Next")
                }
            }.voiceOver())
        let screen = HostedScreen {
            VStack {
                Text("Quantity").border(.secondary)
                Text("Next").border(Color.red, width: 2)
            }
        }
        #expect(screen.transcript() == ["Quantity", "Next"])
        #expect(FlexibleLayoutTests.frames(screen.voiceOver()) == plain)
    }
}
