import EarshotUIKit

/// The Accessibility Programming Guide for iOS, "让表格视图支持无障碍使用": a view that provides weather information. It contains a
/// city subview and a temperature subview, each of which provides a separate label; the view
/// combines them so that VoiceOver users get the weather with one gesture: "Cupertino, 21°".
/// The comma makes VoiceOver pause between the pieces.
///
/// It also carries the `summaryElement` trait (Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "汇总元素"): as in Apple's Weather app,
/// VoiceOver focuses it first when the screen appears.
public final class CurrentWeather: UIView {
    public let weatherCity = UILabel(frame: .zero)
    public let weatherTemp = UILabel(frame: .zero)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public init(city: String, temperature: String) {
        super.init(frame: .zero)
        weatherCity.text = city
        weatherTemp.text = temperature
        addSubview(weatherCity)
        addSubview(weatherTemp)
        isAccessibilityElement = true
        accessibilityTraits = .summaryElement
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        weatherCity.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2)
        weatherTemp.frame = CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    public override var accessibilityLabel: String? {
        get {
            let weatherCityLabel = weatherCity.accessibilityLabel ?? ""
            let weatherTempLabel = weatherTemp.accessibilityLabel ?? ""
            // Combine the city and temperature information so that VoiceOver users can get the
            // weather information with one gesture.
            return "\(weatherCityLabel), \(weatherTempLabel)"
        }
        set {}
    }
}

/// The Weather screen: the current weather at the top (the summary element), then the forecast.
public final class WeatherViewController: UIViewController {
    public let currentWeather = CurrentWeather(city: "Cupertino", temperature: "21°")
    /// The forecast rows, one label each.
    public let forecast: [UILabel] = [
        UILabel(text: "Tomorrow, Sunny, 23°"),
        UILabel(text: "Saturday, Cloudy, 19°"),
        UILabel(text: "Sunday, Rain, 16°"),
    ]

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Weather"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        var column = ColumnLayout()
        column.place(currentWeather, height: 120, in: view)
        for label in forecast {
            column.place(label, height: 30, in: view)
        }
    }
}
