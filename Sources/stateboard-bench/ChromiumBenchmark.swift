import Foundation

/// A warm headless Chromium taking screenshots of an HTML page equivalent to a placeholder:
/// the yardstick `make bench` compares Stateboard's per-image cost with. Chromium is driven
/// over the DevTools protocol on a pipe (`--remote-debugging-pipe`: JSON messages ending in
/// NUL on file descriptors 3 and 4), so nothing listens on a port.
final class HeadlessChromium {
    private let pid: pid_t
    private let commands: FileHandle
    private let events: FileHandle
    private var buffer = Data()
    private var nextID = 0
    private var sessionID: String?

    /// Starts Chromium with a blank page of `width` × `height` points at `scale`.
    init(executable: String, width: Int, height: Int, scale: Double) throws {
        let toChromium = Pipe(), fromChromium = Pipe()
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChromium.fileHandleForReading.fileDescriptor, 3)
        posix_spawn_file_actions_adddup2(&actions, fromChromium.fileHandleForWriting.fileDescriptor, 4)
        let devNull = open("/dev/null", O_WRONLY)
        defer { close(devNull) }
        posix_spawn_file_actions_adddup2(&actions, devNull, 1)
        posix_spawn_file_actions_adddup2(&actions, devNull, 2)
        let profile = NSTemporaryDirectory() + "stateboard-bench-chromium-\(getpid())"
        let arguments = [executable, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
                         "--no-first-run", "--no-default-browser-check", "--hide-scrollbars", "--mute-audio",
                         "--user-data-dir=\(profile)", "about:blank"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, &argv, environ)
        guard status == 0 else { throw BenchError("cannot start \(executable): \(String(cString: strerror(status)))") }
        pid = child
        commands = toChromium.fileHandleForWriting
        events = fromChromium.fileHandleForReading
        try? toChromium.fileHandleForReading.close()
        try? fromChromium.fileHandleForWriting.close()

        let target = try send("Target.createTarget", ["url": "about:blank"], inSession: false)
        guard let targetID = target["targetId"] as? String else { throw BenchError("Chromium made no page") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true], inSession: false)
        sessionID = attached["sessionId"] as? String
        _ = try send("Emulation.setDeviceMetricsOverride",
                     ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": true])
    }

    deinit {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// Replaces the page's document with `html`.
    func load(html: String) throws {
        let script = "document.open(); document.write(\(Self.jsonString(html))); document.close(); document.body.offsetHeight"
        _ = try send("Runtime.evaluate", ["expression": script, "awaitPromise": false])
    }

    /// A PNG screenshot of the page.
    func screenshot() throws -> Data {
        let result = try send("Page.captureScreenshot", ["format": "png", "optimizeForSpeed": true])
        guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else { throw BenchError("no screenshot") }
        return data
    }

    private func send(_ method: String, _ params: [String: Any], inSession: Bool = true) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": params]
        if inSession, let sessionID { message["sessionId"] = sessionID }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        try commands.write(contentsOf: data)
        while true {
            let reply = try readMessage()
            guard reply["id"] as? Int == nextID else { continue }  // events and other replies
            if let error = reply["error"] as? [String: Any] { throw BenchError("\(method): \(error["message"] ?? error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    private func readMessage() throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = buffer[buffer.startIndex..<end]
                buffer.removeSubrange(buffer.startIndex...end)
                return (try JSONSerialization.jsonObject(with: message) as? [String: Any]) ?? [:]
            }
            // One read(2): FileHandle's read(upToCount:) waits for the whole count.
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(events.fileDescriptor, &chunk, chunk.count)
            guard count > 0 else { throw BenchError("Chromium closed its pipe") }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    private static func jsonString(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }

    /// Chromium on this machine, if any.
    static func find() -> String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
         "/Applications/Chromium.app/Contents/MacOS/Chromium"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// An HTML page drawing what the default theme's empty favorites placeholder draws: a
    /// navigation bar with a large title, a centred symbol, title, message and a filled button,
    /// a tab bar, in the system font stack.
    static func placeholderPage(title: String) -> String {
        """
        <!doctype html><html><head><meta charset="utf-8"><style>
        body{margin:0;height:852px;font-family:-apple-system,Inter,sans-serif;background:#fff;color:#000;display:flex;flex-direction:column}
        .status{height:54px}.nav{height:96px;padding:0 16px;display:flex;align-items:flex-end;font:700 34px/41px Inter}
        .body{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:0 16px;text-align:center}
        .icon{width:64px;height:64px;margin-bottom:22px}.t{font:700 22px/28px Inter;margin-bottom:6px}
        .m{font:400 17px/22px Inter;color:rgba(60,60,67,.6);margin-bottom:20px}
        .b{background:#007aff;color:#fff;border-radius:12px;padding:7px 14px;font:600 15px/20px Inter}
        .tab{height:83px;border-top:.5px solid rgba(0,0,0,.3);background:#f9f9f9}
        </style></head><body><div class="status"></div><div class="nav">Favorites</div><div class="body">
        <svg class="icon" viewBox="0 0 24 24" fill="none" stroke="#8e8e93" stroke-width="1.5"><path d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6C19 16.5 12 21 12 21z"/></svg>
        <div class="t">\(title)</div><div class="m">Tap the heart on any item to keep it here.</div><div class="b">Browse Items</div>
        </div><div class="tab"></div></body></html>
        """
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
