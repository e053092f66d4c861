import Foundation
import Stateboard
import Testing

@Suite struct ThemeCommandTests {
    @Test func bundledThemesAreValid() throws {
        let result = try CommandRunner.run(["validate"])
        #expect(result.status == 0, "\(result.stderr)")
        for theme in ["ios", "dzn", "listapp", "dataviewable", "tablebackground", "viewstate"] {
            #expect(result.stdout.contains("✓ \(theme):"))
        }
    }

    @Test func initScaffoldsAValidThemeAndRefusesToOverwrite() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = try CommandRunner.run(["init", "shop"], in: folder)
        #expect(created.status == 0, "\(created.stderr)")
        let valid = try CommandRunner.run(["validate", "Themes/shop"], in: folder)
        #expect(valid.status == 0, "\(valid.stderr)")
        #expect(valid.stdout.contains("✓ shop: 1 screens, 7 screen states resolved, valid"))
        let again = try CommandRunner.run(["init", "shop"], in: folder)
        #expect(again.status == 2)
        #expect(again.stderr.contains("already exists"))
    }

    @Test func validateReportsEveryProblemWithLocations() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("broken")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try "stateboard: 1\nstates: { emtpy: {} }\nscreens: { home: { traits: [nope] } }\n"
            .write(to: theme.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["validate", theme.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("theme.yaml:2:11: error: unknown state `emtpy`"))
        #expect(result.stderr.contains("theme.yaml:3:29: error: unknown trait `nope`"))
        #expect(result.stderr.contains("2 problems"))
    }

    @Test func schemaIsJSON() throws {
        let result = try CommandRunner.run(["schema"])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(json?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    @Test func devicesListsPresets() throws {
        let result = try CommandRunner.run(["devices"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("iphone-15 "))
        #expect(result.stdout.contains("ipad-pro-11"))
    }

    /// Rule: `symbols TEXT` lists the names containing it with what draws them (Stateboard's own
    /// drawing, else the fallback set's icon) and says where the set is installed; a text no name
    /// contains is bad input (exit 2).
    @Test func symbolsListsTheNamesItCanDraw() throws {
        let wifi = try CommandRunner.run(["symbols", "wifi"])
        #expect(wifi.status == 0, "\(wifi.stderr)")
        #expect(wifi.stdout.contains("wifi.slash") && wifi.stdout.contains("drawn (fallback: lucide wifi-off)"), "\(wifi.stdout)")
        let yen = try CommandRunner.run(["symbols", "yensign"])
        #expect(yen.stdout.contains("lucide japanese-yen") && !yen.stdout.contains("drawn"), "\(yen.stdout)")
        #expect(!wifi.stdout.contains("heart"))
        #expect(wifi.stderr.contains("installed in"), "\(wifi.stderr)")
        let none = try CommandRunner.run(["symbols", "zzzz"])
        #expect(none.status == 2 && none.stderr.contains("no symbol name contains `zzzz`"), "\(none.stderr)")
    }

    /// Rule: `symbols --sheet-scene` prints the symbol sheet's scene: every name Stateboard draws,
    /// with its `.fill` beside it when it fills something, and the weights row.
    @Test func theSheetSceneShowsEveryDrawnName() throws {
        let sheet = try CommandRunner.run(["symbols", "--sheet-scene"])
        #expect(sheet.status == 0, "\(sheet.stderr)")
        let missing = DrawnSymbols.names.filter { !sheet.stdout.contains("symbol: \($0),") && !sheet.stdout.contains("symbol: \($0) ") }
        #expect(missing.isEmpty, "\(missing)")
        #expect(sheet.stdout.contains("symbol: heart.fill,") && !sheet.stdout.contains("symbol: chevron.left.fill"))
        #expect(sheet.stdout.contains("weight: black"))
    }
}

@Suite struct ExplainCommandTests {
    @Test func explainPrintsTheCascadeAndWritesAnOverlay() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let overlay = folder.appendingPathComponent("overlay.png")
        let result = try CommandRunner.run([
            "explain", "ios", "--screen", "favorites", "--state", "error.timeout", "--resolution",
            "--device", "iphone-se", "-o", overlay.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("params.symbol ← theme (error.timeout) at"))
        #expect(result.stdout.contains("Themes/ios/theme.yaml:27:"))
        #expect(result.stdout.contains("label#title"))
        let data = try Data(contentsOf: overlay)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let width = Int(data[16]) << 24 | Int(data[17]) << 16 | Int(data[18]) << 8 | Int(data[19])
        #expect(width == 750)  // iPhone SE: 375 pt at 2×
        let unknown = try CommandRunner.run(["explain", "ios", "--screen", "favorites", "--state", "eror"])
        #expect(unknown.status == 2 && unknown.stderr.contains("did you mean `error`?"))
    }
}

/// The bundled themes from a folder that has none: what a new user sees first.
@Suite struct AnyFolderTests {
    @Test func renderInAnEmptyFolderWritesTheDefaultThemeAndItsGallery() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["render", "--state", "empty", "--appearance", "light", "--locale", "en", "--text-size", "large"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        for file in ["stateboard-out/index.html", "stateboard-out/ios/favorites/contact-sheet.png"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "missing \(file)")
        }
    }

    @Test func validateExplainThemesAndInitWorkFromAnyFolder() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let validated = try CommandRunner.run(["validate", "ios"], in: folder)
        #expect(validated.status == 0 && validated.stdout.contains("✓ ios"), "\(validated.stderr)")
        let explained = try CommandRunner.run(["explain", "listapp", "--screen", "favorites", "--state", "empty"], in: folder)
        #expect(explained.status == 0, "\(explained.stderr)")
        let themes = try CommandRunner.run(["themes"], in: folder)
        #expect(themes.stdout.split(separator: "\n").filter { $0.hasSuffix("bundled") }.count == 6, "\(themes.stdout)")
        #expect(try CommandRunner.run(["init", "shop"], in: folder).status == 0)
        let listed = try CommandRunner.run(["themes"], in: folder)
        #expect(listed.stdout.contains("shop") && listed.stdout.contains("local"), "\(listed.stdout)")
        let shop = try CommandRunner.run(["validate", "shop"], in: folder)
        #expect(shop.status == 0, "\(shop.stderr)")
    }
}
