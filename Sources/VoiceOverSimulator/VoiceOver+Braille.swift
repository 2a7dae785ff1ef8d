import AccessibilityTree
import Braille

extension VoiceOver {
    /// What a braille display connected to VoiceOver shows for the focused element: its label,
    /// its value in a region of its own, and its role (`BrailleLine`), translated by liblouis with
    /// `table`. Nil when VoiceOver is off or nothing is focused. Throws `BrailleError` when
    /// liblouis's `lou_translate` is missing or has no such table.
    public func brailleDisplay(
        table: BrailleTable = .uebGrade2, translator: LiblouisTranslator = LiblouisTranslator()
    ) throws -> BrailleLine? {
        guard isRunning else { return nil }
        refreshIfIdle()
        guard let node = focusedNode else { return nil }
        return try BrailleLine(node: node, table: table, translator: translator)
    }
}
