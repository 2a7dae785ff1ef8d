import ArgumentParser
import Earshot
import Foundation
import SampleApp

/// `--audio FILE` and `--speak` for `read` and `run`: what VoiceOver said, as speech from
/// espeak-ng on the simulator's virtual clock (docs/audio.md).
struct AudioOptions: ParsableArguments {
    @Option(help: "Write what VoiceOver says as speech to this WAV file (needs espeak-ng).")
    var audio: String?

    @Flag(help: "Play what VoiceOver says on this machine's audio device (needs espeak-ng and a device).")
    var speak = false

    var isRequested: Bool { audio != nil || speak }

    /// Renders `voiceOver`'s timeline, writes and plays it as asked. Errors become exit code 1
    /// with the message on stderr.
    @MainActor
    func render(_ voiceOver: VoiceOver) throws {
        try render { renderer in
            try renderer.render(voiceOver.timeline, until: voiceOver.now, speakingRate: voiceOver.settings.speakingRate)
        }
    }

    /// The tour as a listener hears it: per screen, VoiceOver announcing it, then each demo
    /// gesture with its speech heard to the end; a second of silence between screens.
    @MainActor
    func renderTour(_ entries: [SampleScreenEntry]) throws {
        guard isRequested else { return }
        try render { renderer in
            var tour = WAVAudio()
            for entry in entries {
                let session = SampleTour.Session()
                session.voiceOver.settle()
                session.voiceOver.clearLog()
                session.show(entry)
                for step in entry.demo.steps {
                    _ = session.run(step.gesture)
                    session.voiceOver.settle()
                }
                let voiceOver = session.voiceOver
                let screen = try renderer.render(voiceOver.timeline, until: voiceOver.now, speakingRate: voiceOver.settings.speakingRate)
                tour.samples += screen.samples
                tour.samples += repeatElement(0, count: WAVAudio.sampleRate)
            }
            return tour
        }
    }

    @MainActor
    private func render(_ make: (SpeechAudioRenderer) throws -> WAVAudio) throws {
        guard isRequested else { return }
        do {
            let renderer = SpeechAudioRenderer(synthesizer: try EspeakSynthesizer())
            let wav = try make(renderer)
            if let audio { try OutputFile.write(wav.wavData, to: audio) }
            if speak { try AudioPlayer.play(wav) }
        } catch let error as ExitCode {
            throw error
        } catch {
            Output.error(String(describing: error))
            throw ExitCode.failure
        }
    }

    /// What a user hears swiping through `window` from the first element to the last, each
    /// element spoken to its end (hints included when `settings` speaks them), rendered.
    @MainActor
    func renderReading(_ window: UIWindow, settings: VoiceOverSettings) throws {
        guard isRequested else { return }
        let voiceOver = VoiceOver(window: window, settings: settings)
        voiceOver.settle()
        let count = voiceOver.tree.elements.count
        for _ in 1..<max(1, count) {
            voiceOver.swipeRight()
            voiceOver.settle()
        }
        try render(voiceOver)
    }
}
