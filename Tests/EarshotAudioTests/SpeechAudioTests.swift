import EarshotAudio
import EarshotUIKit
import ExternalPrograms
import Foundation
import Testing
import VoiceOverSimulator

/// Speech rendered as audio on the virtual clock (docs/audio.md): the WAV's format, its length
/// against the clock, silence where VoiceOver pauses (docs/voiceover-behaviour.md, speech timing:
/// the hint starts half a second after the description), cut-off speech and earcons.
@MainActor
@Suite(.enabled(if: ExternalProgram.find("espeak-ng") != nil, "espeak-ng is not installed (Debian package espeak-ng); .ci/run installs it"))
struct SpeechAudioTests {
    /// A window with a button that has a hint, then a plain label.
    func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let play = UIButton(frame: CGRect(x: 16, y: 100, width: 120, height: 44))
        play.accessibilityLabel = "Play"
        play.accessibilityHint = "Plays the song."
        window.addSubview(play)
        let title = UILabel(frame: CGRect(x: 16, y: 200, width: 300, height: 30))
        title.text = "Hola mundo"
        title.accessibilityLanguage = "es-ES"
        window.addSubview(title)
        return window
    }

    func render(_ voiceOver: VoiceOver) throws -> WAVAudio {
        try SpeechAudioRenderer(synthesizer: EspeakSynthesizer()).render(
            voiceOver.timeline, until: voiceOver.now, speakingRate: voiceOver.settings.speakingRate)
    }

    @Test func wavIsMono16BitPCMAt22050Hz() throws {
        let voiceOver = VoiceOver(window: makeWindow())
        voiceOver.settle()
        let data = try render(voiceOver).wavData
        let bytes = [UInt8](data)
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
        #expect(Array(bytes[8..<16]) == Array("WAVEfmt ".utf8))
        func read16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func read32(_ at: Int) -> Int { read16(at) | read16(at + 2) << 16 }
        #expect(read16(20) == 1)  // PCM
        #expect(read16(22) == 1)  // mono
        #expect(read32(24) == 22_050)
        #expect(read16(34) == 16)
        #expect(read32(40) == bytes.count - 44)
        #expect(read32(4) == bytes.count - 8)
    }

    @Test func lastsAsLongAsTheVirtualClockRan() throws {
        let voiceOver = VoiceOver(window: makeWindow())
        voiceOver.settle()
        voiceOver.swipeRight()
        voiceOver.settle()
        let audio = try render(voiceOver)
        #expect(audio.samples.count == WAVAudio.sampleCount(voiceOver.now))
        #expect(voiceOver.now > .seconds(1))
    }

    @Test func silentBetweenDescriptionAndHintAndSpeakingInBoth() throws {
        let voiceOver = VoiceOver(window: makeWindow())
        voiceOver.settle()
        let audio = try render(voiceOver)
        let first = try #require(voiceOver.timeline.speech.first)
        #expect(first.text == "Play, Button, Plays the song.")
        #expect(first.segments.count == 2)
        let description = first.segments[0]
        let hint = first.segments[1]
        #expect(hint.offset == description.duration + SpeechTiming.hintPause)
        let pause = WAVAudio.sampleCount(description.duration)..<WAVAudio.sampleCount(hint.offset)
        #expect(pause.count == 11_025)
        #expect(audio.samples[pause].allSatisfy { $0 == 0 })
        let spokenDescription = audio.samples[0..<WAVAudio.sampleCount(description.duration)]
        let spokenHint = audio.samples[pause.upperBound..<WAVAudio.sampleCount(hint.offset + hint.duration)]
        #expect(spokenDescription.contains { abs(Int($0)) > 1_000 })
        #expect(spokenHint.contains { abs(Int($0)) > 1_000 })
    }

    @Test func speechCutOffByTheNextGestureIsCutOff() throws {
        let voiceOver = VoiceOver(window: makeWindow())
        voiceOver.advance(by: .milliseconds(200))
        voiceOver.swipeRight()  // interrupts "Play, Button, …" 200 ms in
        voiceOver.settle()
        let audio = try render(voiceOver)
        let first = try #require(voiceOver.timeline.speech.first)
        #expect(first.end == .milliseconds(200))
        let second = try #require(voiceOver.timeline.speech.last)
        #expect(second.start == .milliseconds(200))
        #expect(second.language == "es-ES")
        #expect(audio.samples.count == WAVAudio.sampleCount(voiceOver.now))
    }

    @Test func twoFingerTapPauseIsSilenceAndSpeechGoesOnAfterIt() throws {
        let voiceOver = VoiceOver(window: makeWindow())
        voiceOver.advance(by: .milliseconds(300))
        voiceOver.twoFingerTap()  // pause
        voiceOver.advance(by: .seconds(1))
        voiceOver.twoFingerTap()  // resume
        voiceOver.settle()
        let first = try #require(voiceOver.timeline.speech.first)
        #expect(first.pauses.count == 1)
        #expect(first.pauses.first?.elapsed == .milliseconds(300))
        #expect(first.pauses.first?.length == .seconds(1))
        #expect(first.end == first.duration + .seconds(1))
        let audio = try render(voiceOver)
        #expect(audio.samples.count == WAVAudio.sampleCount(voiceOver.now))
        // Silent while paused (10 ms margins), speaking again after the resume.
        let paused = WAVAudio.sampleCount(.milliseconds(310))..<WAVAudio.sampleCount(.milliseconds(1_290))
        #expect(audio.samples[paused].allSatisfy { $0 == 0 })
        #expect(audio.samples[WAVAudio.sampleCount(.milliseconds(1_300))...].contains { abs(Int($0)) > 1_000 })
    }

    @Test func boundarySoundIsAnEarconAfterTheLastElement() throws {
        let voiceOver = VoiceOver(window: makeWindow())
        voiceOver.settle()
        voiceOver.swipeRight()
        voiceOver.settle()
        let before = voiceOver.now
        voiceOver.swipeRight()  // past the end: boundary sound, nothing said
        let sound = try #require(voiceOver.timeline.sounds.last)
        #expect(sound.sound == .boundary)
        #expect(sound.at == before)
        let audio = try render(voiceOver)
        let tail = audio.samples[WAVAudio.sampleCount(before)...]
        #expect(tail.count > 1_000)
        #expect(tail.contains { $0 != 0 })
    }

    @Test func fasterSpeakingRateIsShorter() throws {
        var fast = VoiceOverSettings()
        fast.speakingRate = 1
        let slow = VoiceOver(window: makeWindow())
        slow.settle()
        let quick = VoiceOver(window: makeWindow(), settings: fast)
        quick.settle()
        #expect(try render(quick).samples.count < render(slow).samples.count)
    }

    @Test(arguments: [
        ("en-US", "en-us"), ("en", "en-us"), ("en-GB", "en-gb"), ("es-ES", "es"), ("es-419", "es-419"),
        ("zh-Hans", "cmn"), ("zh-HK", "yue"), ("pt-BR", "pt-br"), ("de-DE", "de"), ("ru", "ru"), ("xx-YY", "en-us"),
    ])
    func espeakVoiceForEachLanguage(tag: String, voice: String) throws {
        #expect(try EspeakSynthesizer().voice(for: tag) == voice)
    }
}
