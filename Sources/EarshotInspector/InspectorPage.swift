import EarshotSnapshot
import VoiceOverSimulator

/// The inspector's page and script. The script only draws what the server answers and sends
/// gestures: every word VoiceOver says comes from the Swift simulator, never from JavaScript.
/// App text reaches the page only as escaped SVG/HTML from the server or through `textContent`.
enum InspectorPage {
    /// Keys and the gestures they make (also listed on the page).
    static let keys: [(key: String, gesture: String)] = [
        ("ArrowRight", "right"), ("ArrowLeft", "left"), ("ArrowUp", "up"), ("ArrowDown", "down"),
        ("Enter", "doubletap"), ("Escape", "scrub"), ("m", "magictap"), ("Home", "first"), ("End", "last"),
        ("a", "readall"), ("r", "readfromhere"), ("p", "pause"), ("s", "status"),
        ("PageUp", "scroll-up"), ("PageDown", "scroll-down"), ("[", "rotor-previous"), ("]", "rotor-next"),
    ]

    /// Keys that step through a replayed finding (`POST /api/replay`).
    static let replayKeys: [(key: String, command: String)] = [("n", "next"), ("b", "previous")]

    static var html: String {
        let buttons = VoiceOverGesture.argumentNames.filter { !$0.hasPrefix("touch") }.map { gesture in
            let key = keys.first { $0.gesture == gesture }.map { " (\($0.key))" } ?? ""
            return "<button type=\"button\" data-gesture=\"\(gesture)\">\(gesture)\(MarkupText.escaped(key))</button>"
        }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>earshot inspect</title>
            <style>\(AccessibilitySnapshotHTML.styles)
            #gestures button{margin:2px}#spoken{font-size:18px;min-height:1.5em;font-weight:600}
            #drawing .element.focused rect,#drawing .element.focused path{stroke:#000;stroke-width:4;fill-opacity:.45}
            #panel{max-width:520px}dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;font-size:13px}dt{color:#6e6e73}
            #replay-steps li.done{color:#6e6e73}#replay-steps li.next{font-weight:700}
            </style>
            <script src="/inspector.js" defer></script>
            </head>
            <body>
            <h1>earshot inspect</h1>
            <p>Keys or buttons make VoiceOver's gestures; hovering over the screen is touch exploration.</p>
            <section id="replay" hidden>
            <h2>Replaying a finding</h2>
            <p id="replay-finding"></p>
            <p><button type="button" data-replay="restart">Restart</button>
            <button type="button" data-replay="previous">Previous step (b)</button>
            <button type="button" data-replay="next">Next step (n)</button>
            <span id="replay-step"></span></p>
            <ol id="replay-steps"></ol>
            </section>
            <div id="gestures">
            \(buttons)
            </div>
            <main>
            <div id="drawing" tabindex="0" aria-label="The screen"></div>
            <div id="panel">
            <h2>VoiceOver says</h2>
            <div id="spoken" aria-live="polite"></div>
            <ol id="log"></ol>
            <h2>Focused element</h2>
            <dl id="properties"></dl>
            <h2>Rotor</h2>
            <p id="rotor"></p>
            <h2>Audit findings</h2>
            <ul id="findings"></ul>
            <h2>Elements</h2>
            <div id="legend-table"></div>
            </div>
            </main>
            </body>
            </html>

            """
    }

    static var script: String {
        let keyMap = keys.map { "\"\($0.key)\":\"\($0.gesture)\"" }.joined(separator: ",")
        let replayKeyMap = replayKeys.map { "\"\($0.key)\":\"\($0.command)\"" }.joined(separator: ",")
        return """
            "use strict";
            const keyGestures = {\(keyMap)};
            const replayKeys = {\(replayKeyMap)};
            let busy = Promise.resolve();
            function $(id) { return document.getElementById(id); }
            function render(state) {
              $("drawing").innerHTML = state.svg;
              $("legend-table").innerHTML = state.legend;
              if (state.replay && state.replay.launched) $("log").textContent = "";
              renderReplay(state.replay);
              $("spoken").textContent = state.spoken.length ? state.spoken[state.spoken.length - 1] : "";
              for (const text of state.spoken) { const li = document.createElement("li"); li.textContent = text; $("log").appendChild(li); }
              for (const el of document.querySelectorAll(".focused")) el.classList.remove("focused");
              document.body.dataset.focused = state.focused == null ? "" : String(state.focused + 1);
              if (state.focused != null) {
                const n = state.focused + 1;
                const el = document.getElementById("element-" + n); if (el) el.classList.add("focused");
                const row = document.getElementById("legend-" + n); if (row) row.classList.add("focused");
              }
              const dl = $("properties"); dl.textContent = "";
              const p = state.properties || {};
              for (const key of ["description", "label", "value", "hint", "traits", "identifier", "language", "frame", "activationPoint", "customActions"]) {
                if (p[key] == null) continue;
                const dt = document.createElement("dt"); dt.textContent = key;
                const dd = document.createElement("dd"); dd.textContent = Array.isArray(p[key]) ? p[key].join(", ") : String(p[key]);
                dd.id = "property-" + key; dl.appendChild(dt); dl.appendChild(dd);
              }
              $("rotor").textContent = (state.rotor || "(none)") + (state.rotorItems.length ? " — " + state.rotorItems.join(", ") : "");
              const ul = $("findings"); ul.textContent = "";
              for (const f of state.findings) {
                const li = document.createElement("li");
                li.textContent = (f.element == null ? "Screen" : "#" + f.element) + " " + f.severity + " " + f.rule + ": " + f.message;
                ul.appendChild(li);
              }
            }
            function renderReplay(replay) {
              $("replay").hidden = !replay;
              if (!replay) return;
              $("replay-finding").textContent = replay.screen + ": " + replay.severity + " " + replay.rule +
                (replay.element == null ? "" : " on \\u201C" + replay.element + "\\u201D") + ": " + replay.message;
              $("replay-step").textContent = "Step " + replay.step + " of " + replay.gestures.length +
                (replay.step < replay.gestures.length ? "; next: " + replay.gestures[replay.step] : "; the finding's last gesture is done");
              const ol = $("replay-steps"); ol.textContent = "";
              replay.gestures.forEach((gesture, i) => {
                const li = document.createElement("li");
                li.textContent = gesture; li.id = "replay-step-" + (i + 1);
                if (i < replay.step) li.className = "done"; else if (i === replay.step) li.className = "next";
                ol.appendChild(li);
              });
            }
            function post(path, body) {
              busy = busy.then(async () => {
                const response = await fetch(path, { method: "POST", headers: { "Content-Type": "text/plain" }, body: body });
                if (response.ok) render(await response.json());
              });
              return busy;
            }
            function send(gesture) { return post("/api/gesture", gesture); }
            document.addEventListener("keydown", (event) => {
              if (event.ctrlKey || event.metaKey || event.altKey) return;
              const command = $("replay").hidden ? null : replayKeys[event.key];
              if (command) { event.preventDefault(); post("/api/replay", command); return; }
              const gesture = keyGestures[event.key];
              if (!gesture) return;
              event.preventDefault();
              send(gesture);
            });
            let hovered = null;
            function onHover(event) {
              const target = event.target.closest ? event.target.closest(".element") : null;
              if (!target || target === hovered) return;
              hovered = target;
              const screen = document.getElementById("screen");
              const svg = screen.ownerSVGElement;
              const point = svg.createSVGPoint(); point.x = event.clientX; point.y = event.clientY;
              const p = point.matrixTransform(screen.getScreenCTM().inverse());
              send("touch:" + Math.round(p.x) + "," + Math.round(p.y));
            }
            async function start() {
              const response = await fetch("/api/state");
              render(await response.json());
              for (const button of document.querySelectorAll("#gestures button")) {
                button.addEventListener("click", () => send(button.dataset.gesture));
              }
              for (const button of document.querySelectorAll("#replay button")) {
                button.addEventListener("click", () => post("/api/replay", button.dataset.replay));
              }
              $("drawing").addEventListener("mousemove", onHover);
              // ?keys=ArrowRight,Enter replays key presses through the same handler (a scripted demo).
              const keys = new URLSearchParams(location.search).get("keys");
              if (keys) {
                for (const key of keys.split(",")) {
                  document.dispatchEvent(new KeyboardEvent("keydown", { key: key, bubbles: true }));
                  await busy;
                }
              }
              document.body.dataset.ready = "1";
            }
            start();

            """
    }
}
