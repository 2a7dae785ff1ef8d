@_exported import EarshotUIKit
@_exported import AccessibilityTree
@_exported import VoiceOverSimulator
@_exported import ScreenFormats
@_exported import AccessibilityAudit
@_exported import EarshotSnapshot
@_exported import EarshotAudio
@_exported import AssistiveTechnologies
