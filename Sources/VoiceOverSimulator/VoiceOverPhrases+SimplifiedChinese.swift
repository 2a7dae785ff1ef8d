extension VoiceOverPhrases {
    /// Simplified Chinese (zh-Hans), what iOS VoiceOver (旁白) says in Simplified Chinese.
    ///
    /// docs/voiceover-behaviour.md gives no Chinese strings; these are what VoiceOver itself says, with any string
    /// not known for sure marked so. Sources:
    /// - "observed": the Rax/Weex accessibility tutorial (信息无障碍开发教程, by the Taobao team,
    ///   who tested on iOS), which states what Chinese VoiceOver reads for each role.
    /// - "unverified": no source at hand confirms the exact words; the string follows Apple's
    ///   Simplified Chinese terms (轻点两下 for double tap, 轻扫 for swipe, 转子 for rotor) and
    ///   should be checked on a device and corrected here.
    public static let simplifiedChinese = VoiceOverPhrases(
        identifier: "zh-Hans",
        selected: "已选定",  // observed
        dimmed: "变暗",  // unverified
        button: "按钮",  // observed
        backButton: "返回按钮",  // unverified
        backLabel: "返回",  // unverified (UIKit's Chinese back title)
        switchButton: "开关按钮",  // unverified
        switchOn: "打开",  // unverified
        switchOff: "关闭",  // unverified
        switchMixed: "混合",  // unverified
        tab: "标签",  // unverified
        textField: "文本栏",  // observed
        secureTextField: "安全文本栏",  // unverified
        isEditing: "正在编辑",  // unverified
        heading: "标题",  // observed
        link: "链接",  // observed
        adjustable: "可调整",  // unverified
        image: "图片",  // observed (Apple's UI term is 图像; the tutorial heard 图片)
        searchField: "搜索栏",  // observed
        positionFormat: "第{index}项，共{count}项",  // unverified (Chinese has no literal "i of n")
        listStart: "列表开始",  // unverified
        listEnd: "列表结束",  // unverified
        landmarkStart: "界标",  // unverified
        landmarkEnd: "结束",  // unverified
        rowSpanFormat: "跨{n}行",  // unverified
        columnSpanFormat: "跨{n}列",  // unverified
        rowFormat: "第{n}行",  // unverified
        columnFormat: "第{n}列",  // unverified
        switchHint: "轻点两下以切换设置。",  // unverified
        editHint: "轻点两下以编辑。",  // unverified
        misspelledWordsHint: "使用转子访问拼写错误的单词",  // unverified
        adjustHint: "用一根手指向上或向下轻扫以调整值。",  // unverified
        actionsAvailable: "有可用操作",  // unverified
        moreContentAvailable: "有更多内容可用",  // unverified
        fullStop: "。",
        sentenceSpace: ""
    )
}
