import Foundation
import Testing

@testable import StateboardTheme
import StateboardTestSupport

/// A suite of theme mistakes: each is written into a theme folder, validated, and must be
/// reported with its message at its line and column.
@Suite struct MalformedThemeTests {
    struct Mistake: CustomStringConvertible, Sendable {
        var name: String
        /// The whole theme.yaml.
        var yaml: String
        var location: String
        var message: String
        var hint: String? = nil
        var description: String { name }
    }

    static let header = "stateboard: 1\nscreens: { home: {} }\n"  // lines 1–2 of every case below

    static let mistakes: [Mistake] = [
        Mistake(name: "missing version", yaml: "screens: { home: {} }", location: "1:1", message: "a theme file starts with `stateboard: 1`"),
        Mistake(
            name: "unknown top key", yaml: header + "token: {}", location: "3:1", message: "unknown key `token` in a theme file", hint: "did you mean `tokens`?"
        ),
        Mistake(name: "tokens not a mapping", yaml: header + "tokens: [a]", location: "3:9", message: "`tokens` must be a mapping"),
        Mistake(
            name: "unknown token section", yaml: header + "tokens: { colours: {} }", location: "3:11", message: "unknown key `colours` in `tokens`",
            hint: "did you mean `colors`?"),
        Mistake(
            name: "bad hex token", yaml: header + "tokens: { colors: { a: \"#12\" } }", location: "3:24", message: "color token `a` `#12` is not a hex color"),
        Mistake(
            name: "unknown system color token", yaml: header + "tokens: { colors: { a: systemBlu } }", location: "3:24", message: "unknown color `systemBlu`",
            hint: "did you mean `systemBlue`?"),
        Mistake(
            name: "light without dark", yaml: header + "tokens: { colors: { a: { light: red } } }", location: "3:24", message: "needs both `light` and `dark`"),
        Mistake(
            name: "spacing not a number", yaml: header + "tokens: { spacing: { gap: wide } }", location: "3:27", message: "spacing token `gap` must be a number"
        ),
        Mistake(
            name: "unknown base text style", yaml: header + "tokens: { textStyles: { t: { style: tittle } } }", location: "3:37",
            message: "`t.style` `tittle` is not one of", hint: "did you mean `title1`?"),
        Mistake(
            name: "unknown text style key", yaml: header + "tokens: { textStyles: { t: { sise: 3 } } }", location: "3:30",
            message: "unknown key `sise` in text style `t`", hint: "did you mean `size`?"),
        Mistake(
            name: "text style size zero", yaml: header + "tokens: { textStyles: { t: { size: 0 } } }", location: "3:36", message: "`t.size` must be at least 1"),
        Mistake(
            name: "bad weight", yaml: header + "tokens: { textStyles: { t: { weight: heavyy } } }", location: "3:38",
            message: "`t.weight` `heavyy` is not one of", hint: "did you mean `heavy`?"),
        Mistake(name: "strings not per locale", yaml: header + "strings: { hello: Hi }", location: "3:19", message: "strings for `hello` must be a mapping"),
        Mistake(name: "string not text", yaml: header + "strings: { en: { hello: [a] } }", location: "3:25", message: "string `hello` must be text"),
        Mistake(name: "missing font", yaml: header + "fonts: [fonts/Nope.ttf]", location: "3:9", message: "no font file or folder at `fonts/Nope.ttf`"),
        Mistake(
            name: "component without node", yaml: header + "components: { card: { params: {} } }", location: "3:15", message: "component `card` needs a `node`"),
        Mistake(
            name: "unknown component key", yaml: header + "components: { card: { nodes: {} } }", location: "3:23",
            message: "unknown key `nodes` in component `card`", hint: "did you mean `node`?"),
        Mistake(
            name: "unknown state", yaml: header + "states: { emtpy: {} }", location: "3:11", message: "unknown state `emtpy`", hint: "did you mean `empty`?"),
        Mistake(name: "unknown error kind", yaml: header + "states: { error.offline: {} }", location: "3:11", message: "unknown state `error.offline`"),
        Mistake(
            name: "unknown state key", yaml: header + "states: { empty: { nod: {} } }", location: "3:20", message: "unknown key `nod` in state `empty`",
            hint: "did you mean `node`?"),
        Mistake(
            name: "unknown trait key", yaml: header + "traits: { t: { state: {} } }", location: "3:16", message: "unknown key `state` in trait `t`",
            hint: "did you mean `states`?"),
        Mistake(
            name: "unknown screen key", yaml: "stateboard: 1\nscreens: { home: { titel: Home } }", location: "2:20",
            message: "unknown key `titel` in screen `home`", hint: "did you mean `title`?"),
        Mistake(
            name: "traits not a list", yaml: "stateboard: 1\nscreens: { home: { traits: listLoading } }", location: "2:28", message: "`traits` must be a list"),
        Mistake(
            name: "unknown trait", yaml: "stateboard: 1\ntraits: { listLoading: { states: {} } }\nscreens: { home: { traits: [listLoadin] } }",
            location: "3:29", message: "unknown trait `listLoadin`", hint: "did you mean `listLoading`?"),
        Mistake(
            name: "unknown device in matrix", yaml: header + "matrix: { devices: [iphone-15-pro-maxx] }", location: "3:21",
            message: "unknown device `iphone-15-pro-maxx`", hint: "did you mean `iphone-15-pro-max`?"),
        Mistake(
            name: "unknown appearance", yaml: header + "matrix: { appearances: [dim] }", location: "3:25",
            message: "an appearance `dim` is not one of light, dark"),
        Mistake(name: "unknown text size", yaml: header + "matrix: { textSizes: [huge] }", location: "3:23", message: "a text size `huge` is not one of"),
        Mistake(
            name: "unknown matrix state", yaml: header + "matrix: { states: [loding] }", location: "3:20", message: "unknown state `loding`",
            hint: "did you mean `loading`?"),
        Mistake(
            name: "device without size", yaml: header + "devices: [ { id: kiosk } ]", location: "3:12", message: "device `kiosk` needs `width` and `height`"),
        Mistake(name: "extends a missing theme", yaml: header + "extends: nowhere", location: "3:10", message: "cannot read the theme file"),
        Mistake(
            name: "unknown component", yaml: header + "states: { empty: { node: { component: crad } } }", location: "3:39", message: "unknown component `crad`"),
        Mistake(
            name: "unknown component parameter",
            yaml: header + "components: { c: { params: { t: ~ }, node: { label: $t } } }\nstates: { empty: { node: { component: c, t: x, u: y } } }",
            location: "4:48", message: "component `c` has no parameter `u`"),
        Mistake(
            name: "missing required parameter",
            yaml: header + "components: { c: { params: { t: ~ }, node: { label: $t } } }\nstates: { empty: { node: { component: c } } }", location: "4:39",
            message: "component `c` needs `t`"),
        Mistake(
            name: "component cycle",
            yaml: header + "components: { a: { node: { component: b } }, b: { node: { component: a } } }\nstates: { empty: { node: { component: a } } }",
            location: "3:70", message: "component `a` contains itself: a → b → a"),
        Mistake(
            name: "unknown parameter reference", yaml: header + "states: { empty: { node: { label: $titel }, params: { title: x } } }", location: "3:35",
            message: "unknown parameter `$titel`", hint: "did you mean `$title`?"),
        Mistake(
            name: "missing string", yaml: header + "states: { empty: { node: { label: \"@nope\" } } }", location: "3:35",
            message: "no string `nope` for locale `en`"),
        Mistake(
            name: "misspelt string key", yaml: header + "states: { empty: { node: { label: \"@empty.titel\" } } }", location: "3:35",
            message: "no string `empty.titel`", hint: "did you mean `@empty.title`?"),
        Mistake(
            name: "unknown color token in node",
            yaml: header + "tokens: { colors: { brand: \"#FF0000\" } }\nstates: { empty: { node: { box: { fill: brnad } } } }", location: "4:41",
            message: "unknown color `brnad` for `fill`", hint: "did you mean the token `brand`?"),
        Mistake(
            name: "unknown spacing token in node", yaml: header + "tokens: { spacing: { gap: 8 } }\nstates: { empty: { node: { stack: { spacing: gapp } } } }",
            location: "4:46", message: "must be a number or a spacing token", hint: "did you mean `gap`?"),
        Mistake(
            name: "unknown text style in node",
            yaml: header + "tokens: { textStyles: { hero: { size: 40 } } }\nstates: { empty: { node: { label: { text: x, style: heroo } } } }",
            location: "4:53", message: "unknown text style `heroo`", hint: "did you mean `hero`?"),
        Mistake(
            name: "missing image", yaml: header + "states: { empty: { node: { image: { path: icons/nope.svg } } } }", location: "3:43",
            message: "no image file at `icons/nope.svg`"),
        Mistake(
            name: "unused parameter", yaml: "stateboard: 1\nscreens: { home: { states: { empty: { params: { titel: x } } } } }", location: "2:56",
            message: "parameter `titel` is not used", hint: "did you mean `title`?"),
        Mistake(
            name: "missing translation",
            yaml: header + "strings: { en: { hi: Hi } }\nmatrix: { locales: [en, ar] }\nstates: { empty: { params: { title: \"@hi\" } } }",
            location: "3:22", message: "string `hi` has no `ar` translation"),
        Mistake(
            name: "bad placement anchor", yaml: header + "defaults: { placement: { anchor: middle } }", location: "3:34",
            message: "`placement.anchor` `middle` is not one of center, top, bottom, fill"),
        Mistake(
            name: "bad chrome bar", yaml: header + "defaults: { chrome: [tabbar] }", location: "3:22", message: "a chrome bar `tabbar` is not one of",
            hint: "did you mean `tabBar`?"),
        Mistake(
            name: "items on a navigation bar", yaml: header + "defaults: { chrome: [ { navigationBar: { items: [a] } } ] }", location: "3:42",
            message: "unknown key `items` in `navigationBar`"),
        Mistake(
            name: "six tab bar items", yaml: header + "defaults: { chrome: [ { tabBar: { items: [a, b, c, d, e, f] } } ] }", location: "3:42",
            message: "a tab bar shows at most 5 items, not 6", hint: "iOS moves the rest under “More”; list 5"),
        Mistake(
            name: "selected tab out of range", yaml: header + "defaults: { chrome: [ { tabBar: { items: [a, b], selected: 2 } } ] }", location: "3:60",
            message: "`tabBar.selected` is 2 but there are 2 items", hint: "items count from 0"),
        Mistake(
            name: "snapshots scale out of range", yaml: header + "snapshots: { scale: 9 }", location: "3:21",
            message: "`snapshots.scale` must be between 0.5 and 4, not 9.0"),
        Mistake(
            name: "snapshots precision above 1", yaml: header + "snapshots: { precision: 1.5 }", location: "3:25",
            message: "`snapshots.precision` must be at most 1, not 1.5"),
        Mistake(
            name: "snapshots antialiasing not a bool", yaml: header + "snapshots: { ignoresAntialiasing: maybe }", location: "3:35",
            message: "`snapshots.ignoresAntialiasing` must be `true` or `false`"),
        Mistake(
            name: "unknown snapshots key", yaml: header + "snapshots: { locale: [en] }", location: "3:14",
            message: "unknown key `locale` in `snapshots`", hint: "did you mean `locales`?"),
        Mistake(name: "invalid YAML", yaml: header + "states: { empty: { node: [ }", location: "3:28", message: "invalid YAML"),
    ]

