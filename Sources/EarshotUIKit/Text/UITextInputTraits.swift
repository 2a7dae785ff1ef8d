/// UIKit's text input traits: which keyboard a text field asks for, what its text is (for
/// AutoFill), and how typing is capitalised and corrected. Earshot draws no keyboard, so they
/// change nothing VoiceOver says; they are kept where code reads them back (`UITextField`).

/// The keyboard a text field shows.
public enum UIKeyboardType: Int, Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // UIKit's name.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// UIKit's alias for `.asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the keyboard's Return key (UIKit's `UIReturnKeyType`, its raw values).
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0
    case go = 1
    case google = 2
    case join = 3
    case next = 4
    case route = 5
    case search = 6
    case send = 7
    case yahoo = 8
    case done = 9
    case emergencyCall = 10
    case `continue` = 11
}

/// How typed text is capitalised.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Whether typed text is corrected.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// What a text field's text means, for AutoFill (UIKit's string constants).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = Self("name")
    public static let namePrefix = Self("honorific-prefix")
    public static let givenName = Self("given-name")
    public static let middleName = Self("additional-name")
    public static let familyName = Self("family-name")
    public static let nameSuffix = Self("honorific-suffix")
    public static let nickname = Self("nickname")
    public static let jobTitle = Self("organization-title")
    public static let organizationName = Self("organization")
    public static let location = Self("location")
    public static let fullStreetAddress = Self("street-address")
    public static let streetAddressLine1 = Self("address-line1")
    public static let streetAddressLine2 = Self("address-line2")
    public static let addressCity = Self("address-level2")
    public static let addressState = Self("address-level1")
    public static let addressCityAndState = Self("address-level1+2")
    public static let sublocality = Self("address-level3")
    public static let countryName = Self("country-name")
    public static let postalCode = Self("postal-code")
    public static let telephoneNumber = Self("tel")
    public static let emailAddress = Self("email")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // UIKit's name.
    public static let URL = Self("url")
    public static let creditCardNumber = Self("cc-number")
    public static let username = Self("username")
    public static let password = Self("password")
    public static let newPassword = Self("new-password")
    public static let oneTimeCode = Self("one-time-code")
}
