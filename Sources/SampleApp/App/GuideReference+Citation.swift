/// How the tour and the docs name a source: the guide's title, the section in English and the
/// listing, never the file it is kept in. The sources are translations (Chinese and Russian) of
/// Apple's guides and of developer notes that teach them; the section names below are English
/// renderings of the headings, Apple's own where the section comes from Apple's guide.
extension GuideReference {
    /// The guide's title, in English.
    public var guideTitle: String {
        switch guide {
        case .programmingGuide: "Accessibility Programming Guide for iOS"
        case .voiceOverTutorial: "iOS Accessibility: VoiceOver (tutorial)"
        case .viewControllerGuide: "View Controller Programming Guide for iOS, “Accessibility from the View Controller’s Perspective”"
        case .developingAccessibleApps: "Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”)"
        case .accessibilityInIOS: "Accessibility in iOS (developer notes)"
        }
    }

    /// The section's heading in English (the heading as the translation writes it when no English
    /// rendering is known).
    public var sectionTitle: String {
        Self.englishHeadings[heading] ?? heading
    }

    /// "Accessibility Programming Guide for iOS, “Make Custom Individual Views Accessible”, listing 6-4".
    public var citation: String {
        var text = "\(guideTitle), “\(sectionTitle)”"
        if let listing {
            text +=
                ", "
                + listing.replacingOccurrences(of: "Listing ", with: "listing ")
                .replacingOccurrences(of: "清单 ", with: "listing ").replacingOccurrences(of: "Листинг ", with: "listing ")
        }
        return text
    }

    static let englishHeadings: [String: String] = [
        // Accessibility Programming Guide for iOS, "Making Your iPhone Application Accessible".
        "让自定义独立视图支持无障碍使用": "Make Custom Individual Views Accessible",
        "让自定义容器视图的内容支持无障碍使用": "Make the Contents of Custom Container Views Accessible",
        "修改默认的属性信息": "Modify the Default Attribute Information",
        "让表格视图支持无障碍使用": "Enhance the Accessibility of Table Views",
        "通过编程定义自定义属性信息": "Define Custom Attribute Information Programmatically",
        "让非文字数据支持无障碍阅读": "Make Nontextual Data Accessible",
        "让动态元素支持无障碍使用": "Make Dynamic Elements Accessible",
        "如何创建标签": "Guidelines for Creating Labels",
        "如何创建提示": "Guidelines for Creating Hints",
        // iOS Accessibility: VoiceOver (tutorial).
        "UIAccessibilityCustomAction 代码示例": "UIAccessibilityCustomAction example",
        "UIAccessibility 属性赋值示例": "Setting UIAccessibility properties",
        "APLFloorPlanView 代码": "APLFloorPlanView",
        "APLElevatorControl 控件代码": "APLElevatorControl",
        "APLCoffeeControl 控件代码": "APLCoffeeControl",
        // View Controller Programming Guide for iOS.
        "观测无障碍访问通知": "Observing Accessibility Notifications",
        "移动 VoiceOver Cursor 到指定元素": "Moving the VoiceOver Cursor to a Specific Element",
        // Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”).
        "特征": "Traits", "增量和减量": "Increment and Decrement", "元素顺序": "Element Order",
        "Twitter 示例": "Twitter Example", "页眉": "Headers", "隐藏的元素": "Hidden Elements",
        "逃跑": "Escape", "语言": "Language", "视图是模态的": "View Is Modal", "自定义视图": "Custom Views",
        "自定义操作": "Custom Actions", "汇总元素": "Summary Element", "框架和激活点": "Frame and Activation Point",
        "标签": "Label", "暗示": "Hint", "控制焦点": "Controlling Focus", "导致翻页": "Causing a Page Turn",
        "基本框架": "Basic Frame", "可访问性元素": "Accessibility Elements", "允许直接互动": "Allowing Direct Interaction",
        "价值": "Value", "SwiftUI 斯塔克斯": "SwiftUI Stacks",
        // Accessibility in iOS (developer notes).
        "Элементы заказа": "Ordering Elements", "Скрытие элементов": "Hiding Elements",
        "Рамка доступности": "Accessibility Frame", "Объявление": "Announcement", "Модальный вид": "Modal View",
        "Контейнер доступности": "Accessibility Container", "Изменение экрана": "Screen Change",
        "Изменение макета": "Layout Change",
    ]
}
