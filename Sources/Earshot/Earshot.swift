@_exported import EarshotUIKit
@_exported import EarshotSwiftUI
@_exported import AccessibilityTree
@_exported import VoiceOverSimulator
@_exported import ScreenFormats
@_exported import AccessibilityAudit
