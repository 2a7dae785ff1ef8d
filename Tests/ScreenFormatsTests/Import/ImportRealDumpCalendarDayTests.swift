import EarshotUIKit
import Testing

@testable import ScreenFormats

@Suite struct ImportRealDumpCalendarDayTests {
    static let file = "real-dumps/wda-xml_shirates_calendar-day-ja_iphone14.xml"

    static let expected = [
        #"button "12月" +backButton @0,47,65,44"#,
        #"button "リスト" @227,47,50,44"#,
        #"button "検索" @284,47,49,44"#,
        #"button "追加" @340,47,42,44"#,
        #"view "0:00" @51,-451,339,51"#,
        #"view "1:00" @51,-401,339,51"#,
        #"view "2:00" @51,-351,339,51"#,
        #"view "3:00" @51,-301,339,51"#,
        #"view "4:00" @51,-251,339,51"#,
        #"view "5:00" @51,-201,339,51"#,
        #"view "6:00" @51,-151,339,51"#,
        #"view "7:00" @51,-101,339,51"#,
        #"view "8:00" @51,-51,339,51"#,
        #"view "9:00" @51,-1,339,51"#,
        #"view "10:00" @51,49,339,51"#,
        #"view "11:00" @51,99,339,51"#,
        #"view "12:00" @51,149,339,51"#,
        #"view "13:00" @51,199,339,51"#,
        #"view "14:00, 進行中" @51,249,339,51"#,
        #"view "15:00" @51,299,339,51"#,
        #"view "16:00" @51,349,339,51"#,
        #"view "17:00" @51,399,339,51"#,
        #"view "18:00" @51,449,339,51"#,
        #"view "19:00" @51,499,339,51"#,
        #"view "20:00" @51,550,339,50"#,
        #"view "21:00" @51,600,339,50"#,
        #"view "22:00" @51,650,339,50"#,
        #"view "23:00" @51,700,339,50"#,
        #"button "今日" @16,771,32,34"#,
        #"button "カレンダー" @149,771,92,35"#,
        #"button "出席依頼" @310,771,64,34"#,
        #"button "12月10日 日曜日" @11,108,54,40"#,
        #"button "12月11日 月曜日" @64,108,53,40"#,
        #"button "12月12日 火曜日" @116,108,53,40"#,
        #"button "12月13日 水曜日" @168,108,54,40"#,
        #"button "12月14日 木曜日" @221,108,53,40"#,
        #"view "今日, 12月15日 金曜日" @273,108,53,40"#,
        #"button "12月16日 土曜日" @325,108,54,40"#,
        #"label "2023年12月15日 金曜日" @109,148,172,20"#,
    ]

    @Test func elements() throws {
        let result = try ImportFixture.importScreen(Self.file)
        expectLines(result.document.elementSummaries(), Self.expected)
    }
}