    @Test(arguments: mistakes)
    func reportsMistake(_ mistake: Mistake) throws {
        let folder = try TestPaths.temporaryFolder("theme").appendingPathComponent("t")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let file = folder.appendingPathComponent("theme.yaml")
        try mistake.yaml.write(to: file, atomically: true, encoding: .utf8)
        let report = ThemeValidator.validate(path: folder.path)
        let match = report.diagnostics.first { $0.message.contains(mistake.message) }
        #expect(match != nil, "expected «\(mistake.message)», got:\n\(report.diagnostics.map(\.description).joined(separator: "\n"))")
        guard let match else { return }
        #expect(match.location.file == file.path || mistake.name == "extends a missing theme")
        #expect("\(match.location.line):\(match.location.column)" == mistake.location, "\(match)")
        if let hint = mistake.hint { #expect(match.hint?.contains(hint) == true, "\(match)") }
    }

    @Test func atLeastFortyDistinctMistakes() {
        #expect(Set(Self.mistakes.map(\.message)).count >= 40)
    }

    @Test func extendsCycleIsReported() throws {
        let root = try TestPaths.temporaryFolder("cycle")
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, parent) in [("a", "b"), ("b", "a")] {
            let folder = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "stateboard: 1\nextends: \(parent)\n".write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        }
        let report = ThemeValidator.validate(path: root.appendingPathComponent("a").path)
        let cycle = report.diagnostics.first { $0.message.contains("`extends` makes a cycle: a → b → a") }
        #expect(cycle != nil, "\(report.diagnostics)")
        #expect(cycle?.location.line == 2 && cycle?.location.column == 10)
    }
}
