import EarshotUIKit
import Testing

@testable import ScreenFormats

/// The two XCUITest debugDescription fixtures.
@Suite struct ImportRealDumpDebugDescriptionTests {
    static let booksFile = "real-dumps/xcui-debugdesc_wordsgram_books-list_iphone-x.txt"
    static let loginFile = "real-dumps/xcui-debugdesc_zjh_login-screen_iphone-x.txt"

    /// Book list (cut off by its author after the second cell).
    /// Judgement calls:
    /// - debugDescription has no `accessible`: every snapshot node is listed. Elements are
    ///   inferred: the first Button/StaticText/SearchField/labelled node on each path.
    /// - `Other, label: 'Add'` wraps `Button 'Add'`: a labelled Other with an element below it is
    ///   a container, so the Button is the element ("Add, Button", not a bare "Add").
    /// - Filter: Button 'Filter' > Button > Other > Image 'Filter': the outer Button is the element.
    /// - NavigationBar `identifier: 'Books'` is its title's text: StaticText 'Books' (the large
    ///   title) gets the header trait; the identifier is kept as the bar's id, not spoken.
    /// - SearchField: label and placeholderValue are both "Search book title": said once.
    /// - The cell's Button carries the combined label; its texts and images are swallowed.
    /// - The second Cell has no children (the author cut the output): nothing to say, dropped.
    /// - Frames keep debugDescription's decimals (`97.7`), unlike WebDriverAgent's integral ones.
    static let books = [
        #"button "Add" @275,55,42,34"#,
        #"button "Filter" @325,55,34,34"#,
        #"label "Books" +header @16,97.7,98.3,40.7"#,
        #"searchField "Search book title" @16,147,343,36"#,
        #"button "Brave New World, Author: Aldous huxley, Published on: 1932" @0,198,375,112"#,
    ]

    /// Login screen printed by lldb, with `t =` log lines and Path / Query chain sections.
    /// Judgement calls:
    /// - "Home" starts at the bar's leading edge: the back button.
    /// - The title '登录' equals the bar's identifier: header.
    /// - The TextFields have no label and no value: "Text Field" only (the auditor's business).
    /// - Button '登录' swallows its StaticText '登录'.
    /// - Path to element / Query chain repeat the Application and are ignored.
    static let login = [
        #"button "Home" +backButton @0,50,77.7,44"#,
        #"label "登录" +header @170.3,61.7,34.7,20.3"#,
        #"label "账号：" @0,154,93.8,40"#,
        #"textField "" @95.8,154,249.2,40"#,
        #"label "密码：" @0,214,93.8,40"#,
        #"textField "" @95.8,214,249.2,40"#,
        #"button "登录" @37.5,294,300,44"#,
    ]

    @Test func bookList() throws {
        let result = try ImportFixture.importScreen(Self.booksFile)
        #expect(result.format == .xcuitestDescription)
        expectLines(result.document.elementSummaries(), Self.books)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.document.device.width == 375 && result.document.device.height == 812)
    }

    @Test func loginScreen() throws {
        let result = try ImportFixture.importScreen(Self.loginFile)
        #expect(result.format == .xcuitestDescription)
        expectLines(result.document.elementSummaries(), Self.login)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
