import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `stateboard serve` as a user runs it: it says where it listens (loopback) and stops cleanly
/// on SIGTERM (exit 0) and Ctrl-C (exit 130), with a page's event stream open.
@Suite struct ServeCommandTests {
    @Test(arguments: [(SIGTERM, Int32(0)), (SIGINT, Int32(130))])
    func servesOnLoopbackAndStopsOnSignals(signal: Int32, status: Int32) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (process, port) = try ServeHardeningCommandTests.startServe(in: folder)
        // An open page: its event stream stays open until the server stops.
        let events = URLSession(configuration: .ephemeral).dataTask(with: URL(string: "http://127.0.0.1:\(port)/_events")!)
        events.resume()
        let page = try Data(contentsOf: URL(string: "http://127.0.0.1:\(port)/")!)
        #expect(String(decoding: page, as: UTF8.self).contains("<title>"))
        kill(process.processIdentifier, signal)
        let stopBy = Date().addingTimeInterval(10)
        while process.isRunning, Date() < stopBy { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!process.isRunning, "serve did not stop on signal \(signal)")
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        events.cancel()
        #expect(process.terminationStatus == status)
    }
}
