import Foundation

/// A headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// JSON messages ending in NUL on file descriptors 3 and 4), so nothing listens on a port. The
/// benchmark times screenshots with it (the yardstick for Stateboard's per-image cost); tests
/// open pages, run scripts in them and read the results.
public final class HeadlessChromium {
    private let pid: pid_t
    private let commands: FileHandle
    private let events: FileHandle
    private var buffer = Data()
    private var nextID = 0
    private var sessionID: String?
    private let profile: String

    /// Starts Chromium with a blank page of `width` × `height` points at `scale`.
    /// - Parameter extraArguments: further command-line switches (`--host-resolver-rules=…`).
    public init(executable: String, width: Int, height: Int, scale: Double, extraArguments: [String] = []) throws {
        let toChromium = Pipe(), fromChromium = Pipe()
        // Glibc's file actions are a struct, Darwin's an opaque pointer the init fills in.
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChromium.fileHandleForReading.fileDescriptor, 3)
        posix_spawn_file_actions_adddup2(&actions, fromChromium.fileHandleForWriting.fileDescriptor, 4)
        let devNull = open("/dev/null", O_WRONLY)
        defer { close(devNull) }
        posix_spawn_file_actions_adddup2(&actions, devNull, 1)
        posix_spawn_file_actions_adddup2(&actions, devNull, 2)
        let profile = NSTemporaryDirectory() + "stateboard-chromium-\(getpid())-\(UUID().uuidString)"
        self.profile = profile
        let arguments =
            [
                executable, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
                "--no-first-run", "--no-default-browser-check", "--hide-scrollbars", "--mute-audio",
                "--user-data-dir=\(profile)",
            ] + extraArguments + ["about:blank"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // The environment as Foundation reads it (Darwin's headers declare no `environ`).
        var environment: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { environment.forEach { free($0) } }
        // Its own process group: its helper processes (renderer, network, zygote) go with it.
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil
        #else
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, &argv, &environment)
        guard status == 0 else { throw ChromiumError("cannot start \(executable): \(String(cString: strerror(status)))") }
        pid = child
        commands = toChromium.fileHandleForWriting
        events = fromChromium.fileHandleForReading
        try? toChromium.fileHandleForReading.close()
        try? fromChromium.fileHandleForWriting.close()

        let target = try send("Target.createTarget", ["url": "about:blank"], inSession: false)
        guard let targetID = target["targetId"] as? String else { throw ChromiumError("Chromium made no page") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true], inSession: false)
        sessionID = attached["sessionId"] as? String
        _ = try send(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": true])
    }

    deinit {
        // The whole group: a helper still running after the browser would write into the
        // profile after it is removed, and leave it behind in the temporary folder.
        kill(-pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        var waited = 0
        while kill(-pid, 0) == 0, waited < 200 {  // 2 s at most, then the rest is killed
            usleep(10_000)
            waited += 1
        }
        if waited == 200 { kill(-pid, SIGKILL) }
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// Replaces the page's document with `html`.
    public func load(html: String) throws {
        let script = "document.open(); document.write(\(Self.jsonString(html))); document.close(); document.body.offsetHeight"
        _ = try send("Runtime.evaluate", ["expression": script, "awaitPromise": false])
    }

    /// Opens `url` and waits (up to `timeout` seconds) until the document has loaded.
    public func navigate(to url: String, timeout: Double = 10) throws {
        _ = try send("Page.navigate", ["url": url])
        guard try waitUntil("document.readyState === 'complete'", timeout: timeout) else { throw ChromiumError("\(url) did not load") }
    }

    /// The value of a JavaScript expression in the page (promises awaited), as JSON gives it.
    public func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            throw ChromiumError("\(expression): \((exception["exception"] as? [String: Any])?["description"] ?? exception["text"] ?? "exception")")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Evaluates `expression` every 20 ms until it is `true`; false if `timeout` seconds pass first.
    public func waitUntil(_ expression: String, timeout: Double) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if try evaluate(expression) as? Bool == true { return true }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return false
    }

    /// Presses `key` (a character, or `Enter`) as a person would: key down and up through the
    /// browser's input pipeline, with shift held when asked.
    public func press(_ key: String, shift: Bool = false) throws {
        let text = key.count == 1 ? (shift ? key.uppercased() : key) : (key == "Enter" ? "\r" : "")
        let code = key.count == 1 ? "Key" + key.uppercased() : key
        var down: [String: Any] = ["type": "keyDown", "key": key.count == 1 && shift ? key.uppercased() : key, "code": code, "modifiers": shift ? 8 : 0]
        if !text.isEmpty { down["text"] = text }
        if key == "Enter" { down["windowsVirtualKeyCode"] = 13 }
        _ = try send("Input.dispatchKeyEvent", down)
        down["type"] = "keyUp"
        down["text"] = nil
        _ = try send("Input.dispatchKeyEvent", down)
    }

    /// Makes the page see `prefers-color-scheme: scheme` (`light` or `dark`).
    public func emulateColorScheme(_ scheme: String) throws {
        _ = try send("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": scheme]]])
    }

    /// A PNG screenshot of the page.
    public func screenshot() throws -> Data {
        let result = try send("Page.captureScreenshot", ["format": "png", "optimizeForSpeed": true])
        guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else { throw ChromiumError("no screenshot") }
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
            if let error = reply["error"] as? [String: Any] { throw ChromiumError("\(method): \(error["message"] ?? error)") }
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
            guard count > 0 else { throw ChromiumError("Chromium closed its pipe") }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    private static func jsonString(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }

    /// Chromium on this machine, if any.
    public static func find() -> String? {
        [
            "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
            "/Applications/Chromium.app/Contents/MacOS/Chromium",
        ].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// What went wrong driving Chromium.
public struct ChromiumError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
