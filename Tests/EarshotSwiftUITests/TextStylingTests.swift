import EarshotSwiftUI
import Foundation
import Testing
import VoiceOverSimulator

/// Text's look and layout: fonts, weights, concatenation, line limits, case and image scale.
/// Sources: Apple's documentation of `Text` (and `init(_:)` with an `AttributedString`), `Font`, `lineLimit`, `textCase` and `imageScale`
/// (symbol scales: `NSImage.SymbolScale`, small 20 % smaller, large 30 % larger); docs/swiftui.md.
@Suite("Text and image styling")
@MainActor
struct TextStylingTests {
    @Test("Text + Text is one element reading both; bold, italic, weight and fonts change no words")
    func concatenationAndFonts() {
        let screen = HostedScreen {
            VStack {
                Text("Hello, ") + Text("world").bold().italic()
                Text("Semibold").fontWeight(.semibold).font(.system(size: 20, weight: .semibold, design: .rounded))
                Text("Custom").font(.custom("Avenir", size: 18))
                Text("Headline").font(.system(.headline, design: .serif)).underline().strikethrough().kerning(1)
                Text("Title").font(.title.weight(.bold)).foregroundColor(.red)
            }
        }
        #expect(screen.transcript() == ["Hello, world", "Semibold", "Custom", "Headline", "Title"])
    }

    @Test("Bold text is wider: on the text or on the view around it")
    func boldWidth() {
        let voiceOver = HostedScreen {
            VStack {
                Text("Measured width")
                Text("Measured width").bold()
                VStack { Text("Measured width") }.fontWeight(.bold)
            }
        }.voiceOver()
        let frames = FlexibleLayoutTests.frames(voiceOver)
        #expect(frames[1].width > frames[0].width)
        #expect(frames[2].width == frames[1].width)
    }

    @Test(".lineLimit keeps the frame to its lines; VoiceOver still reads the whole text")
    func lineLimit() {
        let sentence = "A rather long sentence that needs several lines to be shown"
        let voiceOver = HostedScreen {
            VStack {
                Text(sentence).frame(width: 100)
                Text(sentence).lineLimit(1).frame(width: 100)
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == [sentence, sentence])
        let frames = FlexibleLayoutTests.frames(voiceOver)
        #expect(frames[1].height < frames[0].height)
    }

    @Test(".textCase changes the words drawn and spoken; alignment and truncation change nothing heard")
    func caseAndAlignment() {
        let screen = HostedScreen {
            VStack {
                Text("Recent").textCase(.uppercase)
                Text("Centred").multilineTextAlignment(.center).truncationMode(.middle).minimumScaleFactor(0.5)
            }
        }
        #expect(screen.transcript() == ["RECENT", "Centred"])
    }

    @Test(".imageScale sizes symbols by Apple's scales; resizable images take the frame; Image(_:label:) is named by its label")
    func images() {
        let voiceOver = HostedScreen {
            VStack {
                Image(systemName: "globe").imageScale(.large)
                Image(systemName: "globe")
                Image(systemName: "globe").imageScale(.small)
                Image("sunset", label: Text("Sunset at the pier")).resizable().frame(width: 60, height: 40)
                Image(systemName: "star").renderingMode(.template).symbolRenderingMode(.hierarchical)
            }
        }.voiceOver()
        // "globe" and "star" are read by their recorded accessibility names (docs/uikit.md,
        // "Images"; docs/swiftui.md, "Where recordings decided").
        #expect(voiceOver.transcript() == ["Globe, Image", "Globe, Image", "Globe, Image", "Sunset at the pier, Image", "Favorite, Image"])
        let frames = FlexibleLayoutTests.frames(voiceOver)
        // 17 pt body × 1.2 = 20 pt at medium (docs/layout.md); × 1.3 and × 0.8, rounded.
        #expect(frames.map(\.width).prefix(3) == [27, 20, 16])
        #expect(frames[3].size == CGSize(width: 60, height: 40))
    }

    @Test("Markdown in a text literal is drawn, not read; underscores inside words stay; a string value is shown as it is")
    func markdown() {
        let raw = "**not** markdown"
        let screen = HostedScreen {
            VStack {
                Text("**Bold**, *italic*, ~~struck~~ and `code`")
                Text("snake_case_name and _emphasis_")
                Text(raw)
                Text(verbatim: "*verbatim*")
            }
        }
        #expect(screen.transcript() == ["Bold, italic, struck and code", "snake_case_name and emphasis", "**not** markdown", "*verbatim*"])
    }

    @Test("A Markdown link makes the text a link; double tap opens it through openURL")
    func markdownLink() throws {
        let url = try #require(URL(string: "https://example.com/terms"))
        let screen = HostedScreen { Text("Read the [terms](https://example.com/terms).") }
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["Read the terms., Link"])
        voiceOver.doubleTap()
        #expect(screen.application.openedURLs == [url])
    }

    @Test("Text(AttributedString) reads its characters; a run with a link makes the text a link")
    func attributedString() throws {
        let url = try #require(URL(string: "https://example.com/privacy"))
        var notice = AttributedString("See our ")
        var link = AttributedString("privacy policy")
        link.link = url
        notice += link
        let plain = AttributedString("No links here")
        let screen = HostedScreen {
            VStack {
                Text(notice)
                Text(plain)
            }
        }
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["See our privacy policy, Link", "No links here"])
        voiceOver.doubleTap()
        #expect(screen.application.openedURLs == [url])
    }

    @Test("Interpolated numbers are formatted as SwiftUI's specifiers do; format styles and date styles format their values")
    func formatting() {
        let count = 2847
        let ratio = 3.14
        var components = DateComponents()
        (components.year, components.month, components.day, components.hour, components.minute) = (2026, 6, 3, 15, 30)
        let date = Calendar.current.date(from: components)!
        let screen = HostedScreen {
            VStack {
                Text("\(count) steps")
                Text("Ratio \(ratio)")
                Text("Ratio \(ratio, specifier: "%.1f")")
                Text(0.25, format: .percent.locale(Locale(identifier: "en_US")))
                Text(date, style: .date)
                Text(date, style: .time)
            }
        }
        #expect(screen.transcript() == ["2,847 steps", "Ratio 3.140000", "Ratio 3.1", "25%", "June 3, 2026", "3:30\u{202F}PM"])
    }
}
